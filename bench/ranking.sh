#!/usr/bin/env bash
# The EMA ranking over many tournaments, run by hand from the repository root after `make demo` or `make test`:
#   bench/ranking.sh [FILES]
# One generated tournament of 100 players (200 games, 25 tables a round, the same players throughout) is copied to
# FILES files (default 1,000), each with its own dates over three years; `tenbou ranking` over all of them is timed
# end to end (process start, every file opened and its standings computed, the ranking, the output) with hyperfine.
set -euo pipefail
. "$(dirname "$0")/setup.sh"
files=${1:-1000}

"$build/generate_games" 200 3 ema2016 25 > "$work/games.jsonl"
"$tenbou" init "$work/t.tenbou" --name "Bench Open" > /dev/null
"$tenbou" --db "$work/t.tenbou" game import "$work/games.jsonl" --add-players > /dev/null
for i in $(seq 1 "$files"); do
  cp "$work/t.tenbou" "$work/t$i.tenbou"
  day=$(date -u -d "2024-01-01 + $i days" +%F)
  "$tenbou" --db "$work/t$i.tenbou" tournament set dates "$day" > /dev/null
done
rm "$work/t.tenbou"

list=$(ls "$work"/t*.tenbou | tr '\n' ' ')
hyperfine --warmup 1 --runs 5 -N --export-json "$work/times.json" \
  -n "ranking of $files files" "$tenbou ranking --as-of 2026-12-31 --format json --output $work/ranking.json $list" > /dev/null
python3 - "$work/times.json" <<'PY'
import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    t = sorted(r["times"])
    print(f"{r['command']:<24} median {r['median']:6.2f} s  (min {t[0]:.2f}, max {t[-1]:.2f}, {len(t)} runs)")
PY
