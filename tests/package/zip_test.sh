#!/bin/bash
# The Windows zip as an organiser gets it (`make test-package`): one folder named after the zip, holding tenbou.exe,
# the DLLs it needs and nothing it does not (libqrencode among them, replaceable as its licence asks), under 8 MB, WINDOWS.txt with Windows' line ends, the README and the copyright
# notices; tenbou.exe and each DLL import only each other and Windows' own DLLs; and the tenbou.exe unzipped into a
# folder of its own runs a short tournament under wine with the DLLs found beside it.
# Usage: tests/package/zip_test.sh dist/tenbou-VERSION-windows-x64.zip
source "$(dirname "$0")/checks.sh"
zip=$(realpath "$1")

name=$(basename "$zip" .zip)
version=$(sed -nE 's/^tenbou-([0-9.]+)-windows-x64$/\1/p' <<< "$name")
[ -n "$version" ] || fail "the file name $(basename "$zip") is not tenbou-VERSION-windows-x64.zip"
echo "== the zip's files"
(cd "$scratch" && cmake -E tar xf "$zip")
folder=$scratch/$name
[ -d "$folder" ] || { fail "the zip does not unpack into a folder $name"; exit 1; }
ls -la "$folder"
size=$(stat -c %s "$zip")
echo "$(basename "$zip"): $size bytes"
[ "$size" -lt 8000000 ] || fail "the zip is $size bytes, not under 8 MB (ICU's data: data/packaging/windows/icu-data.txt)"
for file in tenbou.exe libqrencode.dll WINDOWS.txt README.md LICENSE.txt copyright/tenbou.txt copyright/libicu72.txt \
            copyright/libqrencode4.txt copyright/libmicrohttpd12.txt; do
  [ -s "$folder/$file" ] || fail "$file is missing"
done
grep -q $'\r$' "$folder/WINDOWS.txt" || fail "WINDOWS.txt does not end its lines with CR LF"
grep -q "^MIT License" "$folder/LICENSE.txt" || fail "LICENSE.txt is not tenbou's MIT licence"
check WINDOWS.txt "$(cat "$folder/WINDOWS.txt")" "tenbou $version for Windows" "set TENBOU_DB=" "Private networks"

echo "== what each program imports"
# Windows' own DLLs (the system32 ones tenbou and its libraries use; api-ms-win-* are the system's API sets).
system='^(kernel32|user32|advapi32|shell32|ws2_32|iphlpapi|msvcrt|bcrypt|crypt32|ole32|oleaut32|shlwapi|secur32|api-ms-win-.*)\.dll$'
shipped=$(cd "$folder" && ls *.exe *.dll | tr 'A-Z' 'a-z')
for program in "$folder"/*.exe "$folder"/*.dll; do
  imports=$(x86_64-w64-mingw32-objdump -p "$program" | sed -nE 's/^\s+DLL Name: (.+)$/\1/p' | tr 'A-Z' 'a-z')
  echo "$(basename "$program"): $(echo $imports)"
  for dll in $imports; do
    grep -qxF "$dll" <<< "$shipped" || grep -qE "$system" <<< "$dll" ||
      fail "$(basename "$program") imports $dll, neither in the zip nor Windows' own"
  done
done
# Every DLL in the zip is needed: imported by something in it, or loaded by tenbou.exe by name (libmicrohttpd, for
# tenbou serve only: its name is a string in tenbou.exe).
needed=$(for program in "$folder"/*.exe "$folder"/*.dll; do x86_64-w64-mingw32-objdump -p "$program"; done |
         sed -nE 's/^\s+DLL Name: (.+)$/\1/p'; grep -aoE 'lib[a-z0-9_]+(-[0-9]+)?\.dll' "$folder/tenbou.exe" || true)
for dll in "$folder"/*.dll; do
  base=$(basename "$dll")
  grep -qixF "$base" <<< "$needed" || fail "$base is in the zip but nothing imports or loads it"
done

echo "== a tournament with the unzipped tenbou.exe"
export LC_ALL=C.UTF-8 WINEDEBUG=-all DISPLAY=
tenbou() { wine "$folder/tenbou.exe" "$@"; }
[ "$(tenbou --version | tr -d '\r')" = "tenbou $version" ] || fail "tenbou --version prints $(tenbou --version)"
mkdir -p "$scratch/Turnier Köln"
short_tournament "$scratch/Turnier Köln/cup.tenbou"

finish "The zip $(basename "$zip")"
