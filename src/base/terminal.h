#pragma once
// The terminal tenbou runs on: whether a standard stream is one, how wide it is, and its text as UTF-8. Its
// platform files: terminal_posix.cc (isatty, the TIOCGWINSZ ioctl, the C library's locale) and
// terminal_windows.cc (the console).

#include <cstddef>
#include <optional>

namespace tenbou {

/// The standard streams of the process.
enum class StandardStream { Input, Output, Error };

/// Whether `stream` is a terminal (not a file or a pipe).
bool is_terminal(StandardStream stream);

/// The width in columns of the terminal standard output is, when it is one and says its width.
std::optional<std::size_t> terminal_columns();

/// Makes what is printed to the terminal show as the UTF-8 it is, at the start of the program.
void use_utf8_terminal_output();

/// Makes what is typed at the terminal arrive as UTF-8, for a line editor reading it.
void use_utf8_terminal_input();

/// Whether the program was started in a window of its own, which closes when it ends: tenbou.exe double-clicked in
/// Explorer (its console window then holds no other process, such as the cmd.exe it would be typed into). Always false
/// on POSIX systems, where a program started from the desktop is started by a desktop entry that names its command.
bool started_in_own_window();

}  // namespace tenbou
