#!/usr/bin/env python3
"""Writes the known-bad Rallyman fixtures (fixtures/rallymangt/bad/,
fixtures/rallymandirt/bad/) from the clean streams, each with ONE change (one
move edited, inserted, removed or moved) and its .expect: `code line` per
expected finding and `#` lines naming the sentence of the rules it breaks.
Where one change necessarily breaks a second rule (a total that no longer adds
up, a move a deleted turn leaves missing) the .expect says so.

Run from the repository root:  python3 tests/rallyman/make_bad_fixtures.py
"""
import collections
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, "tests")
import fixturelib  # noqa: E402

SEP = (",", ":")


def load(path):
    text = fixturelib.read(path)
    lines = [json.loads(x) for x in text.splitlines()]
    again = "\n".join(json.dumps(x, separators=SEP, ensure_ascii=False) for x in lines) + "\n"
    assert again == text, path + ": not in the compact form this script writes back"
    return lines


def dump(lines):
    return "\n".join(json.dumps(x, separators=SEP, ensure_ascii=False) for x in lines) + "\n"


def move(lines, seq):
    """Returns the index (0-based line) of move seq."""
    for i, x in enumerate(lines):
        if x.get("seq") == seq:
            return i
    raise KeyError(seq)


def renumber(lines):
    for n, x in enumerate(lines[1:], 1):
        x["seq"] = n


class Out:
    def __init__(self, game):
        self.dir = os.path.join("fixtures", game, "bad")
        self.game = game
        self.names = []

    def write(self, name, lines, expect, why):
        """expect: list of (code suffix, seq of the move[, rule id]) ; why: comment lines."""
        path = os.path.join(self.dir, name + ".jsonl")
        text = dump(lines)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        rows = ["# " + w for w in why]
        for e in expect:
            line = move(lines, e[1]) + 1
            rows.append("%s.%s %d%s" % (self.game, e[0], line,
                                        " %s.%s" % (self.game, e[2]) if len(e) > 2 else ""))
        with open(path + ".expect", "w", encoding="utf-8") as f:
            f.write("\n".join(rows) + "\n")
        self.names.append(name)


def findings(lines):
    """Runs the engine on lines: the set of (code, line, rule id) it reports."""
    fd, path = tempfile.mkstemp(suffix=".jsonl")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(dump(lines))
    try:
        out = subprocess.run(["build/gameaudit", "check", "--format", "json", path],
                             capture_output=True, text=True).stdout
    finally:
        os.unlink(path)
    got = collections.Counter()
    for row in out.splitlines():
        x = json.loads(row)
        if "code" in x:
            got[(x["code"], x["line"], (x.get("rule") or {}).get("id"))] += 1
    return got


CASCADE = ("result.total", "result.rank")


def search(out, name, files, mutate, primary, why, again=False):
    """Tries the candidate changes mutate(lines) yields, (seq, description), over
    the clean files, and writes the first whose findings are exactly the primary
    (code suffix, rule id suffix) at that move, plus result.total/result.rank on the
    result line (a changed time card no longer adds up); with again, plus the same
    primary findings at later moves (a lost die missed on each later turn that rolls as
    many).  Returns True when found."""
    g = out.game
    prim = set((g + "." + c, g + "." + r) for c, r in primary)
    for src in files:
        base = load(src)
        for seq, desc, lines in mutate(base):
            line = move(lines, seq) + 1
            want = collections.Counter((g + "." + c, line, g + "." + r) for c, r in primary)
            got = findings(lines)
            extra = got - want
            later = collections.Counter(
                {k: n for k, n in extra.items() if again and (k[0], k[2]) in prim and k[1] > line})
            extra -= later
            if want - got or any(c[len(g) + 1:] not in CASCADE for c, _, _ in extra):
                continue
            expect = [(c, seq, r) for c, r in primary]
            rows = [desc, "copy of %s" % os.path.basename(src)] + why
            for code, ln, rule in sorted(later.elements()):
                expect.append((code[len(g) + 1:], lines[ln - 1]["seq"], rule[len(g) + 1:]))
                rows.append("the car breaks it again at seq %d: %s" % (lines[ln - 1]["seq"], code))
            for code, ln, rule in sorted(extra.elements()):
                expect.append((code[len(g) + 1:], lines[ln - 1]["seq"]))
                rows.append("the changed time makes the logged total / ranking wrong: %s"
                            % code)
            out.write(name, lines, expect, rows)
            return True
    print("no candidate for", g, name)
    return False


def turns(lines):
    """(index, move) of every turn."""
    return [(i, x) for i, x in enumerate(lines) if x.get("action") == "turn"]


def copy(lines):
    return json.loads(json.dumps(lines))


def die(lines, seq, k):
    return lines[move(lines, seq)]["args"]["dice"][k]


def args(lines, seq):
    return lines[move(lines, seq)]["args"]


# ---------------------------------------------------------------- candidate changes
def placed(a):
    return [d for d in a["dice"] if d.get("placed", True)]


def last_black(a):
    g = 0
    for d in placed(a):
        if isinstance(d["die"], int):
            g = d["die"]
    return g


def next_turn(lines, i):
    """The next turn of the same player after line i, or None."""
    p = lines[i]["player"]
    for x in lines[i + 1:]:
        if x.get("action") == "turn" and x["player"] == p:
            return x
    return None


def prev_turn(lines, i):
    p = lines[i]["player"]
    for x in reversed(lines[:i]):
        if x.get("action") == "turn" and x["player"] == p:
            return x
    return None


def mut_time(gear):
    def gen(base):
        for i, x in turns(base):
            a = x["args"]
            if a.get("outcome") == "loss" or "time" not in a or last_black(a) != gear:
                continue
            lines = copy(base)
            t = lines[i]["args"]["time"]
            lines[i]["args"]["time"] = t + 10 if t < 50 else t - 10
            yield x["seq"], "seq %d: the last gear die is %d, the time card taken %d s (the " \
                "table: %d s)" % (x["seq"], gear, lines[i]["args"]["time"], t), lines
    return gen


def mut_crash(gear):
    def gen(base):
        for i, x in turns(base):
            a = x["args"]
            if a.get("card") != "crash" or last_black(a) != gear or \
                    not isinstance(placed(a)[-1]["die"], int):
                continue
            lines = copy(base)
            lines[i]["args"].setdefault("damage", []).append("green")
            yield x["seq"], "seq %d: a crash in gear %d on a %s tile draws one damage token " \
                "more than the table gives" % (x["seq"], gear, a.get("danger")), lines
    return gen


def mut_extra_coast(base):
    """One coast die more at the end of a one-at-a-time turn that used two."""
    for i, x in turns(base):
        a = x["args"]
        if a.get("mode") != "one-at-a-time" or a.get("outcome") == "loss" or "pit" in a:
            continue
        ps = placed(a)
        if not ps or sum(d["die"] in ("coast", "leader") for d in ps) != 2:
            continue
        s = ps[-1]["space"]
        nx = next_turn(base, i)
        if nx and any(d["space"] <= s + 1 for d in placed(nx["args"])):
            continue
        lines = copy(base)
        kind = "leader" if any(d["die"] == "leader" for d in ps) else "coast"
        lines[i]["args"]["dice"].append({"die": kind, "space": s + 1})
        yield x["seq"], "seq %d: a third %s die at the end of the turn" % (x["seq"], kind), lines


def mut_low_gear_damage(base):
    for i, x in turns(base):
        a = x["args"]
        if a.get("outcome") != "loss" or a.get("damage") or last_black(a) > 2 or \
                not isinstance(placed(a)[-1]["die"], int):
            continue
        lines = copy(base)
        lines[i]["args"]["damage"] = ["green-flag"]
        yield x["seq"], "seq %d: a damage token drawn at a loss of control in gear %d" % (
            x["seq"], last_black(a)), lines


def mut_start_coast(after):
    """The first die of a turn from gear 0 after `after` replaced by a coast die."""
    def gen(base):
        for i, x in turns(base):
            a = x["args"]
            ps = placed(a)
            if len(ps) < 2 or ps[0]["die"] != 1 or ps[1]["die"] != 2:
                continue
            pv = prev_turn(base, i)
            if pv is None or not after(pv["args"]):
                continue
            lines = copy(base)
            lines[i]["args"]["dice"][a["dice"].index(ps[0])]["die"] = "coast"
            yield x["seq"], "seq %d: from gear 0 the car starts with a coast die, then gear 2" \
                % x["seq"], lines
    return gen


