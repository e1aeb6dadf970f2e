#!/bin/bash
# tests/bench/run.sh BIN — the benchmark behind `make bench`.
#
# (a) backgammon: `BIN check` against GNU Backgammon importing the same .mat files (at least 1,000
#     self-play games, generated once with gnubg into build/bench/ and cached by seed), both pinned
#     to one core, repeated; printed as games per second and the ratio gameaudit/gnubg (aim 30x).
#     Then the peak memory of `BIN check` on a 1,000-game and a 10,000-game file: the larger may
#     not use more than twice the smaller.
# (b) BGA archives: `BIN events FILE --format json` against a program that only json_loadf's the
#     same file (tests/bench/jansson_only.c), on a real archive and a 100 MB synthetic one.
# (c) Terraforming Mars: `BIN check` on a BGA archive (the whole audit) against json_loadf alone.
# A part is skipped, saying why, when BIN lacks what it measures (no backgammon engine in
# `BIN games`; `BIN events` failing).
#
# Environment: RUNS (timed runs per command, default 5), BENCH_SEED (default 7000), BENCH_CPU
# (core to pin to, default 0), BENCH_DIR (default build/bench), BENCH_STRICT=1 (fail when an aim
# is missed), BGA_TABLE (the real archive), BGA_MB (synthetic size, default 100).
# Exit status: 0 done (aims are reported, not enforced unless BENCH_STRICT=1), 1 a check failed
# (game counts disagree, memory grows with games, a tool failed), 2 usage.
set -euo pipefail

