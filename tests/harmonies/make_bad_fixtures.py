#!/usr/bin/env python3
"""Writes the known-bad Harmonies fixtures (fixtures/harmonies/bad/) from the clean ones.

Each bad copy is a clean real file (a harmonies-bot self-play game continued from a real BGA
position, or a real BGA final board with the bot's breakdown) with ONE change that breaks
one sentence of Gamehelpharmonies.  Real logs state the score after every turn, so a change
to the board often moves a later score too; for each rule this script therefore tries the
candidate changes in a fixed order and keeps the FIRST one after which the engine reports
exactly the findings wanted (the broken rule, plus the consequences listed), so that every
.expect names the rule and nothing incidental.  The .expect lines (code, line) come from
that run; the search asserts the codes, the comments say which sentence the change breaks.

Run from the repository root after `make all`:
    python3 tests/harmonies/make_bad_fixtures.py
"""
import copy
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, "tests")
import fixturelib  # noqa: E402

ROOT = "fixtures/harmonies"
BAD = os.path.join(ROOT, "bad")
GA = "build/gameaudit"
FIND = re.compile(r"^(.*?):(\d+):\d+: (?:error|warning): .* \[([a-z0-9.\-]+)\]$")

SIDEB = "selfplay/hb_mid_sideb_2p_nature_match15_cube_settlement_request_seed1.json"
SIDEB2 = "selfplay/hb_mid_sideb_2p_nature_match15_full_hand_request_seed1.json"
SIDEA = "selfplay/hb_mid_sidea_2p_nature_match12_late_active_turn_request_seed1.json"
SIDEA2 = "selfplay/hb_mid_sidea_2p_nature_match14_after_completion_near_end_request_seed1.json"
FINAL = "score_breakdowns/hb_score_sidea_2p_nature_match08_dom_final.json"
FINAL2 = "score_breakdowns/hb_score_sidea_2p_nature_match10_dom_final.json"
FINALS = ["score_breakdowns/hb_score_sidea_2p_nature_match%02d_dom_final.json" % n
          for n in (8, 9, 10, 11, 12)]

SCORES = ("harmonies.score.trees", "harmonies.score.mountains", "harmonies.score.fields", "harmonies.score.buildings", "harmonies.score.water-b", "harmonies.score.water-longest", "harmonies.score.water-shortest", "harmonies.score.water-track", "harmonies.score.animals", "harmonies.score.spirits", "harmonies.score.total")

COLOURS = ["water", "mountain", "trunk", "foliage", "field", "building"]


def load(rel):
    return json.loads(fixturelib.read(os.path.join(ROOT, rel)))


def dump(doc, indent=1):
    return json.dumps(doc, indent=indent, ensure_ascii=False)


def run(texts, where=BAD):
    """Audits each text (written beside where's files, so that a manifest finds its
    snapshots, as hidden scratch files removed after); returns one sorted list of
    (code, line) per text."""
    names = []
    try:
        for i, t in enumerate(texts):
            n = os.path.join(where, ".hm-candidate-%05d.json" % i)
            with open(n, "w", encoding="utf-8") as f:
                f.write(t)
            names.append(n)
        out = subprocess.run([GA, "check", "-j", "2"] + names, capture_output=True,
                             text=True).stdout
        res = {n: [] for n in names}
        for line in out.splitlines():
            m = FIND.match(line)
            if m and m.group(1) in res:
                res[m.group(1)].append((m.group(3), int(m.group(2))))
        return [sorted(res[n]) for n in names]
    finally:
        for n in names:
            os.remove(n)


