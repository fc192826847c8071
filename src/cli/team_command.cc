// `tenbou team add|list|edit|remove`: the teams of a team cup, ranked by `standings --teams`.

#include <iostream>

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "cli/commands.h"
#include "cli/entry_options.h"
#include "cli/terminal_width.h"
#include "report/text_table.h"
#include "tournament/people/teams.h"
#include "tournament/settings.h"

namespace tenbou::cli {
namespace {

std::vector<std::string> member_names(const Team& team) {
  std::vector<std::string> out;
  for (const PlayerRow& m : team.members) out.push_back(m.name);
  return out;
}

/// The confirmation of a change: a line, or with --format json the team as it now is.
void say_team(const FormatOption& format, const Team& team, const std::string& line) {
  std::cout << (format.json() ? nlohmann::json{{"team", team.name}, {"members", member_names(team)}, {"message", line}}.dump()
                              : line)
            << "\n";
}

void add_team_add(CLI::App& noun, const DbOption& db) {
  struct Options {
    std::string name;
    std::vector<std::string> players;
    EntryOptions entry;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand("add", "Form a team of two or more registered players (each in one team only)");
  cmd->add_option("name", o->name, "The team's name")->required();
  cmd->add_option("--players", o->players, "Its players (comma-separated, or repeated): names as for other commands")
      ->required();
  cmd->add_option("--reason", o->entry.reason, "A note kept with the team (optional)");
  add_entry_options(*cmd, o->entry);
  on_run(*cmd, &o->entry.format, [&db, o] {
    auto t = db.open();
    const Team team = add_team(*t, o->name, split_names(o->players), {o->entry.reason, o->entry.by, ""});
    say_team(o->entry.format, team, "Team " + team.name + " formed: " + listed(member_names(team)) + ".");
  });
}

void add_edit(CLI::App& noun, const DbOption& db) {
  struct Options {
    std::string team;
    std::optional<std::string> name;
    std::vector<std::string> add, drop;
    EntryOptions entry;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand("edit", "Rename a team, or add and drop players (the change is kept in its history)");
  cmd->add_option("team", o->team, "The team's name (any case)")->required();
  cmd->add_option("--name", o->name, "Its new name");
  cmd->add_option("--add", o->add, "Players who join (comma-separated, or repeated)");
  cmd->add_option("--drop", o->drop, "Players who leave (comma-separated, or repeated)");
  cmd->add_option("--reason", o->entry.reason, "Why (kept in the history)")->required();
  add_entry_options(*cmd, o->entry);
  on_run(*cmd, &o->entry.format, [&db, o] {
    auto t = db.open();
    const Team team = edit_team(*t, o->team, {o->name, split_names(o->add), split_names(o->drop)},
                                {o->entry.reason, o->entry.by, ""});
    say_team(o->entry.format, team, "Team " + team.name + " is now " + listed(member_names(team)) + ".");
  });
}

void add_team_remove(CLI::App& noun, const DbOption& db) {
  struct Options {
    std::string team;
    EntryOptions entry;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand("remove", "Remove a team (its players stay registered; the team stays in the history)");
  cmd->add_option("team", o->team, "The team's name (any case)")->required();
  cmd->add_option("--reason", o->entry.reason, "Why (kept in the history)")->required();
  add_entry_options(*cmd, o->entry);
  on_run(*cmd, &o->entry.format, [&db, o] {
    auto t = db.open();
    const Team team = remove_team(*t, o->team, {o->entry.reason, o->entry.by, ""});
    say_team(o->entry.format, team, "Team " + team.name + " removed; its players stay registered.");
  });
}

void add_team_list(CLI::App& noun, const DbOption& db) {
  struct Options {
    bool history = false;
    FormatOption format;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = noun.add_subcommand("list", "The teams and their players, or with --history every change");
  cmd->add_flag("--history", o->history, "Every team fact, oldest first: formed, changed, removed, by whom and why");
  add_format_option(*cmd, o->format, {"text", "json"});
  on_run(*cmd, &o->format, [&db, o] {
    auto t = db.open_to_read();
    if (o->history) {
      const std::vector<TeamEvent> events = team_history(*t);
      const LocalTime zone = read_settings(*t).local_time();
      nlohmann::json json = nlohmann::json::array();
      TextTable table({{"When"}, {"By"}, {"What"}, {"Team"}, {"Players", false, false, "", false, TextTable::Fit::Wrap},
                       {"Reason", false, false, "", false, TextTable::Fit::Wrap}});
      for (const TeamEvent& e : events) {
        json.push_back({{"entered_at", e.entered_at}, {"entered_by", e.entered_by}, {"kind", e.kind}, {"team", e.name},
                        {"members", e.members}, {"reason", e.reason}});
        table.add_row({zone.stamp(e.entered_at), e.entered_by, e.kind, e.name, e.members, e.reason});
      }
      std::cout << (o->format.json() ? json.dump() + "\n" : events.empty() ? "No teams.\n" : table.render(text_width()));
      return;
    }
    const std::vector<Team> teams = read_teams(*t);
    nlohmann::json json = nlohmann::json::array();
    TextTable table({{"Team"}, {"Players", false, false, "", false, TextTable::Fit::Wrap}});
    for (const Team& team : teams) {
      json.push_back({{"team", team.name}, {"members", member_names(team)}});
      table.add_row({team.name, listed(member_names(team))});
    }
    std::cout << (o->format.json() ? json.dump() + "\n"
                  : teams.empty()  ? "No teams. Form one with: tenbou team add NAME --players \"A,B,C,D\"\n"
                                   : table.render(text_width()) + counted(static_cast<long long>(teams.size()), "team") + "\n");
  });
}

}  // namespace

void add_team_command(CLI::App& app, const DbOption& db) {
  CLI::App* noun = app.add_subcommand("team", "Teams of a team cup: form, list, edit, remove (ranked by standings --teams)");
  noun->require_subcommand(1);
  add_team_add(*noun, db);
  add_team_list(*noun, db);
  add_edit(*noun, db);
  add_team_remove(*noun, db);
}

}  // namespace tenbou::cli
