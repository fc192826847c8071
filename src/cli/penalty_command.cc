// `tenbou penalty add|cancel|list`: referee penalties outside the game results, append-only.

#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/entry_options.h"
#include "cli/terminal_width.h"
#include "report/penalty_text.h"

namespace tenbou::cli {
namespace {

/// Prints the confirmation line (with --format json, an object holding it and the penalty number).
void say_penalty(const FormatOption& format, Tournament& t, const PenaltyEntry& p) {
  confirm(format, {{"penalty", p.view.penalty.id}, {"message", penalty_announcement(t.players(), p.view)}}, p.cut_changed);
}

void add_penalty_add(CLI::App& noun, const DbOption& db) {
  struct Options {
    std::string player;
    std::int64_t points = 0;
    int round = 0;
    EntryOptions entry;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand("add", "Deduct POINTS from a player's tournament total, with a reason");
  cmd->add_option("player", o->player, "The player: name, unique start of a name, or EMA number")->required();
  cmd->add_option("points", o->points, "The amount deducted, e.g. 2000")->required();
  cmd->add_option("--reason", o->entry.reason, "Why (kept with the penalty)")->required();
  cmd->add_option("--round", o->round, "The round it belongs to (standings --after-round count it from there)")
      ->check(whole_number(1, kMaxRound, "a round"));
  add_entry_options(*cmd, o->entry);
  on_run(*cmd, &o->entry.format, [&db, o] {
    auto t = db.open();
    const PenaltyEntry p = add_penalty(*t, o->player, o->points, o->round, {o->entry.reason, o->entry.by, ""});
    say_penalty(o->entry.format, *t, p);
  });
}

void add_cancel(CLI::App& noun, const DbOption& db) {
  struct Options {
    RowId id = 0;
    EntryOptions entry;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand("cancel", "Withdraw a penalty given in error (it stays in the list)");
  cmd->add_option("id", o->id, "The penalty number, as `penalty list` shows it")->required();
  cmd->add_option("--reason", o->entry.reason, "Why it is withdrawn")->required();
  add_entry_options(*cmd, o->entry);
  on_run(*cmd, &o->entry.format, [&db, o] {
    auto t = db.open();
    const PenaltyEntry p = cancel_penalty(*t, o->id, {o->entry.reason, o->entry.by, ""});
    say_penalty(o->entry.format, *t, p);
  });
}

void add_penalty_list(CLI::App& noun, const DbOption& db) {
  struct Options {
    FormatOption format;
    CsvOptions csv;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand("list", "Every penalty, cancelled ones included, with who, when and why");
  add_format_option(*cmd, o->format, {"text", "json", "csv"});
  add_csv_options(*cmd, o->csv);
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open_to_read();
    const std::vector<PenaltyView> list = list_penalties(*t);
    const std::string& f = o->format.value;
    std::cout << (f == "json"  ? penalties_json(t->players(), list)
                  : f == "csv" ? penalties_csv(t->players(), list, read_settings(*t).local_time(), o->csv.style(*t))
                               : penalties_text(t->players(), list, read_settings(*t).local_time(), text_width()));
  });
}

}  // namespace

void add_penalty_command(CLI::App& app, const DbOption& db) {
  CLI::App* noun = app.add_subcommand("penalty", "Referee penalties deducted from tournament totals");
  noun->require_subcommand(1);
  add_penalty_add(*noun, db);
  add_cancel(*noun, db);
  add_penalty_list(*noun, db);
}

}  // namespace tenbou::cli
