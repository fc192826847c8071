// `tenbou game start|show|history|finish|import|export|list`: the games of the tournament.

#include <iostream>

#include <nlohmann/json.hpp>

#include "base/unicode.h"
#include "cli/commands.h"
#include "cli/entry_options.h"
#include "cli/terminal_width.h"
#include "record/online/online_log.h"
#include "record/record_writer.h"
#include "report/entry_text.h"
#include "report/game_list.h"
#include "report/online_import_report.h"
#include "report/score_sheet.h"
#include "report/score_sheet_page.h"
#include "report/text_table.h"
#include "tournament/entry/game_corrections.h"
#include "tournament/entry/game_start.h"
#include "tournament/exchange/game_export.h"
#include "tournament/exchange/game_import.h"
#include "tournament/exchange/online_import.h"
#include "tournament/seats/seating_plan.h"

namespace tenbou::cli {
namespace {

/// A read command on one game: the game as a positional ROUND/TABLE and --format.
struct GameReadOptions {
  std::string game;
  FormatOption format;
  LanguageOption lang;  ///< the words of game show's page
};

CLI::App* add_game_read(CLI::App& noun, const std::string& name, const std::string& description, GameReadOptions& o,
                        const std::vector<std::string>& formats) {
  CLI::App* cmd = noun.add_subcommand(name, description);
  cmd->add_option("game", o.game, "The game: ROUND/TABLE, e.g. 1/3")->required();
  add_format_option(*cmd, o.format, formats);
  return cmd;
}

void add_start(CLI::App& noun, const DbOption& db) {
  struct Options {
    int round = 0;
    int table = 0;
    std::vector<std::string> players;
    EntryOptions entry;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand("start", "Start a game: four players, East, South, West, North");
  cmd->add_option("--round", o->round, "Tournament round (1, 2, ...)")->required()->check(whole_number(1, kMaxRound, "a round"));
  cmd->add_option("--table", o->table, "Table number (1, 2, ...)")->required()->check(whole_number(1, kMaxTable, "a table"));
  cmd->add_option("--players", o->players,
                  "The players in seat order East,South,West,North (comma-separated); default: as the seating "
                  "plan seats this table");
  cmd->add_option("--reason", o->entry.reason,
                  "Why, when the players are not the seating plan's for this table (kept in the game's history)");
  add_entry_options(*cmd, o->entry);
  on_run(*cmd, &o->entry.format, [&db, o] {
    auto t = db.open();
    announce(o->entry, *t, start_game(*t, {o->round, o->table}, split_names(o->players), {o->entry.reason, o->entry.by, ""}));
  });
}

void add_game_show(CLI::App& noun, const DbOption& db) {
  auto o = std::make_shared<GameReadOptions>();
  CLI::App* cmd = add_game_read(noun, "show", "Score sheet of a game (html: a printable page)", *o, {"text", "json", "html"});
  add_language_option(*cmd, o->lang);
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open_to_read();
    const GameLog log = load_game_log(*t, parse_game_ref("game", o->game), GameChoice::Shown);
    if (o->format.json())
      std::cout << game_sheet_json(t->rules(), log) << "\n";
    else if (o->format.value == "html")
      std::cout << game_page_html(t->info().name, t->rules(), log, o->lang.words(*t));
    else
      std::cout << fitted_lines(game_title(t->info().name, log), text_width()) << "\n"
                << score_sheet_text(t->rules(), log.names, log.sheet, text_width());
  });
}

void add_history(CLI::App& noun, const DbOption& db) {
  auto o = std::make_shared<GameReadOptions>();
  CLI::App* cmd = add_game_read(noun, "history", "Every entry, amendment and void of a game: who, when, why", *o,
                                {"text", "json"});
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open_to_read();
    const GameLog log = load_game_log(*t, parse_game_ref("game", o->game), GameChoice::Shown);
    std::cout << (o->format.json() ? history_json(t->rules(), log) + "\n" : history_text(t->rules(), log, read_settings(*t).local_time(), 0, text_width()));
  });
}

