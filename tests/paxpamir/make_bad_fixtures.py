#!/usr/bin/env python3
"""Writes fixtures/paxpamir/bad/*.json: copies of engine-generated BGA games
(/work/shared/data/bga/paxpamir, one packet per line) with ONE change each,
cut after the packet holding the change (a prefix of a legal game is legal;
the cut keeps the fixtures small), plus their .expect files.
Usage: python3 tests/paxpamir/make_bad_fixtures.py"""
import json, os, sys
sys.path.insert(0, "tests")
import fixturelib

SRC = "/work/shared/data/bga/paxpamir"
OUT = "fixtures/paxpamir/bad"


def packets(game):
    tmp = "/tmp/pp-%s.json" % game
    fixturelib.bga_one_packet_per_line("%s/pax-bga-%s.json" % (SRC, game), tmp)
    lines = open(tmp).read().split("\n")
    return lines


def undone(lines):
    u = set()
    for l in lines[1:]:
        p = json.loads(l.rstrip(",")) if l.startswith("{\"channel") else None
        for e in (p or {}).get("data", []):
            if e["type"] == "clearTurn":
                u |= set(e["args"]["notifIds"])
    return u


def events(lines):
    """(line index, packet, event) of every event not undone."""
    u = undone(lines)
    for i, l in enumerate(lines):
        if not l.startswith("{\"channel"):
            continue
        p = json.loads(l.rstrip(","))
        for e in p["data"]:
            if e["uid"] not in u:
                yield i, p, e


def write(name, lines, i, packet, comments, expect):
    """Writes lines[:i] + packet (changed) + the closing, and the .expect."""
    body = lines[:i] + [json.dumps(packet, separators=(",", ":"))]
    text = "\n".join(body) + "\n]}}\n"
    with open(os.path.join(OUT, name + ".json"), "w") as f:
        f.write(text)
    with open(os.path.join(OUT, name + ".json.expect"), "w") as f:
        for c in comments:
            f.write("# " + c + "\n")
        for code in expect:
            f.write("%s %d\n" % (code, i + 1))


def third_action(lines):
    # a free column-0 purchase that was the turn's 2nd action, bought again
    evs = list(events(lines))
    for k, (i, p, e) in enumerate(evs):
        a = e["args"]
        if e["type"] == "purchaseCard" and a["receivedRupees"] == 0 and not a["rupeesOnCards"]:
            for j in range(k + 1, min(k + 8, len(evs))):
                i2, p2, e2 = evs[j]
                if e2["type"] == "gameStateChange" and e2["args"].get("name") == "playerActions":
                    if (e2["args"].get("args") or {}).get("remainingActions") == 0:
                        dup = json.loads(json.dumps(e))
                        dup["uid"] = "900001"
                        idx = p2["data"].index(e2)
                        p2["data"].insert(idx + 1, dup)
                        return i2, p2
                    break
    raise SystemExit("no third-action site")


def underpaid(lines):
    for i, p, e in events(lines):
        if e["type"] == "purchaseCard" and len(e["args"]["rupeesOnCards"]) >= 2:
            e["args"]["rupeesOnCards"].pop()
            return i, p
    raise SystemExit("no purchase site")


def gift_underpaid(lines):
    gift = False
    for i, p, e in events(lines):
        if e["type"] == "purchaseGift" and e["args"]["value"] >= 2:
            gift = True
        elif gift and e["type"] == "payRupeesToMarket":
            e["args"]["rupeesOnCards"].pop()
            return i, p
    raise SystemExit("no gift site")


def ruler_unpaid(lines):
    last = None
    for i, p, e in events(lines):
        if e["type"] == "payBribe" and e["args"]["rupees"] > 0:
            last = (i, p, e)
        elif e["type"] == "playCard" and last and last[0] == i:
            p["data"].remove(last[2])
            return i, p
        elif e["type"] not in ("gameStateChange",):
            last = None if e["type"] != "payBribe" else last
    return None


def wrong_dominance(lines):
    for i, p, e in events(lines):
        if e["type"] == "dominanceCheckScores":
            a = e["args"]["resultLog"]["args"]
            a["tkn_coalition"] = a["tkn_coalitionName"] = "russian"
            return i, p
    raise SystemExit("no check site")


def main():
    os.makedirs(OUT, exist_ok=True)
    g = packets("2p-1")
    i, p = third_action(list(g))
    write("third-action", g, i, p,
          ["pax-bga-2p-1: a purchase made again after the turn's 2 actions",
           "Gamehelppaxpamir, Turn: you may take 0-2 actions (plus any free actions) then Cleanup"],
          ["paxpamir.turn.too-many-actions"])
    g = packets("2p-1")
    i, p = underpaid(g)
    write("purchase-underpaid", g, i, p,
          ["pax-bga-2p-1: a purchase places one rupee fewer than the cards to its left",
           "Gamehelppaxpamir, Turn: if you wish to buy card 2, pay 1 rupee to card 1"],
          ["paxpamir.purchase.cost"])
    g = packets("2p-1")
    i, p = gift_underpaid(g)
    write("gift-underpaid", g, i, p,
          ["pax-bga-2p-1: a gift of value 2 pays 1 rupee",
           "Gamehelppaxpamir, Card Actions: a gift space at increasing cost of 2 then 4 then 6 Rupees"],
          ["paxpamir.action.gift-cost"])
    g = packets("2p-1")
    i, p = wrong_dominance(g)
    write("dominance-wrong-coalition", g, i, p,
          ["pax-bga-2p-1: the check is logged as won by russian (2 blocks) over afghan (10)",
           "Gamehelppaxpamir, Dominance Check: a single coalition must have the most blocks "
           "in play and four more than any other coalition"],
          ["paxpamir.dominance.outcome"])
    for game in ("3p-101", "5p-11", "3p-2"):
        g = packets(game)
        r = ruler_unpaid(g)
        if r:
            i, p = r
            write("ruler-unpaid", g, i, p,
                  ["pax-bga-%s: the bribe paid to the ruler before a play is removed" % game,
                   "Gamehelppaxpamir, Turn: you have to pay them rupees equal to the number "
                   "of tribes they have in that region"],
                  ["paxpamir.play.ruler-unpaid"])
            print("ruler-unpaid from", game)
            break


main()
