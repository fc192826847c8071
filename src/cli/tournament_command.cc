// `tenbou tournament set|show`: details set after `init` (city, dates, tie-breaks...).

#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/entry_options.h"
#include "cli/terminal_width.h"
#include "report/tournament_text.h"

namespace tenbou::cli {
namespace {

void add_set(CLI::App& noun, const DbOption& db) {
  struct Options {
    std::string key;
    std::string value;
    EntryOptions entry;
  };
  auto o = std::make_shared<Options>();
  std::string keys;
  for (const SettingKeyHelp& k : setting_keys()) keys += "\n  " + std::string(k.key) + ": " + k.takes;
  CLI::App* cmd = noun.add_subcommand("set", "Set a tournament detail (the earlier value stays in the history)");
  cmd->footer("Keys:" + keys);
  cmd->add_option("key", o->key, "The setting")->required();
  cmd->add_option("value", o->value, "Its new value")->required();
  cmd->add_option("--reason", o->entry.reason, "Why it changes (kept in the history)");
  add_entry_options(*cmd, o->entry);
  on_run(*cmd, &o->entry.format, [&db, o] {
    auto t = db.open();
    const SettingStored stored = set_setting(*t, o->key, o->value, {o->entry.reason, o->entry.by, ""});
    const std::string line = t->info().name + ": " + o->key + " is now " + stored.value + ".";
    confirm(o->entry.format, {{"key", o->key}, {"value", stored.value}, {"message", line}}, stored.cut_changed);
  });
}

void add_tournament_show(CLI::App& noun, const DbOption& db) {
  auto format = std::make_shared<FormatOption>();
  CLI::App* cmd = noun.add_subcommand("show", "The tournament: name, ruleset, details, players, games, MERS weight");
  add_format_option(*cmd, *format, {"text", "json"});
  on_run(*cmd, format.get(), [&db, format] {
    auto t = db.open_to_read();
    const TournamentOverview overview = tournament_overview(*t);
    std::cout << (format->json() ? tournament_json(overview) : tournament_text(overview, text_width()));
  });
}

}  // namespace

void add_tournament_command(CLI::App& app, const DbOption& db) {
  CLI::App* noun = app.add_subcommand("tournament", "The tournament's details");
  noun->require_subcommand(1);
  add_set(*noun, db);
  add_tournament_show(*noun, db);
}

}  // namespace tenbou::cli
