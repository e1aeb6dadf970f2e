#!/usr/bin/env python3
"""Writes fixtures/backgammon/bad/cov-*.jsonl: `gameaudit import` of a real gnubg
self-play match with one edit each, breaking one sentence of Gamehelpbackgammon,
and its .expect (every finding of the edited stream: code, line, cited rule).

Run from the repository root after `make`: python3 tests/backgammon/make_coverage_streams.py
An edit is kept only when the edited stream yields the target finding citing the
target rule; the script fails otherwise, so a changed engine cannot silently
re-baseline a fixture.
"""
import glob
import json
import subprocess
import sys

BIN = "build/gameaudit"
SELF = "fixtures/backgammon/selfplay/"
REAL = "fixtures/backgammon/real/"
OUT = "fixtures/backgammon/bad/"


def stream(mat):
    import os
    path = (SELF if os.path.exists(SELF + mat) else REAL) + mat
    out = subprocess.run([BIN, "import", path], capture_output=True, text=True, check=True)
    return [json.loads(l) for l in out.stdout.splitlines()]


def findings(lines, path):
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(json.dumps(o, ensure_ascii=False, separators=(",", ":")) + "\n"
                        for o in lines))
    out = subprocess.run([BIN, "check", "--format", "json", path], capture_output=True, text=True)
    res = []
    for l in out.stdout.splitlines():
        o = json.loads(l)
        if "code" in o:
            res.append((o["code"], o["line"], (o.get("rule") or {}).get("id")))
    return res


def renumber(lines):
    for i, o in enumerate(lines[1:], 1):
        o["seq"] = i
    return lines


def moves(lines):
    return [i for i, o in enumerate(lines) if i and o.get("action")]


def keep(name, lines, code, rule, why):
    path = OUT + name
    got = findings(lines, path)
    target = [g for g in got if g[0] == code and g[2] == rule]
    if not target:
        sys.exit("%s: no %s citing %s; got %s" % (name, code, rule, got))
    with open(path + ".expect", "w", encoding="utf-8") as f:
        f.write("# %s\n" % why)
        for c, ln, r in got:
            f.write("%s %d %s\n" % (c, ln, r) if r else "%s %d\n" % (c, ln))
    print(name, got)


def result_at(lines, seq):
    return next(i for i in moves(lines) if lines[i]["seq"] == seq)


