#!/usr/bin/env bash
# Builds the libraries tenbou needs on Windows (x86_64-w64-mingw32, posix threads) from Debian's own source
# packages, into a cache outside the clone keyed on their versions, and prints that prefix on standard output.
#
# Usage: data/packaging/windows/libraries.sh        (JOBS=2 by default; KEEP_SCRATCH=1 keeps the build folders)
# The cache: ${XDG_CACHE_HOME:-~/.cache}/tenbou-cross/windows-x64/KEY/, KEY a hash of this script, the
# toolchain file, the compiler's version and the versions of the sources. A complete prefix is reused as it
# is; a partial one (a build that stopped) is built again. Needs: g++-mingw-w64-x86-64-posix, g++, make,
# cmake, tcl, dpkg-dev, bzip2, and Debian's libcli11-dev, nlohmann-json3-dev and doctest-dev (copied into
# the prefix so that a cross build never sees the Linux system's /usr/include).
set -euo pipefail
shopt -s inherit_errexit

HERE=$(cd "$(dirname "$0")" && pwd)
TOOLCHAIN=$HERE/mingw-w64-x86_64.cmake
ICU_DATA_KEPT=$HERE/icu-data.txt
HOST=x86_64-w64-mingw32
HOST_CC=$HOST-gcc-posix
HOST_CXX=$HOST-g++-posix
JOBS=${JOBS:-2}
SUITE=bookworm
SOURCES="sqlite3 sqlitecpp icu simdjson qrencode libmicrohttpd cpp-httplib"
HEADER_ONLY="libcli11-dev nlohmann-json3-dev doctest-dev"
CACHE_ROOT=${XDG_CACHE_HOME:-$HOME/.cache}/tenbou-cross/windows-x64

