#include "cli/line_editor.h"

#include <iostream>

#include "base/terminal.h"
#include "cli/line_editing.h"

namespace tenbou::cli {

std::vector<std::string>& completion_words() {
  static std::vector<std::string> words;
  return words;
}

LineEditor::LineEditor()
    : interactive_(is_terminal(StandardStream::Input) && is_terminal(StandardStream::Output)) {
  if (interactive_) start_line_editing();
}

LineEditor::~LineEditor() {
  if (interactive_) stop_line_editing();
}

void LineEditor::set_completions(std::vector<std::string> words) { completion_words() = std::move(words); }

std::optional<std::string> LineEditor::read(const std::string& prompt, Remember remember) {
  if (!interactive_) {
    std::string line;
    if (!std::getline(std::cin, line)) return std::nullopt;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return line;
  }
  std::cout.flush();  // what was printed before the prompt goes out before it
  return read_terminal_line(prompt, remember);
}

}  // namespace tenbou::cli
