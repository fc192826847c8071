# Sourced by the benchmark scripts: the build to use, a scratch folder removed on exit, hyperfine.
build=${BUILD:-build}
tenbou=${TENBOU:-$build/tenbou}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
command -v hyperfine >/dev/null || { echo "hyperfine is missing: apt-get install hyperfine"; exit 1; }
