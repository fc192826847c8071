// `tenbou explain GAME HAND`: a disputed payment worked out step by step.

#include <iostream>

#include "cli/commands.h"
#include "cli/terminal_width.h"
#include "report/explain_text.h"

namespace tenbou::cli {

void add_explain_command(CLI::App& app, const DbOption& db) {
  struct Options {
    std::string game;
    int hand = 0;
    FormatOption format;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand(
      "explain", "How a hand was paid, from first principles, with every entry about it (for disputes)");
  cmd->add_option("game", o->game, "The game: ROUND/TABLE, e.g. 1/3")->required();
  cmd->add_option("hand", o->hand, "The hand number, as the score sheet shows it")->required();
  add_format_option(*cmd, o->format, {"text", "json"});
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open_to_read();
    const GameLog log = load_game_log(*t, parse_game_ref("game", o->game), GameChoice::Shown);
    std::cout << (o->format.json() ? explain_json(t->rules(), log, o->hand) : explain_text(t->rules(), log, o->hand, read_settings(*t).local_time(), text_width()));
  });
}

}  // namespace tenbou::cli