def search(name, rel, candidates, want, comment, allow=(), outdir=BAD, indent=1):
    """Writes bad/name.json from the first candidate (desc, doc) whose findings' codes are
    exactly want (a list, order free), and its .expect.  When allow names codes (the score
    checks a board change moves), a candidate may also bring findings of those codes: the
    one with the fewest is kept (the first of them), and the comment says why they follow."""
    want = sorted(want)
    best = None
    batch = []

    def score(found):
        codes = sorted(c for c, _ in found)
        rest = list(codes)
        for w in want:
            if w not in rest:
                return None
            rest.remove(w)
        if any(c not in allow for c in rest):
            return None
        return len(rest)

    def flush():
        nonlocal best
        results = run([dump(c[1], indent) for c in batch], outdir)
        for cand, found in zip(batch, results):
            k = score(found)
            if k is not None and (best is None or k < best[0]):
                best = (k, cand, found)
        return best is not None and best[0] == 0

    done = False
    for cand in candidates:
        batch.append(cand)
        if len(batch) == 150:
            done = flush()
            batch = []
            if done:
                break
    if not done and batch:
        flush()
    if best is None:
        raise SystemExit("%s: no candidate change gives %s" % (name, want))
    _, cand, found = best
    desc, doc = cand[0], cand[1]
    if len(cand) > 2:
        rel = cand[2]
    write = fixturelib.writer(outdir)
    write(name + ".json", dump(doc, indent))
    lines = ["# copy of fixtures/harmonies/%s with one change: %s" % (rel, desc)]
    lines += ["# " + c for c in comment.strip().splitlines()]
    if len(found) > len(want):
        extra = sorted({c for c, _ in found} - set(want))
        lines.append("# Consequences of the same change, not further breaks: %s (a later score the"
                     " log states no longer matches the board it describes, or the extra card"
                     " fills a slot later)." % ", ".join(extra))
    lines += ["%s %d" % f for f in found]
    write(name + ".json.expect", "\n".join(lines) + "\n")
    print("%-28s %s (%d findings)" % (name, desc, len(found)), flush=True)


def actions(doc):
    """(turn index, action index, turn, action) of every action in order."""
    for ti, t in enumerate(doc["turns"]):
        for ai, a in enumerate(t["actions"]):
            yield ti, ai, t, a


def cells_of(doc):
    return [(c["coord"]["col"], c["coord"]["row"]) for c in doc["initialSnapshot"]["players"][0]["cells"]]


# ---------------------------------------------------------------- candidate makers

def move_placement(rel, extra=()):
    base = load(rel)
    cells = cells_of(base) + list(extra)
    for ti, ai, t, a in actions(base):
        if a["action"]["kind"] != "placeToken":
            continue
        for (c, r) in cells:
            if (c, r) == (a["action"]["col"], a["action"]["row"]):
                continue
            d = copy.deepcopy(base)
            act = d["turns"][ti]["actions"][ai]
            act["action"]["col"], act["action"]["row"] = c, r
            act["stackAfter"], act["level"] = None, None
            yield ("turn %d: %s placed at %d,%d instead of %d,%d (its stack and level no longer "
                   "stated)" % (t["turnIndex"], a["action"]["token"], c, r, a["action"]["col"],
                                a["action"]["row"])), d


def lower_level(rel):
    base = load(rel)
    for ti, ai, t, a in actions(base):
        if a["action"]["kind"] == "placeToken" and (a.get("level") or 0) >= 2:
            d = copy.deepcopy(base)
            d["turns"][ti]["actions"][ai]["level"] = a["level"] - 1
            yield ("turn %d: %s at %d,%d placed at level %d instead of %d" % (
                t["turnIndex"], a["action"]["token"], a["action"]["col"], a["action"]["row"],
                a["level"] - 1, a["level"])), d


def four_tokens(rel):
    base = load(rel)
    for ti, ai, t, a in actions(base):
        if a["action"]["kind"] == "takeGroup":
            for col in COLOURS:
                d = copy.deepcopy(base)
                d["turns"][ti]["actions"][ai]["action"]["tokens"].append(col)
                yield ("turn %d: the take from hole %d lists a 4th token (%s)" % (
                    t["turnIndex"], a["action"]["groupIndex"] + 1, col)), d


