#!/usr/bin/env bash
# tenbou serve attacked while a tournament is played on it, run by hand from the repository root after
# `make demo` or `make test`:
#   bench/serve_abuse.sh [ATTACK...] [SECONDS]
# For each attack (default: every one, with none first), a fresh server on loopback with a tournament of
# 40 tables: the tables enter games and 200 viewers poll while the attack runs (see bench/serve_abuse.cc),
# then the latencies, the longest silence, the server's peak memory, the log's growth and a clean audit.
# TENBOU=PATH serves with another build's tenbou (an earlier version, to compare).
set -euo pipefail
. "$(dirname "$0")/setup.sh"
. "$(dirname "$0")/serve_setup.sh"
seconds=20
attacks=()
for a in "$@"; do
  if [[ $a =~ ^[0-9]+$ ]]; then seconds=$a; else attacks+=("$a"); fi
done
[ ${#attacks[@]} -gt 0 ] || attacks=(none slowloris idle pollers chunked headers ranges keys distributed-idle
                                      distributed-slowloris distributed-pollers log-flood dup-keys keyed-cache page-cache)
tables=40 rounds=6
ulimit -n 16384 2>/dev/null || ulimit -n 4096 2>/dev/null || true

for attack in "${attacks[@]}"; do
  db=$work/$attack.tenbou
  # The page caches are attacked on a 1,000-player tournament (250 tables), of which 40 tables play.
  size=$tables
  case $attack in keyed-cache|page-cache) size=250 ;; esac
  serve_tournament "$db" "$size" "$rounds"
  echo "== $attack"
  "$build/serve_abuse" "$port" "$work/keys.json" "$rounds" "$server" "$attack" "$seconds" "$tables" 200 "$size" || true
  echo "server log: $(wc -c < "$work/serve.log") bytes, $(grep -c 'refused\|held back' "$work/serve.log" || true) lines of refusals"
  kill -INT "$server"
  wait "$server" || true
  "$tenbou" --db "$db" audit | tail -1
done
