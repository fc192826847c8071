// The terminal side of LineEditor on Windows, which has no libedit: the line is read from the console as typed
// (the console's own editing: arrows within the line, F7 for its history), without tab completion.

#include <iostream>

#include <windows.h>

#include "base/wide_text.h"
#include "cli/line_editing.h"

namespace tenbou::cli {

std::string line_editing_note() {
  return "On a terminal the lines are read as the console gives them (its own keys only), without Tab completion:\n"
         "no line editing on Windows (libedit does not exist there).\n\n";
}

void start_line_editing() {}

void stop_line_editing() {}

std::optional<std::string> read_terminal_line(const std::string& prompt, Remember) {
  std::cout << prompt;
  std::cout.flush();
  // Read as UTF-16, whatever the console's code page, so accents and CJK arrive intact.
  const HANDLE input = GetStdHandle(STD_INPUT_HANDLE);
  std::wstring line;
  wchar_t buffer[256];
  for (;;) {
    DWORD count = 0;
    if (!ReadConsoleW(input, buffer, sizeof buffer / sizeof buffer[0], &count, nullptr) || count == 0) break;
    line.append(buffer, count);
    if (line.back() == L'\n') break;
  }
  if (line.empty() || line.front() == L'\x1a') {  // the end of input: Ctrl-Z then Enter
    std::cout << "\n";
    return std::nullopt;
  }
  while (!line.empty() && (line.back() == L'\n' || line.back() == L'\r')) line.pop_back();
  return utf8_text(line);
}

}  // namespace tenbou::cli
