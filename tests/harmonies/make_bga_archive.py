#!/usr/bin/env python3
"""Derives a small Board Game Arena archive of Harmonies from a harmonies-bot self-play game.

No real BGA archive of Harmonies exists (FORMATS.md §6).  This writes the notifications that
mizutismask/bga-harmonies (branch develop) sends for the same actions — holeEmptied,
materialMove (tokens to a hex or a hole, cards to a hand or the river, cubes to a hex),
coloredTokenMove, points, and the end-of-game state with result[] — in the archive envelope of
FORMATS.md §4, so that the decoder (validators/harmonies/bga.c) is tested end to end.

Sources: hb_new_sideA_seed101.json and hb_new_sideB_seed102.json of
/work/shared/data/harmonies/selfplay/ (harmonies-bot, Apache-2.0), empty-board games; only the
turns before the bot's first card-id collision are used (see validators/harmonies/README.md),
and the result is each player's score as the bot states it after its last turn there.  Card
and token ids are given fresh (BGA's are unique).  Also writes one known-bad copy (a take of 4
tokens) with its .expect, from the engine's findings (asserted).

    python3 tests/harmonies/make_bga_archive.py      (from the repository root, after make)
"""
import re
import subprocess
import json
import os
import sys

sys.path.insert(0, "tests")
import fixturelib  # noqa: E402

COLOUR = {"water": 1, "mountain": 2, "trunk": 3, "foliage": 4, "field": 5, "building": 6}
PID = {"player_1": "84001", "player_2": "84002"}


def clean_turns(game):
    """The turns before the first cube the bot settles on another card than it names."""
    for i, t in enumerate(game["turns"]):
        for a in t["actions"]:
            if a["action"]["kind"] == "settleCard" and a["card"]["typeArg"] != a["action"]["typeArg"]:
                return i
    return len(game["turns"])


def derive(src, dst, bad=False):
    with open(src, encoding="utf-8") as f:
        game = json.load(f)
    TURNS = clean_turns(game)
    init = game["initialSnapshot"]
    order = [p["playerId"] for p in init["players"]]
    seq = {"uid": 0, "token": 0, "card": 0, "cube": 0}
    packets = []

    def nid(kind):
        seq[kind] += 1
        return seq[kind] + {"uid": 0, "token": 1000, "card": 5000, "cube": 9000}[kind]

    def packet(*events):
        n = len(packets) + 1
        evs = []
        for typ, log, args in events:
            evs.append({"uid": "hm%05d" % nid("uid"), "type": typ, "log": log, "args": args})
        packets.append({"channel": "/table/t900001", "table_id": "900001", "packet_id": str(n),
                        "packet_type": "resend", "move_id": str(n),
                        "time": str(1767225600 + 30 * n), "data": evs})

    def tokens(cols, loc, arg):
        return [{"id": nid("token"), "location": loc, "location_arg": arg, "type": 1,
                 "type_arg": COLOUR[c]} for c in cols]

    river = {}  # type_arg -> list of card ids in the river

    def card(ty, loc):
        c = {"id": nid("card"), "location": loc, "location_arg": 0, "type": 1, "type_arg": ty}
        river.setdefault(ty, []).append(c["id"])
        return c

    packet(("gameStateChange", "", {"id": 1, "name": "gameSetup", "type": "manager",
                                    "action": "stGameSetup"}))
    by_hole = {str(i + 1): tokens(g, "centralBoard", i + 1)
               for i, g in enumerate(init["centralTokenGroups"])}
    packet(("coloredTokenMove", "", {"tokensByHole": by_hole}))
    for c in init["riverCards"]:
        packet(("materialMove", "", {"type": "CARD", "from": "DECK", "to": "RIVER",
                                     "material": [card(c["typeArg"], "river")]}))
    hand = {p: {} for p in order}  # type_arg -> card id held
    last = {}
    for t in game["turns"][:TURNS]:
        p = t["playerId"]
        pid, name = PID[p], p
        packet(("gameStateChange", "", {"id": 30, "name": "chooseAction", "type": "activeplayer",
                                        "active_player": pid}))
        for a in t["actions"]:
            act = a["action"]
            k = act["kind"]
            if k == "takeGroup":
                cols = list(act["tokens"])
                if bad and t is game["turns"][0]:
                    cols.append("water")  # the one change of the known-bad copy
                packet(("holeEmptied", "${player_name} takes ${tokens}", {
                    "player_name": name, "hole": act["groupIndex"] + 1,
                    "tokens": tokens(cols, "centralBoard", act["groupIndex"] + 1)}))
            elif k == "placeToken":
                tok = tokens([act["token"]], "%s_cell_%d_%d" % (pid, act["col"], act["row"]),
                             a["level"])
                packet(("materialMove", "", {"type": "TOKEN", "from": "DECK", "to": "HEX",
                                             "toArg": pid, "material": tok}))
            elif k == "draftCard":
                cid = river[act["typeArg"]].pop(0)
                hand[p][act["typeArg"]] = cid
                packet(("materialMove", "${player_name} takes an animal card to his spot ${spot}", {
                    "playerId": pid, "player_name": name, "type": "CARD", "from": "RIVER",
                    "to": "HAND", "toArg": pid, "spot": len(hand[p]),
                    "material": [{"id": cid, "location": "board" + pid, "location_arg": 0,
                                  "type": 1, "type_arg": act["typeArg"]}]}))
            elif k == "settleCard":
                cid = hand[p][act["typeArg"]]
                packet(("materialMove", "${player_name} places a cube", {
                    "player_id": pid, "player_name": name, "type": "CUBE", "from": "CARD",
                    "fromArg": cid, "to": "HEX", "toArg": pid,
                    "material": [{"id": nid("cube"), "location": "cell_%s_%d_%d" % (
                        pid, act["col"], act["row"]), "location_arg": 4, "type": 1,
                        "type_arg": 1}]}))
            else:
                raise SystemExit("unexpected action " + k)
        if t["refillTokens"]:
            h = t["centralGroupIndex"] + 1
            packet(("materialMove", "", {"type": "TOKEN", "from": "DECK", "to": "HOLE",
                                         "toArg": h,
                                         "material": tokens(t["refillTokens"], "centralBoard", h)}))
        for c in t["riverRefills"]:
            packet(("materialMove", "", {"type": "CARD", "from": "DECK", "to": "RIVER",
                                         "material": [card(c["typeArg"], "river")]}))
        last[p] = t["scoreAfter"]
    result = []
    for p in order:
        packet(("points", "${player_name} scores ${delta} points", {
            "playerId": PID[p], "player_name": p, "points": last.get(p, 0),
            "delta": last.get(p, 0)}))
    ranked = sorted(order, key=lambda p: -last.get(p, 0))
    for p in order:
        result.append({"id": PID[p], "player": PID[p], "name": p, "score": str(last.get(p, 0)),
                       "score_aux": "0", "zombie": "0", "concede": "0", "tie": False,
                       "rank": ranked.index(p) + 1})
    packet(("gameStateChange", "", {"id": 99, "name": "gameEnd", "type": "manager",
                                    "args": {"table": {"concede": False}, "result": result}}),
           ("simpleNode", "End of game", []))
    doc = {"status": 1, "data": {"logs": packets,
                                 "players": [{"id": int(PID[p]), "name": p} for p in order]}}
    tmp = dst + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(doc, f, separators=(",", ":"))
    fixturelib.bga_one_packet_per_line(tmp, dst)
    os.remove(tmp)


