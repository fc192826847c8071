#include "tournament/people/teams.h"

#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include "base/name_key.h"
#include "base/named_fields.h"
#include "base/plural.h"
#include "base/unicode.h"
#include "tournament/latest_facts.h"
#include "tournament/store_access.h"
#include "tournament/stored_text.h"

namespace tenbou {
namespace {

std::map<int, TeamFactRow> latest_team_facts(const Tournament& t) {
  return latest_facts(t.store().team_facts(), [](const TeamFactRow& fact) { return fact.team; });
}

Team team_from(const Tournament& t, const TeamFactRow& fact) {
  Team team{fact.team, fact.name, {}};
  for (RowId id : fact.members)  // a removed registration is in no team (and back in it when restored)
    if (!t.players().is_removed(id)) team.members.push_back(t.players().by_id(t.players().resolve(id)));
  std::sort(team.members.begin(), team.members.end(), [](const PlayerRow& a, const PlayerRow& b) { return a.id < b.id; });
  // Two members merged into one player (player merge) are one member.
  team.members.erase(std::unique(team.members.begin(), team.members.end(),
                                 [](const PlayerRow& a, const PlayerRow& b) { return a.id == b.id; }),
                     team.members.end());
  return team;
}

// The teams that stand among `latest` (each team's latest fact), by name (root collation).
std::vector<Team> standing_teams(const Tournament& t, const std::map<int, TeamFactRow>& latest) {
  std::vector<Team> out;
  for (const auto& [number, fact] : latest)
    if (fact.kind != "remove") out.push_back(team_from(t, fact));
  std::sort(out.begin(), out.end(), [](const Team& a, const Team& b) { return unicode::collate(a.name, b.name) < 0; });
  return out;
}

const Team& find_team(const std::vector<Team>& teams, std::string_view name) {
  for (const Team& team : teams)
    if (same_name(team.name, tidy_text(name))) return team;
  std::vector<std::string> names;
  for (const Team& team : teams) names.push_back(team.name);
  throw TournamentError{"team: no team is called " + std::string(name) +
                            (names.empty() ? " (there are no teams yet)" : " (teams: " + listed(names) + ")"),
                        {{"field", "team"}, {"value", std::string(name)}}};
}

std::string checked_name(const std::vector<Team>& teams, std::string_view given, int except) {
  require_text("name", given, kMaxNameLength, true);
  const std::string name = tidy_text(given);
  for (const Team& team : teams)
    if (team.number != except && same_name(team.name, name))
      throw TournamentError{"name: there is a team called " + team.name + " already", {{"field", "name"}, {"value", name}}};
  return name;
}

// The players a list names, checked: each registered and named once, and (`teams` given) in no team yet.
std::vector<RowId> members_named(const Tournament& t, const std::vector<Team>* teams, const std::string& field,
                                 const std::vector<std::string>& names) {
  std::vector<RowId> out;
  for (const std::string& name : names) {
    const PlayerRow& p = t.players().find(field, name);
    if (std::find(out.begin(), out.end(), p.id) != out.end())
      throw TournamentError{field + ": " + p.name + " is named twice", {{"field", field}, {"value", name}}};
    if (const std::string held = teams ? team_of(*teams, p.id) : ""; !held.empty())
      throw TournamentError{field + ": " + p.name + " is in team " + held + " already (a player is in one team: "
                                "tenbou team edit \"" + held + "\" drop ... first)",
                            naming_fields({{"field", field}, {"value", name}}, {"drop"})};
    out.push_back(p.id);
  }
  return out;
}

void require_two(std::size_t members, const std::string& field) {
  if (members < 2)
    throw TournamentError{field + ": a team has two players or more, not " + std::to_string(members) +
                              " (tenbou team remove removes a team)",
                          {{"field", field}, {"value", static_cast<long long>(members)}}};
}

Team store_fact(Tournament& t, TeamFactRow fact, const EntryContext& context) {
  fact.reason = context.reason;
  fact.entered_by = context.by;
  return team_from(t, t.store().insert_team_fact(std::move(fact)));
}

}  // namespace

std::vector<Team> read_teams(const Tournament& t) { return standing_teams(t, latest_team_facts(t)); }

std::string team_of(const std::vector<Team>& teams, RowId player) {
  for (const Team& team : teams)
    for (const PlayerRow& m : team.members)
      if (m.id == player) return team.name;
  return "";
}

Team add_team(Tournament& t, std::string_view name, const std::vector<std::string>& players, const EntryContext& context) {
  check_context(context);
  TournamentWrite tx(t);
  const std::map<int, TeamFactRow> latest = latest_team_facts(t);
  const std::vector<Team> teams = standing_teams(t, latest);
  TeamFactRow fact{.team = latest.empty() ? 1 : latest.rbegin()->first + 1, .kind = "add",
                   .name = checked_name(teams, name, 0)};
  fact.members = members_named(t, &teams, "players", players);
  require_two(fact.members.size(), "players");
  Team team = store_fact(t, std::move(fact), context);
  tx.commit();
  return team;
}

Team edit_team(Tournament& t, std::string_view name, const TeamChanges& changes, const EntryContext& context) {
  check_context(context);
  if (!changes.name && changes.add.empty() && changes.drop.empty())
    throw TournamentError{"team: nothing to change (give a new name, players to add or players to drop)",
                          naming_fields({{"field", "team"}}, {"name", "add", "drop"})};
  require_reason(context, "for a change of a team");
  TournamentWrite tx(t);
  const std::vector<Team> teams = read_teams(t);
  const Team& team = find_team(teams, name);
  TeamFactRow fact{.team = team.number, .kind = "edit", .name = changes.name ? checked_name(teams, *changes.name, team.number) : team.name};
  for (const PlayerRow& m : team.members) fact.members.push_back(m.id);
  for (const RowId id : members_named(t, nullptr, "drop", changes.drop)) {
    const auto it = std::find(fact.members.begin(), fact.members.end(), id);
    if (it == fact.members.end())
      throw TournamentError{"drop: " + t.players().by_id(id).name + " is not in team " + team.name,
                            {{"field", "drop"}, {"value", t.players().by_id(id).name}}};
    fact.members.erase(it);
  }
  for (const RowId id : members_named(t, &teams, "add", changes.add)) fact.members.push_back(id);
  require_two(fact.members.size(), "drop");
  const std::map<int, TeamFactRow> latest = latest_team_facts(t);
  for (RowId id : latest.at(team.number).members)  // removed members stay, to be back when restored
    if (t.players().is_removed(id)) fact.members.push_back(id);
  Team changed = store_fact(t, std::move(fact), context);
  tx.commit();
  return changed;
}

Team remove_team(Tournament& t, std::string_view name, const EntryContext& context) {
  check_context(context);
  require_reason(context, "to remove a team");
  TournamentWrite tx(t);
  const std::vector<Team> teams = read_teams(t);
  Team team = find_team(teams, name);
  store_fact(t, {.team = team.number, .kind = "remove", .name = team.name, .members = {}}, context);
  tx.commit();
  return team;
}

bool team_formed(const Tournament& t, std::string_view name) {
  for (const auto& [number, fact] : latest_team_facts(t))
    if (fact.kind != "remove" && same_name(fact.name, tidy_text(name))) return true;
  return false;
}

void join_teams_within(Tournament& t, const std::vector<TeamJoining>& joining, const EntryContext& context) {
  const std::map<int, TeamFactRow> latest = latest_team_facts(t);
  int next = latest.empty() ? 1 : latest.rbegin()->first + 1;
  std::vector<TeamFactRow> facts;  // one per team joined, in the order first named
  for (const TeamJoining& j : joining) {
    auto fact = std::find_if(facts.begin(), facts.end(), [&](const TeamFactRow& f) { return same_name(f.name, j.team); });
    if (fact == facts.end()) {
      const auto formed = std::find_if(latest.begin(), latest.end(), [&](const auto& entry) {
        return entry.second.kind != "remove" && same_name(entry.second.name, j.team);
      });
      facts.push_back(formed != latest.end() ? TeamFactRow{.team = formed->first, .kind = "edit", .name = formed->second.name,
                                                           .members = formed->second.members}
                                             : TeamFactRow{.team = next++, .kind = "add", .name = j.team});
      fact = facts.end() - 1;
    }
    fact->members.push_back(j.player);
  }
  for (TeamFactRow& fact : facts) {
    fact.reason = context.reason;
    fact.entered_by = context.by;
    t.store().insert_team_fact(std::move(fact));
  }
}

std::vector<TeamEvent> team_history(const Tournament& t) {
  std::vector<TeamEvent> out;
  for (const TeamFactRow& fact : t.store().team_facts()) {
    std::vector<std::string> names;
    for (RowId id : fact.members) names.push_back(t.players().by_id(t.players().resolve(id)).name);
    out.push_back({fact.entered_at, fact.entered_by, fact.kind, fact.name, listed(names), fact.reason});
  }
  return out;
}

}  // namespace tenbou
