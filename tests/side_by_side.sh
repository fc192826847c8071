#!/bin/sh
# make test's two halves side by side: the release build of tenbou then its tests (ctest's label "release"), beside
# the sanitizer build then its tests. Each half has stretches where it leaves a core idle (configuring, linking, its
# last file, a browser starting) which the other fills, and the release tests start as soon as their build is done,
# while the sanitizer build goes on. The sanitizer half shows as it goes; the release half's output follows it (kept
# in RELEASE_LOG meanwhile). Each half's build and tests are timed, for .ci/run's notes.
# Usage: side_by_side.sh MAKE BUILD ASAN_BUILD TEST_JOBS
set -u
make=$1 build=$2 asan_build=$3 jobs=$4
log=$(mktemp)
trap 'rm -f "$log"' EXIT
now() { date +%s; }

# half NAME TARGET FOLDER CTEST-OPTIONS...: the build then its tests, timed.
half() {
  name=$1 target=$2 folder=$3
  shift 3
  start=$(now)
  $make --no-print-directory "$target" || { echo "== $name build FAILED after $(($(now) - start)) s"; return 1; }
  built=$(now)
  echo "== $name build: $((built - start)) s"
  (cd "$folder" && ctest --output-on-failure -j "$jobs" "$@")
  status=$?
  echo "== $name tests: $(($(now) - built)) s$([ $status -eq 0 ] || echo ", FAILED")"
  return $status
}

half release build-program "$build" -L release > "$log" 2>&1 &
release=$!
status=0
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 half sanitizer build-asan "$asan_build" || status=1
wait $release || status=1
echo "== the release half (its build, then the browsers and the build checks)"
cat "$log"
exit $status
