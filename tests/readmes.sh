#!/bin/sh
# readmes.sh BIN [--check] — the vocabulary block of every validators/<game>/README.md
# is `gameaudit games <game>`, between the lines <!-- games:begin --> and <!-- games:end -->;
# README.md's block between <!-- coverage:begin --> and <!-- coverage:end --> is the rule
# coverage table.
# Without --check it writes the blocks; with it, it fails naming each README that differs.
set -eu
bin=$1
mode=${2:-write}
status=0
for g in $("$bin" games --format json | sed -n 's/^ *"name": "\(.*\)",$/\1/p'); do
  readme=validators/$g/README.md
  if [ ! -f "$readme" ]; then
    echo "readmes: $readme is missing (every game has a room with a README)" >&2
    status=1; continue
  fi
  if ! grep -q '^<!-- games:begin -->$' "$readme" || ! grep -q '^<!-- games:end -->$' "$readme"; then
    echo "readmes: $readme has no <!-- games:begin --> / <!-- games:end --> lines" >&2
    status=1; continue
  fi
  block=$(mktemp)
  { echo '```text'; "$bin" games "$g"; echo '```'; } > "$block"
  new=$(mktemp)
  awk -v block="$block" '
    /^<!-- games:begin -->$/ { print; while ((getline l < block) > 0) print l; skip = 1; next }
    /^<!-- games:end -->$/ { skip = 0 }
    !skip { print }' "$readme" > "$new"
  if [ "$mode" = --check ]; then
    if ! cmp -s "$new" "$readme"; then
      echo "readmes: $readme differs from \`gameaudit games $g\` (run \`make readmes\`):" >&2
      diff "$readme" "$new" | head -20 >&2 || true
      status=1
    fi
    rm -f "$new"
  else
    mv "$new" "$readme"
  fi
  rm -f "$block"
done
# README.md's rule coverage table is `gameaudit rules coverage` over the fixtures.
block=$(mktemp); new=$(mktemp)
{ echo '```text'; "$bin" rules coverage --rules fixtures/wiki --fixtures fixtures; echo '```'; } > "$block"
awk -v block="$block" '
  /^<!-- coverage:begin -->$/ { print; while ((getline l < block) > 0) print l; skip = 1; next }
  /^<!-- coverage:end -->$/ { skip = 0 }
  !skip { print }' README.md > "$new"
if [ "$mode" = --check ]; then
  if ! cmp -s "$new" README.md; then
    echo "readmes: README.md's coverage table differs from \`gameaudit rules coverage\` (run \`make readmes\`):" >&2
    diff README.md "$new" | head -20 >&2 || true
    status=1
  fi
  rm -f "$new"
else
  mv "$new" README.md
fi
rm -f "$block"
[ "$mode" = --check ] && [ $status = 0 ] && echo "readmes: every game's README holds its \`gameaudit games\` block"
exit $status
