#!/usr/bin/env bash
# Standings and statistics benchmarks, run by hand from the repository root after `make demo` or `make test`:
#   bench/standings.sh
# A generated tournament of 1,000 players and 10 rounds (250 tables a round, 2,500 games, reseated at
# random every round) is imported once; then `tenbou standings`, `tenbou stats` and the other whole-
# tournament reports are timed end to end (process start, open, read, compute, print) with hyperfine.
set -euo pipefail
. "$(dirname "$0")/setup.sh"

"$build/generate_games" 2500 3 ema2016 250 > "$work/games.jsonl"
"$tenbou" init "$work/t.tenbou" --name "Bench Open" > /dev/null
"$tenbou" --db "$work/t.tenbou" game import "$work/games.jsonl" --add-players
"$tenbou" --db "$work/t.tenbou" tournament set tie-breaks average-place,head-to-head > /dev/null

hyperfine --warmup 3 --runs 30 -N --export-json "$work/times.json" \
  -n standings "$tenbou --db $work/t.tenbou standings" \
  -n "standings html" "$tenbou --db $work/t.tenbou standings --format html" \
  -n stats "$tenbou --db $work/t.tenbou stats" \
  -n "export results csv" "$tenbou --db $work/t.tenbou export results" \
  -n "player show" "$tenbou --db $work/t.tenbou player show 'Player 500'" \
  -n "round show" "$tenbou --db $work/t.tenbou round show 10" > /dev/null
python3 - "$work/times.json" <<'PY'
import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    t = sorted(r["times"])
    print(f"{r['command']:<20} median {r['median'] * 1000:6.1f} ms  (min {t[0] * 1000:.1f}, max {t[-1] * 1000:.1f}, {len(t)} runs)")
PY