say() { printf 'libraries.sh: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

for tool in "$HOST_CC" "$HOST_CXX" gcc g++ make cmake tclsh dpkg-source apt-get bzip2 flock sha256sum; do
  command -v "$tool" >/dev/null || die "$tool is missing (see the packages at the top of this script)"
done
for p in $HEADER_ONLY; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || die "$p is not installed"
done
mkdir -p "$CACHE_ROOT"

# --- Debian's sources through an apt configuration of our own (the system's sources are left alone) ------
APT_DIR=$CACHE_ROOT/apt
mkdir -p "$APT_DIR"/lists/partial "$APT_DIR"/cache/archives/partial
# The archives are those this machine's apt takes Debian's binary packages from (its main and security suites).
archive_of() { apt-cache policy | awk -v s=" $1/main " 'index($0, s) && /Packages/ { print $2; exit }'; }
ARCHIVE=$(archive_of "$SUITE") SECURITY=$(archive_of "$SUITE-security")
[ -n "$ARCHIVE" ] || die "apt has no source of Debian $SUITE's packages (run apt-get update?)"
{ echo "deb-src $ARCHIVE $SUITE main"; [ -z "$SECURITY" ] || echo "deb-src $SECURITY $SUITE-security main"; } \
  > "$APT_DIR/sources.list"
APT_OPTIONS=(-o "Dir::Etc::SourceList=$APT_DIR/sources.list" -o Dir::Etc::SourceParts=/dev/null
             -o "Dir::State::Lists=$APT_DIR/lists" -o "Dir::Cache=$APT_DIR/cache"
             -o Dir::State::status=/var/lib/dpkg/status -o APT::Sandbox::User=root)
apt-get "${APT_OPTIONS[@]}" -qq update >&2 || die "apt-get update (of $APT_DIR/sources.list) failed"

# The newest version of a source package in those lists.
source_version() {
  local best="" v
  for v in $(apt-cache "${APT_OPTIONS[@]}" showsrc --only-source "$1" | sed -n 's/^Version: //p'); do
    if [ -z "$best" ] || dpkg --compare-versions "$v" gt "$best"; then best=$v; fi
  done
  [ -n "$best" ] || die "no source package $1 in $SUITE"
  echo "$best"
}

declare -A VERSION
MANIFEST="suite $SUITE"$'\n'"compiler $($HOST_CXX -dumpfullversion)"
MANIFEST+=" mingw-w64 $(dpkg-query -W -f='${Version}' mingw-w64-x86-64-dev)"
for p in $SOURCES; do
  VERSION[$p]=$(source_version "$p")
  MANIFEST+=$'\n'"source $p ${VERSION[$p]}"
done
for p in $HEADER_ONLY; do MANIFEST+=$'\n'"headers $p $(dpkg-query -W -f='${Version}' "$p")"; done
KEY=$( { cat "$0" "$TOOLCHAIN" "$ICU_DATA_KEPT"; echo "$MANIFEST"; } | sha256sum | cut -c1-16)
PREFIX=$CACHE_ROOT/$KEY

exec 9>"$CACHE_ROOT/$KEY.lock"
flock 9  # one build of a prefix at a time; a second caller waits, then finds it complete
if [ -f "$PREFIX/.complete" ]; then
  say "cached: $PREFIX"
  echo "$PREFIX"
  exit 0
fi
rm -rf "$PREFIX"
mkdir -p "$PREFIX"/{bin,include,lib/pkgconfig,share}
SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/tenbou-windows-libraries.XXXXXX")
if [ "${KEEP_SCRATCH:-0}" = 1 ]; then trap 'say "build folders kept in $SCRATCH"' EXIT
else trap 'if [ $? = 0 ]; then rm -rf "$SCRATCH"; else say "failed; build folders and logs in $SCRATCH"; fi' EXIT
fi
say "building into $PREFIX (scratch $SCRATCH, logs in $SCRATCH/logs)"
mkdir -p "$SCRATCH"/{src,build,logs}

# Runs a step with its output in the library's log; on failure shows the log's end.
LOG=/dev/null
run() {
  if ! "$@" >>"$LOG" 2>&1; then
    tail -n 40 "$LOG" >&2
    die "failed: $* (whole log: $LOG)"
  fi
}

# Fetches and unpacks one source package (with Debian's patches) into $SCRATCH/src/NAME; echoes the folder.
# When the archive lacks a package's Debian part (qrencode's .debian.tar.xz was missing from the mirror on
# 2025-11-26), the upstream tarball, whose checksum the .dsc gives, is unpacked alone.
unpack() {
  local p=$1 v=${VERSION[$1]} dir=$SCRATCH/src/$1 dsc orig sum
  cd "$SCRATCH/src"
  if apt-get "${APT_OPTIONS[@]}" -qq source --download-only "$p=$v" >>"$LOG" 2>&1; then
    dsc=$(ls "${p}_${v#*:}".dsc)
    run dpkg-source --no-check -x "$dsc" "$dir"
  else
    dsc=$(ls "${p}_${v#*:}".dsc 2>/dev/null) || die "could not fetch $p $v (see $LOG)"
    orig=$(ls "${p}_${v%-*}".orig.tar.* 2>/dev/null | grep -v '\.asc$' | head -1) || die "no upstream tarball of $p"
    sum=$(sed -n '/^Checksums-Sha256:/,/^[A-Z]/p' "$dsc" | awk -v f="$orig" '$3 == f {print $1}')
    [ -n "$sum" ] && echo "$sum  $orig" | sha256sum -c --quiet - >&2 || die "$orig does not match $dsc"
    say "$p: Debian's part of $v could not be fetched; building its upstream tarball $orig alone"
    mkdir -p "$dir" && run tar -xf "$orig" -C "$dir" --strip-components=1
  fi
  cd "$SCRATCH"
  echo "$dir"
}

# CMake projects: configured with the toolchain file, static, installed into the prefix.
cmake_build() {
  local name=$1 src=$2; shift 2
  run cmake -S "$src" -B "$SCRATCH/build/$name" -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" \
    -DTENBOU_WINDOWS_PREFIX="$PREFIX" -DCMAKE_INSTALL_PREFIX="$PREFIX" -DCMAKE_BUILD_TYPE=Release \
    -DBUILD_SHARED_LIBS=OFF "$@"
  run cmake --build "$SCRATCH/build/$name" -j "$JOBS"
  run cmake --install "$SCRATCH/build/$name" --strip
}

# --- the libraries ------------------------------------------------------------------------------------------

# SQLite: Debian's tree makes the amalgamation sqlite3.c with native tools (tclsh); the cross compiler builds
# it into a static library with the options of Debian's own build (debian/rules).
build_sqlite3() {
  local src b=$SCRATCH/build/sqlite3
  src=$(unpack sqlite3)
  mkdir -p "$b" && cd "$b"
  run "$src/configure" --disable-tcl --disable-readline
  run make sqlite3.c
  run "$HOST_CC" -O2 -fno-strict-aliasing -DSQLITE_SECURE_DELETE -DSQLITE_ENABLE_COLUMN_METADATA \
    -DSQLITE_ENABLE_FTS3 -DSQLITE_ENABLE_FTS3_PARENTHESIS -DSQLITE_ENABLE_FTS4 -DSQLITE_ENABLE_FTS5 \
    -DSQLITE_ENABLE_RTREE=1 -DSQLITE_SOUNDEX=1 -DSQLITE_ENABLE_UNLOCK_NOTIFY -DSQLITE_OMIT_LOOKASIDE=1 \
    -DSQLITE_ENABLE_DBSTAT_VTAB -DSQLITE_ALLOW_ROWID_IN_VIEW -DSQLITE_ENABLE_UPDATE_DELETE_LIMIT=1 \
    -DSQLITE_ENABLE_LOAD_EXTENSION -DSQLITE_ENABLE_JSON1 -DSQLITE_LIKE_DOESNT_MATCH_BLOBS \
    -DSQLITE_THREADSAFE=1 -DSQLITE_ENABLE_FTS3_TOKENIZER=1 -DSQLITE_USE_URI=1 -DSQLITE_MAX_SCHEMA_RETRY=25 \
    -DSQLITE_ENABLE_PREUPDATE_HOOK -DSQLITE_ENABLE_SESSION -DSQLITE_ENABLE_STMTVTAB \
    -DSQLITE_MAX_VARIABLE_NUMBER=250000 -c sqlite3.c -o sqlite3.o
  run "$HOST-ar" rcs "$PREFIX/lib/libsqlite3.a" sqlite3.o
  run "$HOST-strip" --strip-debug "$PREFIX/lib/libsqlite3.a"
  cp sqlite3.h sqlite3ext.h "$PREFIX/include/"
  cd "$SCRATCH"
}

build_sqlitecpp() {
  local src
  src=$(unpack sqlitecpp)
  cmake_build sqlitecpp "$src" -DSQLITECPP_INTERNAL_SQLITE=OFF -DSQLITECPP_RUN_CPPLINT=OFF \
    -DSQLITECPP_RUN_CPPCHECK=OFF -DSQLITECPP_BUILD_TESTS=OFF -DSQLITECPP_BUILD_EXAMPLES=OFF
}

# The items of `icupkg -l`'s list on standard input that the keep list $1 (icu-data.txt: shell patterns, "!" before
# a pattern taking items out again) does not keep.
icu_items_removed() {
  local keep=() drop=() item pattern kept
  while read -r pattern; do
    case $pattern in '' | '#'*) ;; '!'*) drop+=("${pattern#!}") ;; *) keep+=("$pattern") ;; esac
  done < "$1"
  while read -r item; do
    kept=0
    for pattern in "${keep[@]}"; do [[ $item == $pattern ]] && kept=1 && break; done
    for pattern in "${drop[@]}"; do [[ $item == $pattern ]] && kept=0 && break; done
    [ $kept = 1 ] || echo "$item"
  done
}