if [ $# -ne 1 ]; then
    echo "usage: tests/bench/run.sh BIN" >&2
    exit 2
fi
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
[ -x "$bin" ] || { echo "bench: $1 is not an executable" >&2; exit 2; }
runs=${RUNS:-5}
seed=${BENCH_SEED:-7000}
cpu=${BENCH_CPU:-0}
bench=${BENCH_DIR:-$root/build/bench}
bga_mb=${BGA_MB:-100}
strict=${BENCH_STRICT:-0}
[[ $runs =~ ^[1-9][0-9]*$ && $seed =~ ^[0-9]+$ && $cpu =~ ^[0-9]+$ && $bga_mb =~ ^[1-9][0-9]*$ ]] ||
    { echo "bench: RUNS, BENCH_SEED, BENCH_CPU and BGA_MB take numbers" >&2; exit 2; }
gnubg=$(command -v gnubg || echo /usr/games/gnubg)
selfplay="$root/tests/gnubg-selfplay.sh"
pin=(taskset -c "$cpu")
status=0
mkdir -p "$bench"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

fail() { echo "bench: FAIL: $*" >&2; status=1; }
aim() {     # aim WHAT VALUE MIN: reports whether VALUE reaches MIN
    if awk -v v="$2" -v m="$3" 'BEGIN { exit !(v >= m) }'; then
        echo "  aim $1 >= $3: met"
    else
        echo "  aim $1 >= $3: NOT met"
        [ "$strict" = 1 ] && status=1
    fi
    return 0
}

# Tools of the benchmark itself: C11, warning-clean, built with the system compiler.
build_tool() {      # build_tool NAME [pkg-config packages]: tests/bench/NAME.c → $bench/NAME
    local name=$1 src=$root/tests/bench/$1.c; shift
    if [ ! -x "$bench/$name" ] || [ "$src" -nt "$bench/$name" ]; then
        # shellcheck disable=SC2046
        ${CC:-cc} -std=c11 -D_GNU_SOURCE -O2 -Wall -Wextra -Wshadow -Wstrict-prototypes \
            -Wmissing-prototypes $( [ $# -gt 0 ] && pkg-config --cflags "$@") -o "$bench/$name" "$src" \
            $( [ $# -gt 0 ] && pkg-config --libs "$@")
    fi
}
build_tool maxrss

# measure OUT CMD...: times each command (a plain command line, no shell: words split at spaces,
# output discarded), a warm-up run then $runs runs; writes one line "mean_wall_s mean_cpu_s" per
# command into OUT.  hyperfine when present (its JSON kept as OUT.json), else bash's `time`.
measure() {
    local out=$1; shift
    if command -v hyperfine >/dev/null; then
        hyperfine --shell=none --style none --warmup 1 --runs "$runs" --ignore-failure \
            --export-json "$out.json" "$@" >/dev/null
        awk -F': *' '/"mean":/ { m = $2 } /"user":/ { u = $2 }
                     /"system":/ { s = $2; gsub(/,/, "", m); gsub(/,/, "", u); gsub(/,/, "", s);
                                   printf "%.6f %.6f\n", m, u + s }' "$out.json" >"$out"
    else
        : >"$out"
        local c i TIMEFORMAT='%3R %3U %3S'
        for c in "$@"; do
            $c </dev/null >/dev/null 2>&1 || true
            for ((i = 0; i < runs; i++)); do
                { time $c </dev/null >/dev/null 2>&1; } 2>>"$out.times" || true
            done
            awk '{ w += $1; c += $2 + $3 } END { printf "%.6f %.6f\n", w / NR, c / NR }' \
                "$out.times" >>"$out"
            rm -f "$out.times"
        done
    fi
    [ "$(wc -l <"$out")" -eq $# ] || { echo "bench: timing failed" >&2; return 1; }
}

echo "== gameaudit benchmark ($(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, pinned to core $cpu," \
     "$runs runs after a warm-up)"
echo "   gameaudit: $("$bin" --version 2>/dev/null || echo unknown) ($bin)"
echo "   gnubg:     $("$gnubg" --version 2>/dev/null | head -1 || echo 'not installed')"
echo "   jansson:   $(pkg-config --modversion jansson 2>/dev/null || echo 'not installed')"
echo "   timer:     $(command -v hyperfine >/dev/null && hyperfine --version || echo "bash time")"

# ---------------------------------------------------------------- (a) backgammon

# The bench set for a seed: 30 11-point and 20 7-point matches, 8 money sessions of 100 games
# (Jacoby on in every other one), more sessions until there are at least 1,000 games.
bg_data() {
    local dir=$1 k jobs=0 kind n s name jacoby
    [ -f "$dir/.complete" ] && return 0
    if [ ! -x "$gnubg" ]; then
        echo "bench: gnubg not found (Debian package gnubg)" >&2
        return 1
    fi
    echo "-- generating the bench games with gnubg into $dir (once; cached by seed $seed)"
    rm -rf "$dir.part"
    mkdir -p "$dir.part"
    {
        for k in $(seq 1 30); do echo "match 11 $((seed + k)) match11_s$((seed + k))"; done
        for k in $(seq 31 50); do echo "match 7 $((seed + k)) match7_s$((seed + k))"; done
        for k in $(seq 51 58); do
            if ((k % 2)); then echo "money 100 $((seed + k)) money100_s$((seed + k)) off"
            else echo "money 100 $((seed + k)) money100_jacoby_s$((seed + k)) on"; fi
        done
    } >"$dir.part/.specs"
    # gnubg spends most of its self-play time asleep between moves: four at a time.
    while read -r kind n s name jacoby; do
        "$selfplay" "$kind" "$n" "$s" "$dir.part" "$name" 0 ${jacoby:+"$jacoby"} &
        if ((++jobs >= 4)); then wait -n; jobs=$((jobs - 1)); fi
    done <"$dir.part/.specs"
    wait
    k=59
    while [ "$(cat "$dir.part"/*.mat 2>/dev/null | grep -c '^ Game [0-9]')" -lt 1000 ]; do
        "$selfplay" money 100 $((seed + k)) "$dir.part" "money100_s$((seed + k))" 0 off
        k=$((k + 1))
    done
    while read -r _ _ _ name _; do
        [ -s "$dir.part/$name.mat" ] || { echo "bench: gnubg wrote no $name.mat" >&2; return 1; }
    done <"$dir.part/.specs"
    rm -f "$dir.part"/*.sgf
    cat "$dir.part"/*.mat | grep -c '^ Game [0-9]' >"$dir.part/.complete"
    mv "$dir.part" "$dir"
}

# mat_concat N FILE...: one money session of N games cut from the sessions given, cycling
# through them, with the games renumbered and each header's score recomputed from the `Wins`
# lines before it (the column of `Wins` tells the winner), as gnubg writes them.
mat_concat() {
    local n=$1; shift
    awk -v want="$n" '
        FNR == 1 { nf++ }
        nf == 1 && !seen && !/^ Game [0-9]/ { head = head $0 "\n"; next }
        /^ Game [0-9]/ { seen = 1; ng++; skip = 1; next }
        skip { skip = 0; name0[ng] = $0; next }
        ng { body[ng] = body[ng] $0 "\n" }
        END {
            if (!ng) exit 1
            split(name0[1], f, " : ")
            p0 = substr(f[1], 2)
            sub(/^ *[0-9]+ +/, "", f[2]); p1 = f[2]
            printf "%s", head
            for (g = 1; g <= want; g++) {
                b = body[(g - 1) % ng + 1]
                printf " Game %d\n %-31s%s : %d\n%s", g, p0 " : " (s0 + 0), p1, s1, b
                k = split(b, lines, "\n")
                for (i = 1; i <= k; i++)
                    if ((w = index(lines[i], "Wins ")) > 0) {
                        pts = substr(lines[i], w + 5) + 0
                        if (w < 30) s0 += pts; else s1 += pts
                    }
            }
        }' "$@"
}

bg_bench() {
    if ! "$bin" games 2>/dev/null | grep -q '^backgammon\b'; then
        echo; echo "-- SKIP (a) backgammon: \`$(basename "$bin") games\` does not list backgammon (the engine is not built in)"
        return 0
    fi
    if [ ! -x "$gnubg" ]; then
        echo; echo "-- SKIP (a) backgammon: gnubg is not installed (Debian package gnubg)"
        return 0
    fi
    local dir=$bench/bg-s$seed
    bg_data "$dir" || { fail "could not generate the bench games"; return 0; }
    local files=("$dir"/*.mat) games
    games=$(cat "$dir/.complete")
    echo
    echo "-- (a) backgammon: ${#files[@]} .mat files, $games games, $(du -ch "${files[@]}" | tail -1 | cut -f1)"

    # Both tools must really read every game, or the timing means nothing.
    local ga_games
    "$bin" check --format json "${files[@]}" >"$tmp/ga.json" 2>&1 || true
    ga_games=$(sed -n 's/^{"summary":.*"games":\([0-9]*\).*/\1/p' "$tmp/ga.json")
    echo "   gameaudit check audits ${ga_games:-no} games:" \
         "$(grep '^{"summary"' "$tmp/ga.json" | sed 's/^{"summary":{\(.*\)}}$/\1/; s/"//g; s/,/, /g')"
    [ "${ga_games:-0}" = "$games" ] || { fail "gameaudit check audited ${ga_games:-0} of $games games"; return 0; }

    # gnubg: `import mat` reads a file and keeps the match (no analysis: that takes `analyse`).
    # The checked run saves each imported match as SGF and counts its game trees.
    local f i=0
    {
        echo "set display off"
        for f in "${files[@]}"; do echo "import mat $f"; done
    } >"$tmp/import.cmds"
    echo "set display off" >"$tmp/startup.cmds"
    {
        echo "set display off"
        for f in "${files[@]}"; do i=$((i + 1)); echo "import mat $f"; echo "save match $tmp/imp$i.sgf"; done
    } >"$tmp/verify.cmds"
    "$gnubg" -t -q -r -c "$tmp/verify.cmds" </dev/null >"$tmp/gnubg.out" 2>&1 || true
    local gnubg_games analysed
    gnubg_games=$({ cat "$tmp"/imp*.sgf 2>/dev/null || true; } | { grep -o '(;FF\[4\]GM\[6\]' || true; } | wc -l)
    analysed=$({ cat "$tmp"/imp*.sgf 2>/dev/null || true; } | { grep -o '\]D\?A\[' || true; } | wc -l)
    echo "   gnubg import mat reads $gnubg_games games (analysis records in the matches it saves: $analysed)"
    [ "$gnubg_games" = "$games" ] || { fail "gnubg imported $gnubg_games of $games games"; return 0; }
    rm -f "$tmp"/imp*.sgf

    measure "$tmp/bg.times" \
        "${pin[*]} $bin check ${files[*]}" \
        "${pin[*]} $gnubg -t -q -r -c $tmp/import.cmds" \
        "${pin[*]} $bin --version" \
        "${pin[*]} $gnubg -t -q -r -c $tmp/startup.cmds" || { fail "timing failed"; return 0; }
    awk -v g="$games" -v gv="$("$gnubg" --version | sed -n '1s/^GNU Backgammon \([^ ]*\).*/\1/p')" '
        { w[NR] = $1; c[NR] = $2 }
        END {
            printf "   %-32s %7.3f s wall %7.3f s cpu %9.0f games/s wall %9.0f games/s cpu\n",
                   "gameaudit check", w[1], c[1], g / w[1], g / c[1]
            printf "   %-32s %7.3f s wall %7.3f s cpu %9.0f games/s wall %9.0f games/s cpu\n",
                   "gnubg " gv " -t: import mat", w[2], c[2], g / w[2], g / c[2]
            printf "   start-up alone (cpu): gameaudit %.3f s, gnubg %.3f s (loading its nets)\n",
                   c[3], c[4]
            printf "   gameaudit/gnubg = %.1fx (wall clock), %.1fx (cpu time)", w[2] / w[1], c[2] / c[1]
            if (c[1] > c[3] && c[2] > c[4])
                printf ", %.1fx (cpu time, start-up excluded)", (c[2] - c[4]) / (c[1] - c[3])
            printf "\n"
        }' "$tmp/bg.times"
    aim "gameaudit/gnubg (cpu time)" \
        "$(awk 'NR == 1 { a = $2 } NR == 2 { b = $2 } END { print b / a }' "$tmp/bg.times")" 30

    # Memory must not grow with the games in a file: 1,000 games against 10,000 (ten times the
    # bytes).  The input itself is held whole (mapped read-only), so its pages are part of the
    # peak RSS; what must stay flat is the rest, the memory gameaudit allocates to audit it.
    # The games come from the sessions without Jacoby (a .mat cannot say it was on).
    local money=("$dir"/money100_s*.mat) n rss n_audited kib own mem=$dir-mem
    mkdir -p "$mem"
    for n in 1000 10000; do
        if [ ! -s "$mem/mem$n.mat" ] || [ "$0" -nt "$mem/mem$n.mat" ]; then
            mat_concat "$n" "${money[@]}" >"$mem/mem$n.mat"
        fi
        "$bench/maxrss" "$tmp/rss$n" "$bin" check --format json "$mem/mem$n.mat" >"$tmp/mem$n.json" 2>&1 || true
        rss=$(cat "$tmp/rss$n")
        kib=$(( ($(stat -c %s "$mem/mem$n.mat") + 4095) / 4096 * 4 ))  # whole 4 KiB pages
        own=$((rss > kib ? rss - kib : 0))
        echo "$own" >"$tmp/own$n"
        n_audited=$(sed -n 's/^{"summary":.*"games":\([0-9]*\).*/\1/p' "$tmp/mem$n.json")
        printf "   peak RSS, one file of %5d games: %6d KiB = the input %6d KiB + %6d KiB (%s games audited)\n" \
               "$n" "$rss" "$kib" "$own" "${n_audited:-no}"
        [ "${n_audited:-0}" = "$n" ] || fail "gameaudit check audited ${n_audited:-0} of the $n games in mem$n.mat"
    done
    local ratio
    ratio=$(awk -v a="$(cat "$tmp/own10000")" -v b="$(cat "$tmp/own1000")" 'BEGIN { printf "%.2f", b ? a / b : 99 }')
    if [ "$(cat "$tmp/own10000")" -gt $((2 * $(cat "$tmp/own1000"))) ]; then
        fail "memory grows with the games in a file: beyond its input, gameaudit uses" \
             "$(cat "$tmp/own10000") KiB for 10,000 games, ${ratio}x the $(cat "$tmp/own1000") KiB for 1,000 (limit 2x)"
    else
        echo "   memory beyond the input: 10,000 games use ${ratio}x what 1,000 use (limit 2x): ok"
    fi
}

# ---------------------------------------------------------------- (b) BGA archives

bga_bench() {
    local table=${BGA_TABLE:-}
    if [ -z "$table" ]; then
        table="$root/fixtures/bga/gaiaproject/table-798145204.json"
        [ -z "$table" ] || table=$(realpath "$table")
    fi
    if [ -z "$table" ] || [ ! -f "$table" ]; then
        echo; echo "-- SKIP (b) BGA archives: table-798145204.json not found (set BGA_TABLE)"
        return 0
    fi
    if ! "$bin" events "$table" --format json >/dev/null 2>"$tmp/events.err"; then
        echo; echo "-- SKIP (b) BGA archives: \`$(basename "$bin") events\` fails on $table:" \
             "$(head -1 "$tmp/events.err")"
        return 0
    fi
    if ! pkg-config --exists jansson; then
        echo; echo "-- SKIP (b) BGA archives: jansson's pkg-config file is missing (libjansson-dev)"
        return 0
    fi
    build_tool jansson_only jansson
    build_tool bga_repeat jansson
    local big=$bench/bga-${bga_mb}MB.json
    [ -s "$big" ] || "$bench/bga_repeat" "$table" "$big" "$bga_mb"
    echo
    echo "-- (b) BGA archives: \`gameaudit events FILE --format json\` against json_loadf alone"
    local f size ga_w ga_c js_w js_c
    for f in "$table" "$big"; do
        "$bench/jansson_only" "$f" || { fail "jansson cannot read $f"; continue; }
        if ! "$bin" events "$f" --format json >/dev/null 2>"$tmp/events.err"; then
            fail "gameaudit events fails on $f: $(head -1 "$tmp/events.err")"
            continue
        fi
        size=$(stat -c %s "$f")
        measure "$tmp/bga.times" \
            "${pin[*]} $bin events $f --format json" \
            "${pin[*]} $bench/jansson_only $f" || { fail "timing failed"; continue; }
        read -r ga_w ga_c < <(sed -n 1p "$tmp/bga.times")
        read -r js_w js_c < <(sed -n 2p "$tmp/bga.times")
        awk -v jv="$(pkg-config --modversion jansson)" -v n="$(basename "$f")" -v sz="$size" -v aw="$ga_w" -v ac="$ga_c" -v bw="$js_w" -v bc="$js_c" 'BEGIN {
            printf "   %s (%.1f MB)\n", n, sz / 1e6
            printf "     %-32s %7.3f s wall %7.3f s cpu %7.1f MB/s wall %7.1f MB/s cpu\n",
                   "gameaudit events --format json", aw, ac, sz / 1e6 / aw, sz / 1e6 / ac
            printf "     %-32s %7.3f s wall %7.3f s cpu %7.1f MB/s wall %7.1f MB/s cpu\n",
                   "jansson " jv ": json_loadf only", bw, bc, sz / 1e6 / bw, sz / 1e6 / bc
            printf "     gameaudit/jansson = %.2f (wall clock), %.2f (cpu time)\n", bw / aw, bc / ac }'
        aim "gameaudit/jansson on $(basename "$f") (cpu time)" \
            "$(awk -v a="$ga_c" -v b="$js_c" 'BEGIN { print b / a }')" 0.5
    done
}

# ---------------------------------------------------------------- (c) an engine on BGA archives

# Terraforming Mars: `gameaudit check` (read, decode, replay every counter, tile and card)
# against json_loadf alone, on the bundled Tharsis game (TM_TABLE overrides).
tm_bench() {
    local f=${TM_TABLE:-$(ls "$root"/fixtures/terraformingmars/*.json 2>/dev/null | head -1)}
    if [ -z "$f" ] || [ ! -f "$f" ] || ! pkg-config --exists jansson; then
        echo; echo "-- SKIP (c) Terraforming Mars archive: no fixture (set TM_TABLE) or no jansson"
        return 0
    fi
    build_tool jansson_only jansson
    "$bin" check --quiet "$f" >/dev/null 2>&1
    [ $? -le 1 ] || { fail "gameaudit check cannot read $f"; return 0; }
    local size ga_w ga_c js_w js_c
    size=$(stat -c %s "$f")
    measure "$tmp/tm.times" "${pin[*]} $bin check --quiet $f" "${pin[*]} $bench/jansson_only $f" ||
        { fail "timing failed"; return 0; }
    read -r ga_w ga_c < <(sed -n 1p "$tmp/tm.times")
    read -r js_w js_c < <(sed -n 2p "$tmp/tm.times")
    echo
    echo "-- (c) Terraforming Mars archive: \`gameaudit check\` (the whole audit) against json_loadf alone"
    awk -v n="$(basename "$f")" -v sz="$size" -v aw="$ga_w" -v ac="$ga_c" -v bw="$js_w" -v bc="$js_c" 'BEGIN {
        printf "   %s (%.1f MB)\n", n, sz / 1e6
        printf "     %-32s %7.3f s wall %7.3f s cpu\n", "gameaudit check", aw, ac
        printf "     %-32s %7.3f s wall %7.3f s cpu\n", "jansson: json_loadf only", bw, bc
        printf "     gameaudit/jansson = %.2f (wall clock), %.2f (cpu time)\n", bw / aw, bc / ac }'
}

bg_bench
bga_bench
tm_bench
echo
if [ "$status" -ne 0 ]; then echo "== bench: FAILED"; else echo "== bench: done"; fi
exit "$status"