def second_take(rel):
    base = load(rel)
    for ti, t in enumerate(base["turns"]):
        taken = [a for a in t["actions"] if a["action"]["kind"] == "takeGroup"]
        if not taken:
            continue
        for hi, hole in enumerate(t["centralGroupsBefore"]):
            if hi == taken[0]["action"]["groupIndex"] or len(hole) != 3:
                continue
            d = copy.deepcopy(base)
            at = d["turns"][ti]["actions"].index(
                [a for a in d["turns"][ti]["actions"] if a["action"]["kind"] == "takeGroup"][0])
            d["turns"][ti]["actions"].insert(at + 1, {
                "action": {"kind": "takeGroup", "groupIndex": hi, "tokens": list(hole)},
                "applied": True, "error": None, "stackAfter": None, "level": None,
                "card": None, "fromRiver": None, "cardCompleted": None})
            yield ("turn %d: %s also takes the 3 tokens of hole %d" % (
                t["turnIndex"], t["playerId"], hi + 1)), d


def recolour_placement(rel):
    base = load(rel)
    for ti, ai, t, a in actions(base):
        if a["action"]["kind"] != "placeToken":
            continue
        for col in COLOURS:
            if col == a["action"]["token"]:
                continue
            d = copy.deepcopy(base)
            act = d["turns"][ti]["actions"][ai]
            act["action"]["token"] = col
            act["stackAfter"], act["level"] = None, None
            yield ("turn %d: the %s placed at %d,%d is logged as %s" % (
                t["turnIndex"], a["action"]["token"], a["action"]["col"], a["action"]["row"],
                col)), d


def draft_other(rel, types):
    base = load(rel)
    for ti, ai, t, a in actions(base):
        if a["action"]["kind"] == "draftCard":
            river = {c["typeArg"] for c in t["riverBefore"]}
            for ty in types:
                if ty in river or ty == a["action"]["typeArg"]:
                    continue
                d = copy.deepcopy(base)
                d["turns"][ti]["actions"][ai]["action"]["typeArg"] = ty
                yield ("turn %d: card %d taken instead of river card %d" % (
                    t["turnIndex"], ty, a["action"]["typeArg"])), d


def insert_draft(rel, only_after_draft):
    base = load(rel)
    for ti, t in enumerate(base["turns"]):
        has = any(a["action"]["kind"] == "draftCard" for a in t["actions"])
        if has != only_after_draft:
            continue
        for c in t["riverBefore"]:
            if any(a["action"]["kind"] == "draftCard" and a["action"]["typeArg"] == c["typeArg"]
                   for a in t["actions"]):
                continue
            d = copy.deepcopy(base)
            d["turns"][ti]["actions"].append({
                "action": {"kind": "draftCard", "cardId": c["cardId"], "typeArg": c["typeArg"]},
                "applied": True, "error": None, "stackAfter": None, "level": None,
                "card": c, "fromRiver": True, "cardCompleted": None})
            yield ("turn %d: %s also takes river card %d" % (
                t["turnIndex"], t["playerId"], c["typeArg"])), d


def insert_spirit(rel):
    base = load(rel)
    for ti, t in enumerate(base["turns"]):
        for ty in range(33, 43):
            d = copy.deepcopy(base)
            d["turns"][ti]["actions"].insert(0, {
                "action": {"kind": "chooseSpirit", "cardId": 900 + ty, "typeArg": ty},
                "applied": True, "error": None, "stackAfter": None, "level": None,
                "card": None, "fromRiver": None, "cardCompleted": None})
            yield ("turn %d: %s chooses spirit card %d, in the middle of the game" % (
                t["turnIndex"], t["playerId"], ty)), d


