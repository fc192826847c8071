#include "base/terminal.h"

#include <clocale>
#include <string>

#include <langinfo.h>
#include <sys/ioctl.h>
#include <unistd.h>

namespace tenbou {

bool is_terminal(StandardStream stream) {
  switch (stream) {
    case StandardStream::Input: return ::isatty(STDIN_FILENO);
    case StandardStream::Output: return ::isatty(STDOUT_FILENO);
    case StandardStream::Error: return ::isatty(STDERR_FILENO);
  }
  return false;
}

std::optional<std::size_t> terminal_columns() {
  winsize size{};
  if (::isatty(STDOUT_FILENO) && ::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0) return size.ws_col;
  return std::nullopt;
}

// A terminal shows the bytes it is sent as its own locale says: there is nothing to set.
void use_utf8_terminal_output() {}

// libedit passes multibyte input through only under a locale of the UTF-8 character set: the user's own locale
// where it is UTF-8, else C.UTF-8 (a terminal without a locale set, as over many SSH sessions, still types
// accents and CJK). Only LC_CTYPE: numbers and messages are not affected.
void use_utf8_terminal_input() {
  const auto is_utf8 = [] {
    const std::string codeset = nl_langinfo(CODESET);
    return codeset == "UTF-8" || codeset == "utf8";
  };
  if (std::setlocale(LC_CTYPE, "") && is_utf8()) return;
  for (const char* name : {"C.UTF-8", "C.utf8", "en_US.UTF-8"})
    if (std::setlocale(LC_CTYPE, name) && is_utf8()) return;
}

bool started_in_own_window() { return false; }

}  // namespace tenbou