void add_finish(CLI::App& noun, const DbOption& db) {
  auto o = std::make_shared<EntryOptions>();
  CLI::App* cmd = noun.add_subcommand("finish", "Close a game before it ends by the rules (time limit)");
  cmd->add_option("game", o->game, "The game: ROUND/TABLE, e.g. 1/3 (default: $TENBOU_GAME)")
      ->required()
      ->envname("TENBOU_GAME");
  o->reason = "time limit";
  cmd->add_option("--reason", o->reason, "Why the game is closed")->capture_default_str();
  add_entry_options(*cmd, *o);
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open();
    announce(*o, *t, finish_game(*t, parse_game_ref("game", o->game), {o->reason, o->by, ""}));
  });
}

/// A correction of a whole game: the game, a required reason, and the service that makes it.
void add_game_correction(CLI::App& noun, const DbOption& db, const std::string& name, const std::string& description,
                         EntryResult (*correct)(Tournament&, const GameRef&, const EntryContext&)) {
  auto o = std::make_shared<EntryOptions>();
  CLI::App* cmd = noun.add_subcommand(name, description);
  cmd->add_option("game", o->game, "The game: ROUND/TABLE, e.g. 1/3")->required();
  cmd->add_option("--reason", o->reason, "Why (kept in the history)")->required();
  add_entry_options(*cmd, *o);
  on_run(*cmd, &o->format, [&db, o, correct] {
    auto t = db.open();
    announce(*o, *t, correct(*t, parse_game_ref("game", o->game), {o->reason, o->by, ""}));
  });
}

