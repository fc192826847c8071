# What the package tests share (sourced): a scratch folder removed at the end, failures counted rather than
# stopping at the first, check WHAT TEXT WORD... for words that must be in a text, and a short tournament.
set -euo pipefail
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
check() {  # check WHAT TEXT WORD...: every WORD is in TEXT
  local what=$1 text=$2 word
  shift 2
  for word in "$@"; do
    if ! grep -qF -- "$word" <<< "$text"; then fail "$what lacks \"$word\""; fi
  done
}
# short_tournament DB: a short tournament in the new file DB with the caller's `tenbou` (a function running the
# tenbou under test): four players named with accents and CJK, two hands, the game closed by the referee; the
# standings must name every player, with 山田 太郎 first on +17,900.
short_tournament() {
  local db=$1 standings player
  run() { echo "\$ tenbou $*"; tenbou --db "$db" "$@"; }
  run init "$db" --name "Package Cup" --ruleset ema2016
  for player in "Zoë Ångström" "山田 太郎" "Alice Martin" "Bernd Maier"; do run player add "$player"; done
  run game start --round 1 --table 1 --players "Zoë Ångström,山田 太郎,Alice Martin,Bernd Maier"
  run hand ron --game 1/1 --expect E1.0 --winner "山田" --from Alice --han 3 --fu 30
  run hand tsumo --game 1/1 --expect E2.0 --winner Zoë --han 2 --fu 30
  run game finish 1/1 --reason "time limit"
  standings=$(tenbou --db "$db" standings | tr -d '\r')  # Windows ends its lines with CR LF
  echo "$standings"
  check "the standings" "$standings" "Zoë Ångström" "山田 太郎" "Alice Martin" "Bernd Maier" "+17,900"
  grep -qE '^ +1  山田 太郎 ' <<< "$standings" || fail "山田 太郎 is not first in the standings"
}

# The end of a test: exit 1 naming how many checks failed, or say that WHAT passes.
finish() {
  if [ "$failures" -gt 0 ]; then echo "$failures checks failed" >&2; exit 1; fi
  echo "$1 passes."
}
