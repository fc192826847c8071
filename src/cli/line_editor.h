#pragma once
// Reading the lines of `tenbou table`: on a terminal with line editing, history and tab completion (libedit's
// readline interface, BSD-licensed; on Windows, which has none, the console's line as typed: line_editor_windows.cc);
// otherwise plain lines from standard input, without prompts.

#include <optional>
#include <string>
#include <vector>

namespace tenbou::cli {

/// What the help says of reading on a terminal where it differs from the usual (empty, or a paragraph).
std::string line_editing_note();

/// Whether a line read goes into the Up-arrow history: the lines typed at the prompt do, answers to a
/// question (a preview's y or n, a reason) do not, so recalling a line never recalls an answer.
enum class Remember { Line, Answer };

/// The source of the lines typed at the table. One per process: libedit keeps its state globally.
class LineEditor {
 public:
  LineEditor();
  ~LineEditor();
  LineEditor(const LineEditor&) = delete;
  LineEditor& operator=(const LineEditor&) = delete;

  /// Whether standard input and output are a terminal (prompts, previews and questions only then).
  bool interactive() const { return interactive_; }
  /// The words tab completes: verbs, options, commands and the names at the table.
  void set_completions(std::vector<std::string> words);
  /// The next line (without its line end), or nothing at the end of input (Ctrl-D on a terminal). Text typed
  /// on a terminal arrives as UTF-8, accents and CJK included.
  std::optional<std::string> read(const std::string& prompt, Remember remember = Remember::Line);

 private:
  bool interactive_;
};

}  // namespace tenbou::cli
