// `tenbou export results|ema|games`: the tournament's results for spreadsheets, the EMA, other programs.

#include <iostream>

#include "cli/commands.h"
#include "cli/refusal_words.h"
#include "record/record_writer.h"
#include "report/ema_report.h"
#include "report/standings_report.h"
#include "tournament/exchange/game_export.h"

namespace tenbou::cli {
namespace {

void add_results(CLI::App& noun, const DbOption& db) {
  struct Options {
    FormatOption format;
    OutputOption output;
    CsvOptions csv;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand("results", "The full standings with every column");
  add_format_option(*cmd, o->format, {"csv", "json"});
  add_csv_options(*cmd, o->csv);
  add_output_option(*cmd, o->output);
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open_to_read();
    const Standings s = compute_standings(*t, {});
    o->output.write(o->format.json() ? results_export_json(s) : standings_csv(s, o->csv.style(*t)));
  });
}

void add_ema(CLI::App& noun, const DbOption& db) {
  struct Options {
    bool check = false;
    bool force = false;
    FormatOption format;
    OutputOption output;
    CsvOptions csv;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand(
      "ema", "The results file for the EMA (header with MERS weight, one row per player), after a pre-flight check");
  cmd->add_flag("--check", o->check, "Only run the pre-flight check");
  cmd->add_flag("--force", o->force, "Write the file even though the pre-flight check found problems");
  add_format_option(*cmd, o->format, {"csv", "xlsx"});
  add_csv_options(*cmd, o->csv);
  add_output_option(*cmd, o->output);
  on_run(*cmd, &o->format, [&db, o] {
    if (o->format.value == "xlsx" && o->output.path.empty() && !o->check)
      throw CLI::ValidationError("--format xlsx", "a workbook is a file: give --output FILE.xlsx");
    auto t = db.open_to_read();
    EmaResults results = ema_results(*t);
    for (PreflightIssue& issue : results.preflight) issue.message = in_command_words(issue.message, issue.fields, issue.fields_from);
    std::cerr << preflight_text(results);
    if (o->check) {
      if (!results.ready()) throw CLI::RuntimeError(1);
      return;
    }
    if (!results.ready() && !o->force)
      throw InputError{"the EMA results file was not written: fix the problems above (or give --force)"};
    o->output.write(o->format.value == "xlsx" ? ema_results_xlsx(results) : ema_results_csv(results, o->csv.style(*t)));
  });
}

void add_games(CLI::App& noun, const DbOption& db) {
  struct Options {
    FormatOption format;
    OutputOption output;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand(
      "games", "Every game as a game record: a JSON array, one record per line (what game import reads)");
  add_format_option(*cmd, o->format, {"json"});
  add_output_option(*cmd, o->output);
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open_to_read();
    o->output.write(write_game_records(game_records(*t)));
  });
}

}  // namespace

void add_export_command(CLI::App& app, const DbOption& db) {
  CLI::App* noun = app.add_subcommand("export", "Results and records for spreadsheets, the EMA and other programs");
  noun->require_subcommand(1);
  add_results(*noun, db);
  add_ema(*noun, db);
  add_games(*noun, db);
}

}  // namespace tenbou::cli