def mut_unplace_after_loss(base):
    for i, x in turns(base):
        a = x["args"]
        if a.get("outcome") != "loss" or a.get("mode") != "flat-out":
            continue
        rest = [k for k, d in enumerate(a["dice"]) if d.get("placed", True) is False]
        if not rest or a["dice"][rest[0]]["die"] in ("brake", "boost"):
            continue
        lines = copy(base)
        del lines[i]["args"]["dice"][rest[0]]["placed"]
        yield x["seq"], "seq %d: a die rolled flat out after the loss of control is placed " \
            "(moves the car on)" % x["seq"], lines


def mut_sisu_time(base):
    for i, x in turns(base):
        if x["args"].get("card") != "sisu":
            continue
        lines = copy(base)
        lines[i]["args"]["time"] = 60
        yield x["seq"], "seq %d: a SISU card taken as 60 s" % x["seq"], lines


def mut_second_caution(base):
    for i, x in turns(base):
        a = x["args"]
        if a.get("outcome") == "loss" or "pit" in a:
            continue
        ps = [d for d in placed(a) if d["die"] not in ("brake", "boost")]
        if len(ps) < 2 or sum(bool(d.get("caution")) for d in ps) != 1 or \
                any(d.get("hazard") for d in ps):
            continue
        k = [d for d in ps if not d.get("caution") and not d.get("protected")]
        if not k:
            continue
        lines = copy(base)
        lines[i]["args"]["dice"][a["dice"].index(k[-1])]["caution"] = True
        yield x["seq"], "seq %d: a second die shows a caution symbol" % x["seq"], lines


def mut_double_boost(base):
    """[boost G, G+1] at spaces s1, s2 becomes [boost, boost, G+1] at s2: two boost dice."""
    for i, x in turns(base):
        a = x["args"]
        if a.get("mode") != "one-at-a-time" or a.get("outcome") == "loss":
            continue
        d = a["dice"]
        for k in range(len(d) - 2):
            if d[k]["die"] == "boost" and isinstance(d[k + 1]["die"], int) and \
                    d[k + 2]["die"] == d[k + 1]["die"] + 1:
                lines = copy(base)
                nd = lines[i]["args"]["dice"]
                s2 = nd[k + 2]["space"]
                nd[k:k + 2] = [{"die": "boost", "space": s2}, {"die": "boost", "space": s2}]
                yield x["seq"], "seq %d: gear %d straight to %d with two boost dice" % (
                    x["seq"], d[k + 1]["die"] - 2, d[k + 2]["die"]), lines
                break


def mut_extra_brake(base):
    """A brake die more before a gear die, which then goes one gear lower."""
    for i, x in turns(base):
        a = x["args"]
        if a.get("mode") != "one-at-a-time" or a.get("outcome") == "loss":
            continue
        d = a["dice"]
        used = {y["die"] for y in d if isinstance(y["die"], int)}
        for k in range(1, len(d)):
            g = d[k]["die"]
            if isinstance(g, int) and d[k - 1]["die"] == "brake" and g - 1 >= 1 and \
                    g - 1 not in used:
                lines = copy(base)
                nd = lines[i]["args"]["dice"]
                nd[k]["die"] = g - 1
                nd.insert(k, {"die": "brake", "space": nd[k]["space"]})
                yield x["seq"], "seq %d: one brake die more, gear %d instead of %d" % (
                    x["seq"], g - 1, g), lines


def mut_brake_step(base):
    """A gear die one gear below the last gear die goes two below, with a brake die added
    to it (a legal skip: only the number of brake dice can be wrong)."""
    for i, x in turns(base):
        a = x["args"]
        if a.get("outcome") == "loss" or "pit" in a:
            continue
        d = a["dice"]
        used = {y["die"] for y in d if isinstance(y["die"], int)}
        last = None
        for k, y in enumerate(d):
            g = y["die"]
            if not isinstance(g, int):
                continue
            if last is not None and g == last - 1 and g - 1 >= 1 and g - 1 not in used and \
                    d[k - 1]["die"] != "brake":
                lines = copy(base)
                nd = lines[i]["args"]["dice"]
                nd[k]["die"] = g - 1
                nd.insert(k, {"die": "brake", "space": nd[k]["space"]})
                yield x["seq"], "seq %d: brake die added to the gear %d die after gear %d, " \
                    "which goes to gear %d" % (x["seq"], g, last, g - 1), lines
            last = g


def mut_water_time(base):
    """A turn whose movement a water hazard ended (a gear die other than 1, or brake and
    gear 1, in the water) takes the time card of the gear before that die."""
    for i, x in turns(base):
        a = x["args"]
        ps = placed(a)
        if a.get("outcome") == "loss" or not ps or not ps[-1].get("water") or \
                not isinstance(ps[-1]["die"], int) or "time" not in a:
            continue
        braked = len(ps) > 1 and ps[-2]["die"] == "brake"
        if ps[-1]["die"] == 1 and not braked:
            continue
        before = [d["die"] for d in ps[:-1] if isinstance(d["die"], int)]
        pv = prev_turn(base, i)
        g = before[-1] if before else last_black(pv["args"]) if pv else 0
        if g < 1 or TIME[g] == a["time"]:
            continue
        lines = copy(base)
        lines[i]["args"]["time"] = TIME[g]
        yield x["seq"], "seq %d: the water hazard ends the movement in gear %d, the time card " \
            "taken is gear %d's (%d s)" % (x["seq"], ps[-1]["die"], g, TIME[g]), lines


TIME = {1: 50, 2: 40, 3: 30, 4: 20, 5: 15, 6: 10}


def mut_class(cls, need):
    def gen(base):
        for i, x in turns(base):
            a = x["args"]
            if a.get("class") == cls or not need(a):
                continue
            lines = copy(base)
            lines[i]["args"]["class"] = cls
            yield x["seq"], "seq %d: the car is logged as a %s" % (x["seq"], cls), lines
    return gen


def mut_coast_plus(k):
    """k coast dice more at the end of a one-at-a-time turn that used one or more."""
    def gen(base):
        for i, x in turns(base):
            a = x["args"]
            if a.get("mode") != "one-at-a-time" or a.get("outcome") == "loss" or "pit" in a:
                continue
            ps = placed(a)
            if not ps or not any(d["die"] == "coast" for d in ps):
                continue
            s = ps[-1]["space"]
            nx = next_turn(base, i)
            if nx and any(d["space"] <= s + k for d in placed(nx["args"])):
                continue
            lines = copy(base)
            for j in range(1, k + 1):
                lines[i]["args"]["dice"].append({"die": "coast", "space": s + j})
            yield x["seq"], "seq %d: %d more coast dice at the end of the turn (%d in all)" % (
                x["seq"], k, k + sum(d["die"] == "coast" for d in ps)), lines
    return gen


def mut_nth_caution(n):
    """A turn without a loss whose dice show n-1 caution symbols: one more shows one."""
    def gen(base):
        for i, x in turns(base):
            a = x["args"]
            if a.get("outcome") == "loss" or "pit" in a:
                continue
            ps = [d for d in placed(a) if d["die"] not in ("brake", "boost")]
            if sum(bool(d.get("caution")) for d in ps) != n - 1 or \
                    any(d.get("hazard") or d.get("triangle") for d in ps):
                continue
            k = [d for d in ps if not d.get("caution") and not d.get("protected")]
            if not k:
                continue
            lines = copy(base)
            lines[i]["args"]["dice"][a["dice"].index(k[-1])]["caution"] = True
            yield x["seq"], "seq %d: one more die shows a caution symbol (%d in all)" % (
                x["seq"], n), lines
    return gen


