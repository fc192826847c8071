#pragma once
// `tenbou table GAME`: one game entered at the table, one short line per result. Each line is checked and
// written by the same services as the hand commands, with the hand number as the double-entry guard.

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "cli/hand_verbs.h"
#include "cli/line_editor.h"

namespace tenbou::cli {

/// What a table session is started with.
struct TableOptions {
  bool yes = false;  ///< write without the preview (for transcribing)
  std::string by;    ///< who enters the results
};

/// One game at the table, entered line by line until `quit` or the end of input.
///
/// `t`, `editor`, `out` and `err` must remain live while the session is in use. Not copyable or movable.
class TableSession {
 public:
  TableSession(Tournament& t, const GameRef& ref, TableOptions options, LineEditor& editor, std::ostream& out,
               std::ostream& err);
  TableSession(const TableSession&) = delete;
  TableSession& operator=(const TableSession&) = delete;

  /// Runs the session. Returns the exit status: 0; 1 when, not on a terminal, a line was refused (the lines
  /// before it are entered, the refused one and those after it not), or the game went meanwhile (voided).
  int run();

 private:
  /// Handles one line of words; false when the session ends.
  bool handle(const std::vector<std::string>& words);
  /// Whether each write is previewed and confirmed first (on a terminal, without --yes).
  bool previews() const;
  /// Shows `preview` (and a `warning` under it) and asks `question`: true when the answer writes it (y; with
  /// `yes_only` false, Enter too).
  bool confirmed(const EntryResult& preview, const std::string& question, bool yes_only, const std::string& warning = "");
  /// Enters (or with `amend`, amends) the hand `words` describe, after the preview.
  void enter(std::vector<std::string> words, std::optional<int> amend);
  /// Enters the final scores of a paper score sheet (`result E S W N ...`), after the preview.
  void enter_result(const std::vector<std::string>& words);
  /// The reason `given` on the line, else asked for on a terminal ("Why is hand 5 amended?", `what` being
  /// "hand 5 amended"). Throws InputError without one, showing `example`.
  std::string reason(std::string given, const std::string& what, const std::string& example);
  /// The context of a write about hand `hand`: who, why and the hand number as the double-entry guard.
  EntryContext context(const std::string& why, int hand) const;
  /// Re-reads the game from the file.
  void reload();
  void show_state();

  Tournament& t_;
  GameRef ref_;
  TableOptions options_;
  LineEditor& editor_;
  std::ostream& out_;
  std::ostream& err_;
  GameLog log_;
};

/// The commands and forms the table takes, for `help`.
std::string table_help();

}  // namespace tenbou::cli
