#!/usr/bin/env bash
# Tournament-file benchmarks, run by hand from the repository root after `make demo` or `make test`:
#   bench/tournament.sh
# 1. `tenbou game import` of 10,000 generated game records (one JSON Lines file) into a new file.
# 2. One `tenbou hand ron` end to end (process start, open, validate, commit, print) on a file holding
#    about 100,000 hands: hyperfine, median (153 runs: a game holds at most 200 hands). The dealer wins every
#    time, so the game never ends.
set -euo pipefail
. "$(dirname "$0")/setup.sh"

"$build/generate_games" 10000 1 ema2016 100 > "$work/import.jsonl"
median() { python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['results'][0]; print(f'median {r[\"median\"]*1000:.1f} ms over {len(r[\"times\"])} runs')" "$1"; }

hyperfine --runs 5 --export-json "$work/import.json" \
  --prepare "rm -f $work/import.tenbou*; $tenbou init $work/import.tenbou --name Import > /dev/null" \
  "$tenbou --db $work/import.tenbou game import $work/import.jsonl --add-players"
echo "game import of 10,000 records: $(median "$work/import.json")"

"$build/generate_games" 8700 2 ema2016 100 > "$work/big.jsonl"
"$tenbou" init "$work/big.tenbou" --name "Big Open" > /dev/null
"$tenbou" --db "$work/big.tenbou" game import "$work/big.jsonl" --add-players
"$tenbou" --db "$work/big.tenbou" game start --round 99 --table 1 --players "Player 1,Player 2,Player 3,Player 4"
hyperfine --warmup 3 --runs 150 -N --export-json "$work/ron.json" \
  "$tenbou --db $work/big.tenbou hand ron --game 99/1 --winner E --from S --han 3 --fu 30 --riichi E"
echo "hand ron on about 100,000 hands: $(median "$work/ron.json")"
"$tenbou" --db "$work/big.tenbou" audit