def move_cube(rel):
    base = load(rel)
    cells = cells_of(base)
    for ti, ai, t, a in actions(base):
        if a["action"]["kind"] != "settleCard":
            continue
        for (c, r) in cells:
            if (c, r) == (a["action"]["col"], a["action"]["row"]):
                continue
            d = copy.deepcopy(base)
            d["turns"][ti]["actions"][ai]["action"]["col"] = c
            d["turns"][ti]["actions"][ai]["action"]["row"] = r
            yield ("turn %d: cube of card %d placed at %d,%d instead of %d,%d" % (
                t["turnIndex"], a["action"]["typeArg"], c, r, a["action"]["col"],
                a["action"]["row"])), d


def repeat_cube(rel):
    base = load(rel)
    for ti, ai, t, a in actions(base):
        if a["action"]["kind"] == "settleCard" and a.get("cardCompleted"):
            d = copy.deepcopy(base)
            d["turns"][ti]["actions"].insert(ai + 1, copy.deepcopy(a))
            yield ("turn %d: the final cube of card %d is placed a second time (same token)" % (
                t["turnIndex"], a["action"]["typeArg"])), d


def cube_other_card(rel):
    base = load(rel)
    cells = cells_of(base)
    for ti, t in enumerate(base["turns"]):
        for ty in range(1, 33):
            for (c, r) in cells:
                d = copy.deepcopy(base)
                d["turns"][ti]["actions"].append({
                    "action": {"kind": "settleCard", "cardId": 800 + ty, "typeArg": ty,
                               "col": c, "row": r},
                    "applied": True, "error": None, "stackAfter": None, "level": None,
                    "card": None, "fromRiver": None, "cardCompleted": False})
                yield ("turn %d: %s also places a cube of card %d, which they never took, at "
                       "%d,%d" % (t["turnIndex"], t["playerId"], ty, c, r)), d


def more_in_bag(rel):
    base = load(rel)
    for col in COLOURS:
        d = copy.deepcopy(base)
        d["initialSnapshot"]["bagCounts"][col] += 5
        yield "the bag at the start holds 5 more %s tokens" % col, d


def fill_start(rel):
    base = load(rel)
    for pi, p in enumerate(base["initialSnapshot"]["players"]):
        for ci, cell in enumerate(p["cells"]):
            if cell["stack"]["tokens"]:
                continue
            for col in COLOURS:
                if base["initialSnapshot"]["bagCounts"].get(col, 0) <= 0:
                    continue
                d = copy.deepcopy(base)
                d["initialSnapshot"]["players"][pi]["cells"][ci]["stack"]["tokens"] = [col]
                d["initialSnapshot"]["players"][pi]["emptyHexes"] -= 1
                d["initialSnapshot"]["bagCounts"][col] -= 1
                yield ("the start position has one more token (one less in the bag) on %s's "
                       "board: %s at %d,%d" % (
                    p["playerId"], col, cell["coord"]["col"], cell["coord"]["row"])), d


def early_end(rel):
    base = load(rel)
    et = base.get("endTrigger")
    if not et:
        return
    for t in base["turns"]:
        if t["turnIndex"] >= et["turnIndex"]:
            break
        d = copy.deepcopy(base)
        d["endTrigger"]["turnIndex"] = t["turnIndex"]
        d["endTrigger"]["playerId"] = t["playerId"]
        yield ("the log's endTrigger names turn %d (%s's) instead of turn %d" % (
            t["turnIndex"], t["playerId"], et["turnIndex"])), d


def edit_final_cell(rel, stacks, keep_buildings=False):
    """Replaces one stack of a final board by each of stacks.  Spaces at row 4 of an odd
    column are left alone: the BGA DOM capture lists them, the side A board has none."""
    base = load(rel)
    for pi, p in enumerate(base["finalSnapshot"]["players"]):
        for ci, cell in enumerate(p["cells"]):
            if cell["coord"]["col"] % 2 == 1 and cell["coord"]["row"] == 4:
                continue
            if keep_buildings and cell["stack"]["tokens"][-1:] == ["building"]:
                continue
            for st in stacks:
                if cell["stack"]["tokens"] == st:
                    continue
                d = copy.deepcopy(base)
                d["finalSnapshot"]["players"][pi]["cells"][ci]["stack"]["tokens"] = list(st)
                yield ("%s's final board: %d,%d holds %s instead of %s" % (
                    p["playerId"], cell["coord"]["col"], cell["coord"]["row"],
                    "+".join(st) or "nothing", "+".join(cell["stack"]["tokens"]) or "nothing")), d