# A folder whose libpthread.a is the static winpthreads: a library's own -lpthread (ICU's, or CMake's Threads)
# finds it there first, so that its DLL needs no libwinpthread-1.dll beside it. Its symbols are kept out of the
# DLL's exports with --exclude-libs (naming libpthread.a only: CMake links a library's own objects as an archive).
STATIC_PTHREAD=$SCRATCH/build/static-pthread
mkdir -p "$STATIC_PTHREAD" && ln -sf "/usr/$HOST/lib/libpthread.a" "$STATIC_PTHREAD/libpthread.a"

# ICU: a native build first, whose tools (icupkg, pkgdata, genccode...) the cross build runs; then the DLLs
# icuuc72.dll, icuin72.dll and icudt72.dll with their import libraries. The data DLL holds only the items
# icu-data.txt keeps of Debian's prebuilt data (31 MB of it in all, about 3 MB kept).
build_icu() {
  local src native=$SCRATCH/build/icu-native cross=$SCRATCH/build/icu data
  src=$(unpack icu)/source
  local common=(--disable-tests --disable-samples --disable-extras --disable-layoutex --disable-icuio)
  mkdir -p "$native" && cd "$native"
  # Unoptimised: its tools only repackage 3 MB of data, and -O0 compiles in two thirds of -O2's processor time
  # (217 s against 320 s here).
  run env CC=gcc CXX=g++ CFLAGS=-O0 CXXFLAGS=-O0 "$src/configure" "${common[@]}"
  run make -j "$JOBS" DATASUBDIR=  # the native data is not needed (and its parallel build can fail)
  data=$(ls "$src"/data/in/icudt*l.dat)
  "$native/bin/icupkg" -l "$data" > "$SCRATCH/icu-items.txt" 2>>"$LOG" || die "icupkg could not list $data"
  icu_items_removed "$ICU_DATA_KEPT" < "$SCRATCH/icu-items.txt" > "$SCRATCH/icu-removed.txt"
  mkdir -p "$SCRATCH/icu-kept"  # the package keeps its file name: its items are named after it (icudt72l/...)
  run "$native/bin/icupkg" -r "$SCRATCH/icu-removed.txt" "$data" "$SCRATCH/icu-kept/${data##*/}"
  say "icu: $(($(wc -l < "$SCRATCH/icu-items.txt") - $(wc -l < "$SCRATCH/icu-removed.txt"))) data items kept of" \
    "$(wc -l < "$SCRATCH/icu-items.txt"), $(($(stat -c %s "$SCRATCH/icu-kept/${data##*/}") / 1024)) KiB"
  mv "$SCRATCH/icu-kept/${data##*/}" "$data"
  # libgcc, libstdc++ and winpthread are linked into the DLLs. --exclude-libs keeps their symbols out of the
  # DLLs' exports.
  mkdir -p "$cross" && cd "$cross"
  run env CC="$HOST_CC" CXX="$HOST_CXX" CFLAGS=-O2 CXXFLAGS=-O2 \
    LDFLAGS="-static-libgcc -static-libstdc++ -L$STATIC_PTHREAD -Wl,--exclude-libs,ALL" \
    "$src/configure" --host="$HOST" --with-cross-build="$native" --prefix="$PREFIX" "${common[@]}" \
    --disable-tools --enable-shared --disable-static --with-data-packaging=library
  run make -j "$JOBS" DATASUBDIR=
  run make  # the data library, alone
  run make install
  run "$HOST-strip" --strip-unneeded "$PREFIX"/bin/icu*.dll
  cd "$SCRATCH"
}

build_simdjson() {
  local src
  src=$(unpack simdjson)
  cmake_build simdjson "$src" -DSIMDJSON_DEVELOPER_MODE=OFF -DSIMDJSON_ENABLE_THREADS=ON
}

# libqrencode (LGPL-2.1): a DLL beside tenbou.exe, libqrencode.dll, which users may replace as its licence asks.
build_qrencode() {
  local src
  src=$(unpack qrencode)
  cmake_build qrencode "$src" -DBUILD_SHARED_LIBS=ON -DWITH_TOOLS=OFF -DWITH_TESTS=OFF -DWITHOUT_PNG=ON \
    -DCMAKE_SHARED_LINKER_FLAGS="-static-libgcc -L$STATIC_PTHREAD -Wl,--exclude-libs,libpthread.a"
  if ls "$PREFIX"/lib/*.dll >/dev/null 2>&1; then mv "$PREFIX"/lib/*.dll "$PREFIX/bin/"; fi  # beside the others
  [ "$("$HOST-objdump" -p "$PREFIX/bin/libqrencode.dll" | grep -c QRcode_encodeString)" -gt 0 ] ||
    die "libqrencode.dll exports no QRcode_encodeString"
}

# libmicrohttpd: a DLL (libmicrohttpd-12.dll, what tenbou loads at run time) with Windows' own threads, no HTTPS.
build_libmicrohttpd() {
  local src b=$SCRATCH/build/libmicrohttpd
  src=$(unpack libmicrohttpd)
  mkdir -p "$b" && cd "$b"
  # --with-threads=auto: 0.9.75's configure refuses an explicit w32; auto takes Windows' threads on mingw.
  run "$src/configure" --host="$HOST" --prefix="$PREFIX" CC="$HOST_CC" LDFLAGS=-static-libgcc \
    --enable-shared --disable-static --with-threads=auto --disable-https --disable-doc --disable-examples \
    --disable-curl --disable-nls
  grep -q '^#define MHD_USE_W32_THREADS 1' MHD_config.h || die "libmicrohttpd did not choose Windows' threads"
  run make -j "$JOBS"
  run make install-strip
  rm -f "$PREFIX"/lib/libmicrohttpd.la
  cd "$SCRATCH"
}

# cpp-httplib: Debian's -dev package holds a compiled library for Linux; its source has the upstream
# header-only httplib.h, which is what a Windows build uses (with Windows' sockets).
build_cpp_httplib() {
  local src
  src=$(unpack cpp-httplib)
  cp "$src/httplib.h" "$PREFIX/include/"
  printf '%s\n' "prefix=$PREFIX" 'includedir=${prefix}/include' '' 'Name: cpp-httplib' \
    'Description: A C++ HTTP server and client library (header-only)' "Version: ${VERSION[cpp-httplib]%%+*}" \
    'Cflags: -I${includedir}' 'Libs: -lws2_32' > "$PREFIX/lib/pkgconfig/cpp-httplib.pc"
}

# Debian's header-only CLI11, nlohmann-json and doctest, as installed: their headers and CMake packages, which
# find the headers relative to themselves (doctest's names /usr: it is pointed at the prefix).
copy_header_only() {
  cp -r /usr/include/CLI /usr/include/nlohmann /usr/include/doctest "$PREFIX/include/"
  mkdir -p "$PREFIX/share/cmake" "$PREFIX/lib/cmake"
  cp -r /usr/share/cmake/CLI11 /usr/share/cmake/nlohmann_json "$PREFIX/share/cmake/"
  cp -r /usr/lib/cmake/doctest "$PREFIX/lib/cmake/"
  sed -i "s|^set(_IMPORT_PREFIX \"/usr\")|set(_IMPORT_PREFIX \"$PREFIX\")|" \
    "$PREFIX/lib/cmake/doctest/doctestTargets.cmake"
  if grep -rl '"/usr' "$PREFIX/share/cmake" "$PREFIX/lib/cmake" >&2; then die "these CMake packages name /usr"; fi
}

# CPU: the processor time (user and system) of the commands run so far, in whole seconds (the machine may be
# shared, making the wall clock longer). `times` must run in this shell, not in a $(...).
cpu_now() {
  times > "$SCRATCH/times"
  CPU=$(awk 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); s += t[1] * 60 + t[2] } }
             END { printf "%d", s }' "$SCRATCH/times")
}
TIMES=""
START=$SECONDS && cpu_now && START_CPU=$CPU
for step in sqlite3 sqlitecpp icu simdjson qrencode libmicrohttpd cpp_httplib header_only; do
  LOG=$SCRATCH/logs/$step.log
  t=$SECONDS && cpu_now && cpu=$CPU
  say "$step..."
  case $step in header_only) copy_header_only ;; *) "build_$step" ;; esac
  cpu_now
  TIMES+="$step: $((SECONDS - t)) s, processor $((CPU - cpu)) s"$'\n'
done
TIMES+="total: $((SECONDS - START)) s, processor $((CPU - START_CPU)) s"

mkdir -p "$PREFIX/share/tenbou-cross"
echo "$MANIFEST" > "$PREFIX/share/tenbou-cross/versions.txt"
echo "$TIMES" > "$PREFIX/share/tenbou-cross/build-times.txt"
say "built in (wall clock, processor time of user and system):"$'\n'"$TIMES"
touch "$PREFIX/.complete"
echo "$PREFIX"
