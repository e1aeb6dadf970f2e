#!/bin/sh
# check-shared.sh BIN SHARED [--write] — audits the full data sets of SHARED/data (the
# engine-generated BGA games, the real Harmonies boards, the harmonies-bot self-play games,
# the Rally the Troops Pax Pamir replays, ...) and compares every finding with
# tests/shared/<set>.expect: one `file code line` a line, `#` comments saying why.
# A set whose games are legal by construction has an empty list: any finding fails.  Where
# the second engine itself breaks a rule (harmonies-bot's card-id collisions) or the
# engines disagree (Rally the Troops), each pinned line is explained in its .expect.
# --write rewrites the lists (then read every new line before committing it).
set -u
bin=$1; shared=$2; mode=${3:-check}
[ -d "$shared/data" ] || { echo "check-shared: no $shared/data (give SHARED=path/to/shared)" >&2; exit 2; }
status=0
run_set() {
  name=$1; shift
  files=$(cd "${root:-$shared/data}" && ls $* 2>/dev/null | sed "s|^|${root:-$shared/data}/|")
  if [ -z "$files" ]; then echo "check-shared: $name: no files ($*)" >&2; status=1; return; fi
  n=$(echo "$files" | wc -l)
  got=$(mktemp)
  # shellcheck disable=SC2086
  "$bin" check --format json --max-findings 100000 $files 2>/dev/null | python3 -c '
import json, os, sys
for l in sys.stdin:
    o = json.loads(l)
    if "code" in o:
        print(os.path.basename(o["file"]), o["code"], o["line"])' | sort > "$got"
  exp=tests/shared/$name.expect
  if [ "$mode" = --write ]; then
    { grep '^#' "$exp" 2>/dev/null; cat "$got"; } > "$exp.new" && mv "$exp.new" "$exp"
  fi
  want=$(mktemp)
  grep -v '^#' "$exp" 2>/dev/null | grep -v '^$' | sort > "$want"
  if cmp -s "$got" "$want"; then
    echo "check-shared: $name: $n files, $(wc -l < "$got") findings, as expected"
  else
    echo "check-shared: $name: $n files differ from $exp:" >&2
    diff "$want" "$got" | sed -n 's/^</  missing/p; s/^>/  unexpected/p' | head -30 >&2
    status=1
  fi
  rm -f "$got" "$want"
}
run_set heat-bga 'bga/heat/heat-bga-*.json'
run_set terraformingmars-bga 'bga/terraformingmars/tm-bga-*-[0-9]p.json'
run_set paxpamir-bga 'bga/paxpamir/pax-bga-*.json'
run_set paxpamir-rtt 'rtt/paxpamir/pax-rtt-*.json'
run_set diceforge-bga 'bga/diceforge/diceforge-bga-*.json'
run_set gaiaproject-bga 'bga/gaiaproject/*.json'
run_set harmonies-score-parity 'harmonies/score_parity/sidea_*.json'
run_set harmonies-selfplay 'harmonies/selfplay/hb_*.json'
[ -d "$shared/data/bga/memoir44" ] && [ -d validators/memoir44 ] && run_set memoir44-bga 'bga/memoir44/m44-bga-*.json'
run_set backgammon-gnubg 'backgammon/gnubg-selfplay/*.mat' 'backgammon/gnubg-selfplay/*.sgf'
# Memoir '44's second oracle: the 21 games of the independent engine auto-memoir44,
# converted to streams (its own coordinates and objects; tests/memoir44/auto_to_stream.py).
if [ -d "$shared/data/memoir44/auto-memoir44" ] && [ -d validators/memoir44 ]; then
  tmp=$(mktemp -d)
  for f in "$shared"/data/memoir44/auto-memoir44/m44_*.json; do
    python3 tests/memoir44/auto_to_stream.py "$f" > "$tmp/$(basename "$f" .json).jsonl" || status=1
  done
  root=$tmp run_set memoir44-auto 'm44_*.jsonl'
  rm -rf "$tmp"
fi
exit $status