void add_seats(CLI::App& noun, const DbOption& db) {
  struct Options {
    std::vector<std::string> players;
    EntryOptions entry;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand(
      "seats", "Correct the seating of a game (same or other players); every hand is re-derived with the new seats");
  cmd->add_option("game", o->entry.game, "The game: ROUND/TABLE, e.g. 1/3")->required();
  cmd->add_option("--players", o->players, "The players in seat order East,South,West,North (comma-separated)")
      ->required();
  cmd->add_option("--reason", o->entry.reason, "Why (kept in the history)")->required();
  add_entry_options(*cmd, o->entry);
  on_run(*cmd, &o->entry.format, [&db, o] {
    auto t = db.open();
    announce(o->entry, *t,
             correct_seats(*t, parse_game_ref("game", o->entry.game), split_names(o->players),
                           {o->entry.reason, o->entry.by, ""}));
  });
}

/// `game import` of an online game's log (told apart by its content): the log's game placed at --round/--table.
void import_online_log(const DbOption& db, const std::string& file, const std::string& text, std::optional<GameRef> placement,
                       const std::vector<std::string>& players, bool add_players, const EntryOptions& entry) {
  if (!placement)
    throw InputError{"a log is one game: say where it goes with --round and --table (e.g. --round 1 --table 3)",
                     {{"field", "round"}}};
  auto t = db.open();
  const OnlineImport imported = import_online_game(
      *t, text, {.placement = *placement, .players = players, .add_players = add_players, .source = file},
      {"imported from " + file, entry.by, ""});
  if (entry.format.json())
    std::cout << online_import_json(imported, file).dump() << "\n";
  else
    std::cout << online_import_text(imported, file);
}

void add_import(CLI::App& noun, const DbOption& db) {
  struct Options {
    std::string file;
    int round = 0;
    int table = 0;
    bool add_players = false;
    std::vector<std::string> players;
    EntryOptions entry;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand(
      "import", "Import game records (one, a JSON array, JSON Lines or a published tournament.json) or an online game's "
                "log (Tenhou's mjlog XML, gzip-compressed or not, or a tenhou.net/6 JSON game, as Mahjong Soul's "
                "converters write it), all or none");
  cmd->add_option("file", o->file, "Game record file or online log (- for standard input)")->required();
  auto* round = cmd->add_option("--round", o->round, "Tournament round of a single record or a log")->check(whole_number(1, kMaxRound, "a round"));
  auto* table = cmd->add_option("--table", o->table, "Table of a single record or a log")->check(whole_number(1, kMaxTable, "a table"));
  round->needs(table);
  table->needs(round);
  cmd->add_option("--players", o->players,
                  "A log's players in its seat order, seat 0 (the first dealer) first (comma-separated; else found by "
                  "their online names)");
  cmd->add_flag("--add-players", o->add_players, "Register players the tournament does not know yet");
  add_entry_options(*cmd, o->entry);
  on_run(*cmd, &o->entry.format, [&db, o, round] {
    const std::string text = read_input(o->file);
    std::optional<GameRef> placement;
    if (round->count() > 0) placement = GameRef{o->round, o->table};
    if (looks_like_online_log(text))
      return import_online_log(db, o->file, text, placement, split_names(o->players), o->add_players, o->entry);
    if (const std::size_t first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
        first == std::string::npos || (text[first] != '{' && text[first] != '['))
      throw InputError{"\"" + unicode::printable(o->file) + "\" is neither a game record (JSON), a published tournament.json "
                       "nor an online game's log (Tenhou's mjlog XML, gzip-compressed or not, or a tenhou.net/6 JSON game)",
                       {{"field", "file"}, {"value", o->file}}};
    if (!o->players.empty())
      throw InputError{"--players names the seats of an online game's log; a game record names its own players",
                       {{"field", "players"}}};
    auto t = db.open();
    const ImportSummary s = import_games(*t, text, placement, o->add_players, {"imported from " + o->file, o->entry.by, ""});
    std::string line = "Imported " + std::to_string(s.games) + (s.games == 1 ? " game" : " games") + " (" +
                       std::to_string(s.hands) + " hands) from " + o->file;
    if (s.players_added > 0) line += "; registered " + std::to_string(s.players_added) + " new players";
    if (o->entry.format.json())
      std::cout << nlohmann::json{{"games", s.games}, {"hands", s.hands}, {"players_added", s.players_added},
                                  {"message", line + "."}}.dump() << "\n";
    else
      std::cout << line << ".\n";
  });
}

void add_export(CLI::App& noun, const DbOption& db) {
  auto o = std::make_shared<GameReadOptions>();
  CLI::App* cmd = add_game_read(noun, "export", "A game as a game record (the format replay and import read)", *o,
                                {"json"});
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open_to_read();
    const GameLog log = load_game_log(*t, parse_game_ref("game", o->game), GameChoice::Shown);
    std::cout << write_game_record(to_record(*t, log)).dump(2) << "\n";
  });
}

void add_game_list(CLI::App& noun, const DbOption& db) {
  auto format = std::make_shared<FormatOption>();
  CLI::App* cmd = noun.add_subcommand("list", "Every game: table, players, progress");
  add_format_option(*cmd, *format, {"text", "json"});
  on_run(*cmd, format.get(), [&db, format] {
    auto t = db.open_to_read();
    const std::vector<GameOutcome> games = game_outcomes(*t, 0, false);
    std::cout << (format->json() ? game_list_json(t->players(), games) : game_list_text(t->players(), games, text_width()));
  });
}

}  // namespace

void add_game_command(CLI::App& app, const DbOption& db) {
  CLI::App* noun = app.add_subcommand("game", "Start, show, close, import and export games");
  noun->require_subcommand(1);
  add_start(*noun, db);
  add_game_show(*noun, db);
  add_history(*noun, db);
  add_finish(*noun, db);
  add_game_correction(*noun, db, "reopen", "Undo a referee's closing of a game (not of a game the rules ended)",
                      reopen_game);
  add_game_correction(*noun, db, "void",
                      "Void a game that should not exist: it counts nowhere and its table is free again "
                      "(its entries stay in the history)",
                      void_game);
  add_game_correction(*noun, db, "restore", "Bring back the latest voided game at a table", restore_game);
  add_seats(*noun, db);
  add_game_result(*noun, db);
  add_import(*noun, db);
  add_export(*noun, db);
  add_game_list(*noun, db);
}

}  // namespace tenbou::cli
