// `tenbou table GAME`: enter a game at the table, one short line per result (see table_session.h).

#include <iostream>

#include "cli/commands.h"
#include "cli/line_editor.h"
#include "cli/table_session.h"

namespace tenbou::cli {

void add_table_command(CLI::App& app, const DbOption& db) {
  struct Options {
    std::string game;
    TableOptions table;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand(
      "table", "Enter a game at the table: the hand and the scores shown, one short line per result (help inside)");
  cmd->add_option("game", o->game, "The game: ROUND/TABLE, e.g. 1/3 (default: $TENBOU_GAME)")
      ->required()
      ->envname("TENBOU_GAME");
  cmd->add_flag("--yes", o->table.yes, "Write each result without the preview (for transcribing score sheets)");
  cmd->add_option("--by", o->table.by, "Who enters the results (default: $TENBOU_REFEREE)")->envname("TENBOU_REFEREE");
  cmd->footer("Not on a terminal, one result per line is read from standard input (# starts a comment) and the\n"
              "first refused line stops the run with exit status 1: tenbou table 1/3 < sheet.txt\n\n" + line_editing_note() +
              table_help());
  on_run(*cmd, nullptr, [&db, o] {
    auto t = db.open();
    LineEditor editor;
    TableSession session(*t, parse_game_ref("game", o->game), o->table, editor, std::cout, std::cerr);
    if (const int status = session.run(); status != 0) throw CLI::RuntimeError(status);
  });
}

}  // namespace tenbou::cli
