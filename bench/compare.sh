#!/usr/bin/env bash
# Read paths of the current build against an older revision, run by hand from the repository root after
# `make demo` or `make test`:
#   bench/compare.sh [--callgrind] [REV] [GAMES]
# REV (default 51de0d3) is built once (build_revision in bench/setup.sh), so a rerun does not build it again;
# "now" is $BUILD (default build/). Each build generates and imports its own tournament as bench/standings.sh
# does (1,000 players, 10 rounds) and, on a copy, starts game 11/1 and enters 11 hands.
# Then hyperfine times, side by side, `standings`, `stats`, the 12th hand (`hand draw`, every run on a fresh
# copy of that file) and `replay` of GAMES generated games (default 20,000), and prints each median and
# now/then. With --callgrind each command runs once under callgrind instead and the instruction counts (Ir)
# are printed; KEEP=FOLDER keeps the profiles there for callgrind_annotate.
set -euo pipefail
mode=hyperfine
if [ "${1:-}" = --callgrind ]; then mode=callgrind; shift; fi
rev=${1:-51de0d3} games=${2:-20000}
. "$(dirname "$0")/setup.sh"
[ "$mode" = hyperfine ] || command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install valgrind"; exit 1; }

build_revision "$rev"

# tournament SIDE BUILD: that build's own files, $work/SIDE.tenbou (the tournament), SIDE.hand.tenbou (the
# same with game 11/1 at its 12th hand) and SIDE.replay.jsonl (GAMES game records).
tournament() {
  local side=$1 b=$2 db=$work/$1.tenbou
  "$b/generate_games" 2500 3 ema2016 250 > "$work/$side.jsonl"
  "$b/tenbou" init "$db" --name "Bench Open" > /dev/null
  "$b/tenbou" --db "$db" game import "$work/$side.jsonl" --add-players > /dev/null
  "$b/tenbou" --db "$db" tournament set tie-breaks average-place,head-to-head > /dev/null
  cp "$db" "$work/$side.hand.tenbou"
  db=$work/$side.hand.tenbou
  "$b/tenbou" --db "$db" game start --round 11 --table 1 --players "Player 1,Player 2,Player 3,Player 4" > /dev/null
  for hand in $(seq 1 11); do  # dealer tenpai keeps the deal; two tenpai sets in turn, so no hand repeats the one before
    if ((hand % 2)); then tenpai=E; else tenpai=E,S; fi
    "$b/tenbou" --db "$db" hand draw --game 11/1 --tenpai "$tenpai" > /dev/null
  done
  "$b/generate_games" "$games" 1 > "$work/$side.replay.jsonl"
}
tournament old "$old_build"
tournament now "$build"

# The four commands of SIDE with BUILD's tenbou; the hand is drawn on SIDE.run.tenbou, a fresh copy.
command_of() {
  local t="$2/tenbou" f=$work/$1
  case $3 in
    standings) echo "$t --db $f.tenbou standings" ;;
    stats) echo "$t --db $f.tenbou stats" ;;
    "hand draw") echo "$t --db $f.run.tenbou hand draw --game 11/1 --tenpai E,W" ;;
    replay) echo "$t replay $f.replay.jsonl" ;;
  esac
}
names=(standings stats "hand draw" replay)

if [ "$mode" = callgrind ]; then
  instructions() { sed -n 's/^summary: //p; s/^totals: //p' "$1" | head -1 | awk '{print $1}'; }
  for name in "${names[@]}"; do
    for side in old now; do
      if [ "$side" = old ]; then b=$old_build; else b=$build; fi
      cp "$work/$side.hand.tenbou" "$work/$side.run.tenbou"
      # shellcheck disable=SC2046  # the command is words without quotes
      valgrind --tool=callgrind --callgrind-out-file="$work/${name// /_}.$side.callgrind" \
        $(command_of "$side" "$b" "$name") > /dev/null 2>&1
    done
    echo "$name $(instructions "$work/${name// /_}.old.callgrind") $(instructions "$work/${name// /_}.now.callgrind")"
  done > "$work/instructions"
  python3 - "$rev" "$work/instructions" <<'PY'
import sys
print(f"{'':<10} {'then (' + sys.argv[1] + ')':>18} {'now':>16} {'now/then':>9}   instructions (Ir)")
for line in open(sys.argv[2]):
    *words, then, now = line.split()
    print(f"{' '.join(words):<10} {int(then):>18,} {int(now):>16,} {int(now) / int(then):9.2f}")
PY
  if [ -n "${KEEP:-}" ]; then mkdir -p "$KEEP" && cp "$work"/*.callgrind "$KEEP"; fi
  exit 0
fi

for name in "${names[@]}"; do
  prepare=()
  if [ "$name" = "hand draw" ]; then
    prepare=(--prepare "cp $work/old.hand.tenbou $work/old.run.tenbou" --prepare "cp $work/now.hand.tenbou $work/now.run.tenbou")
  fi
  hyperfine -N --warmup 3 --runs 30 "${prepare[@]}" --export-json "$work/${name// /_}.json" \
    -n "$name then" "$(command_of old "$old_build" "$name")" \
    -n "$name now" "$(command_of now "$build" "$name")" > /dev/null
done
python3 - "$rev" "$work"/{standings,stats,hand_draw,replay}.json <<'PY'
import json, sys
print(f"{'':<10} {'then (' + sys.argv[1] + ')':>16} {'now':>10} {'now/then':>9}")
for path in sys.argv[2:]:
    then, now = (r["median"] * 1000 for r in json.load(open(path))["results"])
    name = path.rsplit("/", 1)[1][:-5].replace("_", " ")
    print(f"{name:<10} {then:13.1f} ms {now:7.1f} ms {now / then:9.2f}")
PY
