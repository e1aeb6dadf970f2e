#!/usr/bin/env python3
"""Writes fixtures/celestia/bad/*.jsonl: copies of clean Celestia streams with
ONE change each (an edited, inserted, deleted or swapped move), and the
.expect naming each finding and the sentence of Gamehelpcelestia it breaks.

Run from the repository root: python3 tests/celestia/make_bad_fixtures.py
Moves keep increasing seq numbers: an inserted move takes the next number and
the moves after it are renumbered.
"""
import json
import os
import sys

sys.path.insert(0, "tests")
import fixturelib  # noqa: E402

SRC = "fixtures/celestia"
OUT = "fixtures/celestia/bad"


def load(name):
    lines = fixturelib.read(os.path.join(SRC, name)).splitlines()
    return [json.loads(ln) for ln in lines]


def dump(objs):
    seq = 0
    out = []
    for o in objs:
        if "seq" in o:
            seq += 1
            o = dict(o, seq=seq)
        out.append(json.dumps(o, separators=(",", ":")))
    return "\n".join(out) + "\n"


def at(objs, seq):
    """Index (0-based line) of the move of seq."""
    return next(i for i, o in enumerate(objs) if o.get("seq") == seq)


def mv(player, action, args):
    return {"seq": 0, "player": player, "action": action, "args": args}


def save(name, objs, expect, why):
    write = fixturelib.writer(OUT)
    write(name, dump(objs))
    text = "".join("# %s\n" % w for w in why) + \
        "".join(("%s %d %s\n" if len(e) == 3 else "%s %d\n") % e for e in expect)
    write(name + ".expect", text)


def page():
    return load("page-rounds.jsonl")


def edit(objs, seq, **args):
    i = at(objs, seq)
    objs[i] = dict(objs[i], args=dict(objs[i]["args"], **args))
    return i + 1


