#include "base/terminal.h"

#include <cstdio>

#include <io.h>
#include <windows.h>

namespace tenbou {

bool is_terminal(StandardStream stream) {
  switch (stream) {
    case StandardStream::Input: return _isatty(_fileno(stdin));
    case StandardStream::Output: return _isatty(_fileno(stdout));
    case StandardStream::Error: return _isatty(_fileno(stderr));
  }
  return false;
}

std::optional<std::size_t> terminal_columns() {
  CONSOLE_SCREEN_BUFFER_INFO info{};
  if (!GetConsoleScreenBufferInfo(GetStdHandle(STD_OUTPUT_HANDLE), &info)) return std::nullopt;  // not a console
  return static_cast<std::size_t>(info.srWindow.Right - info.srWindow.Left + 1);  // the window, not its buffer
}

// The console shows the bytes it is sent in its output code page (an OEM one such as 437 or 850 by default).
void use_utf8_terminal_output() { SetConsoleOutputCP(CP_UTF8); }

// The console gives what is typed in its input code page.
void use_utf8_terminal_input() { SetConsoleCP(CP_UTF8); }

// Alone in its console, and reading and writing that console itself: a program started by another with pipes (a
// script, a test, wine from a terminal) may also be alone in a console of its own, but its streams are not that console.
bool started_in_own_window() {
  DWORD processes[2], mode = 0;
  return GetConsoleProcessList(processes, 2) == 1 && GetConsoleMode(GetStdHandle(STD_INPUT_HANDLE), &mode) &&
         GetConsoleMode(GetStdHandle(STD_OUTPUT_HANDLE), &mode);
}

}  // namespace tenbou
