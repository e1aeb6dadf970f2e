#!/usr/bin/env python3
"""Writes the known-bad BGA fixtures (fixtures/bga/bad/) from the real archives.

Each file is a real archive with one named change (see fixtures/bga/PROVENANCE.md);
text edits keep every other byte, so line numbers stay those of the original.
Run from the repository root: python3 tests/bga/make_bad_fixtures.py
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from fixturelib import read, replace_once, writer  # noqa: E402

GAIA = "fixtures/bga/gaiaproject/table-798145204.json"
TIE = "fixtures/bga/other-games/arknova/tie.log.json"
OUT = "fixtures/bga/bad"

write = writer(OUT)


def main():
    os.makedirs(OUT, exist_ok=True)
    gaia = read(GAIA)
    # The result entries of the end of game, as they stand in the file.
    alabe_rank = '"tie": false,\n                    "rank": 1,'
    felipe_rank = '"tie": false,\n                    "rank": 2,'
    write("gaia-ranks-swapped.json",
          replace_once(replace_once(gaia, alabe_rank, alabe_rank.replace("1,", "9,")),
                       felipe_rank, felipe_rank.replace("2,", "1,")).replace(
              '"rank": 9,', '"rank": 2,'))
    start = gaia.index('                  {\n                    "id": "89923063",\n'
                       '                    "player": "89923063",')
    end = gaia.index('}', start) + 1
    # Drop felipetoito's entry and the comma before it: same line count is not kept here,
    # but the end-of-game event starts before the cut.
    cut = gaia.rindex(',', 0, start)
    write("gaia-player-missing.json", gaia[:cut] + gaia[end:])
    # felipetoito's entry written twice (the second copy right after the first).
    write("gaia-result-row-twice.json", gaia[:end] + "," + gaia[start:end] + gaia[end:])
    write("gaia-final-score-off.json",
          replace_once(gaia, '"score": "166",', '"score": "170",'))
    tie = read(TIE)
    assert tie.count('"tie": true') == 2
    write("arknova-tie-unmarked.json", tie.replace('"tie": true', '"tie": false'))
    # Malformed inputs.
    write("truncated.json", gaia[:800000])
    first = json.loads(gaia)["data"]["logs"][0]
    packet = json.dumps({"status": 1, "data": {"logs": [first]}}, indent=1)
    write("event-without-type.json",
          replace_once(packet, '"type": "manager",', '"kind": "manager",').replace(
              '"type": "gameStateChange",', '"kind": "gameStateChange",', 1))
    write("refusal-replay-limit.json", "You have reached a limit (replay)\n")
    deep = "[" * 10000 + "]" * 10000
    ev = ('{"uid":"1","type":"notifyDeep","log":"${player_name} nests",'
          '"args":{"player_name":"felipetoito","deep":' + deep + '}}')
    write("args-nested-10000.json",
          '{"status":1,"data":{"logs":[\n{"channel":"/table/t798145204","table_id":798145204,'
          '"packet_id":"1","packet_type":"resend","move_id":"1","time":"1769726901","data":[\n'
          + ev + "]}]}}\n")
    miss = packet.replace('"log": "",', '"log": "Game setup of ${missing_arg}",', 1)
    write("template-missing-arg.json", miss)


if __name__ == "__main__":
    main()
