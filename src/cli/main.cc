// tenbou: tournament scoring and record-keeping for Riichi mahjong under EMA rules.

#include <iostream>

#include "cli/command.h"
#include "cli/refusal_words.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  CLI::App app{"tenbou: EMA Riichi mahjong scoring and tournament records"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "tenbou 0.1.0");
  tenbou::cli::DbOption db;
  tenbou::cli::add_db_option(app, db);
  app.fallthrough();
  tenbou::cli::add_init_command(app);
  tenbou::cli::add_player_command(app, db);
  tenbou::cli::add_game_command(app, db);
  tenbou::cli::add_hand_command(app, db);
  tenbou::cli::add_table_command(app, db);
  tenbou::cli::add_keys_command(app, db);
  tenbou::cli::add_serve_command(app, db);
  tenbou::cli::add_tournament_command(app, db);
  tenbou::cli::add_standings_command(app, db);
  tenbou::cli::add_penalty_command(app, db);
  tenbou::cli::add_round_command(app, db);
  tenbou::cli::add_seating_command(app, db);
  tenbou::cli::add_stats_command(app, db);
  tenbou::cli::add_explain_command(app, db);
  tenbou::cli::add_export_command(app, db);
  tenbou::cli::add_audit_command(app, db);
  tenbou::cli::add_calc_command(app);
  tenbou::cli::add_value_command(app, db);
  tenbou::cli::add_replay_command(app);
  tenbou::cli::add_ruleset_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::RuntimeError& e) {
    return e.get_exit_code();
  } catch (const CLI::ParseError& e) {
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