SHARED = "/work/shared/data/harmonies/selfplay/"
OUT = "fixtures/harmonies/bga/"


def main():
    os.makedirs(OUT + "bad", exist_ok=True)
    for src, name in (("hb_new_sideA_seed101.json", "derived-sideA-seed101.json"),
                      ("hb_new_sideB_seed102.json", "derived-sideB-seed102.json")):
        derive(SHARED + src, OUT + name)
        out = subprocess.run(["build/gameaudit", "check", OUT + name], capture_output=True,
                             text=True).stdout
        found = [(m.group(2), int(m.group(1))) for m in
                 re.finditer(r"^.*?:(\d+):\d+: error: .* \[([a-z.\-]+)\]$", out, re.M)]
        assert [c for c, _ in found] == ["harmonies.end.early"], out
        with open(OUT + name + ".expect", "w", encoding="utf-8") as f:
            f.write("# Not a known-bad copy: the archive is cut before the bot's first card-id\n"
                    "# collision, so the game is scored while no end condition holds.  Every\n"
                    "# move decodes and replays with no other finding, and both totals match.\n"
                    "# \"When there are no tokens left to refill the central board or any player"
                    " has 2\n# or fewer empty spaces on their board, finish the round and"
                    " calculate points.\"\n")
            f.write("%s %d\n" % found[0])
    bad = OUT + "bad/take-four-tokens.json"
    derive(SHARED + "hb_new_sideA_seed101.json", bad, bad=True)
    out = subprocess.run(["build/gameaudit", "check", bad], capture_output=True, text=True).stdout
    found = sorted((m.group(2), int(m.group(1))) for m in
                   re.finditer(r"^.*?:(\d+):\d+: error: .* \[([a-z.\-]+)\]$", out, re.M))
    assert sorted(c for c, _ in found) == ["harmonies.end.early", "harmonies.place.unplaced",
                                           "harmonies.take.count"], out
    with open(bad + ".expect", "w", encoding="utf-8") as f:
        f.write("# derived-sideA-seed101.json (a BGA archive written by tests/harmonies/"
                "make_bga_archive.py)\n# with one change: the first holeEmptied lists a 4th"
                " token (water).\n# \"You must choose a set of 3 tokens on the central board"
                " and place them onto your\n# board\" (On your turn); the 4th is never placed"
                " (same sentence).\n# end.early: the archive is cut short (see the clean"
                " archive's .expect).\n")
        for c, line in found:
            f.write("%s %d\n" % (c, line))


if __name__ == "__main__":
    main()
