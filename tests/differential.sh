#!/bin/bash
# differential.sh BIN — fresh GNU Backgammon self-play must audit clean.
#
# Each run plays new games (a new seed each time, printed first; SEED=N reproduces a run): a few
# matches of random lengths and a money session with and one without the Jacoby rule, saved by
# gnubg as .mat and .sgf.  `BIN check --format json` on all of them must report no error finding,
# no unreadable file, and exactly as many games as gnubg wrote (so it cannot pass on nothing).
# Warnings are allowed and printed.  Exit 0 pass, 1 fail, 2 usage or missing gnubg.
# KEEP=DIR copies the games into DIR when the run fails.
set -euo pipefail

if [ $# -ne 1 ]; then
    echo "usage: tests/differential.sh BIN   (SEED=N to replay a run)" >&2
    exit 2
fi
bin=$1
root=$(cd "$(dirname "$0")/.." && pwd)
selfplay="$root/tests/gnubg-selfplay.sh"
[ -x "$bin" ] || { echo "differential: $bin is not an executable" >&2; exit 2; }
if ! command -v gnubg >/dev/null && [ ! -x /usr/games/gnubg ]; then
    echo "differential: gnubg not found (Debian package gnubg; \`make deps\` installs it)" >&2
    exit 2
fi

if [ -n "${SEED:-}" ]; then
    [[ $SEED =~ ^[0-9]{1,9}$ ]] || { echo "differential: SEED must be a number below 10^9" >&2; exit 2; }
    seed=$((10#$SEED))
else
    seed=$(( $(od -An -N4 -tu4 /dev/urandom) % 1000000000 ))
fi
echo "differential: seed $seed   (SEED=$seed tests/differential.sh $bin replays this run)"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/differential.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# Everything below follows from the seed: bash's RANDOM picks the lengths, gnubg gets seed+k.
RANDOM=$((seed % 32768))
lengths=(1 3 5 7 9 11)
plan=()
for k in 1 2 3; do
    plan+=("match ${lengths[RANDOM % 6]} $((seed + k)) match")
done
plan+=("match 11 $((seed + 4)) match")
plan+=("money 8 $((seed + 5)) off")
plan+=("money 8 $((seed + 6)) on")

start=$SECONDS
for p in "${plan[@]}"; do
    read -r kind n s jacoby <<<"$p"
    if [ "$kind" = match ]; then
        name="match${n}_s$s"
        "$selfplay" match "$n" "$s" "$tmp" "$name" 0 ||
            { echo "differential: gnubg failed on $name" >&2; exit 1; }
    else
        name="money${n}_s$s"
        [ "$jacoby" = on ] && name="money${n}_jacoby_s$s"
        "$selfplay" money "$n" "$s" "$tmp" "$name" 0 "$jacoby" ||
            { echo "differential: gnubg failed on $name" >&2; exit 1; }
    fi
    for ext in mat sgf; do
        [ -s "$tmp/$name.$ext" ] || { echo "differential: gnubg wrote no $name.$ext" >&2; exit 1; }
    done
done

# The games gnubg wrote: ` Game k` headers in the .mat, game trees in the .sgf; they must agree.
mat_games=$(cat "$tmp"/*.mat | grep -c '^ Game [0-9]' || true)
sgf_games=$(cat "$tmp"/*.sgf | { grep -o '(;FF\[4\]GM\[6\]' || true; } | wc -l)
if [ "$mat_games" -eq 0 ] || [ "$mat_games" -ne "$sgf_games" ]; then
    echo "differential: gnubg wrote $mat_games games in .mat but $sgf_games in .sgf" >&2
    exit 1
fi
logs=("$tmp"/*.mat "$tmp"/*.sgf)
nfiles=${#logs[@]}
echo "differential: gnubg played $mat_games games in $((SECONDS - start)) s:" \
     "$(for f in "$tmp"/*.mat; do f=${f##*/}; printf '%s ' "${f%.mat}"; done)(each as .mat and .sgf)"

set +e
timeout 300 "$bin" check --format json "${logs[@]}" >"$tmp/out.json" 2>"$tmp/err.txt"
rc=$?
set -e
sed "s|$tmp/||g" "$tmp/err.txt" >&2

fail=0
summary=$(grep '^{"summary":' "$tmp/out.json" || true)
num() { sed -n "s/.*\"$1\":\([0-9]*\).*/\1/p" <<<"$summary"; }
if [ -z "$summary" ]; then
    echo "differential: FAIL: $bin check wrote no summary (exit $rc)" >&2
    fail=1
else
    errors=$(num errors); warnings=$(num warnings); games=$(num games)
    unreadable=$(num unreadable); files=$(num files)
    echo "differential: $bin check: $files files, $games games, $(num moves) moves," \
         "$errors errors, $warnings warnings, $unreadable unreadable (exit $rc)"
    if [ "$warnings" -gt 0 ]; then
        echo "differential: warnings (allowed):"
        grep '"severity":"warning"' "$tmp/out.json" | sed "s|$tmp/||g"
    fi
    if [ "$errors" -gt 0 ] || [ "$unreadable" -gt 0 ] || grep -q '"severity":"error"' "$tmp/out.json"; then
        echo "differential: FAIL: error findings (or unreadable files) on legal gnubg play:" >&2
        grep '"severity":"error"' "$tmp/out.json" | sed "s|$tmp/||g" >&2
        fail=1
    fi
    if [ "$files" -ne "$nfiles" ]; then
        echo "differential: FAIL: $files files audited, $nfiles given" >&2
        fail=1
    fi
    if [ "$games" -ne $((mat_games + sgf_games)) ]; then
        echo "differential: FAIL: $games games audited, gnubg wrote $mat_games in the .mat" \
             "files and $sgf_games in the .sgf files ($((mat_games + sgf_games)))" >&2
        fail=1
    fi
fi
if [ "$rc" -ne 0 ] && [ "$fail" -eq 0 ]; then
    echo "differential: FAIL: $bin check exited $rc" >&2
    fail=1
fi
if [ "$fail" -ne 0 ]; then
    if [ -n "${KEEP:-}" ]; then
        mkdir -p "$KEEP" && cp "$tmp"/*.mat "$tmp"/*.sgf "$KEEP"/
        echo "differential: the games are kept in $KEEP" >&2
    fi
    echo "differential: FAIL (SEED=$seed reproduces it; KEEP=DIR keeps the games)" >&2
    exit 1
fi
echo "differential: PASS (seed $seed)"
