#!/usr/bin/env python3
"""Writes fixtures/hadara/bad/*.jsonl: copies of clean Hadara streams with ONE
change each, and the .expect naming the finding and the sentence it breaks.

Run from the repository root: python3 tests/hadara/make_bad_fixtures.py
(page-tie-2023-10-18.jsonl, the same sheet as page-tie-2023-10-16.jsonl at the
later date, is written by hand with its .expect.)
"""
import json
import os
import sys

sys.path.insert(0, "tests")
import fixturelib  # noqa: E402

SRC = "fixtures/hadara"
OUT = "fixtures/hadara/bad"


def load(name):
    return fixturelib.read(os.path.join(SRC, name)).splitlines()


def save(name, lines, expect, why):
    write = fixturelib.writer(OUT)
    write(name, "\n".join(lines) + "\n")
    text = "".join("# %s\n" % w for w in why) + "".join("%s %d\n" % e for e in expect)
    write(name + ".expect", text)


def edit(lines, seq, fn):
    """Applies fn to the move of seq (a dict) and returns (lines, line number)."""
    out = list(lines)
    for i, ln in enumerate(out):
        o = json.loads(ln)
        if o.get("seq") == seq:
            fn(o)
            out[i] = json.dumps(o, separators=(",", ":"))
            return out, i + 1
    raise KeyError(seq)


def points(o, key, delta):
    o["args"]["points"][key] += delta
    o["args"]["total"] += delta


def main():
    shared = load("page-shared.jsonl")
    tie = load("page-tie-2023-10-16.jsonl")

    ls, n = edit(shared, 1, lambda o: points(o, "colonies", 1))
    save("colonies-miscounted.jsonl", ls, [("hadara.colonies.points", n)],
         ["Colonies: \"Score points equal to the values on the bottom right of your colonies.\"",
          "ann's colonies 3 and 5 are written as 9 points (total raised with them)."])

    ls, n = edit(shared, 2, lambda o: points(o, "statues", 1))
    save("statue-miscounted.jsonl", ls, [("hadara.statues.points", n)],
         ["Statues: \"Score points for your carved statues.\" bob's one statue of 5 is written 6."])

    ls, n = edit(shared, 1, lambda o: points(o, "bonus", -2))
    save("flipped-tile-unscored.jsonl", ls, [("hadara.bonus.points", n)],
         ["Statues: \"If you have any bonus tiles with points showing (flipped), score those",
          "points as well.\" ann's flipped tile of 2 is left out."])

    ls, n = edit(shared, 1, lambda o: points(o, "silver", -1))
    save("silver-rounded-down.jsonl", ls, [("hadara.silver.points", n)],
         ["Silver Medals: \"Score half the corresponding track values (rounded up).\"",
          "ann's blue track 5 is scored 2 (rounded down), not 3."])

    def purple(o):
        o["args"]["silver"] = ["purple"]
    ls, n = edit(shared, 1, purple)
    save("silver-no-track.jsonl", ls, [("hadara.silver.tile", n)],
         ["Silver Medals: \"Score points for your silver medals based on the bonus tiles on",
          "them.\" ann's medal names purple, a card colour with no track (no bonus tile)."])

    ls, n = edit(tie, 3, lambda o: points(o, "gold", 7))
    save("gold-set-counted-twice.jsonl", ls, [("hadara.gold.points", n)],
         ["Gold Medals: \"Score 7 points per set of 5 differently-colored cards for each gold",
          "medal.\" ann: 1 set x 1 medal = 7, written 14."])

    ls, n = edit(shared, 2, lambda o: points(o, "cards", 1))
    save("cards-miscounted.jsonl", ls, [("hadara.cards.points", n)],
         ["Cards: \"Score points equal to the values on each of your cards.\" bob's card of 4",
          "is written 5."])

    # The old revision scored by the new one: ann does not pay, her 12 coins
    # are scored 2 points as "remaining" (dropping her pay move is the change).
    def unpaid(o):
        o["args"]["coins"] = 12
    ls, _ = edit(tie, 3, unpaid)
    ls = [ln for ln in ls if '"action":"pay","args":{"coins":10}' not in ln]
    n = next(i + 1 for i, ln in enumerate(ls) if '"seq":3,' in ln)
    save("coins-new-rule-in-2023-10-16.jsonl", ls, [("hadara.coins.paid", n)],
         ["Revision 2023-10-16T03:52:14Z, Remaining Coins: \"You can pay coins during final",
          "scoring to score 1 point for every 5 coins you pay.\" ann pays nothing but scores",
          "2 for her 12 coins, as the later revision would."])

    ls, n = edit(shared, 3, lambda o: points(o, "coins", -4))
    save("coins-old-rule-in-2024.jsonl", ls, [("hadara.coins.remaining", n)],
         ["Revision 2023-10-17T00:08:35Z, Remaining Coins: \"Score 1 point for every 5 coins",
          "remaining (drop any remainder).\" cyd's 20 coins unpaid score 0, as the earlier",
          "revision would, not 4."])

    ls, n = edit(shared, 3, lambda o: o["args"].__setitem__("total", 15))
    save("total-misadded.jsonl", ls, [("hadara.score.total", n)],
         ["The total is the sum of the categories (Game End Scoring): cyd's 14 written 15."])

    ls, n = edit(shared, 4, lambda o: o["args"].__setitem__("winners", ["2"]))
    save("tie-not-shared.jsonl", ls, [("hadara.tie.shared", n)],
         ["Ties: \"If there is still a tie, the tied players share the victory.\" ann and bob",
          "have 23 points and 7 coins each; the log names bob alone."])

    ls, n = edit(shared, 4, lambda o: o["args"].__setitem__("winners", ["3"]))
    save("winner-not-most-points.jsonl", ls, [("hadara.tie.shared", n)],
         ["Ties: \"If there is still a tie, the tied players share the victory.\" the log names",
          "cyd (14 points) instead of ann and bob (23 points, 7 coins each)."])

    gen = load("gen-03.jsonl")
    res = json.loads(gen[-1])
    ids = [p["id"] for p in json.loads(gen[0])["players"]]
    other = [i for i in ids if i not in res["args"]["winners"]][0]
    ls, n = edit(gen, res["seq"], lambda o: o["args"].__setitem__("winners", [other]))
    save("winner-wrong.jsonl", ls, [("hadara.end.winner", n)],
         ["The player with the most points wins (Hadara rulebook, end of the game; the page's",
          "Ties section presumes it): the log names a player with fewer points."])


if __name__ == "__main__":
    main()
