#!/usr/bin/env bash
# What the compiler reads: each translation unit of src/ preprocessed (g++ -E with the build's own flags, from
# its compile_commands.json), its lines counted. Prints the mean and the total, the ten largest units, and how
# many units include each of the heavy headers (nlohmann/json.hpp, simdjson.h, store/tournament_store.h).
# Run by hand from the repository root after a build:   bench/preprocessed.sh [BUILD]   (default build/)
set -euo pipefail
build=${1:-build}
[ -f "$build/compile_commands.json" ] || { echo "no $build/compile_commands.json: build first (make build)"; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Per unit of src/, NUL-separated: the folder to run in, the command (-E -H instead of -c and -o), the source.
python3 - "$build/compile_commands.json" "$PWD/src/" > "$out/units" <<'EOF'
import json, shlex, sys
for unit in json.load(open(sys.argv[1])):
    if not unit["file"].startswith(sys.argv[2]):
        continue
    words = shlex.split(unit["command"])
    kept, skip = [], False
    for w in words:
        if skip:
            skip = False
            continue
        if w == "-o":
            skip = True
            continue
        if w == "-c":
            continue
        kept.append(w)
    sys.stdout.write("\0".join([unit["directory"], shlex.join(kept + ["-E", "-H"]), unit["file"]]) + "\0")
EOF

count() {
  local dir=$1 command=$2 file=$3 lines headers included
  included=$(mktemp)
  lines=$( (cd "$dir" && eval "$command" 2>"$included") | wc -l)
  headers=$(sed -n 's/^\.* //p' "$included")
  rm -f "$included"
  printf '%s\t%s\t%s\t%s\t%s\n' "$lines" "${file#"$PWD/"}" \
    "$(grep -c 'nlohmann/json.hpp$' <<< "$headers" || true)" "$(grep -c '/simdjson.h$' <<< "$headers" || true)" \
    "$(grep -c 'store/tournament_store.h$' <<< "$headers" || true)"
}
export -f count
export PWD
xargs -0 -n 3 -P "${JOBS:-2}" bash -c 'count "$@"' _ < "$out/units" > "$out/counts"

awk -F'\t' '{ n++; total += $1; json += ($3 > 0); simd += ($4 > 0); store += ($5 > 0) }
  END { printf "%d units, %.0f lines a unit on average, %.1f million in all\n", n, total / n, total / 1e6
        printf "units including nlohmann/json.hpp: %d, simdjson.h: %d, store/tournament_store.h: %d\n", json, simd, store }' \
  "$out/counts"
echo "the largest:"
sort -t$'\t' -k1,1nr "$out/counts" | head -10 | awk -F'\t' '{ printf "  %8d  %s\n", $1, $2 }'
