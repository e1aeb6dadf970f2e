#!/bin/bash
# gen-selfplay.sh — regenerates fixtures/backgammon/selfplay/: GNU Backgammon self-play at 0-ply,
# every file written both as Jellyfish .mat and as gnubg .sgf, from the fixed seeds below.
#
# usage: tests/gen-selfplay.sh [--verify] [OUTDIR]
#   OUTDIR    where to write (default fixtures/backgammon/selfplay)
#   --verify  regenerate into a temporary directory and compare with OUTDIR; the only lines
#             allowed to differ are the generation date (.mat `; [EventDate "…"]`, .sgf `DT[…]`)
#
# gnubg's Mersenne Twister with a fixed seed plays the same games every time (gnubg 1.07.001);
# the files carry the date they were written, nothing else changes between runs.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
selfplay="$root/tests/gnubg-selfplay.sh"
verify=0
if [ "${1:-}" = "--verify" ]; then verify=1; shift; fi
out=${1:-$root/fixtures/backgammon/selfplay}

if ! command -v gnubg >/dev/null && [ ! -x /usr/games/gnubg ]; then
    echo "gen-selfplay: gnubg not found (Debian package gnubg)" >&2
    exit 2
fi

# kind  length|games  seed  name  [jacoby]   — the whole fixture set, one file pair a line.
specs() {
    local s
    for s in $(seq 1101 1110); do echo "match 1 $s match1_s$s"; done
    for s in $(seq 1301 1307) 1309; do echo "match 3 $s match3_s$s"; done
    for s in $(seq 1501 1506); do echo "match 5 $s match5_s$s"; done
    for s in $(seq 1701 1704); do echo "match 7 $s match7_s$s"; done
    for s in $(seq 1901 1903); do echo "match 9 $s match9_s$s"; done
    for s in $(seq 2101 2104) 2106; do echo "match 11 $s match11_s$s"; done
    echo "money 20 3001 money20_s3001 off"
    echo "money 20 4001 money20_jacoby_s4001 on"
}

gen() {     # gen DIR: writes every pair of the set into DIR
    local dir=$1 kind n seed name jacoby count=0
    mkdir -p "$dir"
    while read -r kind n seed name jacoby; do
        if [ "$kind" = match ]; then
            "$selfplay" match "$n" "$seed" "$dir" "$name" 0
        else
            "$selfplay" money "$n" "$seed" "$dir" "$name" 0 "$jacoby"
        fi
        for ext in mat sgf; do
            [ -s "$dir/$name.$ext" ] || { echo "gen-selfplay: gnubg wrote no $name.$ext" >&2; exit 1; }
        done
        count=$((count + 1))
    done < <(specs)
    echo "gen-selfplay: $count file pairs in $dir"
}

games_in() {    # games_in DIR: the number of ` Game k` headers over the .mat files
    cat "$1"/*.mat | grep -c '^ Game [0-9]'
}

if [ "$verify" = 1 ]; then
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    gen "$tmp"
    bad=0
    while read -r _ _ _ name _; do
        for ext in mat sgf; do
            if ! diff -q <(grep -v -e '^; \[EventDate ' "$tmp/$name.$ext" | sed 's/DT\[[0-9-]*\]//') \
                         <(grep -v -e '^; \[EventDate ' "$out/$name.$ext" | sed 's/DT\[[0-9-]*\]//') >/dev/null; then
                echo "gen-selfplay: $name.$ext differs from $out" >&2
                bad=1
            fi
        done
    done < <(specs)
    [ "$bad" = 0 ] || exit 1
    echo "gen-selfplay: --verify: all $(specs | wc -l) pairs ($(games_in "$tmp") games) match $out"
    exit 0
fi

gen "$out"
echo "gen-selfplay: $(games_in "$out") games, $(du -sh "$out" | cut -f1) in $out"
