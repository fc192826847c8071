#!/usr/bin/env bash
# tenbou serve under load, run by hand from the repository root after `make demo` or `make test`:
#   bench/serve.sh [TABLES] [VIEWERS] [SECONDS] [PAUSE_MS] [POLL_MS]
# A tournament of TABLES tables (4 x TABLES players, 6 rounds of a seating plan, all started at once
# through the organiser's API) is served on loopback. One
# client per table enters generated games hand after hand (PAUSE_MS between hands, round after round) while
# VIEWERS clients poll the standings every POLL_MS, for SECONDS; meanwhile a referee enters hands with the
# command line on a game of its own. Then: requests per second and p50/p99/max latency for writes and reads,
# every hand recorded exactly once, the referee's command times, and a clean audit.
set -euo pipefail
. "$(dirname "$0")/setup.sh"
tables=${1:-40} viewers=${2:-200} seconds=${3:-30} pause=${4:-250} poll=${5:-1000}
rounds=6
db=$work/serve.tenbou

"$tenbou" init "$db" --name "Load Open" > /dev/null
{ echo name; for p in $(seq 1 $((4 * tables))); do echo "Player $p"; done; } > "$work/players.csv"
"$tenbou" --db "$db" player import "$work/players.csv" > /dev/null
"$tenbou" --db "$db" seating generate --rounds "$rounds" --time-limit 2 > /dev/null 2>&1
"$tenbou" --db "$db" game start --round 99 --table 1 --players "Player 1,Player 2,Player 3,Player 4" > /dev/null

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$tenbou" --db "$db" serve --bind 127.0.0.1 --port "$port" > /dev/null 2> "$work/serve.log" &
server=$!
until curl -sf "http://127.0.0.1:$port/api/version" > /dev/null; do sleep 0.1; done
organiser=$("$tenbou" --db "$db" keys --format json | python3 -c 'import json, sys; print(json.load(sys.stdin)["organiser"])')
# Round 1 through the organiser's API; the later rounds' games one by one, as a round starts only once
# the one before is over.
curl -sf -d "{}" -H "Content-Type: application/json" -H "Authorization: Bearer $organiser" \
  "http://127.0.0.1:$port/api/rounds/1/start" > /dev/null
for round in $(seq 2 $rounds); do
  for table in $(seq 1 $tables); do "$tenbou" --db "$db" game start --round "$round" --table "$table" > /dev/null; done
done
"$tenbou" --db "$db" keys --format json > "$work/keys.json"

# The referee at a terminal: a draw with the dealer tenpai (the game goes on) every second while the load
# runs, each timed.
( for hand in $(seq 1 $((seconds - 2))); do
    started=$(date +%s%N)
    "$tenbou" --db "$db" hand draw --game 99/1 --tenpai E --expect "$hand" > /dev/null
    echo $(( ($(date +%s%N) - started) / 1000000 ))
    sleep 1
  done > "$work/referee.ms" ) &
referee_job=$!

"$build/serve_load" "$port" "$work/keys.json" "$rounds" "$tables" "$viewers" "$seconds" "$pause" "$poll"
wait "$referee_job"
kill -INT "$server"
wait "$server"
sort -n "$work/referee.ms" | awk '{ a[NR] = $1 } END { printf "referee at the command line: %d hands, median %d ms, max %d ms\n", NR, a[int((NR + 1) / 2)], a[NR] }'
tail -1 "$work/serve.log"
"$tenbou" --db "$db" audit
