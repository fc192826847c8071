#!/usr/bin/env bash
# The outputs of the current build against an older revision's, byte for byte: what a change that should not
# change behaviour (a refactoring, a faster path) runs before it lands. Run by hand from the repository root:
#   bench/same_outputs.sh [REV]        (REV default HEAD, the last commit; built once, see bench/setup.sh)
# The older build makes two tournaments, the demo (data/demo/demo.sh) and a generated one of 1,000 players and
# 2,500 games; each build then reports from its own copy of the same file, so that every stored time is the
# same. Every report below is compared in every format; a difference is shown, and the exit status is 1.
set -euo pipefail
rev=${1:-HEAD}
. "$(dirname "$0")/setup.sh"
build_revision "$rev"

export TENBOU_REFEREE="Referee Kim" COLUMNS=100
data/demo/demo.sh "$old_build/tenbou" "$work/demo.tenbou" > /dev/null
"$build/generate_games" 2500 3 ema2016 250 > "$work/games.jsonl"
"$old_build/tenbou" init "$work/large.tenbou" --name "Generated Open" > /dev/null
"$old_build/tenbou" --db "$work/large.tenbou" game import "$work/games.jsonl" --add-players > /dev/null
"$old_build/tenbou" --db "$work/large.tenbou" tournament set tie-breaks average-place,head-to-head > /dev/null
for file in demo large; do
  for side in then now; do cp "$work/$file.tenbou" "$work/$file.$side.tenbou"; done
done

# Each line: the arguments of one report (the file is given with --db).
reports() {
  for format in text json csv html; do echo "standings --format $format"; done
  echo "standings --format json --after-round 1"
  for format in text json; do echo "stats --format $format"; echo "tournament show --format $format"; done
  for format in text json html; do echo "game show 1/1 --format $format"; echo "game show 2/1 --format $format"; done
  for format in text json; do echo "round show 1 --format $format"; echo "penalty list --format $format"; done
  echo "player list --format json"
  echo "explain 2/1 3"
  echo "export results --format csv"
  echo "export ema"
  echo "export games"
  echo "audit"
}

different=0 compared=0
for file in demo large; do
  while read -r -a report; do
    then_out=$("$old_build/tenbou" --db "$work/$file.then.tenbou" "${report[@]}" 2>&1 || true)
    now_out=$("$tenbou" --db "$work/$file.now.tenbou" "${report[@]}" 2>&1 || true)
    compared=$((compared + 1))
    if [ "$then_out" != "$now_out" ]; then
      different=$((different + 1))
      echo "== $file: tenbou ${report[*]} differs:"
      diff <(echo "$then_out") <(echo "$now_out") | head -20 || true
    fi
  done < <(reports)
done
echo "$compared outputs compared with $rev ($(git rev-parse --short "$rev")): $different differ"
[ "$different" = 0 ]
