#include "cli/terminal_width.h"

#include <charconv>
#include <cstdlib>
#include <string_view>

#include <sys/ioctl.h>
#include <unistd.h>

namespace tenbou::cli {

std::size_t text_width() {
  constexpr std::size_t kOffTerminal = 100, kLeast = 20;
  if (const char* columns = std::getenv("COLUMNS")) {
    const std::string_view text(columns);
    std::size_t width = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), width);
    if (error == std::errc() && end == text.data() + text.size() && width >= kLeast) return width;
  }
  winsize size{};
  if (::isatty(STDOUT_FILENO) && ::ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col >= kLeast) return size.ws_col;
  return kOffTerminal;
}

std::size_t confirmation_width() {
  return ::isatty(STDOUT_FILENO) ? text_width() : static_cast<std::size_t>(-1);
}

}  // namespace tenbou::cli
