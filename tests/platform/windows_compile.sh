#!/bin/sh
# The Windows platform files (src/*/*_windows.cc) compile for Windows, with the cross-compiler of tenbou's Windows
# build (mingw-w64, POSIX threads), warnings refused, and include no POSIX header (mingw-w64 has a few, Windows
# has not), checked without generating code (-fsyntax-only: the whole Windows build is make test-windows). They include
# only Windows and C++ standard headers and tenbou's own, so nothing else is needed.
# Skipped (exit status 77, which ctest reports as skipped) where that compiler is not installed.
# Usage: windows_compile.sh [SOURCE_DIR]   (default: this checkout)
set -eu
source_dir=${1:-$(dirname "$0")/../..}
compiler=x86_64-w64-mingw32-g++-posix
if ! command -v "$compiler" >/dev/null 2>&1; then
  echo "skipped: $compiler is not installed (Debian: apt-get install g++-mingw-w64-x86-64-posix)"
  exit 77
fi
status=0
posix_headers='^#include <(unistd|fcntl|dlfcn|pthread|langinfo|iconv|netdb|ifaddrs|termios|poll|signal'
posix_headers="$posix_headers|sys/|arpa/|netinet/|net/)"
for file in "$source_dir"/src/*/*_windows.cc; do
  if grep -En "$posix_headers" "$file"; then
    echo "FAILED: ${file#"$source_dir"/} includes a POSIX header"
    status=1
  fi
done
# Two at a time: the machines that run the tests have few cores.
ls "$source_dir"/src/*/*_windows.cc | xargs -P 2 -I {} sh -c '
  if "$0" -std=c++20 -Wall -Wextra -Wpedantic -Werror -fsyntax-only -I "$1/src" "$2"; then
    echo "compiles for Windows: ${2#"$1"/}"
  else
    echo "FAILED: ${2#"$1"/} does not compile for Windows"
    exit 1
  fi' "$compiler" "$source_dir" {} || status=1
exit $status
