#!/usr/bin/env bash
# End-to-end replay benchmark: generates realistic game records as JSON Lines, then times
# `tenbou replay` on them (text and JSON output) with hyperfine, and the engine alone with engine_bench.
# Run by hand from the repository root after `make demo` or `make test`: bench/replay.sh [GAMES]
set -euo pipefail
games=${1:-100000}
. "$(dirname "$0")/setup.sh"
"$build/generate_games" "$games" 1 > "$work/games.jsonl"
echo "$games games, $(python3 -c "import json,sys; print(sum(len(json.loads(l)['hands']) for l in open(sys.argv[1])))" "$work/games.jsonl") hands, $(du -h "$work/games.jsonl" | cut -f1)"
hyperfine --warmup 1 --runs 7 \
  "$build/tenbou replay $work/games.jsonl --format json > /dev/null" \
  "$build/tenbou replay $work/games.jsonl > /dev/null"
"$build/engine_bench"