def mut_lost_token(token, kinds, label):
    """A damage token `token` (a die lost) added to, or put instead of a harmless token
    of, a loss of control that may draw it (GT: gear 3 or more, three tokens at most; DIRT:
    a crash, whose token count the table fixes, so only in place of a green flag).  The
    finding falls on a later turn of that car, so each later turn is offered as its place."""
    def gen(base):
        for i, x in turns(base):
            a = x["args"]
            dmg = a.get("damage", [])
            if a.get("outcome") != "loss":
                continue
            if "card" in a:
                if a["card"] != "crash" or "green" not in dmg:
                    continue
                new = list(dmg)
                new[new.index("green")] = token
                how = "a green flag token of the crash is a %s token" % token
            else:
                if last_black(a) < 3 or len(dmg) >= 3:
                    continue
                new = dmg + [token]
                how = "a %s damage token more at the loss of control" % token
            lines = copy(base)
            lines[i]["args"]["damage"] = new
            for y in lines[i + 1:]:
                if y.get("action") == "turn" and y["player"] == x["player"] and \
                        any(d["die"] in kinds for d in y["args"]["dice"]):
                    yield y["seq"], "seq %d: %s; at seq %d the car still uses as many %s " \
                        "dice as before" % (x["seq"], how, y["seq"], label), lines
    return gen


def mut_coast_to_orange(base):
    """A coast die of a turn logged as an orange (leader) die."""
    for i, x in turns(base):
        for k, d in enumerate(x["args"]["dice"]):
            if d["die"] == "coast":
                lines = copy(base)
                lines[i]["args"]["dice"][k]["die"] = "leader"
                yield x["seq"], "seq %d: die %d is an orange (leader) die" % (x["seq"], k + 1), \
                    lines
                break


# ---------------------------------------------------------------- order of play
def replay_keys(lines, game):
    """Yields (round, [turn seqs in order], {player: (distance, gear, inside)}) at each
    round's start, following the log (as the engine does)."""
    state = {}
    rounds = []
    cur = None
    for x in lines[1:]:
        if x["action"] == "round":
            cur = (x["args"]["number"], [], {p: v for p, v in state.items()})
            rounds.append(cur)
            continue
        if x["action"] != "turn":
            continue
        cur[1].append(x["seq"])
        a = x["args"]
        p = x["player"]
        dist, gear, inside = state.get(p, (0, 0, None))
        if gear == -1:
            state[p] = (dist, 0, inside)
            continue
        placed = [d for d in a["dice"] if d.get("placed", True)]
        for d in placed:
            if isinstance(d["die"], int):
                gear = d["die"]
        if placed:
            dist, inside = placed[-1]["space"], placed[-1].get("inside")
        if a.get("outcome") == "loss":
            gear = -1 if a.get("gear_after") == "00" else 0
        if "pit" in a:
            gear = -1 if a.get("gear_after") == "00" else 0
        state[p] = (dist, gear, inside)
    return rounds


def find_swap(lines, game, want):
    """A pair of consecutive turns (A, B) of one round where A goes first by the
    criterion want ('distance', 'speed', 'position') alone, A uses no leader die."""
    for rnd, seqs, keys in replay_keys(lines, game):
        if game == "rallymangt" and rnd == 1:
            continue
        for a, b in zip(seqs, seqs[1:]):
            pa, pb = lines[move(lines, a)]["player"], lines[move(lines, b)]["player"]
            if pa not in keys or pb not in keys:
                continue
            (da, ga, ia), (db, gb, ib) = keys[pa], keys[pb]
            if any(d["die"] == "leader" for d in args(lines, a)["dice"]):
                continue
            if game == "rallymandirt":
                first, second = (da, db), (ga, gb)
                crit = {"distance": da > db, "speed": da == db and ga > gb,
                        "position": da == db and ga == gb and ia is True and ib is False}
            else:
                crit = {"speed": ga > gb, "distance": ga == gb and da > db,
                        "position": da == db and ga == gb and ia is True and ib is False}
            if crit[want]:
                return a, b
    return None


def swap(lines, a, b):
    i, j = move(lines, a), move(lines, b)
    lines[i], lines[j] = lines[j], lines[i]
    lines[i]["seq"], lines[j]["seq"] = a, b


def swapped_fixture(out, game, clean, want, sentence):
    for src in clean:
        lines = load(src)
        pair = find_swap(lines, game, want)
        if pair:
            a, b = pair
            swap(lines, a, b)
            out.write("order-%s" % want, lines, [("order." + want, a)],
                      ["copy of %s: two turns of one round swapped (seq %d and %d)" %
                       (os.path.basename(src), a, b), "breaks: " + sentence])
            return
    raise SystemExit("no pair for order.%s in %s" % (want, game))


