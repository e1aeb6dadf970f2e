#!/bin/bash
# (A verbatim copy of the project's shared tool ../shared/tools/gnubg-selfplay.sh, kept here so
# tests/gen-selfplay.sh, tests/differential.sh and tests/bench/run.sh work from a bare checkout.)
# Self-play with GNU Backgammon (Debian package gnubg), exported as Jellyfish .mat and gnubg .sgf.
# usage: gnubg-selfplay.sh match LENGTH SEED OUTDIR NAME [PLIES]
#        gnubg-selfplay.sh money NGAMES SEED OUTDIR NAME [PLIES] [JACOBY on|off]
# The same seed gives the same games. PLIES 0 is fast; 2 plays stronger, closer to human records.
set -e
export PATH=$PATH:/usr/games
kind=$1; n=$2; seed=$3; out=$4; name=$5; plies=${6:-0}; jacoby=${7:-off}
mkdir -p "$out"
{
  echo "set defaultnames alice bob"
  echo "set player 0 name alice"; echo "set player 1 name bob"
  echo "set player 0 gnubg"; echo "set player 1 gnubg"
  for p in 0 1; do
    echo "set player $p chequerplay evaluation plies $plies"
    echo "set player $p cubedecision evaluation plies $plies"
  done
  echo "set rng mersenne"; echo "set seed $seed"
  echo "set automatic roll on"; echo "set display off"
  if [ "$kind" = match ]; then
    echo "set automatic game on"; echo "new match $n"
  else
    echo "set jacoby $jacoby"; echo "set automatic game off"; echo "new session"
    for ((i=1;i<n;i++)); do echo "new game"; done
  fi
  echo "export match mat $out/$name.mat"
  echo "save match $out/$name.sgf"
} | gnubg -t -q -r > /dev/null 2>&1
