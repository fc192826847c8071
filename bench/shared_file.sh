#!/usr/bin/env bash
# tenbou serve and referees at the command line writing to the same file, run by hand from the repository root
# after `make demo` or `make test`:
#   bench/shared_file.sh [SECONDS] [SESSIONS] [TABLES] [GAP_MS] [PAUSE_MS]
# TABLES phones (build/serve_load, one client per table) each post a hand PAUSE_MS after the answer to the one
# before, game after game, while SESSIONS `tenbou table GAME --yes` sessions (bench/table_session.py) each enter a
# hand GAP_MS after the confirmation of the one before, for SECONDS. Prints the server's write latency
# (p50/p99/max), checks that every hand answered 200 is in the file once and every confirmed session hand too,
# and audits the file.
set -euo pipefail
. "$(dirname "$0")/setup.sh"
. "$(dirname "$0")/serve_setup.sh"
seconds=${1:-20} sessions=${2:-4} tables=${3:-4} gap=${4:-5} pause=${5:-100}
rounds=$((seconds * 2))  # a generated game takes well over half a second at a pause of 100 ms
db=$work/shared.tenbou

"$tenbou" init "$db" --name "Shared Open" > /dev/null
players=$((4 * tables * rounds + 4 * sessions))
{ echo name; for p in $(seq 1 "$players"); do echo "Player $p"; done; } > "$work/players.csv"
"$tenbou" --db "$db" player import "$work/players.csv" > /dev/null
# Every game has players of its own (the Nth game started: players 4N-3 to 4N), so all may be started at once.
started=0
start() {
  local first=$((4 * started + 1))
  "$tenbou" --db "$db" game start --round "$1" --table "$2" \
    --players "Player $first,Player $((first + 1)),Player $((first + 2)),Player $((first + 3))" > /dev/null
  started=$((started + 1))
}
for round in $(seq 1 "$rounds"); do
  for table in $(seq 1 "$tables"); do start "$round" "$table"; done
done
for session in $(seq 1 "$sessions"); do start 99 "$session"; done
"$tenbou" --db "$db" keys --format json > "$work/keys.json"

serve_file "$db"

for session in $(seq 1 "$sessions"); do
  python3 "$(dirname "$0")/table_session.py" "$tenbou" "$db" "99/$session" "$seconds" "$gap" > "$work/session.$session" &
done
status=0
"$build/serve_load" "$port" "$work/keys.json" "$rounds" "$tables" 0 "$seconds" "$pause" || status=1
wait $(jobs -p | grep -v "^$server$")
kill -INT "$server"
wait "$server"
for session in $(seq 1 "$sessions"); do
  read -r game hands _ < "$work/session.$session"
  in_file=$("$tenbou" --db "$db" game show "$game" --format json | python3 -c 'import json, sys; print(len(json.load(sys.stdin)["hands"]))')
  echo "table session $(cat "$work/session.$session"); in the file: $in_file"
  [ "$hands" = "$in_file" ] && grep -q "exit 0$" "$work/session.$session" || status=1
done
"$tenbou" --db "$db" audit | tail -1
exit $status
