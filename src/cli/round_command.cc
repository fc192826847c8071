// `tenbou round show N`: the tables of one round, their results and which games are still open; `tenbou round
// start N`: every game of the round started from the seating plan.

#include <iostream>

#include "cli/commands.h"
#include "cli/terminal_width.h"
#include "report/round_report.h"
#include "tournament/entry/round_start.h"

namespace tenbou::cli {

namespace {

void add_round_start(CLI::App& noun, const DbOption& db) {
  struct Options {
    int round = 0;
    std::vector<int> tables;
    FormatOption format;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand("start", "Start every game of a round from the seating plan (all or none)");
  cmd->add_option("round", o->round, "The round")->required()->check(whole_number(1, kMaxRound, "a round"));
  cmd->add_option("--tables", o->tables, "Only these tables, e.g. 1,3")->delimiter(',')->check(whole_number(1, kMaxTable, "a table"));
  add_format_option(*cmd, o->format, {"text", "json"});
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open();
    const RoundStart start = start_round(*t, o->round, o->tables);
    std::cout << (o->format.json() ? round_start_json(start) : round_start_text(start));
  });
}

}  // namespace

void add_round_command(CLI::App& app, const DbOption& db) {
  struct Options {
    int round = 0;
    int refresh = 0;
    LanguageOption lang;
    FormatOption format;
    OutputOption output;
  };
  auto o = std::make_shared<Options>();
  CLI::App* noun = app.add_subcommand("round", "The games of a tournament round");
  noun->require_subcommand(1);
  CLI::App* cmd = noun->add_subcommand("show", "Every table of a round: players, results, games still open");
  cmd->add_option("round", o->round, "The round")->required()->check(whole_number(1, kMaxRound, "a round"));
  add_refresh_option(*cmd, o->refresh);
  add_language_option(*cmd, o->lang);
  add_format_option(*cmd, o->format, {"text", "json", "html"});
  add_output_option(*cmd, o->output);
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open_to_read();
    const std::vector<GameOutcome> games = round_outcomes(*t, o->round);
    const std::string& f = o->format.value;
    o->output.write(f == "json"   ? round_json(t->players(), o->round, games)
                    : f == "html" ? round_html(t->info().name, t->players(), o->round, games, o->refresh, o->lang.words(*t))
                                  : round_text(t->players(), o->round, games, text_width()));
  });
  add_round_start(*noun, db);
}

}  // namespace tenbou::cli
