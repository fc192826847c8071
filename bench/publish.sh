#!/usr/bin/env bash
# Publishing benchmark, run by hand from the repository root after `make demo` or `make test`:
#   bench/publish.sh
# A generated tournament of 200 players and 10 rounds (50 tables a round, 500 games played hand by hand) is imported
# once; then `tenbou publish` is timed end to end in all five languages: a first publish into a new folder, and
# publishing again with nothing changed (every file compared, none rewritten).
set -euo pipefail
. "$(dirname "$0")/setup.sh"

"$build/generate_games" 500 3 ema2016 50 > "$work/games.jsonl"
"$tenbou" init "$work/t.tenbou" --name "Bench Open" > /dev/null
"$tenbou" --db "$work/t.tenbou" game import "$work/games.jsonl" --add-players > /dev/null

hyperfine --warmup 1 --runs 10 -N --export-json "$work/times.json" \
  --prepare "rm -rf $work/fresh" -n "publish, new folder" "$tenbou --db $work/t.tenbou publish $work/fresh" \
  -n "publish again, unchanged" "$tenbou --db $work/t.tenbou publish $work/site" > /dev/null
"$tenbou" --db "$work/t.tenbou" publish "$work/site" | head -1
python3 - "$work/times.json" <<'PY'
import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    t = sorted(r["times"])
    print(f"{r['command']:<26} median {r['median']:6.2f} s  (min {t[0]:.2f}, max {t[-1]:.2f}, {len(t)} runs)")
PY
