#include "cli/line_editor.h"

#include <clocale>
#include <cstdlib>
#include <cstring>
#include <iostream>

#include <editline/readline.h>
#include <langinfo.h>
#include <unistd.h>

namespace tenbou::cli {
namespace {

std::vector<std::string>& completion_words() {
  static std::vector<std::string> words;
  return words;
}

/// libedit's generator: the `state`-th completion word that starts with `text` (malloc'd, as it frees it).
char* next_completion(const char* text, int state) {
  static std::size_t index = 0;
  if (state == 0) index = 0;
  const std::size_t length = std::strlen(text);
  const std::vector<std::string>& words = completion_words();
  while (index < words.size()) {
    const std::string& word = words[index++];
    if (word.compare(0, length, text) == 0) return strdup(word.c_str());
  }
  return nullptr;
}

/// Makes the characters typed on the terminal UTF-8 for libedit, which passes multibyte input through only under a
/// locale of that character set: the user's own locale where it is UTF-8, else C.UTF-8 (a terminal without a
/// locale set, as over many SSH sessions, still types accents and CJK). Only LC_CTYPE: numbers and messages
/// are not affected.
void use_utf8_terminal() {
  const auto is_utf8 = [] {
    const std::string codeset = nl_langinfo(CODESET);
    return codeset == "UTF-8" || codeset == "utf8";
  };
  if (std::setlocale(LC_CTYPE, "") && is_utf8()) return;
  for (const char* name : {"C.UTF-8", "C.utf8", "en_US.UTF-8"})
    if (std::setlocale(LC_CTYPE, name) && is_utf8()) return;
}

char** complete(const char* text, int, int) {
  rl_attempted_completion_over = 1;  // no file names
  // An option is followed by its value; a name as often by a comma (Alice,Dmitri) as by a space.
  rl_completion_append_character = text[0] == '-' ? ' ' : '\0';
  return rl_completion_matches(text, next_completion);
}

}  // namespace

LineEditor::LineEditor() : interactive_(::isatty(STDIN_FILENO) && ::isatty(STDOUT_FILENO)) {
  if (!interactive_) return;
  use_utf8_terminal();
  rl_readline_name = "tenbou";
  rl_attempted_completion_function = complete;
  static char breaks[] = " \t\n\"',<+!";  // a name may follow a comma, <, + or ! of the short form
  rl_basic_word_break_characters = breaks;
  using_history();
}

LineEditor::~LineEditor() {
  if (interactive_) clear_history();
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
  char* typed = readline(prompt.c_str());
  if (!typed) {
    std::cout << "\n";
    return std::nullopt;
  }
  std::string line(typed);
  std::free(typed);
  if (remember == Remember::Line && line.find_first_not_of(" \t") != std::string::npos) add_history(line.c_str());
  return line;
}

}  // namespace tenbou::cli
