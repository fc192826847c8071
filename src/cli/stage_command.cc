// `tenbou stage add|list|remove`: cuts to a final, the top players after a round playing on with their totals kept,
// halved or cleared (the standings put them first: see standings --stage).

#include <iostream>

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "cli/commands.h"
#include "cli/entry_options.h"
#include "cli/terminal_width.h"
#include "report/text_table.h"
#include "tournament/settings.h"
#include "tournament/standings/stages.h"

namespace tenbou::cli {
namespace {

std::vector<std::string> player_names(const Stage& stage) {
  std::vector<std::string> out;
  for (const PlayerRow& p : stage.players) out.push_back(p.name);
  return out;
}

nlohmann::json stage_json(const Stage& stage) {
  return {{"stage", stage.rule.name}, {"from_round", stage.rule.from_round}, {"top", stage.rule.top},
          {"points", carried_points_word(stage.rule.points)}, {"players", player_names(stage)}};
}

/// The confirmation of a change: a line, or with --format json the stage and the line.
void say_stage(const FormatOption& format, const Stage& stage, const std::string& line) {
  nlohmann::json json = stage_json(stage);
  json["message"] = line;
  std::cout << (format.json() ? json.dump() : line) << "\n";
}

std::string added_text(const AddedStage& added) {
  const StageInForce& rule = added.stage.rule;
  std::string out = "Stage " + rule.name + " added (" + stage_rule_words(rule) + "): " + listed(player_names(added.stage)) +
                    " play on from round " + std::to_string(rule.from_round) + ".";
  if (!added.by_tie_break.empty())
    out += " Equal totals at the cut (" + listed(added.by_tie_break) + ") were ordered by the tie-breaks; the cut is at place " +
           std::to_string(added.cut_place) + ".";
  if (added.everyone)
    out += " Nobody was cut: every player who can play on is in it (only the points change).";
  for (const std::string& line : added.not_eligible) out += " " + line + ".";
  return out + " Seat its first round with: tenbou seating standings --round " + std::to_string(rule.from_round) +
         (added.planned ? " --reason \"" + rule.name + " seated by the standings\"" : "");
}

void add_stage_add(CLI::App& noun, const DbOption& db) {
  struct Options {
    std::string name;
    int from_round = 0;
    int top = 0;
    std::string points;
    EntryOptions entry;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand("add", "Cut to the top N after a round: from round K only they play on, their totals "
                                             "kept, halved or cleared");
  cmd->add_option("name", o->name, "The stage's name, e.g. Final")->required();
  cmd->add_option("--from-round", o->from_round, "The stage's first round (the cut follows the standings after the round before)")
      ->required()
      ->check(whole_number(2, kMaxRound, "a round"));
  cmd->add_option("--top", o->top, "How many players play on (4, 8, 16, ...)")->required()->check(whole_number(4, 9999, "a number of players"));
  cmd->add_option("--points", o->points, "What the stage's players carry over: keep, halve (rounded to 100, a half hundred "
                                         "away from zero) or clear")
      ->required()
      ->check(CLI::IsMember({"keep", "halve", "clear"}));
  cmd->add_option("--reason", o->entry.reason, "A note kept with the stage (optional)");
  add_entry_options(*cmd, o->entry);
  on_run(*cmd, &o->entry.format, [&db, o] {
    auto t = db.open();
    const AddedStage added = add_stage(*t, {o->name, o->from_round, o->top, *carried_points_named(o->points)},
                                       {o->entry.reason, o->entry.by, ""});
    say_stage(o->entry.format, added.stage, added_text(added));
  });
}

void add_stage_remove(CLI::App& noun, const DbOption& db) {
  struct Options {
    std::string stage;
    EntryOptions entry;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand("remove", "Undo a stage (the latest one): everyone is ranked by their total again "
                                                "(the stage stays in the history)");
  cmd->add_option("stage", o->stage, "The stage's name (any case)")->required();
  cmd->add_option("--reason", o->entry.reason, "Why (kept in the history)")->required();
  add_entry_options(*cmd, o->entry);
  on_run(*cmd, &o->entry.format, [&db, o] {
    auto t = db.open();
    const Stage stage = remove_stage(*t, o->stage, {o->entry.reason, o->entry.by, ""});
    say_stage(o->entry.format, stage, "Stage " + stage.rule.name + " removed: the standings no longer cut at round " +
                                    std::to_string(stage.rule.from_round) + ".");
  });
}

void add_stage_list(CLI::App& noun, const DbOption& db) {
  struct Options {
    bool history = false;
    FormatOption format;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand("list", "The stages and their players, or with --history every change");
  cmd->add_flag("--history", o->history, "Every stage fact, oldest first: added, removed, by whom and why");
  add_format_option(*cmd, o->format, {"text", "json"});
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open_to_read();
    const auto wrap = TextTable::Fit::Wrap;
    nlohmann::json json = nlohmann::json::array();
    if (o->history) {
      const std::vector<StageEvent> events = stage_history(*t);
      const LocalTime zone = read_settings(*t).local_time();
      TextTable table({{"When"}, {"By"}, {"What"}, {"Stage"}, {"Rule", false, false, "", false, wrap},
                       {"Players", false, false, "", false, wrap}, {"Reason", false, false, "", false, wrap}});
      for (const StageEvent& e : events) {
        json.push_back({{"entered_at", e.entered_at}, {"entered_by", e.entered_by}, {"kind", e.kind}, {"stage", e.name},
                        {"rule", e.rule}, {"players", e.players}, {"reason", e.reason}});
        table.add_row({zone.stamp(e.entered_at), e.entered_by, e.kind, e.name, e.rule, e.players, e.reason});
      }
      std::cout << (o->format.json() ? json.dump() + "\n" : events.empty() ? "No stages.\n" : table.render(text_width()));
      return;
    }
    const std::vector<Stage> stages = read_stages(*t);
    TextTable table({{"Stage"}, {"Rule", false, false, "", false, wrap}, {"Players", false, false, "", false, wrap}});
    std::string notes;
    for (const Stage& stage : stages) {
      nlohmann::json row = stage_json(stage);
      const std::optional<std::string> changed = cut_changed(*t, stages, stage);
      row["cut_changed"] = changed ? nlohmann::json(*changed) : nlohmann::json();
      json.push_back(std::move(row));
      table.add_row({stage.rule.name, stage_rule_words(stage.rule), listed(player_names(stage))});
      if (changed) notes += "Note on " + stage.rule.name + ": " + *changed + ".\n";
    }
    std::cout << (o->format.json() ? json.dump() + "\n"
                  : stages.empty() ? "No stages. Cut to a final with: tenbou stage add Final --from-round K --top 4 --points halve\n"
                                   : table.render(text_width()) + counted(static_cast<long long>(stages.size()), "stage") + "\n" + notes);
  });
}

}  // namespace

void add_stage_command(CLI::App& app, const DbOption& db) {
  CLI::App* noun = app.add_subcommand("stage", "Stages with a cut: the top players after a round play on (a final), "
                                               "their totals kept, halved or cleared");
  noun->require_subcommand(1);
  add_stage_add(*noun, db);
  add_stage_list(*noun, db);
  add_stage_remove(*noun, db);
}

}  // namespace tenbou::cli
