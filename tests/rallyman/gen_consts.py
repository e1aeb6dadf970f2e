"""Prints the consts[] rows of the Rallyman engines: every data cell of the wiki
tables the engines keep in C arrays (rules verify then pins each cell).

Run from the repository root after `make all`:
    python3 tests/rallyman/gen_consts.py Gamehelprallymandirt dirt
The C arrays themselves are written by hand from the page; tests/test_rallyman.c
checks that each array value equals its pinned cell.
"""
import json
import subprocess
import sys

page, prefix = sys.argv[1], sys.argv[2]
out = subprocess.run(["build/gameaudit", "rules", "tables", page, "--rules", "fixtures/wiki"],
                     capture_output=True, text=True, check=True).stdout
doc = json.loads(out)
for tb in doc["tables"]:
    sec = tb["section"].split(" > ")[-1]
    cap = tb["caption"]
    tag = cap.lower().replace(" ", "-")
    for r, row in enumerate(tb["rows"], 1):
        for c, cell in enumerate(row, 1):
            if c == 1:
                continue
            print('    {"%s.%s.r%dc%d", "%s", "%s", "%s", %d, %d, "%s"},'
                  % (prefix, tag, r, c, page, sec, cap, r, c,
                     str(cell).replace("\\", "\\\\")))
