# Sourced by the benchmark scripts: the build to use, a scratch folder removed on exit, hyperfine.
build=${BUILD:-build}
tenbou=${TENBOU:-$build/tenbou}
work=$(mktemp -d)
trap 'git worktree remove --force "$work/source" 2>/dev/null || true; rm -rf "$work"' EXIT
command -v hyperfine >/dev/null || { echo "hyperfine is missing: apt-get install hyperfine"; exit 1; }
# The benchmark programs are not part of a normal build: made here (at once when they are up to date).
[ -n "${TENBOU:-}" ] || cmake --build "$build" -j "${JOBS:-2}" --target benchmarks > /dev/null

# build_revision REV: REV built once (Release: tenbou and generate_games, JOBS compile jobs, default 2) from a
# temporary git worktree into a folder of its own under ${XDG_CACHE_HOME:-~/.cache}/tenbou-bench/, kept for
# later runs; sets old_build to that folder.
build_revision() {
  local commit
  commit=$(git rev-parse --verify "$1^{commit}")
  old_build=${XDG_CACHE_HOME:-$HOME/.cache}/tenbou-bench/${commit:0:12}
  [ -e "$old_build/built" ] && [ -x "$old_build/generate_games" ] && return
  echo "building $1 (${commit:0:12}) into $old_build"
  rm -rf "$old_build"
  git worktree add --detach "$work/source" "$commit" > /dev/null 2>&1
  cmake -S "$work/source" -B "$old_build" -DCMAKE_BUILD_TYPE=Release > /dev/null
  cmake --build "$old_build" -j "${JOBS:-2}" --target tenbou generate_games > /dev/null
  git worktree remove --force "$work/source"
  touch "$old_build/built"
}
