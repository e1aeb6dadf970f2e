#!/usr/bin/env python3
"""Writes the known-bad Gaia Project fixtures (fixtures/gaiaproject/bad/) from real logs.

Each file is a real log with one named change (listed in fixtures/gaiaproject/PROVENANCE.md);
text edits keep every other byte, so line numbers stay those of the original.  The .expect
files beside them are written by hand from what the rules say must be reported.
Run from the repository root: python3 tests/gaiaproject/make_bad_fixtures.py
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from fixturelib import read, replace_once, writer  # noqa: E402

BETA2 = "fixtures/gaiaproject/gaia-engine/Beta-2.json"
BGA = "fixtures/bga/gaiaproject/table-798145204.json"
OUT = "fixtures/gaiaproject/bad"

write = writer(OUT)


def main():
    os.makedirs(OUT, exist_ok=True)
    beta = read(BETA2)
    # Terrans spend 4 Q.I.C. when they hold 1.
    write("beta2-qic-overspent.json", replace_once(
        beta, '"terrans  spend 1q for 1o. build ts 2B3."', '"terrans  spend 4q for 4o. build ts 2B3."'))
    # Gleens take the 4-power knowledge action Ambas already took in round 1.
    write("beta2-power5-twice.json", replace_once(
        beta, '"gleens  burn 1. action power4. (0/3/3/0 ⇒ 4/1/0/0)"',
        '"gleens  burn 1. action power5. (0/3/3/0 ⇒ 4/1/0/0)"'))
    # Gleens' first federation without its research lab: power value 5.
    write("beta2-federation-weak.json", replace_once(
        beta, '"gleens federation 10A9,10B1,10B4,10C,7A4 fed4', '"gleens federation 10A9,10B4,10C,7A4 fed4'))
    # Gleens' final score claimed as 155 instead of 151.
    write("beta2-final-score-off.json", replace_once(
        beta, '"victoryPoints": 151,', '"victoryPoints": 155,'))
    bga = read(BGA)
    # AlabeSons take 27 credits with the 4-power action instead of 7 and the
    # snapshot keeps all 37: over the storage limit of 30.
    at = bga.index('"gainStr": "[GOLD7]"', bga.index('"gainStr": "[GOLD7]"') + 1)
    snap = bga.index('"gold": 17,', at)
    assert snap - at < 200
    bga = bga[:at] + '"gainStr": "[GOLD27]"' + bga[at + len('"gainStr": "[GOLD7]"'):]
    snap += 1
    bga = bga[:snap] + '"gold": 37,' + bga[snap + len('"gold": 17,'):]
    write("bga-credits-over-storage.json", bga)
    print("done")


if __name__ == "__main__":
    main()
