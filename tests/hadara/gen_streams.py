#!/usr/bin/env python3
"""Writes Hadara end-of-game streams with random LEGAL scoring sheets.

Run from the repository root: python3 tests/hadara/gen_streams.py
Each stream: the header (a date on either side of the page's coin change of
2023-10-17), for the old revision the players' `pay` moves, one `score` per
player scored by the page in force (Gamehelphadara), and the `result` with the
winner(s) by points, then leftover coins, then shared.  Deterministic seeds.
"""
import json
import random

COLOURS = ["blue", "green", "purple", "red", "yellow"]
TRACKS = ["blue", "green", "red", "yellow"]
NAMES = ["ann", "bob", "cyd", "dee", "eve"]
# dates: before the first revision, under the first, under the latest
DATES = ["2023-06-01", "2023-10-16", "2023-10-18", "2024-05-01"]
OLD_UNTIL = "2023-10-16"  # a date (end of day) before 2023-10-17T00:08:35Z


def sheet(rng, old):
    """Returns (pay, args, kept): coins paid (old revision), the score args
    and the coins kept for the tie-break."""
    colonies = [rng.choice([2, 3, 4, 5, 6, 7, 8]) for _ in range(rng.randint(0, 4))]
    statues = [rng.choice([3, 4, 5, 6, 7]) for _ in range(rng.randint(0, 3))]
    flipped = [rng.choice([2, 3, 4, 5]) for _ in range(rng.randint(0, 2))]
    tracks = {t: rng.randint(0, 25) for t in TRACKS}
    silver = [rng.choice(TRACKS) for _ in range(rng.randint(0, 3))]
    gold = rng.randint(0, 2)
    cards = [{"colour": rng.choice(COLOURS), "points": rng.randint(0, 4)}
             for _ in range(rng.randint(3, 16))]
    held = rng.randint(0, 30)
    pay = 0
    if old and held >= 5 and rng.random() < 0.7:
        pay = 5 * rng.randint(1, held // 5)
    coins = held - pay
    sets = min(sum(1 for c in cards if c["colour"] == k) for k in COLOURS)
    points = {
        "colonies": sum(colonies),
        "statues": sum(statues),
        "bonus": sum(flipped),
        "silver": sum((tracks[t] + 1) // 2 for t in silver),
        "gold": 7 * sets * gold,
        "cards": sum(c["points"] for c in cards),
        "coins": pay // 5 if old else coins // 5,
    }
    args = {"colonies": colonies, "statues": statues, "flipped": flipped, "tracks": tracks,
            "silver": silver, "gold": gold, "cards": cards, "coins": coins,
            "points": points, "total": sum(points.values())}
    return pay, args, coins


def stream(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 5)
    date = DATES[seed % len(DATES)]
    old = date <= OLD_UNTIL
    players = [{"id": str(i + 1), "name": NAMES[i]} for i in range(n)]
    lines = [json.dumps({"stream": "gameaudit/1", "game": "hadara", "date": date,
                         "players": players, "setup": {}}, separators=(",", ":"))]
    seq = 0
    sheets = [sheet(rng, old) for _ in range(n)]

    def move(player, action, args):
        nonlocal seq
        seq += 1
        lines.append(json.dumps({"seq": seq, "player": player, "action": action,
                                 "args": args}, separators=(",", ":")))

    for i, (pay, _, _) in enumerate(sheets):
        if pay:
            move(str(i + 1), "pay", {"coins": pay})
    for i, (_, args, _) in enumerate(sheets):
        move(str(i + 1), "score", args)
    best = max(a["total"] for _, a, _ in sheets)
    top = [i for i, (_, a, _) in enumerate(sheets) if a["total"] == best]
    most = max(sheets[i][2] for i in top)
    winners = [str(i + 1) for i in top if sheets[i][2] == most]
    move(None, "result", {"winners": winners})
    return "\n".join(lines) + "\n"


def main():
    for seed in range(1, 9):
        with open("fixtures/hadara/gen-%02d.jsonl" % seed, "w", encoding="utf-8") as f:
            f.write(stream(seed))


if __name__ == "__main__":
    main()
