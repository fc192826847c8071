#!/usr/bin/env bash
# What one hand costs to write, in instructions (callgrind), at the command line and from a phone:
#   bench/write_cost.sh
# A generated tournament of 1,000 players and 2,500 games gets a game in round 11 with 11 hands; then the
# 12th hand is written once with `tenbou hand draw` (the whole process: start, open, write, print) and once
# by POST /api/games/11/1/hands to `tenbou serve` (the request alone: the server's counters are zeroed just
# before it and dumped just after). Each write starts from the same copy of the file. KEEP=FOLDER keeps both
# profiles for callgrind_annotate.
set -euo pipefail
. "$(dirname "$0")/setup.sh"
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install valgrind"; exit 1; }

"$build/generate_games" 2500 3 ema2016 250 > "$work/games.jsonl"
"$tenbou" init "$work/t.tenbou" --name "Bench Open" > /dev/null
"$tenbou" --db "$work/t.tenbou" game import "$work/games.jsonl" --add-players > /dev/null
"$tenbou" --db "$work/t.tenbou" game start --round 11 --table 1 --players "Player 1,Player 2,Player 3,Player 4" > /dev/null
for hand in $(seq 1 11); do  # dealer tenpai keeps the deal; two tenpai sets in turn, so no hand repeats the one before
  if ((hand % 2)); then tenpai=E; else tenpai=E,S; fi
  "$tenbou" --db "$work/t.tenbou" hand draw --game 11/1 --tenpai "$tenpai" > /dev/null
done

instructions() { sed -n 's/^summary: //p; s/^totals: //p' "$1" | head -1 | awk '{print $1}'; }

cp "$work/t.tenbou" "$work/cli.tenbou"
valgrind --tool=callgrind --callgrind-out-file="$work/cli.out" \
  "$tenbou" --db "$work/cli.tenbou" hand draw --game 11/1 --tenpai E,W --expect 12 > /dev/null 2>&1
cli=$(instructions "$work/cli.out")

cp "$work/t.tenbou" "$work/api.tenbou"
key=$("$tenbou" --db "$work/api.tenbou" keys --round 11 --format json |
  python3 -c 'import json, sys; print(next(g["key"] for g in json.load(sys.stdin)["tables"] if g["game"] == "11/1"))')
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
valgrind --tool=callgrind --callgrind-out-file="$work/api.out.%p" \
  "$tenbou" --db "$work/api.tenbou" serve --bind 127.0.0.1 --port "$port" > "$work/serve.out" 2>&1 &
server=$!
until grep -q "Ctrl-C stops" "$work/serve.out" 2>/dev/null; do sleep 0.5; done  # started, its keys listed
callgrind_control -z "$server" > /dev/null 2>&1
status=$(curl -s -o "$work/answer.json" -w '%{http_code}' -H "Content-Type: application/json" -H "Authorization: Bearer $key" \
  -d '{"result": "draw", "tenpai": ["Player 1", "Player 3"], "expect": 12}' "http://127.0.0.1:$port/api/games/11/1/hands")
callgrind_control -d "$server" > /dev/null 2>&1
kill "$server"; wait "$server" 2>/dev/null || true
[ "$status" = 200 ] || { echo "the phone's write was answered $status: $(cat "$work/answer.json")"; exit 1; }
api=$(instructions "$(ls "$work"/api.out.*.1 2>/dev/null | head -1)")

python3 - "$cli" "$api" <<'PY'
import sys
cli, api = (int(n) for n in sys.argv[1:])
print(f"hand draw at the command line  {cli:>14,} instructions (the whole process)")
print(f"phone write (POST .../hands)   {api:>14,} instructions (the request), {api / cli:.2f} x the command line")
PY
# KEEP=FOLDER keeps the two profiles there, for callgrind_annotate.
if [ -n "${KEEP:-}" ]; then mkdir -p "$KEEP" && cp "$work/cli.out" "$KEEP/cli.callgrind" && cp "$(ls "$work"/api.out.*.1 | head -1)" "$KEEP/api.callgrind"; fi
