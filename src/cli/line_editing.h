#pragma once
// What LineEditor (line_editor.cc) does on a terminal, which differs by system: line_editor_posix.cc edits the
// line with libedit (history, tab completion); line_editor_windows.cc reads it from the console as typed, Windows
// having no libedit. Only line_editor*.cc include this header.

#include <optional>
#include <string>
#include <vector>

#include "cli/line_editor.h"

namespace tenbou::cli {

/// Prepares the terminal session (called once, by the editor of a terminal).
void start_line_editing();
/// Ends it (the editor's destructor).
void stop_line_editing();
/// The next line typed after `prompt`, or nothing at the end of input.
std::optional<std::string> read_terminal_line(const std::string& prompt, Remember remember);
/// The words tab completes, where the terminal completes (set by LineEditor::set_completions).
std::vector<std::string>& completion_words();
/// What Tab puts for `typed`: first the start the completions share (whole characters, and never less than
/// `typed`), then the completions, the words of completion_words() that start with `typed` with case and accents
/// ignored, as names are found ("ag" completes Ágnes). Empty when none does.
std::vector<std::string> completions_of(std::string_view typed);

}  // namespace tenbou::cli
