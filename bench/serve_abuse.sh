#!/usr/bin/env bash
# tenbou serve attacked while a tournament is played on it, run by hand from the repository root after
# `make demo` or `make test`:
#   bench/serve_abuse.sh [ATTACK...] [SECONDS]
# For each attack (default: every one, with none first), a fresh server on loopback with a tournament of
# 40 tables: the tables enter games and 200 viewers poll while the attack runs (see bench/serve_abuse.cc),
# then the latencies, the longest silence, the server's peak memory, the log's growth and a clean audit.
set -euo pipefail
. "$(dirname "$0")/setup.sh"
seconds=20
attacks=()
for a in "$@"; do
  if [[ $a =~ ^[0-9]+$ ]]; then seconds=$a; else attacks+=("$a"); fi
done
[ ${#attacks[@]} -gt 0 ] || attacks=(none slowloris idle pollers chunked headers ranges keys)
tables=40 rounds=6
ulimit -n 4096 2>/dev/null || true

for attack in "${attacks[@]}"; do
  db=$work/$attack.tenbou
  "$tenbou" init "$db" --name "Abuse Open" > /dev/null
  { echo name; for p in $(seq 1 $((4 * tables))); do echo "Player $p"; done; } > "$work/players.csv"
  "$tenbou" --db "$db" player import "$work/players.csv" > /dev/null
  "$tenbou" --db "$db" seating generate --rounds "$rounds" --time-limit 1 > /dev/null 2>&1
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
  echo "== $attack"
  "$build/serve_abuse" "$port" "$work/keys.json" "$rounds" "$server" "$attack" "$seconds" "$tables" 200 || true
  echo "server log: $(wc -c < "$work/serve.log") bytes, $(grep -c 'refused' "$work/serve.log" || true) lines of refusals"
  kill -INT "$server"
  wait "$server" || true
  "$tenbou" --db "$db" audit | tail -1
done
