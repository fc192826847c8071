// `tenbou explain GAME HAND`: a disputed payment worked out step by step.

#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/terminal_width.h"
#include "report/explain_text.h"
#include "report/online_import_report.h"
#include "tournament/exchange/online_import.h"

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
    // A game imported from an online log: each win's tiles with the log's valuation and tenbou's.
    const std::optional<GameSourceRow> source = online_source(*t, log.game.id);
    if (o->format.json()) {
      nlohmann::json out = nlohmann::json::parse(explain_json(t->rules(), log, o->hand));
      if (source) out["online_log"] = online_hand_json(*source, o->hand);
      std::cout << out.dump(2) << "\n";
    } else {
      std::cout << explain_text(t->rules(), log, o->hand, read_settings(*t).local_time(), text_width());
      if (source) std::cout << online_hand_text(*source, o->hand, log.names);
    }
  });
}

}  // namespace tenbou::cli
