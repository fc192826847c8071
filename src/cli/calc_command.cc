// `tenbou calc`: what every player pays for one hand value.

#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "engine/payment_table.h"
#include "report/payment_report.h"

namespace tenbou::cli {

void add_calc_command(CLI::App& app) {
  struct Options {
    int han = -1;
    int fu = 0;
    int yakuman = 0;
    int honba = 0;
    RulesetOptions ruleset;
    FormatOption format;
  };
  auto opts = std::make_shared<Options>();
  CLI::App* cmd = app.add_subcommand("calc", "What every player pays for a hand of given han and fu (or yakuman)");
  auto* han = cmd->add_option("--han", opts->han, "Han (yaku and dora)");
  cmd->add_option("--fu", opts->fu, "Fu (20, 25, 30, 40, ... 110); not needed from 5 han");
  auto* yakuman = cmd->add_option("--yakuman", opts->yakuman, "Number of yakuman instead of han and fu");
  han->excludes(yakuman);
  cmd->add_option("--honba", opts->honba, "Counters on the table");
  add_ruleset_options(*cmd, opts->ruleset);
  add_format_option(*cmd, opts->format, {"text", "json"});
  on_run(*cmd, &opts->format, [opts, han, yakuman] {
    if (han->count() == 0 && yakuman->count() == 0)
      throw InputError{"give --han (with --fu below 5 han) or --yakuman"};
    const Ruleset rules = opts->ruleset.load();
    Win win;
    win.han = opts->han;
    win.fu = opts->fu;
    win.yakuman = opts->yakuman;
    if (yakuman->count() > 0 && opts->yakuman < 1)
      throw InputError{"--yakuman " + std::to_string(opts->yakuman) + " is not valid (use 1 or more)"};
    PaymentTable table;
    if (MaybeProblem p = payment_table(rules, win, opts->honba, table)) throw InputError{p->message};
    if (opts->format.json())
      std::cout << payment_report_json(rules, table).dump(2) << "\n";
    else
      std::cout << payment_report_text(rules, table);
  });
}

}  // namespace tenbou::cli
