// `tenbou game result`: a game recorded by its final scores, as the paper score sheet shows them.

#include <iostream>

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "cli/commands.h"
#include "cli/entry_options.h"
#include "report/entry_text.h"
#include "tournament/exchange/result_import.h"

namespace tenbou::cli {

void add_game_result(CLI::App& noun, const DbOption& db) {
  struct Options {
    std::vector<std::string> scores;
    int sticks = 0;
    std::vector<std::string> chombo;
    bool relative = false;
    int round = 0;
    int table = 0;
    std::vector<std::string> players;
    std::string csv;
    std::string encoding;
    EntryOptions entry;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand(
      "result", "Record a game by its final scores from the paper score sheet (places, uma, sticks and chombo "
                "penalties follow the ruleset)");
  cmd->add_option("game", o->entry.game, "The game: ROUND/TABLE, e.g. 1/3 (or --round and --table to start it too)");
  cmd->add_option("--round", o->round, "Start the game at this round and record its result in one step")
      ->check(whole_number(1, kMaxRound, "a round"));
  cmd->add_option("--table", o->table, "The table of the game started with --round")
      ->check(whole_number(1, kMaxTable, "a table"));
  cmd->add_option("--players", o->players,
                  "With --round and --table: the players East,South,West,North (default: as the seating plan seats "
                  "the table; others need --reason)");
  cmd->add_option("--scores", o->scores,
                  "The four final table scores, East,South,West,North as seated at the start, e.g. "
                  "42300,31200,18500,8000 (a first score below zero: --scores=-4200,...)");
  cmd->add_option("--csv", o->csv,
                  "Record a whole session from a spreadsheet instead: one row per player with the columns "
                  "round,table,player,score and optionally sticks and chombo (\"-\" reads standard input); "
                  "every table is checked, and the file is recorded all or none");
  cmd->add_option("--encoding", o->encoding, "With --csv: the file's encoding when it is not UTF-8, e.g. windows-1252");
  cmd->add_option("--sticks", o->sticks, "Riichi sticks left on the table at the end (default 0)");
  cmd->add_option("--chombo", o->chombo, "A player who committed a chombo (once per chombo)");
  cmd->add_flag("--relative", o->relative, "The scores are each player's difference to the start (sheets written from 0)");
  cmd->add_option("--reason", o->entry.reason,
                  "Why, when the game has a result already (it is replaced) or its players are not the plan's");
  add_entry_options(*cmd, o->entry);
  on_run(*cmd, &o->entry.format, [&db, o] {
    auto t = db.open();
    const EntryContext context{o->entry.reason, o->entry.by, ""};
    if (!o->csv.empty()) {
      if (!o->scores.empty() || !o->entry.game.empty() || o->round > 0 || o->table > 0)
        throw InputError{"--csv records the games its rows name: give no game, --round, --table or --scores with it",
                         {{"field", "csv"}}};
      const ResultImport done = import_results(*t, read_input(o->csv), o->csv, o->encoding, context);
      // Each game as a single `game result` says it, then the count.
      std::string message;
      nlohmann::json recorded = nlohmann::json::array();
      for (const EntryResult& r : done.recorded) {
        const std::string said = entry_announcement(t->rules(), r);
        message += said + "\n";
        recorded.push_back({{"game", r.log.ref().text()}, {"message", said}});
      }
      message += "Recorded the results of " + counted(done.games, "game") + " from " + o->csv +
                 (done.started ? " (" + std::to_string(done.started) + " of them started)" : "") + ".";
      confirm(o->entry.format,
              {{"games", done.games}, {"started", done.started}, {"recorded", recorded}, {"message", message}},
              done.cut_changed);
      return;
    }
    if (o->scores.empty()) throw InputError{"--scores is needed (or --csv FILE for a whole session)", {{"field", "scores"}}};
    const SheetDraft draft{.scores = parse_scores(o->scores), .relative = o->relative, .sticks = o->sticks,
                           .chombo = o->chombo};
    const bool starting = o->round > 0 || o->table > 0;
    if (starting == !o->entry.game.empty() || (starting && (o->round == 0 || o->table == 0)))
      throw InputError{"give the game as ROUND/TABLE (a game started already), or --round and --table (to start it "
                       "and record its result in one step)",
                       {{"field", "game"}}};
    if (!starting && !o->players.empty())
      throw InputError{"--players is for a game started here, with --round and --table", {{"field", "players"}}};
    announce(o->entry, *t,
             starting ? start_and_record_result(*t, {o->round, o->table}, split_names(o->players), draft, context)
                      : record_result(*t, parse_game_ref("game", o->entry.game), draft, context));
  });
}

}  // namespace tenbou::cli
