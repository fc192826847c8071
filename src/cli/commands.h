#pragma once
// The commands of tenbou, one registration each: main.cc adds them all to the program, and a noun's command
// adds the verbs that live in a file of their own. What the commands share: how they run (cli/command_run.h),
// their common options (cli/shared_options.h), and for those that write to a game cli/entry_options.h.

#include <CLI/CLI.hpp>

#include "cli/command_run.h"
#include "cli/shared_options.h"

namespace tenbou::cli {

// The commands, in the order `tenbou --help` lists them; each is defined in src/cli/<noun>_command.cc.
void add_init_command(CLI::App& app);
void add_player_command(CLI::App& app, const DbOption& db);
void add_game_command(CLI::App& app, const DbOption& db);
void add_hand_command(CLI::App& app, const DbOption& db);
void add_table_command(CLI::App& app, const DbOption& db);
void add_keys_command(CLI::App& app, const DbOption& db);
void add_serve_command(CLI::App& app, const DbOption& db);
void add_console_command(CLI::App& app, const DbOption& db);
void add_tournament_command(CLI::App& app, const DbOption& db);
void add_standings_command(CLI::App& app, const DbOption& db);
void add_penalty_command(CLI::App& app, const DbOption& db);
void add_team_command(CLI::App& app, const DbOption& db);
void add_stage_command(CLI::App& app, const DbOption& db);
void add_round_command(CLI::App& app, const DbOption& db);
void add_seating_command(CLI::App& app, const DbOption& db);
void add_stats_command(CLI::App& app, const DbOption& db);
void add_explain_command(CLI::App& app, const DbOption& db);
void add_export_command(CLI::App& app, const DbOption& db);
void add_publish_command(CLI::App& app, const DbOption& db);
void add_audit_command(CLI::App& app, const DbOption& db);
void add_calc_command(CLI::App& app);
void add_ranking_command(CLI::App& app);
void add_value_command(CLI::App& app, const DbOption& db);
void add_replay_command(CLI::App& app);
void add_ruleset_command(CLI::App& app, const DbOption& db);

/// `player withdraw|return|absent`, added to the player noun.
void add_participation_commands(CLI::App& noun, const DbOption& db);
/// `tenbou game result`, under the `game` command.
void add_game_result(CLI::App& game, const DbOption& db);

}  // namespace tenbou::cli