def neighbours(c, r):
    """BGA's six neighbours of (c, r): odd columns sit half a space lower."""
    if c % 2 == 0:
        return [(c, r - 1), (c + 1, r - 1), (c + 1, r), (c, r + 1), (c - 1, r), (c - 1, r - 1)]
    return [(c, r - 1), (c + 1, r), (c + 1, r + 1), (c, r + 1), (c - 1, r + 1), (c - 1, r)]


def isolate_mountain(rel):
    """Empties a mountain B that is the only mountain next to a mountain A."""
    base = load(rel)
    for pi, p in enumerate(base["finalSnapshot"]["players"]):
        stacks = {(x["coord"]["col"], x["coord"]["row"]): x["stack"]["tokens"] for x in p["cells"]}
        mount = {k for k, v in stacks.items() if v and all(t == "mountain" for t in v)}
        for ci, cell in enumerate(p["cells"]):
            b = (cell["coord"]["col"], cell["coord"]["row"])
            if b not in mount:
                continue
            lone = [a for a in neighbours(*b) if a in mount and
                    [n for n in neighbours(*a) if n in mount] == [b]]
            if not lone:
                continue
            d = copy.deepcopy(base)
            d["finalSnapshot"]["players"][pi]["cells"][ci]["stack"]["tokens"] = []
            yield ("%s's final board: the mountain at %d,%d (%d high) is gone, so the mountain at "
                   "%d,%d (%d high) stands alone" % (p["playerId"], b[0], b[1], len(stacks[b]),
                                                    lone[0][0], lone[0][1], len(stacks[lone[0]]))), d


def edit_final_cards(rel, spirit):
    """Undoes one settlement: the card shows one cube more and that cube leaves the board
    (which token held it is not recorded: each one is tried)."""
    base = load(rel)
    for pi, p in enumerate(base["finalSnapshot"]["players"]):
        for key in ("activeCards", "completedCards"):
            for ki, c in enumerate(p[key]):
                if c["isSpirit"] != spirit:
                    continue
                for ci, cell in enumerate(p["cells"]):
                    if not cell["lockedByCube"]:
                        continue
                    d = copy.deepcopy(base)
                    d["finalSnapshot"]["players"][pi][key][ki]["remainingCubes"] += 1
                    d["finalSnapshot"]["players"][pi]["cells"][ci]["lockedByCube"] = False
                    yield ("%s's card %d shows %d cube%s left instead of %d, its cube gone "
                           "from %d,%d" % (p["playerId"], c["typeArg"], c["remainingCubes"] + 1,
                                           "" if c["remainingCubes"] == 0 else "s",
                                           c["remainingCubes"], cell["coord"]["col"],
                                           cell["coord"]["row"])), d


def extra_cube(rel):
    base = load(rel)
    for pi, p in enumerate(base["finalSnapshot"]["players"]):
        for ci, cell in enumerate(p["cells"]):
            if cell["lockedByCube"] or not cell["stack"]["tokens"]:
                continue
            d = copy.deepcopy(base)
            d["finalSnapshot"]["players"][pi]["cells"][ci]["lockedByCube"] = True
            yield ("%s's final board shows a cube on %d,%d (%s), which no card lost" % (
                p["playerId"], cell["coord"]["col"], cell["coord"]["row"],
                "+".join(cell["stack"]["tokens"]))), d


def manifest_total(rel):
    base = load(rel)
    for ci, case in enumerate(base["cases"]):
        for pid in sorted(case["expected"]):
            d = copy.deepcopy(base)
            d["cases"][ci]["expected"][pid] += 1
            yield "case %s: %s's BGA total is %d instead of %d" % (
                case["name"], pid, case["expected"][pid] + 1, case["expected"][pid]), d