def main():
    # Objective: "Players roll dice to advance their pawns" — a move with no roll before it.
    s = stream("match5_s1001.mat")
    rolls = [i for i in moves(s) if s[i]["action"] == "roll"]
    del s[rolls[3]]
    keep("cov-no-roll.jsonl", renumber(s), "backgammon.turn.no-roll", "backgammon.objective.roll",
         "Objective: \"Players roll dice to advance their pawns\": game 1's fourth roll is deleted, "
         "so its move comes without a roll")

    # Objective: the first to clear all pawns wins — a bear-off finish credited to the loser.
    s = stream("match11_s2104.mat")
    i = result_at(s, 598)
    s[i]["player"] = "1" if s[i]["player"] == "2" else "2"
    keep("cov-wrong-winner-bore-off.jsonl", s, "backgammon.result.wrong-winner",
         "backgammon.objective.win",
         "Objective: \"First player to clear all pawns from the board wins\": the result of a game "
         "won by bearing off is credited to the loser")

    # Match Play rows at cube 1: single 1, gammon 2, backgammon 3 — each result off by one.
    for mat, seq, new, rule, what in (
            ("match11_s2104.mat", 598, 2, "backgammon.match.single", "a single game (1 point)"),
            ("match3_s1309.mat", 198, 1, "backgammon.match.gammon", "a gammon (2 points)"),
            ("match11_s2104.mat", 352, 2, "backgammon.match.backgammon", "a backgammon (3 points)")):
        s = stream(mat)
        i = result_at(s, seq)
        s[i]["args"]["points"] = new
        keep("cov-%s.jsonl" % rule.split(".")[-1], s, "backgammon.result.wrong-points", rule,
             "Match Play: %s at cube 1 recorded as Wins %d" % (what, new))

    # Doubling: "Backgammon games are played for 1 point" — the first double dropped, Wins 2.
    s = stream("match11_s2101.mat")
    i = next(k for k in moves(s) if s[k]["seq"] > 173 and s[k]["action"] == "result")
    s[i]["args"]["points"] = 2
    keep("cov-dropped-first-double.jsonl", s, "backgammon.result.wrong-points",
         "backgammon.doubling.game-point",
         "Doubling: \"Backgammon games are played for 1 point\": the first double (to 2) is "
         "dropped and the doubler is credited 2 points instead of the game's 1")

    # Objective: bearing off needs a roll equal to or more than the distance.
    done = False
    for mat in ("match5_s1001.mat", "match11_s2102.mat", "match11_s2103.mat"):
        base = stream(mat)
        for i in moves(base):
            o = base[i]
            st = o["args"].get("steps") if o["action"] == "move" else None
            if not st or st[0][1] != 0:
                continue
            for q in (6, 5, 4):
                s = json.loads(json.dumps(base))
                s[i]["args"]["steps"][0] = [q, 0]
                got = findings(s, OUT + "cov-bear-off-short.jsonl")
                if [g[0] for g in got] == ["backgammon.move.wrong-distance"] and \
                        got[0][2] == "backgammon.objective.bear-off-roll":
                    keep("cov-bear-off-short.jsonl", s, "backgammon.move.wrong-distance",
                         "backgammon.objective.bear-off-roll",
                         "Objective: the roll must be \"equal to or more than the amount of spaces "
                         "required to leave the board\": a checker borne off from the %d-point "
                         "with dice that cannot reach it (%s)" % (q, mat))
                    done = True
                    break
            if done:
                break
        if done:
            break
    if not done:
        sys.exit("no bear-off edit found")

    # Capture: a captured checker enters into the opposing home row by the number rolled.
    done = False
    for mat in ("match5_s1001.mat", "match11_s2102.mat", "match11_s2103.mat", "match11_s2104.mat"):
        base = stream(mat)
        for i in moves(base):
            o = base[i]
            st = o["args"].get("steps") if o["action"] == "move" else None
            if not st or st[0][0] != 25:
                continue
            s = json.loads(json.dumps(base))
            s[i]["args"]["steps"][0] = [25, st[0][1] - 1]
            got = findings(s, OUT + "cov-bar-entry.jsonl")
            if [g[0] for g in got] == ["backgammon.move.wrong-distance"] and \
                    got[0][2] == "backgammon.capture.entry":
                keep("cov-bar-entry.jsonl", s, "backgammon.move.wrong-distance",
                     "backgammon.capture.entry",
                     "Capture: the captured pawn re-enters the opposing home row only where a "
                     "number rolled allows: it enters one point further than the die (%s)" % mat)
                done = True
                break
        if done:
            break
    if not done:
        sys.exit("no bar entry edit found")

    # Doubling: the cube is offered by the player on roll, before rolling — a double after
    # the roll, taken (the final result doubled to match), in a last game without a double.
    done = False
    for path in sorted(glob.glob(SELF + "match*.mat")):
        mat = path[len(SELF):]
        base = stream(mat)
        starts = [i for i in moves(base) if base[i]["action"] == "game-start"]
        last = starts[-1]
        if any(base[k]["action"] in ("double", "take", "drop") for k in moves(base) if k > last):
            continue
        res = [k for k in moves(base) if k > last and base[k]["action"] == "result"]
        rolls = [k for k in moves(base) if k > last and base[k]["action"] == "roll"]
        if not res or len(rolls) < 6:
            continue
        r = rolls[4]
        gm = base[r].get("game", 1)
        other = "1" if base[r]["player"] == "2" else "2"
        s = json.loads(json.dumps(base))
        s[res[0]]["args"]["points"] *= 2
        s[r + 1:r + 1] = [
            {"seq": 0, "game": gm, "player": base[r]["player"], "action": "double",
             "args": {"value": 2}},
            {"seq": 0, "game": gm, "player": other, "action": "take", "args": {}}]
        renumber(s)
        got = findings(s, OUT + "cov-double-after-roll.jsonl")
        if [g[0] for g in got] == ["backgammon.cube.after-roll"]:
            keep("cov-double-after-roll.jsonl", s, "backgammon.cube.after-roll",
                 "backgammon.doubling.offer",
                 "Doubling: a player \"offer[s] the cube\" on their turn, before rolling: in the "
                 "last game a player doubles after rolling (taken; the result doubled to match) "
                 "(%s)" % mat)
            done = True
            break
    if not done:
        sys.exit("no double edit found")

    # Match Play: the match is played until a player reaches the goal — a game after it.
    s = stream("match5_s1001.mat")
    n = max(o.get("game", 1) for o in s[1:])
    s += [{"seq": 0, "game": n + 1, "player": None, "action": "game-start",
           "args": {"number": n + 1, "score": {"1": 1, "2": 6}}},
          {"seq": 0, "game": n + 1, "player": "1", "action": "roll", "args": {"dice": [3, 1]}},
          {"seq": 0, "game": n + 1, "player": "1", "action": "move",
           "args": {"steps": [[8, 5], [6, 5]]}}]
    keep("cov-game-after-match.jsonl", renumber(s), "backgammon.match.after-end",
         "backgammon.match.goal",
         "Match Play: games are played \"until a player equals to or exceeds the Match Goal\": "
         "a game is started after bob reached 6 of 5")

    # Objective: "When completed, players resume by rolling dice to remove their pawns from the
    # board" — the roll before a bear-off is deleted, so the checkers leave without a roll.
    s = stream("match5_s1001.mat")
    i = next(k for k in moves(s) if s[k]["action"] == "move"
             and any(t == 0 for _, t in s[k]["args"].get("steps", [])))
    assert s[i - 1]["action"] == "roll"
    del s[i - 1]
    keep("cov-bear-off-no-roll.jsonl", renumber(s), "backgammon.turn.no-roll",
         "backgammon.objective.bear-off-by-roll",
         "Objective: \"When completed, players resume by rolling dice to remove their pawns from "
         "the board\": the roll before the first bear-off of match5_s1001.mat is deleted, so the "
         "checkers are borne off without a roll")

    # Capture: "Any pawn stacked two or more is safe from capture" — bob's 31 6/5 8/5 written
    # 13/12* 8/5: a hit claimed on alice's midpoint (5 checkers).
    s = stream("match5_s1001.mat")
    i = next(k for k in moves(s) if s[k]["action"] == "move" and s[k]["player"] == "2"
             and s[k]["args"]["steps"] == [[6, 5], [8, 5]])
    s[i]["args"]["steps"] = [[13, 12], [8, 5]]
    s[i]["args"]["marked_hits"] = [12]  # the destinations written with `*`
    keep("cov-hit-held-point.jsonl", s, "backgammon.move.blocked-point", "backgammon.capture.safe",
         "Capture: \"Any pawn stacked two or more is safe from capture\": bob's 31 6/5 8/5 is "
         "written 13/12* 8/5, a hit claimed on alice's midpoint, held by 5 checkers")

    # Play: "Your own pawns may accumulate in any quantity on your own occupied spaces" — a play
    # of two dice cut to its first step where every legal play stacks on the mover's points.
    done = False
    for path in sorted(glob.glob(SELF + "match*.mat")):
        base = stream(path[len(SELF):])
        for i in moves(base):
            o = base[i]
            st = o["args"].get("steps") if o["action"] == "move" else None
            if not st or len(st) != 2 or any(t == 0 for _, t in st) or o["args"].get("marked_hits"):
                continue
            r = base[i - 1]["args"].get("dice") if base[i - 1]["action"] == "roll" else None
            if not r or r[0] == r[1]:
                continue
            s = json.loads(json.dumps(base))
            s[i]["args"]["steps"] = st[:1]
            got = findings(s, OUT + "cov-stack-unused-die.jsonl")
            if [(g[0], g[2]) for g in got] == [("backgammon.move.unused-die",
                                                "backgammon.play.stack")]:
                keep("cov-stack-unused-die.jsonl", s, "backgammon.move.unused-die",
                     "backgammon.play.stack",
                     "Play: \"Your own pawns may accumulate in any quantity on your own occupied "
                     "spaces\": a play of %d%d cut to its first step, %d/%d, where every legal "
                     "play stacks on points the mover already holds (%s)"
                     % (r[0], r[1], st[0][0], st[0][1], path[len(SELF):]))
                done = True
                break
        if done:
            break
    if not done:
        sys.exit("no stacking edit found")

    # Doubling: "Matches are played with multiple points" — the first game's result (bob wins 2
    # of 5) is recorded as ending the match; Match Play's goal — so is game 2's (alice 1, bob 2).
    for seq, rule, what in ((42, "backgammon.doubling.match-points", "game 1's Wins 2 points"),
                            (62, "backgammon.match.goal", "game 2's Wins 1 point")):
        s = stream("match5_s1001.mat")
        s[result_at(s, seq)]["args"]["match"] = True
        keep("cov-match-ended-early-%d.jsonl" % seq, s, "backgammon.match.ended-early", rule,
             ("Doubling: \"Matches are played with multiple points\"" if seq == 42 else
              "Match Play: \"until a player equals to or exceeds the Match Goal\"") +
             ": in the 5-point match5_s1001.mat, %s is recorded as \"and the match\"" % what)


main()
