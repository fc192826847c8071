#!/usr/bin/env bash
# An online season's logs imported, run by hand from the repository root after `make demo` or `make test`:
#   bench/online_season.sh [LOGS]
# LOGS (default 1,000) games, each a real Tenhou log of tests/data/online/mjx/mjlog made a log of its own (its first
# player renamed, so that no two are the same game), imported one `tenbou game import` at a time, as an
# organiser's script would, into a tournament of 400 players under the tenhou preset: ten rounds of 100 tables,
# the players of each log named with --players. Prints the whole season's time and the median of one import
# (every payment replayed and checked, every win valued from its tiles), then audits the file.
set -euo pipefail
. "$(dirname "$0")/setup.sh"

logs=${1:-1000}
mapfile -t sources < <(ls tests/data/online/mjx/mjlog/20*gm-*.mjlog | grep -v -- -no-)  # not the logs cut short
mkdir -p "$work/logs"
for ((i = 0; i < logs; ++i)); do
  sed "s/<UN n0=\"/<UN n0=\"S$i-/" "${sources[i % ${#sources[@]}]}" > "$work/logs/$i.xml"
done
{ echo "name"; for ((p = 1; p <= 400; ++p)); do echo "Player $p"; done; } > "$work/players.csv"
"$tenbou" init "$work/season.tenbou" --name "Online Season" --ruleset tenhou > /dev/null
"$tenbou" --db "$work/season.tenbou" player import "$work/players.csv" > /dev/null

# Log i plays at round i / 100 + 1, table i % 100 + 1; seat s is taken from the s-th hundred of the players, shifted
# round by round, so that each round seats every player once.
cat > "$work/season.sh" <<SCRIPT
for ((i = 0; i < $logs; ++i)); do
  round=\$((i / 100 % 10 + 1 + i / 1000 * 10)); table=\$((i % 100 + 1))
  players=""
  for seat in 0 1 2 3; do players="\$players\${players:+,}Player \$(( seat * 100 + (table - 1 + round * (seat + 1)) % 100 + 1 ))"; done
  "$tenbou" --db "$work/season.tenbou" game import "$work/logs/\$i.xml" --round \$round --table \$table --players "\$players" > /dev/null
done
SCRIPT
start=$(date +%s.%N)
bash -e "$work/season.sh"
end=$(date +%s.%N)
echo "$logs logs imported in $(python3 -c "print(f'{$end - $start:.1f}')") s"

# One more import into the full season, timed alone: a log of its own at a round after the season.
sed "s/<UN n0=\"/<UN n0=\"extra-/" "${sources[0]}" > "$work/extra.xml"
hyperfine --runs 15 -N --export-json "$work/one.json" \
  --prepare "cp $work/season.tenbou $work/one.tenbou" \
  "$tenbou --db $work/one.tenbou game import $work/extra.xml --round 99 --table 1 --players Player\\ 1,Player\\ 2,Player\\ 3,Player\\ 4"
python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['results'][0]; print(f'one import into the season: median {r[\"median\"]*1000:.1f} ms over {len(r[\"times\"])} runs')" "$work/one.json"
"$tenbou" --db "$work/season.tenbou" audit | tail -1
