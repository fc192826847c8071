# Sourced by the serve benchmarks after setup.sh. serve_file DB serves DB on a free loopback port: it sets
# `port` and `server` (its process) and writes the server's log to $work/serve.log.
# serve_tournament DB TABLES ROUNDS makes a tournament of
# TABLES tables (4 x TABLES players, ROUNDS rounds of a seating plan, every game started: round 1 through
# the organiser's API, the later rounds game by game, as a round starts only once the one before is over)
# and serves it with serve_file, then writes the keys to $work/keys.json.
serve_file() {
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  "$tenbou" --db "$1" serve --bind 127.0.0.1 --port "$port" > /dev/null 2> "$work/serve.log" &
  server=$!
  until curl -sf "http://127.0.0.1:$port/api/version" > /dev/null; do sleep 0.1; done
}

serve_tournament() {
  local db=$1 tables=$2 rounds=$3
  "$tenbou" init "$db" --name "Load Open" > /dev/null
  { echo name; for p in $(seq 1 $((4 * tables))); do echo "Player $p"; done; } > "$work/players.csv"
  "$tenbou" --db "$db" player import "$work/players.csv" > /dev/null
  "$tenbou" --db "$db" seating generate --rounds "$rounds" --time-limit 1 > /dev/null 2>&1
  serve_file "$db"
  local organiser
  organiser=$("$tenbou" --db "$db" keys --format json | python3 -c 'import json, sys; print(json.load(sys.stdin)["organiser"])')
  curl -sf -d "{}" -H "Content-Type: application/json" -H "Authorization: Bearer $organiser" \
    "http://127.0.0.1:$port/api/rounds/1/start" > /dev/null
  for round in $(seq 2 "$rounds"); do
    for table in $(seq 1 "$tables"); do "$tenbou" --db "$db" game start --round "$round" --table "$table" > /dev/null; done
  done
  "$tenbou" --db "$db" keys --format json > "$work/keys.json"
}