# ---------------------------------------------------------------- DIRT
def dirt():
    out = Out("rallymandirt")
    base = "fixtures/rallymandirt/clean/page-examples.jsonl"
    drives = sorted("fixtures/rallymandirt/clean/" + n for n in
                    os.listdir("fixtures/rallymandirt/clean") if n.startswith("drive-"))

    def f():
        return load(base)

    x = f()
    die(x, 7, 0)["caution"] = True
    die(x, 7, 3)["caution"] = True
    out.write("three-cautions-no-loss", x, [("caution.no-loss", 7, "dashboard.loc")],
              ["seq 7: two more dice show a caution symbol (3 in all), the turn goes on",
               "breaks: Meet or exceed the safe number of caution symbols (generally three), "
               "and you will lose control!"])

    x = f()
    args(x, 16).update(outcome="loss", card="sisu")
    out.write("loss-without-cause", x, [("caution.loss-without-cause", 16, "loss")],
              ["seq 16: a SISU loss of control logged on a gear 1 move with no caution",
               "breaks: If you meet or exceed your /!\\ limit, you will lose control."])

    for lane, code in ((True, "inside"), (False, "outside"), (None, "overspeed")):
        x = f()
        d = die(x, 7, 3)
        d["limit"] = 3
        if lane is None:
            del d["inside"]
        else:
            d["inside"] = lane
        out.write("corner-" + code, x, [("corner." + code, 7)],
                  ["seq 7: the gear 4 die lands on a corner space of limit 3 (%s lane), no "
                   "loss of control" % ("inside" if lane else "outside" if lane is False
                                        else "unstated"),
                   "breaks: Exceed this number and you will lose control! (corner limits, "
                   "inside or outside of the corner)"])

    x = f()
    args(x, 11)["damage"] = ["gear", "brake", "coast", "green"]
    out.write("crash-wrong-damage", x, [("crash.damage", 11, "crash-damage.6")],
              ["seq 11: a crash in gear 6 on a red tile draws 4 damage tokens; the table "
               "(row 6, Red) gives 5",
               "breaks: the Damage Taken from a Crash table, row 6 | 3 | 4 | 5"])

    x = f()
    args(x, 11)["time"] = 50
    out.write("crash-time", x, [("crash.damage", 11, "crash"), ("result.total", 24),
                                ("result.rank", 24)],
              ["seq 11: ann's crash card is taken as 50 s",
               "breaks: Crash: (happens most often) 60 Seconds for the turn, and take damage "
               "based on your last gear and the Danger level of the tile",
               "her logged total (190 s) then no longer adds up, and her 180 s rank her before "
               "bob: result.total and result.rank on the result line"])

    x = f()
    die(x, 14, 0).update(zone=3, slide=True)
    out.write("slide-three-spaces", x, [("slide.spaces", 19)],
              ["seq 14: dee's first die is logged sliding into slide zone 3, so her two dice "
               "of seq 19 sliding through zone 3 make three spaces of it",
               "breaks: When Sliding into these spaces a car effectively counts the zone as two "
               "spaces (separated by the dotted line) spanning the width of the track."])

    x = f()
    die(x, 18, 0)["obstacle"] = True
    out.write("jump-onto-obstacle", x, [("jump.occupied", 18)],
              ["seq 18: cid's gear 3 die on the jump of 3 lands on a space the log marks as an "
               "obstacle",
               "breaks: You may not land in spaces occupied by obstacles or other cars."])

    x = f()
    d = args(x, 16)
    d["dice"] = [{"die": g, "space": 11 + g} for g in range(1, 7)]
    d["time"] = 10
    out.write("gear-damage", x, [("damage.gear", 16), ("result.total", 24),
                                  ("result.rank", 24)],
              ["seq 16: after a crash that drew a Gear damage token ann rolls six gear dice "
               "(1 to 6); the dashboard's 6 less 1 leave 5",
               "breaks: The number of Gear dice the player may use each turn (no matter their "
               "value) is reduced by one for each of these tokens",
               "the time card (10 s) changes ann's total, so the logged total (190 s) no "
               "longer adds up and her 150 s rank her before bob: result.total and "
               "result.rank on the result line"])

    x = f()
    args(x, 16)["dice"] = [{"die": 1, "space": 12}, {"die": "coast", "space": 13},
                           {"die": "coast", "space": 14}]
    out.write("coast-damage", x, [("damage.coast", 16, "damage-coast")],
              ["seq 16: two coast dice after a crash that drew a Leader/Coast damage token "
               "(2 less 1 leave 1)",
               "breaks: The number of Coast or Leader dice the player may use each turn is "
               "reduced by one for each of these tokens"])

    x = f()
    die(x, 8, 1)["die"] = "leader"
    out.write("leader-dice-second-car", x, [("dice.leader", 8)],
              ["seq 8: bob, second to play in round 3, uses an orange leader die",
               "breaks: Only the first player each round uses the orange dice."])

    x = f()
    die(x, 19, 1)["die"] = 2
    out.write("die-reused", x, [("dice.reused", 19)],
              ["seq 19: dee uses the gear 2 die twice in one turn",
               "breaks: Each die may only be used once per turn."])

    x = f()
    args(x, 7)["dashboard"] = "asphalt"
    out.write("asphalt-dashboard", x, [("dice.unavailable", 7, "dashboard.gear"),
                                        ("dice.unavailable", 7, "dashboard.brake")],
              ["seq 7: ann's dashboard is Asphalt (Gear 5, no Brake) yet she uses the gear 6 "
               "die and a brake die: two findings",
               "breaks: the Car Dashboard table, Asphalt column of its rows Gear | 6 | 6 | 5 | 5 "
               "and Brake | 1 | 1 |  |"])

    x = f()
    die(x, 7, 2)["space"] = 7
    out.write("brake-alone", x, [("gear.brake-alone", 7)],
              ["seq 7: the brake die is placed on space 7, not with the gear 4 die on space 8",
               "breaks: You can jump down extra gears by adding a red 'brake' die to the space "
               "moved."])

    x = f()
    args(x, 12)["dice"].insert(1, {"die": "brake", "space": 5})
    out.write("brake-no-skip", x, [("gear.skip", 12)],
              ["seq 12: a brake die added to a gear die that goes one gear up (3 to 4)",
               "breaks: Each red die lets you skip a gear."])

    x = f()
    die(x, 14, 0)["die"] = 2
    out.write("start-gear-2", x, [("gear.start", 14, "start-gear-0"), ("time.card", 14, "time-card.2")],
              ["seq 14: dee's first die from gear 0 is gear 2",
               "breaks: players ... begin in Gear 0 (and go up one gear per die)",
               "the logged time card (50 s) is then not the gear 2 card: time.card as well"])

    x = f()
    del args(x, 7)["dice"][0]
    out.write("gear-jump-two", x, [("gear.step", 7)],
              ["seq 7: ann goes from gear 4 straight to gear 6 without a brake/boost die "
               "(the gear 5 die removed)",
               "breaks: With each move you make, may go up or down one gear"])

    x = f()
    die(x, 18, 0).update(jump=2, caution=True)
    out.write("jump-caution-no-loss", x, [("jump.no-loss", 18)],
              ["seq 18: gear 3 on a jump of 2 shows a caution symbol, no loss of control",
               "breaks: if this die results in a /!\\ when rolled ... you suffer an immediate "
               "Loss on Control"])

    x = f()
    die(x, 18, 0)["jump"] = 1
    out.write("jump-too-much-air", x, [("jump.too-much-air", 18)],
              ["seq 18: gear 3 on a jump of 1 (two gears over), no loss of control",
               "breaks: two or more Gears higher ... you suffer an immediate Loss of Control"])

    x = f()
    del args(x, 11)["card"]
    out.write("loss-without-card", x, [("loss.card", 11)],
              ["seq 11: a loss of control without its card",
               "breaks: Depending on what icon the card shows, apply the following results"])

    x = f()
    args(x, 11)["card"] = "sisu"
    out.write("sisu-with-damage", x, [("loss.sisu", 11, "sisu")],
              ["seq 11: a SISU card with 60 s and 5 damage tokens (SISU: the gear 6 time, "
               "10 s, no damage)",
               "breaks: SISU: You suffer no damage to your car and lose very little time!"])

    x = f()
    args(x, 11)["card"] = "spin"
    out.write("spin-with-damage", x, [("loss.spin", 11)],
              ["seq 11: a spin card with 5 damage tokens",
               "breaks: Spin: 60 Seconds for the turn, but doesn't cause any Damage."])

    x = f()
    die(x, 12, 1)["space"] = 3
    out.write("backward", x, [("move.backward", 12)],
              ["seq 12: the second die goes back to space 3",
               "breaks: You must always be moving forward."])

    x = f()
    args(x, 24)["ranking"] = ["3", "4", "2", "1"]
    out.write("result-rank", x, [("result.rank", 24)],
              ["seq 24: cid (140 s) ranked before dee (130 s)",
               "breaks: Time cards dictate how many seconds you add to your overall time "
               "(lowest total first)"])

    x = f()
    args(x, 24)["times"]["4"] = 80
    out.write("result-total", x, [("result.total", 24)],
              ["seq 24: dee's total logged as 80 s; her cards are 50 + 40 + 40",
               "breaks: Time cards dictate how many seconds you add to your overall time."])

    x = f()
    del x[move(x, 23)]
    renumber(x)
    out.write("missing-turn", x, [("round.missing-turn", 23), ("result.total", 23)],
              ["dee's turn of round 6 removed",
               "breaks: ... each player getting one turn per round.",
               "her total (90 s logged) then lacks that card: result.total as well"])

    x = f()
    t = x.pop(move(x, 5))
    x.insert(move(x, 3), t)
    renumber(x)
    out.write("staggered-early", x, [("start.staggered", 3), ("round.missing-turn", 6)],
              ["bob's first turn moved from round 2 into round 1",
               "breaks: each player playing one additional round before the next one enters "
               "the track",
               "bob then has no turn in round 2: round.missing-turn on the round 3 line"])

    x = f()
    x.insert(move(x, 23) + 1, {"seq": 0, "player": "4", "action": "turn", "args": {
        "dashboard": "gravel", "mode": "one-at-a-time",
        "dice": [{"die": "coast", "space": 5}], "tokens": 0, "time": 40}})
    renumber(x)
    out.write("two-turns-in-a-round", x, [("round.twice", 24), ("result.total", 25),
                                           ("result.rank", 25)],
              ["a second (coast-only) turn of dee inserted in round 6",
               "breaks: ... each player getting one turn per round.",
               "its 40 s card makes dee's logged total (130 s) wrong, and her 170 s rank her "
               "behind cid (140 s): result.total and result.rank as well"])

    x = f()
    del die(x, 17, 0)["token"]
    out.write("shortcut-no-token", x, [("shortcut.no-token", 17)],
              ["seq 17: bob enters a shortcut space without drawing a damage token",
               "breaks: Any time you enter a Shortcut space, draw 1 Damage token"])

    x = f()
    die(x, 17, 0)["shortcut"] = 2
    out.write("shortcut-overspeed", x, [("shortcut.overspeed", 17)],
              ["seq 17: gear 3 on a shortcut space of limit 2",
               "breaks: The number inside the Shortcut symbol is a speed limit, indicating the "
               "highest Gear a player can be in whilst occupying this space."])

    x = f()
    args(x, 12)["time"] = 30
    out.write("time-card-wrong-gear", x, [("time.card", 12, "time-card.4"), ("result.total", 24),
                                           ("result.rank", 24)],
              ["seq 12: bob's last gear die is 4 (20 s) but he takes the gear 3 card (30 s)",
               "breaks: The player takes a Time card corresponding to their current Gear (the "
               "last Gear die they rolled)",
               "his logged total then no longer adds up and his 200 s rank him behind ann: "
               "result.total and result.rank as well"])

    x = f()
    die(x, 19, 0)["die"] = "coast"
    out.write("coast-only-card", x, [("time.coast-only", 19)],
              ["seq 19: a coast-only turn (dee in gear 1) takes 40 s; the card on top of her "
               "pile is 50 s",
               "breaks: If they only rolled Coast (white/orange) dice their turn, they take "
               "the same Time card"])

    x = f()
    args(x, 2)["tokens"] = 3
    out.write("tokens-flat-out", x, [("tokens.gained", 2)],
              ["seq 2: three second tokens for two gear dice rolled flat out",
               "breaks: one per gear, coast or leader die (not brake) you rolled"])

    x = f()
    args(x, 11)["tokens"] = 0
    out.write("tokens-loss", x, [("tokens.gained-loss", 11)],
              ["seq 11: no tokens after a flat-out loss of control (three dice rolled)",
               "breaks: Even if you lose control, you will still get your Second tokens."])

    x = f()
    die(x, 4, 1).update(protected=True, cost=1)
    die(x, 4, 2).update(protected=True, cost=2)
    out.write("tokens-overspent", x, [("tokens.overspent", 4)],
              ["seq 4: ann protects two dice (1 + 2 = 3 tokens) holding 2",
               "breaks: You can spend the second tokens you earned earlier to secure your "
               "dice."])

    x = f()
    die(x, 4, 1).update(protected=True, cost=1)
    die(x, 4, 2).update(protected=True, cost=1)
    out.write("protect-1-plus-1", x, [("tokens.protect-cost", 4)],
              ["seq 4: the second protected die of the turn paid 1 token, not 2",
               "breaks: the first die costs one, the second another two, the third another "
               "three"])

    x = f()
    die(x, 2, 1).update(protected=True, cost=1)
    out.write("protect-flat-out", x, [("tokens.protect-flat-out", 2), ("tokens.overspent", 2)],
              ["seq 2: a die protected while rolling flat out",
               "breaks: While you are rolling your dice one at a time ... You can spend the "
               "second tokens",
               "ann holds no token yet: tokens.overspent as well"])

    x = f()
    die(x, 11, 1)["limit"] = 5
    out.write("moves-after-loss", x, [("turn.after-loss", 11, "turn-ends-at-loss")],
              ["seq 11: gear 6 on a corner of limit 5 loses control there, yet the leader die "
               "after it still moves the car",
               "breaks: A player's turn ends when ... They suffer a Loss of Control."])

    x = f()
    die(x, 19, 0)["water"] = True
    out.write("water-gear-2", x, [("water.die", 19)],
              ["seq 19: gear 2 through a water hazard and the car goes on",
               "breaks: To move through a Water Hazard, you must either use a Coast die or the "
               "Gear 1 die. If not, your movement ends immediately"])


    x = f()
    die(x, 12, 0)["jump_at"] = 2
    out.write("jump-lands-short", x, [("jump.landing", 12, "jump-one")],
              ["seq 12: gear 3 on a jump of 3 at distance 2 lands at 4 (one space on is 3)",
               "breaks: Move the die you placed onto the Jump one space forward."])

    x = f()
    die(x, 12, 0)["jump"] = 2
    out.write("jump-one-over-lands-one", x, [("jump.landing", 12, "jump-two")],
              ["seq 12: gear 3 on a jump of 2 (one gear over) lands one space on, not two",
               "breaks: Move the die forward 2 spaces."])

    x = f()
    die(x, 12, 0)["jump"] = 4
    out.write("jump-below-moves-on", x, [("jump.landing", 12, "jump-normal")],
              ["seq 12: gear 3 on a jump of 4 is moved one space on",
               "breaks: it counts as a normal space and has no special effect"])

    x = f()
    die(x, 13, 0)["beside"] = 3
    out.write("overtake-slow", x, [("overtake.slow", 13)],
              ["seq 13: gear 2 moves alongside a car in gear 3",
               "breaks: you must use a Gear die equal to or higher than the current Gear of the "
               "opponent's car"])

    x = f()
    del args(x, 19)["time"]
    out.write("no-time-card", x, [("time.missing", 19), ("result.total", 24)],
              ["seq 19: dee takes no time card",
               "breaks: The player takes a Time card ... and places it in front of them.",
               "her logged total (130 s) then no longer adds up: result.total as well"])

    x = f()
    die(x, 4, 2)["placed"] = False
    out.write("unplaced-one-at-a-time", x, [("flat.unplaced", 4)],
              ["seq 4: a die left unplaced when rolling one at a time without a loss",
               "breaks: You do not even have to place all of them (only after a flat-out loss "
               "of control)"])

    x = f()
    del die(x, 11, 2)["caution"]
    out.write("flat-out-loss-two-cautions", x,
              [("caution.loss-without-cause", 11, "flat-out-placement")],
              ["seq 11: a flat-out loss of control logged with the dice placed for 2 cautions",
               "breaks: However, you must place your dice in a way that results in loss of "
               "control."])

    x = f()
    die(x, 12, 1)["limit"] = 4
    out.write("shortcut-to-corner", x, [("shortcut.corner", 17)],
              ["seq 12/17: the space bob stops on (seq 12) is a corner space of limit 4, and he "
               "enters the shortcut from it",
               "breaks: Players may enter or leave a Shortcut space from or to any space "
               "connected to them except Corner spaces."])

    x = f()
    die(x, 11, 1)["inside"] = False
    out.write("corner-lane-change", x, [("corner.method", 11)],
              ["seq 11: ann enters corner 1 on the inside lane and goes on in the outside lane",
               "breaks: Drivers must decide how to tackle each corner as they enter it and "
               "cannot change methods mid corner."])

    x = f()
    die(x, 19, 1)["slide"] = False
    out.write("slide-change", x, [("slide.method", 19)],
              ["seq 19: dee slides into zone 3, then enters its next space normally",
               "breaks: they cannot change methods once they have entered"])

    x = f()
    args(x, 21)["dice"].append({"die": "coast", "space": 8})
    out.write("water-brake-goes-on", x, [("water.brake", 21)],
              ["seq 21: bob brakes to gear 1 through the water hazard and goes on",
               "breaks: You cannot use a Gear 1 die in collaboration with a Brake die (so the "
               "movement ends there)"])

    x = f()
    args(x, 21)["dice"] = [{"die": "coast", "space": 7}, {"die": "coast", "space": 8},
                           {"die": "brake", "space": 9}, {"die": 1, "space": 9, "water": True}]
    out.write("shortcut-coast-token", x, [("damage.coast", 21, "shortcut-coast")],
              ["seq 21: bob drew a Coast Die Damage token on the shortcut (seq 17) and uses two "
               "coast dice",
               "breaks: Coast Die Damage: The number of Coast dice a player may use each turn "
               "is reduced by one for each of these tokens"])

    x = f()
    die(x, 23, 0)["limit"] = 2
    out.write("minus-token-limit", x, [("corner.minus", 23, "minus-1")],
              ["seq 23: dee coasts in gear 2 on a corner of 2 on tile 6, where cid's -1 token "
               "(seq 22) lowers it to 1",
               "breaks: The maximum speed limit for all Corner spaces on this tile is reduced "
               "by 1."])

    x = f()
    die(x, 17, 0).update(token="-1", tile=6)
    out.write("minus-tokens-stack", x, [("corner.minus", 23, "minus-1-stack")],
              ["seq 17: bob's shortcut token is a -1 on tile 6 too, so with cid's (seq 22) the "
               "corner of 3 where dee coasts in gear 2 is down to 1",
               "breaks: These tokens can stack"])

    x = f()
    die(x, 23, 0)["zone_car"] = "outside"
    out.write("corner-other-lane", x, [("corner.follow", 23)],
              ["seq 23: dee enters corner 4 by the inside lane, a car in it took the outside",
               "breaks: another vehicle may only enter that corner if they use the same method"])

    x = f()
    die(x, 23, 0)["beside"] = 1
    out.write("corner-pass", x, [("corner.pass", 23)],
              ["seq 23: dee moves alongside the car already in corner 4",
               "breaks: They may then follow that car into the corner but cannot enter their "
               "space or overtake them."])

    x = f()
    die(x, 19, 0)["zone_car"] = "normal"
    out.write("slide-other-method", x, [("slide.follow", 19)],
              ["seq 19: dee slides into zone 3, where a car already in it entered normally",
               "breaks: another vehicle may only enter those spaces if they use the same method"])

    x = f()
    die(x, 19, 0)["beside"] = 1
    out.write("slide-pass", x, [("slide.pass", 19)],
              ["seq 19: dee moves alongside the car already sliding in zone 3",
               "breaks: They may then follow that car into the Slide but cannot enter their "
               "space or overtake them."])

    files = drives + [base]
    for g in (1, 3, 5, 6):
        search(out, "time-card-gear-%d" % g, files, mut_time(g), [("time.card", "time-card.%d" % g)],
               ["breaks: the Time Card table, row %d" % g])
    for g in (1, 2, 3, 4, 5):
        search(out, "crash-damage-gear-%d" % g, files, mut_crash(g),
               [("crash.damage", "crash-damage.%d" % g)],
               ["breaks: the Damage Taken from a Crash table, row %d" % g])
    search(out, "three-coast-dice", files, mut_extra_coast,
           [("dice.unavailable", "dashboard.coast")],
           ["breaks: the Car Dashboard table, Coast row (2 coast or leader dice)"])
    search(out, "start-after-sisu", files, mut_start_coast(lambda a: a.get("card") == "sisu"),
           [("gear.start", "sisu-gear")] * 2,
           ["breaks: You start your next turn in the Gear shown on the card (gear 0, so the "
            "first die is gear 1): the coast die keeps gear 0 and gear 2 then skips gear 1"])
    for card in ("spin", "crash"):
        search(out, "start-after-%s" % card, files,
               mut_start_coast(lambda a, card=card: a.get("card") == card),
               [("gear.start", "%s-gear-0" % card)] * 2,
               ["breaks: %s: ... Start next turn in Gear 0 (so the first die is gear 1): the "
                "coast die keeps gear 0 and gear 2 then skips gear 1" % card.capitalize()])
    search(out, "lost-brake-die", files, mut_lost_token("brake", ("brake",), "brake"),
           [("damage.brake", "damage-brake")],
           ["breaks: Brake Damage: The number of Brake dice the player may use each turn is "
            "reduced by one for each of these tokens present on their Dashboard."], again=True)
    search(out, "water-stop-time", files, mut_water_time,
           [("time.card", "water-ends")],
           ["breaks: If not, your movement ends immediately in your current Gear (the gear of "
            "the die that entered the water, whose time card is due)"])
    search(out, "placed-after-loss", files, mut_unplace_after_loss,
           [("turn.after-loss", "caution-limit")],
           ["breaks: Meet or exceed the safe number of caution symbols (generally three), and "
            "you will lose control! (the move ends at the loss)"])
    search(out, "sisu-time", files, mut_sisu_time, [("loss.sisu", "loss-time-card")],
           ["breaks: The player takes a Time card corresponding to the Gear they were in when "
            "they suffered the Loss of Control"])

    x = f()
    args(x, 12)["dice"] = [{"die": "boost", "space": 4}, {"die": 4, "space": 4}]
    out.write("boost-die", x, [("dice.unavailable", 12, "boost")],
              ["seq 12: bob goes from gear 2 to 4 with a green boost die",
               "breaks: Boost: ... (available in R5 races) ... Not currently implemented (the "
               "Car Dashboard has no boost dice)"])

    r5 = "fixtures/rallymandirt/clean/page-r5-boost.jsonl"
    x = load(r5)
    del x[0]["setup"]["r5"]
    out.write("boost-outside-r5", x, [("dice.unavailable", 4, "boost")],
              ["copy of page-r5-boost.jsonl without \"r5\" in the setup: a boost die in a race "
               "that is not R5",
               "breaks: the green 'boost' die (available in R5 races)"])

    x = load(r5)
    die(x, 4, 2)["die"] = 4
    args(x, 4)["time"] = 20
    out.write("boost-skip-wrong", x, [("gear.boost", 4)],
              ["copy of page-r5-boost.jsonl: seq 4 is gear 3, a boost die and gear 4 (its time "
               "card 20 s), nothing skipped",
               "breaks: the green 'boost' die ... lets you skip a gear upwards"])

    for want, sentence in (("speed", "If two cars are of equal distance along the track, "
                            "the car in the highest Gear goes first."),
                           ("distance", "The car in the space whose front edge is furthest "
                            "along the track goes first."),
                           ("position", "the car situated on the inside lane of the current "
                            "or next corner plays first")):
        swapped_fixture(out, "rallymandirt", drives + [base], want, sentence)
    return out


