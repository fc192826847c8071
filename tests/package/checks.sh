# What the package tests share (sourced): a scratch folder removed at the end, failures counted rather than
# stopping at the first, and check WHAT TEXT WORD... for words that must be in a text.
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
# The end of a test: exit 1 naming how many checks failed, or say that WHAT passes.
finish() {
  if [ "$failures" -gt 0 ]; then echo "$failures checks failed" >&2; exit 1; fi
  echo "$1 passes."
}
