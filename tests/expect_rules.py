#!/usr/bin/env python3
"""expect_rules.py BIN CODE... — adds the cited rule id as the third field of
the .expect lines of the given finding codes (checks that cite several rules
by case), from what `BIN check --format json` reports for each fixture.
Run from the repository root; rewrites only lines that lack the field."""
import json, os, subprocess, sys

bin_, codes = sys.argv[1], set(sys.argv[2:])
for root, _, files in os.walk("fixtures"):
    for f in files:
        if not f.endswith(".expect"):
            continue
        ep = os.path.join(root, f)
        log = ep[:-len(".expect")]
        lines = open(ep, encoding="utf-8").read().split("\n")
        if not any(l.split()[:1] and l.split()[0] in codes for l in lines):
            continue
        out = subprocess.run([bin_, "check", "--format", "json", log], capture_output=True,
                             text=True).stdout
        cites = {}
        for l in out.splitlines():
            o = json.loads(l)
            if "code" in o and o.get("rule", {}).get("id"):
                cites.setdefault((o["code"], o["line"]), o["rule"]["id"])
        new = []
        for l in lines:
            w = l.split()
            if len(w) == 2 and w[0] in codes and (w[0], int(w[1])) in cites:
                l = "%s %s %s" % (w[0], w[1], cites[(w[0], int(w[1]))])
            new.append(l)
        open(ep, "w", encoding="utf-8").write("\n".join(new))
        print("updated", ep)