# ---------------------------------------------------------------- GT
def gt():
    out = Out("rallymangt")
    base = "fixtures/rallymangt/clean/page-examples.jsonl"
    drives = sorted("fixtures/rallymangt/clean/" + n for n in
                    os.listdir("fixtures/rallymangt/clean") if n.startswith("drive-"))

    def f():
        return load(base)

    x = f()
    die(x, 14, 0)["caution"] = True
    die(x, 14, 1)["caution"] = True
    out.write("caution-space-no-loss", x, [("caution.hazard", 14, "caution-space")],
              ["seq 14: two caution faces and the caution space's extra result make 3",
               "breaks: The caution symbol gives one extra caution result when moving"])

    x = f()
    args(x, 17).update(outcome="loss", gear_after="0")
    out.write("loss-without-cause", x, [("caution.loss-without-cause", 17, "loss")],
              ["seq 17: a loss of control logged with no caution and within the limits",
               "breaks: If you meet or exceed your limit, you will lose control."])

    x = f()
    die(x, 6, 0)["caution"] = True
    die(x, 6, 4)["caution"] = True
    out.write("three-cautions-no-loss", x, [("caution.no-loss", 6, "tyres.gt5-caution-limit")],
              ["seq 6: three of bob's flat-out dice show a caution symbol (GT5, asphalt, dry: "
               "limit 3), no loss of control",
               "breaks: the /!\\ row of the GT5 Tires table: /!\\ | 3 | 2 | 3 | 3"])

    x = f()
    die(x, 5, 3)["limit"] = 3
    out.write("corner-overspeed", x, [("corner.overspeed", 5)],
              ["seq 5: gear 4 on a corner space of limit 3, no loss of control",
               "breaks: Exceed this number and you will lose control!"])

    x = f()
    args(x, 18)["dice"] = [{"die": g, "space": 12 + g} for g in range(1, 7)]
    out.write("lost-black-die", x, [("damage.gear", 18, "tyres.gt6-gear")],
              ["seq 18: ann lost a black die (seq 11) and still rolls six gear dice",
               "breaks: you will have one less die of that color to use on your turn"])

    x = f()
    args(x, 17)["damage"] = ["green-flag"]
    out.write("damage-without-loss", x, [("damage.without-loss", 17)],
              ["seq 17: a damage token drawn on a turn without a loss of control",
               "breaks: For each black damage marker in the table a \"Damage\" token will be "
               "randomly drawn for you (on a loss of control)"])

    x = f()
    die(x, 17, 1)["die"] = 4
    out.write("die-reused", x, [("dice.reused", 17)],
              ["seq 17: bob uses the gear 4 die twice",
               "breaks: Each die may only be used once per turn."])

    x = f()
    args(x, 17)["dice"].append({"die": 6, "space": 13})
    out.write("gt5-sixth-gear", x, [("dice.unavailable", 17, "car-dice.gt5")],
              ["seq 17: bob's GT5 uses a gear 6 die; GT5 has 5 gear dice",
               "breaks: the Car Dice table, GT5 row: GT5 | 5 | 2 | 3 | 1 (5 gear dice)"])

    x = f()
    die(x, 2, 0)["caution"] = True
    out.write("flying-start-goes-on", x, [("flying.goes-on", 2)],
              ["seq 2: the Flying Start gear 2 die shows a caution symbol, ann goes on",
               "breaks: if it's a caution symbol, your turn ends immediately"])

    x = f()
    args(x, 18).update(dice=[{"die": 2, "space": 13, "caution": True}], outcome="loss",
                       gear_after="0")
    out.write("flying-start-loss", x, [("flying.loss", 18)],
              ["seq 18: a loss of control logged on a Flying Start caution",
               "breaks: the Loss of Control is ignored"])

    x = f()
    args(x, 14)["dice"].insert(1, {"die": "boost", "space": 10})
    out.write("boost-no-skip", x, [("gear.boost", 14)],
              ["seq 14: a boost die added to a gear die one gear up (2 to 3)",
               "breaks: the green 'boost' die ... lets you skip a gear upwards"])

    x = f()
    die(x, 5, 2)["space"] = 5
    out.write("brake-alone", x, [("gear.brake-alone", 5)],
              ["seq 5: the brake die is on space 5, not with the gear 4 die on space 6",
               "breaks: You can jump down extra gears by adding a red 'brake' die to the space "
               "moved."])

    x = f()
    del args(x, 6)["dice"][2]
    out.write("one-brake-for-two", x, [("gear.skip", 6)],
              ["seq 6: 4th to 1st with one brake die (brake+brake+1 in the page's example)",
               "breaks: Each red die lets you skip a gear."])

    x = f()
    die(x, 18, 0)["die"] = 3
    die(x, 18, 1)["die"] = 4
    out.write("start-gear-3", x, [("gear.start", 18, "flying-start-gear-2")],
              ["seq 18: from gear 0 ann starts in gear 3 (1, or 2 with Flying Start)",
               "breaks: Next turn you will resume as normal, starting from gear 1"])

    x = f()
    die(x, 17, 0)["die"] = 5
    die(x, 17, 1)["die"] = 4
    out.write("gear-jump-two", x, [("gear.step", 17)],
              ["seq 17: bob goes from gear 3 to gear 5 without a boost die",
               "breaks: may go up or down one gear (or stay the same with a white die)"])

    x = f()
    args(x, 11)["gear_after"] = "1"
    out.write("loss-gear-1", x, [("loss.gear", 11)],
              ["seq 11: a loss of control leaves ann in gear 1",
               "breaks: You might lose all speed to 'gear' 0, or go off the track in 'gear' 00."])

    x = f()
    args(x, 15)["dice"] = [{"die": 1, "space": 13}]
    out.write("moves-in-00", x, [("loss.lost-turn", 15)],
              ["seq 15: ann, in gear 00, moves",
               "breaks: Gear 00: In this gear you simply lose a turn"])

    x = f()
    die(x, 14, 1)["space"] = 9
    out.write("backward", x, [("move.backward", 14)],
              ["seq 14: the second die stays on space 9",
               "breaks: You must always be moving forward."])

    x = f()
    swap(x, 14, 15)
    out.write("order-speed-00", x, [("order.speed", 14)],
              ["seq 14/15 swapped: ann (gear 00) plays before bob (gear 1)",
               "breaks: The car with the highest Gear marker always plays first"])

    x = f()
    args(x, 9)["gear_after"] = "1"
    out.write("pit-gear", x, [("pit.gear", 9)],
              ["seq 9: the pit stop leaves bob in gear 1",
               "breaks: While you are in the pit your gear is either 0 or 00"])

    x = f()
    die(x, 9, 1)["limit"] = 3
    out.write("pit-on-corner", x, [("pit.not-allowed", 9)],
              ["seq 9: a pit stop on a corner space",
               "breaks: you must end your turn in 1st Gear in a space with no speed or "
               "restrictions (meaning not on a corner space)"])

    x = f()
    args(x, 18)["tyres"] = "rain"
    out.write("tyres-without-pit", x, [("pit.tyres", 18)],
              ["seq 18: ann's tyres change to rain without a pit stop",
               "breaks: Once you return to 0 gear ..., you can choose which tires you want"])

    x = f()
    del x[move(x, 18)]
    renumber(x)
    out.write("missing-turn", x, [("round.missing-turn", 18)],
              ["ann's turn of round 6 removed", "breaks: Each player gets one turn each round."])

    x = f()
    t = json.loads(json.dumps(x[move(x, 15)]))
    x.insert(move(x, 15) + 1, t)
    renumber(x)
    out.write("two-turns-in-a-round", x, [("round.twice", 16)],
              ["ann's (empty, gear 00) turn of round 5 logged twice",
               "breaks: Each player gets one turn each round."])

    x = f()
    args(x, 6)["tokens"] = 2
    out.write("tokens-flat-out", x, [("tokens.gained", 6)],
              ["seq 6: two focus tokens for three gear dice rolled flat out (brake dice give "
               "none)",
               "breaks: one per gear or coast die (not brake or boost die) you rolled"])

    x = f()
    args(x, 11)["tokens"] = 2
    out.write("tokens-loss", x, [("tokens.gained-loss", 11)],
              ["seq 11: two focus tokens after a flat-out loss of control with three dice",
               "breaks: Even if you lose control, you will still get your focus tokens."])

    x = f()
    die(x, 3, 1).update(protected=True, cost=1)
    out.write("tokens-overspent", x, [("tokens.overspent", 3)],
              ["seq 3: bob protects a die holding no focus token",
               "breaks: You can spend the focus tokens you earned earlier to secure your dice"])

    x = f()
    die(x, 8, 2)["cost"] = 1
    out.write("protect-1-plus-1", x, [("tokens.protect-cost", 8)],
              ["seq 8: the second protected die paid 1, not 2",
               "breaks: the first die costs one, the second another two, the third another "
               "three"])

    x = f()
    die(x, 6, 0).update(protected=True, cost=1)
    out.write("protect-flat-out", x, [("tokens.protect-flat-out", 6), ("tokens.overspent", 6)],
              ["seq 6: bob protects a die while rolling flat out",
               "breaks: While you are rolling your dice one at a time ... spend the focus "
               "tokens",
               "bob holds no token: tokens.overspent as well"])

    x = f()
    die(x, 11, 1)["limit"] = 3
    out.write("moves-after-loss", x, [("turn.after-loss", 11, "loss")],
              ["seq 11: gear 4 on a corner of limit 3 loses control, the gear 5 die still "
               "moves the car",
               "breaks: If you meet or exceed your limit, you will lose control (the move "
               "ends there)"])


    x = f()
    die(x, 9, 0)["beside"] = 3
    out.write("overtake-slow", x, [("overtake.slow", 9)],
              ["seq 9: gear 2 moves alongside a car in gear 3",
               "breaks: you must use a Gear die equal to or higher than the current Gear of the "
               "opponent's car"])

    x = f()
    die(x, 14, 1)["beside"] = 1
    out.write("yellow-flag-overtake", x, [("overtake.yellow-flag", 14, "yellow-flag-stays")],
              ["seq 14: bob moves alongside a car in gear 1 while ann, in gear 00, keeps her "
               "yellow flag (seq 11) out",
               "breaks: Yellow Flag: ... if you are at speed 00, the yellow flag stays on the "
               "board, affecting all players, until you are ready to move again"])

    x = f()
    die(x, 17, 0)["beside"] = 1
    out.write("yellow-flag-overtake-gear-0", x,
              [("overtake.yellow-flag", 17, "yellow-flag-overtake")],
              ["seq 17: bob, in gear 4, overtakes (moves alongside) a car in gear 1 while ann's "
               "yellow flag is out (she has not moved since seq 11)",
               "breaks: Note: if a yellow flag is out due to damage, you cannot overtake (move "
               "alongside) another player."])

    x = f()
    die(x, 17, 1)["beside"] = 5
    out.write("yellow-flag-alongside", x, [("overtake.yellow-flag", 17, "yellow-flag")],
              ["seq 17: bob moves alongside a car in his own gear (5) while ann's yellow flag "
               "is out",
               "breaks: While the yellow flag is on the table, no player may move alongside "
               "any other player's car."])

    x = f()
    die(x, 11, 1)["line"] = 3
    out.write("inside-line-then-moves-on", x,
              [("turn.after-loss", 11, "inside-line-limit")],
              ["seq 11: ann crosses a dotted line of 3 in gear 4 (control lost there) and the "
               "gear 5 die still moves her",
               "breaks: The number indicates the highest gear you can use to safely move "
               "between those spaces."])

    x = f()
    die(x, 17, 1)["line"] = 4
    out.write("inside-line-overspeed", x, [("corner.line", 17)],
              ["seq 17: gear 5 across a dotted inside line of 4, no loss of control",
               "breaks: The number indicates the highest gear you can use to safely move "
               "between those spaces. Exceed it and you will lose control!"])

    x = f()
    die(x, 6, 0)["caution"] = True
    die(x, 6, 4)["triangle"] = 1
    out.write("triangle-caution", x, [("caution.hazard", 6, "caution-triangle")],
              ["seq 6: two caution faces, and the gear 1 die passes a triangle of 1: 3 cautions",
               "breaks: This indicates that you get an extra caution result when you pass that "
               "space in that gear."])

    x = f()
    args(x, 11)["damage"] = ["black", "yellow-flag", "red", "white"]
    out.write("four-damage-tokens", x, [("damage.too-many", 11)],
              ["seq 11: four damage tokens drawn at one loss of control",
               "breaks: 0, 1, 2 or 3 of these Damage Tokens are drawn randomly for you"])

    x = f()
    die(x, 8, 2)["placed"] = False
    out.write("unplaced-one-at-a-time", x, [("flat.unplaced", 8)],
              ["seq 8: a die left unplaced when rolling one at a time without a loss",
               "breaks: You do not even have to place all of them (only after a flat-out loss "
               "of control)"])

    x = f()
    del die(x, 11, 1)["caution"]
    out.write("flat-out-loss-two-cautions", x,
              [("caution.loss-without-cause", 11, "flat-out-placement")],
              ["seq 11: a flat-out loss of control logged with the dice placed for 2 cautions",
               "breaks: However, you must place your dice in a way that results in loss of "
               "control."])

    x = f()
    args(x, 18)["dice"] = [{"die": 2, "space": 14, "caution": True}]
    out.write("flying-start-two-spaces", x, [("flying.space", 18)],
              ["seq 18: the Flying Start gear 2 die shows a caution and the car ends two "
               "spaces on",
               "breaks: The car moves forward one space and stays in Gear 2."])

    x = f()
    die(x, 5, 0)["caution"] = True
    die(x, 5, 1)["caution"] = True
    die(x, 5, 3)["caution"] = True
    out.write("gt6-three-cautions", x, [("caution.no-loss", 5, "tyres.gt6-caution-limit")],
              ["seq 5: three of ann's dice (GT6, asphalt, dry: limit 3) show a caution symbol",
               "breaks: the /!\\ row of the GT6 Tires table"])

    files = drives + [base]
    search(out, "gt-low-gear-damage", files, mut_low_gear_damage,
           [("damage.low-gear", "damage-speed")],
           ["breaks: You might also take some damage: at higher speeds (3,4,5th gear)"])
    search(out, "lost-white-die", files, mut_coast_plus(1),
           [("damage.coast", "dice-pool")],
           ["breaks: Lose a Dice: ... This reduces your dice pool."])
    search(out, "weather-turned-two-cautions", files, mut_second_caution,
           [("caution.no-loss", "weather-token")],
           ["breaks: Weather: The weather will change from rain to sun, or vice versa! (a "
            "Weather token turned it wet: asphalt tyres now have a caution limit of 2)"])
    search(out, "extra-brake-gt", files, mut_extra_brake,
           [("dice.unavailable", "tyres.gt6-brake")],
           ["breaks: the Brake row of the GT6 Tires table: Brake | 3 | 1 | 2 | 2"])
    search(out, "lost-red-die", files, mut_extra_brake, [("damage.brake", "lose-die")],
           ["breaks: you will have one less die of that color to use on your turn"])
    search(out, "wet-asphalt-two-cautions", files, mut_second_caution,
           [("caution.no-loss", "wrong-tyres")],
           ["breaks: If you are on the wrong kind of tires, your dice pool and caution limit "
            "will be reduced (the /!\\ row: 2 for asphalt tyres in the wet)"])
    search(out, "gt4-fifth-gear", files,
           mut_class("GT4", lambda a: sum(isinstance(d["die"], int) and d["die"] > 4
                                          for d in a["dice"]) == 1),
           [("dice.unavailable", "car-dice.gt4")],
           ["breaks: the Car Dice table, GT4 row (4 gear dice)"])
    search(out, "gt4-boost", files,
           mut_class("GT4", lambda a: any(d["die"] == "boost" for d in a["dice"])),
           [("dice.unavailable", "car-dice.gt4")],
           ["breaks: the Car Dice table, GT4 row (0 boost dice)"])
    search(out, "gt6-boost", files,
           mut_class("GT6", lambda a: any(d["die"] == "boost" for d in a["dice"])),
           [("dice.unavailable", "car-dice.gt6")],
           ["breaks: the Car Dice table, GT6 row (0 boost dice)"])
    for cls, row in (("gt6", "Coast | 2 | 2 | 2 | 1"), ("gt5", "Coast | 2 | 2 | 2 | 1"),
                     ("gt4", "Coast | 3 | 3 | 3 | 2")):
        search(out, "extra-coast-%s" % cls, files,
               lambda b: (c for k in (1, 2) for c in mut_coast_plus(k)(b)),
               [("dice.unavailable", "tyres.%s-coast" % cls)],
               ["breaks: the Coast row of the %s Tires table: %s" % (cls.upper(), row)])
    for cls, row in (("gt5", "Brake | 3 | 1 | 2 | 2"), ("gt4", "Brake | 2 | 1 | 2 | 2")):
        search(out, "extra-brake-%s" % cls, files,
               lambda b: (c for m in (mut_extra_brake, mut_brake_step) for c in m(b)),
               [("dice.unavailable", "tyres.%s-brake" % cls)],
               ["breaks: the Brake row of the %s Tires table: %s" % (cls.upper(), row)])
    for cls, row in (("gt5", "Gear | 5 | 5 | 5 | 5"), ("gt4", "Gear | 4 | 4 | 4 | 4")):
        search(out, "lost-black-die-%s" % cls, files, mut_lost_token("black", (1, 2, 3, 4, 5, 6), "gear"),
               [("damage.gear", "tyres.%s-gear" % cls)],
               ["breaks: the Gear row of the %s Tires table, %s, less the black dice lost "
                "(you will have one less die of that color to use on your turn)"
                % (cls.upper(), row)], again=True)
    search(out, "three-cautions-gt4", files, mut_nth_caution(3),
           [("caution.no-loss", "tyres.gt4-caution-limit")],
           ["breaks: the /!\\ row of the GT4 Tires table: /!\\ | 3 | 2 | 3 | 3 (limit 3)"])
    search(out, "placed-after-loss", files, mut_unplace_after_loss,
           [("turn.after-loss", "caution-limit")],
           ["breaks: Meet or exceed the safe number of caution symbols (generally three), and "
            "you will lose control! (the move ends at the loss)"])
    search(out, "orange-die", files, mut_coast_to_orange, [("dice.unavailable", "tyres")],
           ["breaks: Here are the available dice for each type of tire and weather condition "
            "(no GT table gives an orange leader die)"])
    search(out, "gt5-two-boosts", files, mut_double_boost,
           [("dice.unavailable", "tyres.gt5-boost")],
           ["breaks: the GT5 Tires table, Boost row (1 boost die)"])
    nofly = [f for f in files if not load(f)[0]["setup"].get("flying_start")]
    search(out, "start-after-gear-0", nofly,
           mut_start_coast(lambda a: a.get("outcome") == "loss" and a.get("gear_after") == "0"),
           [("gear.start", "gear-0")] * 2,
           ["breaks: Gear 0: In this gear you are just stopped in place (the next move starts "
            "in gear 1): the coast die keeps gear 0, gear 2 then skips gear 1"])
    search(out, "start-after-00", nofly,
           mut_start_coast(lambda a: a.get("dice") == []),
           [("gear.start", "resume-gear-1")] * 2,
           ["breaks: Next turn you will resume as normal, starting from gear 1"])

    for want, sentence in (("distance", "The car furthest ahead plays first."),
                           ("position", "the car situated on the inside lane of the current "
                            "or next corner plays first")):
        swapped_fixture(out, "rallymangt", drives + [base], want, sentence)
    return out


def main():
    for game in ("rallymangt", "rallymandirt"):
        d = os.path.join("fixtures", game, "bad")
        for n in os.listdir(d):
            os.remove(os.path.join(d, n))
    g, d = gt(), dirt()
    print("%d GT and %d DIRT bad fixtures" % (len(g.names), len(d.names)))


if __name__ == "__main__":
    main()
