#!/bin/sh
# oracle.sh [BIN] — the second oracle: converts the 21 games of the
# independent engine auto-memoir44 (/work/shared/data/memoir44/auto-memoir44)
# to streams (tests/memoir44/auto_to_stream.py) and audits them, printing the
# findings by code.  Run from the repository root after `make`.  The games
# stay in /work/shared (size budget); differences are listed in
# validators/memoir44/README.md.
BIN=${1:-build/gameaudit}
SRC=${AUTO_MEMOIR44:-/work/shared/data/memoir44/auto-memoir44}
TMP=$(mktemp -d) || exit 4
trap 'rm -rf "$TMP"' EXIT
for f in "$SRC"/m44_*.json; do
    out="$TMP/$(basename "$f" .json).jsonl"
    python3 tests/memoir44/auto_to_stream.py "$f" > "$out" || exit 4
    "$BIN" check --quiet "$out" | tail -1 | sed "s|^|$(basename "$f"): |"
done
for f in "$TMP"/*.jsonl; do "$BIN" check "$f" 2>/dev/null; done |
    grep -o '\[memoir44\.[a-z.-]*\]' | sort | uniq -c | sort -rn