def edit_logged(rel, field, deltas):
    base = load(rel)
    for pi, p in enumerate(base["players"]):
        for dv in deltas:
            d = copy.deepcopy(base)
            if field == "bgaTotal":
                d["players"][pi]["bgaTotal"] += dv
            else:
                d["players"][pi]["engineBreakdown"][field] += dv
            yield "%s's logged %s is %+d" % (p["playerId"], field, dv), d


def edit_final_score(rel, field, deltas):
    base = load(rel)
    for pi, p in enumerate(base["finalScores"]):
        for dv in deltas:
            d = copy.deepcopy(base)
            d["finalScores"][pi]["breakdown"][field] += dv
            d["finalScores"][pi]["total"] += dv
            yield "%s's final %s (and total) logged %+d" % (p["playerId"], field, dv), d


def across(maker, rels, *args):
    """The candidates of maker over several clean files, each tagged with its file."""
    for rel in rels:
        for desc, doc in maker(rel, *args):
            yield desc, doc, rel


ALL = [SIDEA, SIDEB, SIDEA2, SIDEB2,
       "selfplay/hb_mid_sidea_2p_nature_match12_late_active_turn_request_seed2.json",
       "selfplay/hb_mid_sideb_2p_nature_match15_full_hand_request_seed2.json",
       "selfplay/hb_mid_sideb_2p_nature_match15_after_completion_request_seed1.json"]


