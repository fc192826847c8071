#!/usr/bin/env bash
# tenbou serve under load, run by hand from the repository root after `make demo` or `make test`:
#   bench/serve.sh [TABLES] [VIEWERS] [SECONDS] [PAUSE_MS] [POLL_MS]
# A tournament of TABLES tables (4 x TABLES players, 6 rounds of a seating plan, see serve_setup.sh) is
# served on loopback. One phone per table enters generated games hand after hand (PAUSE_MS between hands, round after round) while
# VIEWERS clients poll the standings every POLL_MS, for SECONDS; meanwhile a referee enters hands with the
# command line on a game of its own. Then: requests per second and p50/p99/max latency for writes and reads,
# every hand recorded exactly once, the referee's command times, and a clean audit.
set -euo pipefail
. "$(dirname "$0")/setup.sh"
. "$(dirname "$0")/serve_setup.sh"
tables=${1:-40} viewers=${2:-200} seconds=${3:-30} pause=${4:-250} poll=${5:-1000}
rounds=6
db=$work/serve.tenbou

serve_tournament "$db" "$tables" "$rounds"
"$tenbou" --db "$db" game start --round 99 --table 1 --players "Player 1,Player 2,Player 3,Player 4" > /dev/null

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