def main():
    # ---- the captain's announcement
    o = page(); n = edit(o, 5, cards=["cloud", "cloud"])
    save("card-for-a-blank.jsonl", o, [("celestia.announce.blank", n)],
         ["\"Note: Blanks are \"free\" and don't require a card.\" ann rolled cloud and blank",
          "and plays two cloud cards."])

    o = page(); del o[at(o, 11)]
    save("announce-before-decision.jsonl", o, [("celestia.announce.early", 12)],
         ["\"Then the captain makes an announcement\": after the decisions. ann, on board,",
          "has not decided (her stay is removed) when bob announces."])

    o = page(); i = at(o, 5); o[i] = dict(o[i], player="2")
    save("announce-by-passenger.jsonl", o, [("celestia.announce.captain", 6)],
         ["\"Then the captain makes an announcement\": bob, a passenger, announces in ann's",
          "turn."])

    o = page(); n = edit(o, 12, cards=["pirate", "lightning", "turbo"])
    save("card-matches-no-die.jsonl", o, [("celestia.announce.match", n)],
         ["\"If the captain does have the cards exactly matching the dice, they must play",
          "those cards ...\": bob plays a lightning card against pirate and bird."])

    o = page(); n = edit(o, 12, cards=["pirate"])
    save("cards-short-no-crash.jsonl", o, [("celestia.announce.short", n)],
         ["\"However if they don't satisfy the dice, the ship will crash as usual.\" bob",
          "answers the pirate but not the bird, and the ship flies on."])

    o = page(); n = edit(o, 5, cards=["cloud", "turbo"])
    save("turbo-for-nothing.jsonl", o, [("celestia.announce.turbo", n)],
         ["\"If the captain has one or more wilds (called \"Turbo\" cards), they may choose to",
          "play them or not\": a turbo stands for a hazard; ann's cloud card already answers",
          "her only hazard."])

    # ---- the captain disembarking
    o = page(); o.insert(at(o, 13), mv("3", "disembark", {"treasure": 3}))
    save("captain-disembarks-not-alone.jsonl", o,
         [("celestia.captain.disembark-alone", 14), ("celestia.round.out", 15),
          ("celestia.round.out", 24)],
         ["\"The captain can only disembark if he is the only one on the ship, and only",
          "before rolling the dice.\" cyd, the next captain, disembarks with ann and bob on",
          "board; the log then has cyd roll (line 15) and stay on (line 24) though out of",
          "the round: \"players who disembark are out of the round\"."])

    o = page(); i = at(o, 32); o[i] = dict(o[i], action="disembark", args={"treasure": 1})
    save("captain-disembarks-after-rolling.jsonl", o,
         [("celestia.captain.disembark-rolled", 33), ("celestia.round.out", 34)],
         ["\"The captain can only disembark ... only before rolling the dice.\" bob, alone,",
          "rolled and then disembarks instead of announcing; his later disembark (line 34) is",
          "then a second one: \"players who disembark are out of the round\"."])

    o = page(); i = at(o, 20); o[i] = dict(o[i], player="2")
    save("wrong-captain.jsonl", o, [("celestia.captain.order", 21)],
         ["\"... the round continues, with the captain passing to the next player.\" after",
          "cyd (dee is off the ship) the captain is ann, but the roll is bob's."])

    # ---- crash
    o = page(); i = at(o, 33); o[i] = dict(o[i], player=None, action="crash", args={})
    save("crash-after-matching.jsonl", o, [("celestia.crash.matched", 34)],
         ["\"If the captain does have the cards exactly matching the dice, they must play",
          "those cards and the round continues\": bob rolled two blanks (nothing to match)",
          "and the ship crashes."])

    o = page(); del o[at(o, 19)]
    save("crash-announced-ship-flies-on.jsonl", o, [("celestia.crash.missing", 20)],
         ["\"If the captain does not have cards matching the dice, the ship will crash",
          "(unless anyone plays special cards to save it)\": the spyglass is removed, the",
          "next captain rolls."])

    o = page(); i, j = at(o, 25), at(o, 26); o[i], o[j] = dict(o[j], seq=25), dict(o[i], seq=26)
    save("crash-scored-as-treasure.jsonl", o, [("celestia.crash.treasure", 27)],
         ["\"If the ship crashes, no one still on the ship gets any treasure and the round is",
          "over.\" bob's jetpack disembark is moved after the crash: a crash scored as a",
          "treasure."])

    # ---- decisions
    o = page(); i, j = at(o, 2), at(o, 3); o[i], o[j] = dict(o[j], seq=2), dict(o[i], seq=3)
    save("decision-out-of-turn.jsonl", o, [("celestia.decision.order", 3)],
         ["\"Then, each other player in turn makes a decision if they want to stay on or",
          "disembark.\" cyd decides before bob, who sits first after the captain ann."])

    o = page(); o.insert(at(o, 18), mv("1", "stay", {}))
    save("decision-after-reroll.jsonl", o, [("celestia.power.decision-kept", 19)],
         ["Alternate Route: \"(However players must stay with their decision.)\" ann decides",
          "again after bob's reroll."])

    o = page(); edit(o, 17, card="wind-gust"); o.insert(at(o, 18), mv("1", "stay", {}))
    save("decision-after-wind-gust.jsonl", o,
         [("celestia.power.decision-kept", 19, "celestia.keep-decision-wind")],
         ["Wind Gust: \"(However players must stay with their decision.)\", the page's second saying of",
          "it. bob's alternate route is played as a wind gust (it rerolls the blank die only: a legal",
          "play on its own) and ann decides again after its reroll."])

    o = page(); o.insert(at(o, 12), mv("4", "stay", {}))
    save("disembarked-player-stays.jsonl", o, [("celestia.round.out", 13)],
         ["\"However, players who disembark are out of the round.\" dee, ejected, decides",
          "again in the same turn."])

    o = page(); o.insert(at(o, 28), mv("3", "stay", {}))
    save("decision-before-roll.jsonl", o, [("celestia.turn.phases", 29)],
         ["\"Each turn has 3 phases\": roll, decisions, announcement. cyd decides before the",
          "captain's roll."])

    # ---- round end
    o = page(); del o[at(o, 26)]
    save("round-ends-without-crash.jsonl", o, [("celestia.round.stayed", 27)],
         ["\"If a player decides to stay on, then they stay in the round.\" the crash is",
          "removed: cyd and ann stayed on, yet the round ends."])

    o = page(); del o[at(o, 27)]
    save("round-goes-on-after-crash.jsonl", o, [("celestia.round.continues", 28)],
         ["\"The round continues with a new captain until everyone disembarks or the ship",
          "crashes.\" after the crash the round_end is removed and play goes on."])

    o = page(); i = at(o, 27); cards = dict(o[i]["args"]["cards"]); cards.pop("4")
    o[i] = dict(o[i], args={"cards": cards})
    save("round-end-card-missing.jsonl", o, [("celestia.round.card", 28)],
         ["\"At the end of each round, players get an additional random card from the deck",
          "(either an Equipment, Power, or Turbo card)\": dee draws none."])

    o = page(); n = edit(o, 28, land=2)
    save("round-not-reset.jsonl", o, [("celestia.round.reset", n)],
         ["\"... and the ship resets to the first city.\" round 2's first roll is from land 2."])

    # ---- treasures
    o = page(); n = edit(o, 10, treasure=1)
    save("treasure-below-land.jsonl", o, [("celestia.treasure.value", n)],
         ["\"If a player decides to disembark, they get a treasure from that land, and thus",
          "gain points equal to the land's number.\" dee takes 1 at land 2."])

    o = page(); n = edit(o, 29, treasure=2)
    save("treasure-higher-without-plus.jsonl", o, [("celestia.treasure.plus", n)],
         ["\"Lands with a + have some higher point cards and a spyglass mixed in their",
          "treasure deck.\" land 1 has no +, cyd takes 2."])

    # ---- power cards
    o = page(); n = edit(o, 9, target="3")
    save("ejected-player-stays.jsonl", o, [("celestia.power.ejected", 11)],
         ["Ejection: \"That other player must disembark (and take a treasure as usual).\" ann",
          "ejects cyd, and the next move is dee's disembark, not cyd's."])

    o = page(); n = edit(o, 9, target="2")
    save("captain-ejected.jsonl", o, [("celestia.power.ejection", n)],
         ["Ejection: \"A player onboard the ship may forcibly eject another non-captain player",
          "on the ship, before the captain's announcement.\" ann ejects bob, the captain."])

    o = page(); i, j = at(o, 5), at(o, 6); o[i], o[j] = dict(o[j], seq=5), dict(o[i], seq=6)
    save("grappling-hook-before-announcement.jsonl", o,
         [("celestia.power.grappling-hook", 6)],
         ["Grappling Hook: \"(Promo) Any player not on the ship may play this after the",
          "captain's announcement that the ship won't crash.\" dee plays it before ann",
          "announces."])

    o = page(); n = edit(o, 6, returned=2)
    save("grappling-hook-keeps-treasure.jsonl", o,
         [("celestia.power.grappling-treasure", n)],
         ["Grappling Hook: \"That player may rejoin the ship but must give up the treasure",
          "they got when they disembarked that round.\" dee took 1, gives up 2."])

    o = page(); i, j = at(o, 23), at(o, 24); o[i], o[j] = dict(o[j], seq=23), dict(o[i], seq=24)
    save("jetpack-before-announcement.jsonl", o, [("celestia.power.jetpack", 24)],
         ["Jetpack: \"A player onboard the ship may disembark after the captain's announcement",
          "when the ship is about to crash.\" bob plays it before ann announces."])

    o = page(); n = edit(o, 25, treasure=3)
    save("jetpack-treasure-wrong.jsonl", o, [("celestia.power.jetpack-treasure", n)],
         ["Jetpack: \"That player may take a treasure as usual.\" bob takes 3 at land 4."])

    o = page(); n = edit(o, 17, dice=["cloud", "cloud"])
    save("red-die-rerolled.jsonl", o, [("celestia.power.red-die", n)],
         ["Alternate Route: \"Dice with a red outline will not be rerolled.\" die 1 (red",
          "outline) changes from lightning to cloud."])

    o = page(); i = at(o, 17); o[i] = dict(o[i], player="4")
    save("alternate-route-off-ship.jsonl", o, [("celestia.power.alternate-route", 18)],
         ["Alternate Route: \"A player onboard can allow the captain to reroll any or all",
          "dice\": dee, off the ship, plays it."])

    o = page(); o.insert(at(o, 13), mv("3", "power", {"card": "spyglass"}))
    save("spyglass-without-crash.jsonl", o, [("celestia.power.spyglass", 14)],
         ["Spyglass: \"Any player may play this after the captain's announcement that they",
          "will crash.\" cyd plays it after bob's safe announcement."])

    o = page(); o.insert(at(o, 20), mv("3", "announce", {"cards": ["lightning"]}))
    save("cards-after-spyglass.jsonl", o, [("celestia.power.spyglass-cards", 21)],
         ["Spyglass: \"This allows all dice to be turned to blanks, and continue the journey",
          "without the captain playing any cards.\" cyd plays a card after it."])

    o = page(); n = edit(o, 17, card="teleport")
    save("power-unknown.jsonl", o, [("celestia.power.unknown", n)],
         ["The page names six power cards (Power cards); \"teleport\" is none of them",
          "(a warning: the card is not checked)."])

    o = page(); n = edit(o, 20, dice=["bird", "pirate"])
    save("too-few-dice.jsonl", o, [("celestia.roll.dice", n)],
         ["\"... will roll 2 or more dice\": the route (setup.lands) takes 3 dice to land 5;",
          "ann rolls 2."])

    # ---- from generated games: wind gust, end of game, fast play
    wind_gust()
    end_of_game()
    spyglass_at_last_land()


