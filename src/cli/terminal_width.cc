#include "cli/terminal_width.h"

#include <charconv>
#include <cstdlib>
#include <string_view>

#include "base/terminal.h"

namespace tenbou::cli {

std::size_t text_width() {
  constexpr std::size_t kOffTerminal = 100, kLeast = 20;
  if (const char* columns = std::getenv("COLUMNS")) {
    const std::string_view text(columns);
    std::size_t width = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), width);
    if (error == std::errc() && end == text.data() + text.size() && width >= kLeast) return width;
  }
  if (const std::optional<std::size_t> columns = terminal_columns(); columns && *columns >= kLeast) return *columns;
  return kOffTerminal;
}

std::size_t confirmation_width() {
  return is_terminal(StandardStream::Output) ? text_width() : static_cast<std::size_t>(-1);
}

}  // namespace tenbou::cli
