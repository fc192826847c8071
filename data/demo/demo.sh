#!/bin/sh
# Builds the demo tournament the way organisers and referees would, with the tenbou commands:
# a new file, 16 players from a CSV list, round 1 and most of round 2 imported from game records,
# and one game of round 2 entered hand by hand at the table (with a correction and a voided hand).
# Usage: data/demo/demo.sh TENBOU_BINARY TOURNAMENT_FILE
set -eu
tenbou=$1
export TENBOU_DB=$2
export TENBOU_REFEREE="Referee Kim"
here=$(dirname "$0")
pages=${TENBOU_DB%.tenbou}
rm -f "$TENBOU_DB" "$TENBOU_DB-wal" "$TENBOU_DB-shm" "$pages"-*.html "$pages-ema.csv"

step() { printf '\n$ tenbou %s\n' "$*"; "$tenbou" "$@"; }

step init "$TENBOU_DB" --name "tenbou Demo Open 2026" --ruleset ema2016
step player import "$here/players.csv"
step game import "$here/games.jsonl"
step game start --round 2 --table 1 --players "Alice,Eva,Ines,Marta"
step hand ron   --game 2/1 --expect E1.0 --winner Eva --from Ines --han 3 --fu 30 --riichi Eva
step hand tsumo --game 2/1 --expect E2.0 --winner Alice --han 2 --fu 20
step hand draw  --game 2/1 --expect E3.0 --tenpai Ines,Marta --riichi Marta
step hand ron   --game 2/1 --expect E3.1 --winner Marta --from Alice --han 4 --fu 30
step hand ron   --game 2/1 --amend 4 --reason "two dora were missed" --winner Marta --from Alice --han 6
step hand chombo --game 2/1 --expect E4.0 --player Ines --reason "declared ron on a wrong tile"
step hand draw  --game 2/1 --expect E4.0 --tenpai N
step hand void  --game 2/1 --hand 6 --reason "entered at the wrong table"
step hand ron   --game 2/1 --expect E4.0 --winner W --from S --han 5 --riichi W
step hand ron   --game 2/1 --expect S1.0 --winner Eva --han 2 --fu 40 --winner Marta --han 1 --fu 30 --from Alice
step hand tsumo --game 2/1 --expect S2.0 --winner Ines --yakuman 1
step hand draw  --game 2/1 --expect S3.0 --tenpai Alice,Eva,Ines,Marta
step hand tsumo --game 2/1 --expect S3.1 --winner Marta --han 3 --fu 40
# The last hand entered with its tiles: riichi and a triplet of South (Alice's seat wind and the round's), 3 han;
# 20 fu + 10 closed ron + 8 the closed honour triplet = 38, 40 fu.
step hand ron   --game 2/1 --expect S4.0 --winner Alice --from Eva --riichi Alice --tiles 222z234m567p789s99p --win 2m
step game history 2/1
step game show 2/1
step explain 2/1 4
step explain 2/1 12
# A disputed hand valued from its tiles, without a game.
step value 23455m678p345s --meld pon:777z --win 5m --ron --seat S --dora 4m
step tournament set city Vienna
step tournament set country AUT
step tournament set dates 2026-11-21..2026-11-22
step tournament set tie-breaks average-place,head-to-head
step penalty add Pablo 1000 --round 2 --reason "phone rang during play"
step round show 2
step stats
step audit
step export ema --output "${TENBOU_DB%.tenbou}-ema.csv"
step standings --format html --output "${TENBOU_DB%.tenbou}-standings.html"
# Seating for the rounds to come: rounds 1 and 2 were seated by hand, so a plan is generated and then
# regenerated from round 3, which keeps rounds 1 and 2 as the games recorded them.
step seating generate --rounds 4 --separate country --time-limit 2
step seating regenerate --from-round 3 --reason "rounds 1 and 2 were seated by hand" --time-limit 2
step seating show --round 3
step seating show --format html --output "${TENBOU_DB%.tenbou}-seating.html"
# Without a tournament file: the largest schedule without repeats for 40 players.
printf '\n$ tenbou seating generate --players 40 --rounds 13 --format json | tenbou seating check -\n'
"$tenbou" seating generate --players 40 --rounds 13 --format json | "$tenbou" seating check -
step standings
# The pages, for a browser, a projector and a printer.
"$tenbou" game show 2/1 --format html > "$pages-score-sheet.html"
"$tenbou" standings --format html --projector --refresh 60 --output "$pages-projector.html"
"$tenbou" seating show --round 3 --format html --projector --output "$pages-find-your-seat.html"
"$tenbou" stats --format html > "$pages-stats.html"
printf '\nPages (open them in a browser; print the score sheet and the seating cards on A4):\n'
for page in score-sheet standings projector find-your-seat seating stats; do printf '  %s\n' "$pages-$page.html"; done
printf 'For the EMA: %s\n' "$pages-ema.csv"
# The whole tournament as a web site, in every language, with its charts: a folder to copy to any web space.
step publish "$pages-site" --clean
# The room's network: the table keys, and the command that serves the tournament to phones and the projector.
step keys --round 2 --url http://192.168.1.20:8080
printf '\nTo run the room (phones at the tables, the projector): %s --db %s serve, then open the address it prints.\n' \
  "$tenbou" "$TENBOU_DB"
printf 'To run the day from a browser on this machine, a form for each action: %s console %s\n' "$tenbou" "$TENBOU_DB"