def wind_gust():
    o = page(); o.insert(at(o, 8), mv("4", "power", {"card": "wind-gust",
                                                    "dice": ["pirate", "bird"]}))
    save("wind-gust-before-decisions.jsonl", o, [("celestia.power.wind-gust", 9)],
         ["Wind Gust: \"Any player may force the captain to reroll blank dice, after all",
          "players' decision or the captain's announcement.\" dee plays it right after bob's",
          "roll, before anyone decided."])


def end_of_game():
    o = load("gen-02.jsonl")
    r = o[-1]
    scores = dict(r["args"]["scores"])
    loser = next(p for p in scores if p not in r["args"]["winners"])
    o2 = list(o); o2[-1] = dict(r, args=dict(r["args"], winners=[loser]))
    save("winner-not-most-points.jsonl", o2, [("celestia.end.winner", len(o2))],
         ["\"The player with the most points wins.\" the log names player %s." % loser])

    scores[loser] += 1
    o2 = list(o); o2[-1] = dict(r, args=dict(r["args"], scores=scores))
    save("final-score-wrong.jsonl", o2, [("celestia.end.score", len(o2))],
         ["\"... thus gain points equal to the land's number\": a final score one above the",
          "treasures player %s took." % loser])

    o2 = list(o) + [mv(r["args"]["winners"][0], "roll", {"dice": ["blank", "cloud"]})]
    save("play-after-50.jsonl", o2, [("celestia.end.points", len(o2))],
         ["\"When at least one player has 50 or more points at the end of a round, the game",
          "ends.\" a roll after the result."])

    p = page()
    p.append(mv(None, "result", {"scores": {"1": 1, "2": 6, "3": 1, "4": 3}, "winners": ["2"]}))
    save("end-below-50.jsonl", p, [("celestia.end.points", len(p))],
         ["\"When at least one player has 50 or more points at the end of a round, the game",
          "ends.\" the game is declared over with bob at 6."])

    f = load("gen-04.jsonl")
    assert f[0]["setup"].get("fast_play")
    r = f[-1]
    loser = next(q for q in r["args"]["scores"] if q not in r["args"]["winners"])
    f2 = list(f); f2[-1] = dict(r, args=dict(r["args"], winners=[loser]))
    save("fast-winner-wrong.jsonl", f2, [("celestia.end.fast-winner", len(f2))],
         ["Fast play: \"Points are then counted as normal to determine a winner.\" the log",
          "names player %s, who has fewer points." % loser])

    f2 = list(f) + [mv(r["args"]["winners"][0], "roll", {"dice": ["blank", "cloud"]})]
    save("fast-play-goes-on.jsonl", f2, [("celestia.end.fast", len(f2))],
         ["Fast play: \"the game doesn't end at 50 points; it ends when a player has 5",
          "different treasures\": a roll after the game ended."])

    i = next(k for k, m in enumerate(f) if m.get("action") == "announce"
             and m["args"].get("crash"))
    f2 = list(f); f2.insert(i + 1, mv(f[i]["player"], "power", {"card": "jetpack"}))
    save("fast-play-power-card.jsonl", f2, [("celestia.power.fast-play", i + 2)],
         ["\"If using the variant \"Fast play (no special cards)\" ...\": the captain plays a",
          "jetpack."])


def spyglass_at_last_land():
    o = load("gen-06.jsonl")
    # the first treasure of 25 or more: only the last land (number 25, +) gives one
    i = next(k for k, m in enumerate(o) if m.get("action") == "disembark"
             and m["args"]["treasure"] >= 25)
    who = o[i]["player"]
    o[i] = dict(o[i], args={"treasure": 0, "spyglass": True})
    save("spyglass-from-fifth-plus-land.jsonl", o,
         [("celestia.treasure.spyglass", i + 1), ("celestia.end.score", len(o))],
         ["Spyglass: \"(These cards are found in the first 4 cities with the +.)\" player %s"
          % who,
          "draws a spyglass at the last land, the fifth with a + on the route; the final",
          "score the log states still counts the 25 it replaced (end.score)."])


if __name__ == "__main__":
    main()
