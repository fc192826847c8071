#!/bin/bash
# The Debian package as a user gets it (`make test-package`): lintian passes it, and the tenbou unpacked from it
# runs a short tournament, its manual page reads and its bash completion offers the commands.
# Usage: tests/package/deb_test.sh dist/tenbou_VERSION_ARCH.deb
source "$(dirname "$0")/checks.sh"
deb=$(realpath "$1")

echo "== lintian"
if ! lintian --display-info --fail-on error,warning "$deb"; then fail "lintian reports errors or warnings"; fi

echo "== the package's fields and files"
version=$(basename "$deb" | sed -nE 's/^tenbou_([0-9.]+)_[a-z0-9]+\.deb$/\1/p')
[ -n "$version" ] || fail "the file name $(basename "$deb") is not tenbou_VERSION_ARCH.deb"
dpkg-deb --field "$deb" Package Version Architecture Section Maintainer Depends
[[ $(dpkg-deb --field "$deb" Version) == "$version" || $(dpkg-deb --field "$deb" Version) == "$version"-* ]] ||
  fail "the package's Version is not $version"
# The libraries loaded with dlopen, which dpkg-shlibdeps cannot see, and one it finds (SQLite).
check "Depends" "$(dpkg-deb --field "$deb" Depends)" libmicrohttpd libedit libsqlite3
contents=$(dpkg-deb --contents "$deb")
check "the contents" "$contents" ./usr/bin/tenbou ./usr/share/man/man1/tenbou.1.gz \
  ./usr/share/bash-completion/completions/tenbou ./usr/share/doc/tenbou/README.md \
  ./usr/share/doc/tenbou/copyright ./usr/share/doc/tenbou/changelog.gz ./usr/share/applications/tenbou-console.desktop
if awk '$2 != "root/root"' <<< "$contents" | grep -q .; then fail "files not owned by root"; fi

echo "== a tournament with the unpacked tenbou"
root=$scratch/root
dpkg-deb -x "$deb" "$root"
# tenbou's own files under the MIT licence (Expat, in Debian's words).
awk '/^Files: \*$/ { f = 1 } f && /^License:/ { print; exit }' "$root/usr/share/doc/tenbou/copyright" |
  grep -qx "License: Expat" || fail "the copyright file does not give tenbou's files the MIT (Expat) licence"
# A package for another architecture (the arm64 one on a PC) runs its tenbou under qemu-user, with the loader and
# libraries of that architecture from the multiarch folders, as `make test-arm64` runs the tests.
architecture=$(dpkg-deb --field "$deb" Architecture)
emulator=()
if [ "$architecture" != "$(dpkg --print-architecture)" ]; then
  emulator=("qemu-$(dpkg-architecture -a "$architecture" -q DEB_HOST_GNU_CPU 2>/dev/null)" -L /)
fi
tenbou() { "${emulator[@]}" "$root/usr/bin/tenbou" "$@"; }
[ "$(tenbou --version)" = "tenbou $version" ] || fail "tenbou --version prints $(tenbou --version)"
export TENBOU_REFEREE="Referee Kim" COLUMNS=120
short_tournament "$scratch/cup.tenbou"

echo "== the desktop entry"
entry=$root/usr/share/applications/tenbou-console.desktop
desktop-file-validate "$entry" || fail "desktop-file-validate refuses $entry"
check "the desktop entry" "$(cat "$entry")" "Name=tenbou tournament console" "Exec=tenbou console" "Terminal=true"

echo "== the manual page"
page=$root/usr/share/man/man1/tenbou.1.gz
manual=$(MANWIDTH=100 man -l "$page" 2>&1) || fail "man -l $page fails"
check "the manual page" "$manual" "tenbou [OPTIONS] SUBCOMMAND" "tenbou player add" "tenbou hand ron" "standings" \
  "TENBOU_DB"

echo "== the bash completion"
# What the completion offers after WORDS (the last the word being completed).
complete_words() {
  bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _tenbou; echo "${COMPREPLY[*]}"' \
    - "$root/usr/share/bash-completion/completions/tenbou" tenbou "$@"
}
check "the commands completed" "$(complete_words '')" init player game hand standings seating serve ruleset
check "the commands after st" "$(complete_words st)" standings stats
check "the verbs of player" "$(complete_words --db cup.tenbou player '')" add import list withdraw
check "the options of hand ron" "$(complete_words hand ron --wi)" --winner --win
[ -z "$(complete_words player add '')" ] || fail "words offered after player add"

finish "The package $(basename "$deb")"
