#include "cli/line_editor.h"

#include <iostream>

#include "base/terminal.h"
#include "base/unicode.h"
#include "cli/line_editing.h"

namespace tenbou::cli {

std::vector<std::string>& completion_words() {
  static std::vector<std::string> words;
  return words;
}

std::vector<std::string> completions_of(std::string_view typed) {
  const std::string wanted = unicode::unaccented(typed);
  std::vector<std::string> out{""};
  for (const std::string& word : completion_words())
    if (word.starts_with(typed) || unicode::unaccented(word).starts_with(wanted)) out.push_back(word);
  if (out.size() == 1) return {};
  // The start every completion shares, cut at a character's first byte so no character is split.
  std::string_view common = out[1];
  for (std::size_t i = 2; i < out.size(); ++i) {
    std::size_t n = 0;
    while (n < common.size() && n < out[i].size() && common[n] == out[i][n]) ++n;
    common = common.substr(0, n);
  }
  if (common.size() < out[1].size())
    while (!common.empty() && (static_cast<unsigned char>(out[1][common.size()]) & 0xC0) == 0x80) common.remove_suffix(1);
  out[0] = unicode::unaccented(common).size() < wanted.size() ? std::string(typed) : std::string(common);
  return out;
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
