// The terminal side of LineEditor on POSIX systems: libedit, loaded when a table session runs on a terminal.

#include <csignal>
#include <cstdlib>
#include <cstring>
#include <iostream>

#include <editline/readline.h>

#include "base/shared_library.h"
#include "base/terminal.h"
#include "cli/line_editing.h"

namespace tenbou::cli {
namespace {

/// What the editor uses of libedit, loaded only for a terminal session: linked, it and the terminal libraries it
/// needs cost every run of tenbou about 0.6 M instructions. Each is named as in the library, without rl_.
struct Libedit {
  decltype(&::readline) readline;
  decltype(&::add_history) add_history;
  decltype(&::using_history) using_history;
  decltype(&::clear_history) clear_history;
  decltype(&rl_readline_name) readline_name;
  decltype(&rl_attempted_completion_function) attempted_completion_function;
  decltype(&rl_attempted_completion_over) attempted_completion_over;
  decltype(&rl_completion_append_character) completion_append_character;
  decltype(&rl_basic_word_break_characters) basic_word_break_characters;
};

/// The library, loaded by the first call. Throws Error naming it when it cannot be loaded.
const Libedit& libedit() {
  static const Libedit functions = [] {
    const SharedLibrary library(TENBOU_LIBEDIT, "tenbou table on a terminal", "libedit");  // its soname, from the build
    Libedit f;
    library.find(f.readline, "readline");
    library.find(f.add_history, "add_history");
    library.find(f.using_history, "using_history");
    library.find(f.clear_history, "clear_history");
    library.find(f.readline_name, "rl_readline_name");
    library.find(f.attempted_completion_function, "rl_attempted_completion_function");
    library.find(f.attempted_completion_over, "rl_attempted_completion_over");
    library.find(f.completion_append_character, "rl_completion_append_character");
    library.find(f.basic_word_break_characters, "rl_basic_word_break_characters");
    return f;
  }();
  return functions;
}

/// The completions of `text` as libedit takes them: what replaces it, then the choices, then NULL, each malloc'd
/// (libedit frees them); NULL for none.
char** complete(const char* text, int, int) {
  const Libedit& edit = libedit();
  *edit.attempted_completion_over = 1;  // no file names
  // An option is followed by its value; a name as often by a comma (Alice,Dmitri) as by a space.
  *edit.completion_append_character = text[0] == '-' ? ' ' : '\0';
  const std::vector<std::string> found = completions_of(text);
  if (found.empty()) return nullptr;
  // One completion replaces the text; several leave their shared start, and are listed on a second Tab.
  const std::size_t listed = found.size() == 2 ? 1 : found.size();
  auto** out = static_cast<char**>(std::malloc((listed + 1) * sizeof(char*)));
  if (!out) return nullptr;
  out[0] = strdup(found.size() == 2 ? found[1].c_str() : found[0].c_str());
  for (std::size_t i = 1; i < listed; ++i) out[i] = strdup(found[i].c_str());
  out[listed] = nullptr;
  return out;
}

/// Set by Ctrl-C while a line is read: the line is dropped and read again, as a shell does.
volatile std::sig_atomic_t interrupted = 0;
struct sigaction before_table{};  ///< SIGINT's action before the session, given back at its end

void on_interrupt(int) { interrupted = 1; }

}  // namespace

std::string line_editing_note() { return ""; }

void start_line_editing() {
  const Libedit& edit = libedit();
  use_utf8_terminal_input();  // the characters typed, accents and CJK too, reach libedit as UTF-8
  *edit.readline_name = "tenbou";
  *edit.attempted_completion_function = complete;
  static char breaks[] = " \t\n\"',<+!";  // a name may follow a comma, <, + or ! of the short form
  *edit.basic_word_break_characters = breaks;
  edit.using_history();
  // Ctrl-C interrupts the read (no SA_RESTART): libedit gives up the line, and it is read again, empty.
  struct sigaction action{};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, &before_table);
}

void stop_line_editing() {
  sigaction(SIGINT, &before_table, nullptr);
  libedit().clear_history();
}

std::optional<std::string> read_terminal_line(const std::string& prompt, Remember remember) {
  char* typed = nullptr;
  for (;;) {
    interrupted = 0;
    typed = libedit().readline(prompt.c_str());
    if (typed || !interrupted) break;
    std::cout << "^C" << std::endl;  // Ctrl-C: the line is cleared and asked for again; Ctrl-D on an empty one leaves
  }
  if (!typed) {
    std::cout << "\n";
    return std::nullopt;
  }
  std::string line(typed);
  std::free(typed);
  if (remember == Remember::Line && line.find_first_not_of(" \t") != std::string::npos) libedit().add_history(line.c_str());
  return line;
}

}  // namespace tenbou::cli
