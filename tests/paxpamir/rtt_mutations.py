#!/usr/bin/env python3
"""Mutates one replay row at a time (a card number off by one) in the Rally the
Troops games read from SHARED (default ../shared) and counts how many the audit
catches (more errors than the unmutated game).  Copies go to a temporary
directory only: the replays' licence keeps them out of the tree.
Usage: tests/paxpamir/rtt_mutations.py [BIN] [SHARED] [PER_GAME] [SEED]"""
import glob, json, os, random, subprocess, sys, tempfile

BIN = sys.argv[1] if len(sys.argv) > 1 else "build/gameaudit"
SHARED = sys.argv[2] if len(sys.argv) > 2 else "../shared"
PER = int(sys.argv[3]) if len(sys.argv) > 3 else 2
random.seed(int(sys.argv[4]) if len(sys.argv) > 4 else 11)
ACTS = ("card", "play_left", "play_right", "tax", "build", "gift", "betray", "move", "battle")


def errors(path):
    out = subprocess.run([BIN, "check", path], capture_output=True, text=True).stdout
    return out.count(" error: ")


caught = total = 0
missed = []
with tempfile.TemporaryDirectory() as tmp:
    for f in sorted(glob.glob(SHARED + "/data/rtt/paxpamir/pax-rtt-*.json")):
        d = json.load(open(f))
        base = errors(f)
        rows = [i for i, r in enumerate(d["replay"]) if r[1] in ACTS and isinstance(r[2], int)]
        for _ in range(PER):
            dd = json.loads(json.dumps(d))
            i = random.choice(rows)
            old = dd["replay"][i][2]
            dd["replay"][i][2] = old + 1 if old < 100 else old - 1
            p = os.path.join(tmp, "mutated.json")
            with open(p, "w") as w:
                w.write(json.dumps(dd, separators=(",", ":")))
            total += 1
            if errors(p) > base:
                caught += 1
            else:
                missed.append((os.path.basename(f), i, dd["replay"][i], old,
                               dd["states"][i - 1]["state"] if i else "setup"))
print("caught %d of %d mutated rows" % (caught, total))
for m in missed:
    print("  missed", m)
