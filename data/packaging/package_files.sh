#!/bin/bash
# Writes what the Debian package holds besides the program, from the built tenbou's own help (run by the install
# step, see data/packaging/packaging.cmake): the manual page, the bash completion of its commands, the changelog.
# Usage: data/packaging/package_files.sh TENBOU VERSION MAINTAINER OUTPUT_DIRECTORY
# shellcheck disable=SC2016,SC2028  # the completion and the roff below are written as they are, unexpanded
set -euo pipefail
tenbou=$1 version=$2 maintainer=$3 out=$4
here=$(cd "$(dirname "$0")" && pwd)
bin=$(cd "$(dirname "$tenbou")" && pwd)
mkdir -p "$out"

# tenbou run by its name, as an installed one is: the help shows the name it was run by.
run() { PATH="$bin:$PATH" "$(basename "$tenbou")" "$@"; }
if [ "$(run --version)" != "tenbou $version" ]; then
  echo "package_files.sh: $tenbou --version prints \"$(run --version)\", not \"tenbou $version\"" >&2
  exit 1
fi

# Every command as the help lists it, one line each: its words, a tab, the help's description of it.
commands() {  # $1: the command's words so far ("" for tenbou itself)
  local name description
  # shellcheck disable=SC2086  # the words are split on purpose
  run $1 --help | awk '/^[^ ].*:$/ { section = $0; next } /^$/ { section = ""; next }
                       section == "Subcommands:" && /^  [^ ]/ { name = $1; $1 = ""; sub(/^ +/, ""); print name "\t" $0 }' |
    while IFS=$'\t' read -r name description; do
      printf '%s\t%s\n' "${1:+$1 }$name" "$description"
      commands "${1:+$1 }$name"
    done
}
# The options of a command (every name of each: -h and --help), one a line.
options() {
  # shellcheck disable=SC2086
  run $1 --help | awk '/^  -/ { n = split($1, names, ","); for (i = 1; i <= n; ++i) if (names[i] ~ /^-/) print names[i] }'
}
commands "" > "$out/commands.tsv"
if ! grep -q '^player	' "$out/commands.tsv"; then
  echo "package_files.sh: no commands found in the help of $tenbou" >&2
  exit 1
fi

# The bash completion: the words after those given (a command's commands, or its options after a dash).
{
  echo '# bash completion for tenbou: its commands and their options (generated from tenbou --help).'
  echo '_tenbou_commands() {'
  echo '  case $1 in'
  printf "    '') echo '%s' ;;\n" "$(cut -f1 "$out/commands.tsv" | grep -v ' ' | tr '\n' ' ' | sed 's/ $//')"
  cut -f1 "$out/commands.tsv" | while read -r command; do
    verbs=$(awk -F'\t' -v c="$command" 'index($1, c " ") == 1 && split(substr($1, length(c) + 2), w, " ") == 1 { print w[1] }' \
            "$out/commands.tsv" | tr '\n' ' ' | sed 's/ $//')
    if [ -n "$verbs" ]; then printf "    '%s') echo '%s' ;;\n" "$command" "$verbs"; fi
  done
  echo '  esac'
  echo '}'
  echo '_tenbou_options() {'
  echo '  case $1 in'
  { echo; cut -f1 "$out/commands.tsv"; } | while read -r command; do
    printf "    '%s') echo '%s' ;;\n" "$command" "$(options "$command" | tr '\n' ' ' | sed 's/ $//')"
  done
  echo '  esac'
  echo '}'
  cat <<'EOF'
_tenbou() {
  local cur=${COMP_WORDS[COMP_CWORD]} command='' word i
  for ((i = 1; i < COMP_CWORD; ++i)); do  # the command so far: the words that name one, options left aside
    word=${COMP_WORDS[i]}
    [[ $word != -* && " $(_tenbou_commands "$command") " == *" $word "* ]] && command=${command:+$command }$word
  done
  if [[ $cur == -* ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$(_tenbou_options "$command")" -- "$cur")
  else
    mapfile -t COMPREPLY < <(compgen -W "$(_tenbou_commands "$command")" -- "$cur")
  fi
}
complete -o default -F _tenbou tenbou
EOF
} > "$out/tenbou"

# The manual page: tenbou --help, every command with its description, and the static sections.
roff() { sed -e 's/\\/\\e/g' -e "s/^['.]/\\\\\\&&/"; }
{
  echo '[COMMANDS]'
  echo 'Each command and the commands under it; \fBtenbou\fR \fICOMMAND\fR \fB\-\-help\fR shows its options.'
  while IFS=$'\t' read -r command description; do
    if [[ $command == *' '* ]]; then printf '.TP\n\\fBtenbou %s\\fR\n' "$(roff <<< "$command" | sed 's/-/\\-/g')"
    else printf '.SS "tenbou %s"\n' "$(roff <<< "$command" | sed 's/-/\\-/g')"; fi
    roff <<< "$description"
  done < "$out/commands.tsv"
  cat "$here/tenbou.h2m"
} > "$out/tenbou.h2m"
PATH="$bin:$PATH" help2man --no-info --section=1 --version-string="$version" --source="tenbou $version" \
  --name="Riichi mahjong tournament scoring under EMA rules" --include="$out/tenbou.h2m" \
  --output="$out/tenbou.1" "$(basename "$tenbou")"
gzip -9nf "$out/tenbou.1"

# The package's changelog: one entry, this version (dated SOURCE_DATE_EPOCH when set, for a reproducible build).
{
  printf 'tenbou (%s) unstable; urgency=medium\n\n' "$version"
  printf '  * tenbou %s.\n\n' "$version"
  printf ' -- %s  %s\n' "$maintainer" "$(date -u -R ${SOURCE_DATE_EPOCH:+-d "@$SOURCE_DATE_EPOCH"})"
} > "$out/changelog"
gzip -9nf "$out/changelog"
