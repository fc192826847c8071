// tenbou: tournament scoring and record-keeping for Riichi mahjong under EMA rules.

#include <array>
#include <iostream>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/program_arguments.h"
#include "base/terminal.h"
#include "cli/commands.h"
#include "cli/mistyped_words.h"
#include "cli/refusal_words.h"

namespace {

using tenbou::cli::DbOption;

/// A top-level command: the names it adds and what adds it. Each option costs a few thousand instructions to
/// set up, so only the command named on the command line is (see command_named).
struct Command {
  std::array<std::string_view, 2> names;  ///< the second empty for a command of one name
  void (*add)(CLI::App& app, const DbOption& db);

  bool adds(std::string_view name) const { return !name.empty() && (name == names[0] || name == names[1]); }
};

const Command kCommands[] = {
    {{"init"}, [](CLI::App& app, const DbOption&) { tenbou::cli::add_init_command(app); }},
    {{"player"}, tenbou::cli::add_player_command},
    {{"game"}, tenbou::cli::add_game_command},
    {{"hand"}, tenbou::cli::add_hand_command},
    {{"table"}, tenbou::cli::add_table_command},
    {{"keys"}, tenbou::cli::add_keys_command},
    {{"serve"}, tenbou::cli::add_serve_command},
    {{"console"}, tenbou::cli::add_console_command},
    {{"tournament"}, tenbou::cli::add_tournament_command},
    {{"standings"}, tenbou::cli::add_standings_command},
    {{"penalty"}, tenbou::cli::add_penalty_command},
    {{"team"}, tenbou::cli::add_team_command},
    {{"stage"}, tenbou::cli::add_stage_command},
    {{"round"}, tenbou::cli::add_round_command},
    {{"seating"}, tenbou::cli::add_seating_command},
    {{"stats"}, tenbou::cli::add_stats_command},
    {{"explain"}, tenbou::cli::add_explain_command},
    {{"export"}, tenbou::cli::add_export_command},
    {{"publish"}, tenbou::cli::add_publish_command},
    {{"audit", "backup"}, tenbou::cli::add_audit_command},
    {{"calc"}, [](CLI::App& app, const DbOption&) { tenbou::cli::add_calc_command(app); }},
    {{"ranking"}, [](CLI::App& app, const DbOption&) { tenbou::cli::add_ranking_command(app); }},
    {{"value"}, tenbou::cli::add_value_command},
    {{"replay"}, [](CLI::App& app, const DbOption&) { tenbou::cli::add_replay_command(app); }},
    {{"ruleset"}, [](CLI::App& app, const DbOption& db) { tenbou::cli::add_ruleset_command(app, db); }},
};

/// The command the arguments name, when the first of them that is not --db (with its file) is one; otherwise ""
/// (no command, an option first such as --help, a mistyped command): then every command is set up, for the help
/// and the messages.
std::string_view command_named(const std::vector<std::string>& arguments) {
  for (std::size_t i = 1; i < arguments.size(); ++i) {
    const std::string_view arg = arguments[i];
    if (arg == "--db") {
      ++i;
      continue;
    }
    if (arg.starts_with("--db=")) continue;
    for (const Command& command : kCommands)
      if (command.adds(arg)) return arg;
    return "";
  }
  return "";
}

/// Runs the command line `arguments` (the program's name first): the exit status.
int run(const std::vector<std::string>& arguments) {
  std::vector<const char*> argument_texts;
  for (const std::string& argument : arguments) argument_texts.push_back(argument.c_str());
  // Named tenbou in every usage line, not by the path it was started with (Z:\tools\tenbou.exe on Windows).
  CLI::App app{"tenbou: EMA Riichi mahjong scoring and tournament records", "tenbou"};
  // CLI11 reads /name as an option on Windows by default: a path such as /data/cup.tenbou would be taken for one.
  // tenbou's options are --name and -n on every system (the subcommands, added below, inherit this).
  app.allow_windows_style_options(false);
  app.require_subcommand(1);
  app.set_version_flag("--version", "tenbou " TENBOU_VERSION);  // project(VERSION) of CMakeLists.txt
  tenbou::cli::DbOption db;
  tenbou::cli::add_db_option(app, db);
  app.fallthrough();
  const std::string_view named = command_named(arguments);
  for (const Command& command : kCommands)
    if (named.empty() || command.adds(named)) command.add(app, db);
  try {
    app.parse(static_cast<int>(argument_texts.size()), argument_texts.data());
  } catch (const CLI::RuntimeError& e) {
    return e.get_exit_code();
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() != 0)
      if (const auto mistyped = tenbou::cli::mistyped_words(app, {arguments.begin() + 1, arguments.end()}, "tenbou")) {
        std::cerr << "tenbou: " << *mistyped << "\n";
        return static_cast<int>(tenbou::ExitStatus::Usage);
      }
    return app.exit(e) == 0 ? static_cast<int>(tenbou::ExitStatus::Done) : static_cast<int>(tenbou::ExitStatus::Usage);
  } catch (const tenbou::Error& e) {
    std::cerr << "tenbou: " << tenbou::cli::in_command_words(e) << "\n";
    return static_cast<int>(e.status);
  } catch (const std::exception& e) {
    std::cerr << "tenbou: internal error (a bug in tenbou, please report it): " << e.what() << "\n";
    return static_cast<int>(tenbou::ExitStatus::Internal);
  } catch (...) {
    std::cerr << "tenbou: internal error (a bug in tenbou, please report it)\n";
    return static_cast<int>(tenbou::ExitStatus::Internal);
  }
  return static_cast<int>(tenbou::ExitStatus::Done);
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  tenbou::use_utf8_terminal_output();
  tenbou::use_utf8_environment();
  std::vector<std::string> arguments = tenbou::utf8_arguments(argc, argv);
  // tenbou.exe double-clicked: the organiser's console, in the window Windows opened for it, which stays open on a
  // refusal until it has been read.
  const bool double_clicked = arguments.size() == 1 && tenbou::started_in_own_window();
  if (double_clicked) arguments.push_back("console");
  const int status = run(arguments);
  if (double_clicked && status != 0) {
    std::cerr << "Press Enter to close this window." << std::endl;
    std::cin.get();
  }
  return status;
}