def main():
    os.makedirs(BAD, exist_ok=True)
    S = "On your turn"
    E = "End of the game"
    search("take-four-tokens", SIDEB, four_tokens(SIDEB),
           ["harmonies.take.count", "harmonies.place.unplaced"],
           "\"You must choose a set of 3 tokens on the central board and place them onto your\n"
           "board\" (%s): 4 tokens taken; the 4th is never placed, so the turn also ends with\n"
           "a taken token off the board (same sentence)." % S)
    search("take-twice", SIDEB, across(second_take, ALL),
           ["harmonies.take.twice", "harmonies.place.unplaced"],
           "\"You must choose a set of 3 tokens on the central board and place them onto your\n"
           "board\" (%s): one set a turn; a second set is taken, and its 3 tokens are never\n"
           "placed (same sentence)." % S)
    search("place-not-taken", SIDEB, across(recolour_placement, ALL),
           ["harmonies.place.not-taken", "harmonies.place.unplaced"],
           "\"You must choose a set of 3 tokens on the central board and place them onto your\n"
           "board\" (%s): the token placed is none of the 3 taken, and the one taken stays\n"
           "off the board (same sentence)." % S, allow=SCORES)
    search("place-under", SIDEB, lower_level(SIDEB), ["harmonies.place.under"],
           "\"It cannot be placed underneath other tokens\" (%s): the log puts the token at a\n"
           "level already taken (the stack it states after is kept, so nothing else moves)." % S)
    search("place-on-cube", SIDEA, across(move_placement, ALL), ["harmonies.place.cube"],
           "\"It cannot be placed underneath other tokens or on top of a cube.\" (%s)" % S, allow=SCORES)
    search("place-stack", SIDEA, across(move_placement, ALL), ["harmonies.place.stack"],
           "\"It can be placed on top of 1 or 2 previously placed tokens to create trees,\n"
           "buildings or mountains\" (%s): this stack makes neither." % S, allow=SCORES)
    search("place-tree", SIDEB, across(move_placement, ALL), ["harmonies.place.tree"],
           "\"A tree is formed by 1 green tokens placed on top of 0/1/2 brown tokens.\" (%s):\n"
           "a brown or green token stacked where it makes no tree." % E, allow=SCORES)
    search("place-off-board", SIDEA, move_placement(SIDEA, extra=[(5, 0), (1, 4), (0, 5)]),
           ["harmonies.place.no-space"],
           "\"It can always be placed on an empty space.\" (%s): a space of the board; this one\n"
           "is not on the side A board (odd columns have 4 rows, the board 5 columns)." % S, allow=SCORES)
    search("card-not-in-river", SIDEB, draft_other(SIDEB, range(1, 33)), ["harmonies.card.river"],
           "\"Then you may take an animal card.\" (%s): from the river of 5; this card is not in it." % S, allow=SCORES)
    search("card-unknown", SIDEB, draft_other(SIDEB, [99, 0, 43]), ["harmonies.card.unknown"],
           "\"Each animal card has its habitat pattern.\" (%s): this id is no animal card." % S, allow=SCORES)
    search("card-twice", SIDEB, across(insert_draft, ALL, True), ["harmonies.card.twice"],
           "\"Then you may take an animal card.\" (%s): one card a turn; this turn takes two." % S,
           allow=("harmonies.card.limit",) + SCORES)
    search("card-fifth", SIDEB2, across(insert_draft, ALL, False), ["harmonies.card.limit"],
           "\"The card will be placed on top of your board in one of the 4-card slots.\" (%s):\n"
           "the 4 slots hold unfinished cards already." % S)
    search("spirit-second", SIDEB, insert_spirit(SIDEB), ["harmonies.spirit.choice"],
           "\"choose between 2 randomly dealt spirit cards before taking your first turn\"\n"
           "(Overview): a spirit card chosen in the middle of the game, none being dealt then\n"
           "(this player already holds one, chosen at the start).")
    search("cube-twice", SIDEB, move_cube(SIDEB), ["harmonies.cube.twice"],
           "\"You cannot place more than one cube to a token.\" (%s)" % S)
    search("cube-after-final", SIDEA2, repeat_cube(SIDEA2),
           ["harmonies.cube.none-left", "harmonies.cube.twice"],
           "\"Once the final cube on an animal card has been placed, it will no longer count\n"
           "against your 4-card limit.\" (%s): the card is finished, yet a cube comes from it;\n"
           "it lands on the token that took the final cube, hence also cube.twice." % S)
    search("cube-not-held", SIDEA, cube_other_card(SIDEA), ["harmonies.cube.not-held"],
           "\"You may place unlimited cubes according to the patterns available to you.\"\n"
           "(%s): the patterns of the cards you hold; this card was never taken." % S, allow=SCORES)
    search("tokens-over-supply", SIDEA, more_in_bag(SIDEA), ["harmonies.tokens.supply"],
           "\"23 blue, 23 grey, 21 brown, 19 green, 19 yellow, 15 red\" (Overview): bag, central\n"
           "board and boards now hold more tokens of one colour than the game has.")
    search("end-late", SIDEB, across(fill_start, [SIDEA2] + ALL), ["harmonies.end.late"],
           "\"When there are no tokens left to refill the central board or any player has 2 or\n"
           "fewer empty spaces on their board, finish the round and calculate points.\" (%s):\n"
           "with one more token at the start, the end comes a round earlier, and the log\n"
           "plays on after that round.  (The log's own end trigger, a round later, is then\n"
           "late too: end.trigger.)" % E, allow=SCORES + ("harmonies.end.trigger",))
    search("end-trigger-early", SIDEA, across(early_end, ALL), ["harmonies.end.trigger"],
           "\"When there are no tokens left to refill the central board or any player has 2 or\n"
           "fewer empty spaces on their board, finish the round and calculate points.\" (%s):\n"
           "the log triggers the end after a turn that leaves more than 2 empty spaces, with\n"
           "tokens left to refill." % E)
    # scoring: the real BGA final boards (the bot's breakdown, BGA's total)
    search("score-mountain-alone", FINAL, across(isolate_mountain, FINALS),
           ["harmonies.score.mountains", "harmonies.score.total"],
           "\"Only mountains adjacent to another mountain score\" (%s): the log's mountain\n"
           "points still count the lone mountain (and the one removed).  The total (BGA's)\n"
           "differs by as much." % E)
    search("score-trees", FINAL, across(edit_final_cell, FINALS, [["trunk", "trunk", "foliage"], ["foliage"]]),
           ["harmonies.score.trees", "harmonies.score.total"],
           "\"The scores corresponding are 1/3/7.\" (%s): the tree changed height; the log\n"
           "scores the old one.  The total differs by as much." % E)
    search("score-fields", FINAL, across(edit_final_cell, FINALS, [["field"], []]),
           ["harmonies.score.fields", "harmonies.score.total"],
           "\"Each 2+ contiguous yellow tokens group you get 5 pts.\" (%s)" % E)
    search("score-buildings", FINAL, across(edit_final_cell, FINALS, [[]], True),
           ["harmonies.score.buildings", "harmonies.score.total"],
           "\"may score 5 if surrounded by at least 3 tokens of different colors\" (%s): the\n"
           "emptied space was one of the colours around a building." % E)
    search("score-water-longer", FINAL, across(edit_final_cell, FINALS, [["water"]]),
           ["harmonies.score.water-longest", "harmonies.score.total"],
           "\"Score for your longest continuous chain of blue tokens.\" (%s): a blue token added\n"
           "lengthens the longest chain; the log scores the shorter one." % E)
    search("score-water-shortest", FINAL, across(edit_final_cell, FINALS, [[]]),
           ["harmonies.score.water-shortest", "harmonies.score.total"],
           "\"count how many blue tokens connect them by the SHORTEST path\" (%s): a blue token\n"
           "removed shortens the chain; the log scores a longer chain than any shortest path." % E)
    search("score-water-track", FINAL, edit_logged(FINAL, "water", [1, -1, 2]),
           ["harmonies.score.water-track"],
           "\"Score 2/5/8/11/15 for a chain of 2/3/4/5/6 blue tokens + 4 points for every\n"
           "additional token in the chain.\" (%s): the logged river points are on no step of\n"
           "that track." % E)
    search("score-islands", SIDEB, edit_final_score(SIDEB, "water", [5, -5]),
           ["harmonies.score.water-b", "harmonies.score.total"],
           "\"Each island that is separated from each other by blue tokens gives you 5 pts.\"\n"
           "(%s): side B; the logged islands are one too many or too few." % E)
    search("score-animals", FINAL, edit_final_cards(FINAL, False),
           ["harmonies.score.animals", "harmonies.score.total"],
           "\"For each animal card you will score the number indicated in the topmost space\n"
           "without a cube.\" (%s): one cube more or less on a card moves its score." % E)
    search("score-spirit", FINAL2, edit_final_cards(FINAL2, True),
           ["harmonies.score.spirits", "harmonies.score.total"],
           "\"The Spirit Card scoring conditions are described on the card.\" (Overview): the\n"
           "spirit cube back on the card, the spirit scores nothing." )
    search("board-extra-cube", FINAL, extra_cube(FINAL), ["harmonies.position.cubes"],
           "\"You may place a cube from the animal card to fulfill the pattern on the\n"
           "corresponding token.\" (On your turn): every cube on a board comes off a card; this\n"
           "board shows one more than its cards gave.")
    search("manifest-total-off", "score_parity/manifest.json",
           manifest_total("score_parity/manifest.json"), ["harmonies.score.total"],
           "Harmonies rulebook, End of the game (not on the wiki page): the total is the sum of\n"
           "the categories; one BGA total of the manifest is one point off.  Kept in\n"
           "score_parity/ beside the snapshots it names.",
           outdir=os.path.join(ROOT, "score_parity"), indent=2)
    search("score-total", FINAL, edit_logged(FINAL, "bgaTotal", [1]), ["harmonies.score.total"],
           "Harmonies rulebook, End of the game: the total is the sum of the categories; the\n"
           "logged total is one point off (not on the wiki page).")


if __name__ == "__main__":
    main()
