#include "tournament/seats/group_meetings.h"

#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include "seating/group_layout.h"
#include "tournament/people/teams.h"
#include "tournament/tournament_error.h"

namespace tenbou {

PlayerGroups groups_of(const Tournament& t, const std::vector<RowId>& players, const std::string& separate) {
  if (separate.empty()) return {};
  const std::vector<Team> teams = separate == "team" ? read_teams(t) : std::vector<Team>{};
  if (separate == "team" && teams.empty())
    throw TournamentError{"separate: there are no teams to keep apart (form them with tenbou team add, or a team column "
                          "in player import)",
                          {{"field", "separate"}, {"value", separate}}};
  std::map<std::string, int> ids;
  PlayerGroups out;
  for (RowId id : players) {
    const PlayerRow& p = t.players().by_id(id);
    const std::string value = separate == "team" ? team_of(teams, p.id) : separate == "club" ? p.club : p.country;
    if (value.empty()) {
      out.of.push_back(-1);
      continue;
    }
    const auto [it, added] = ids.try_emplace(value, static_cast<int>(ids.size()));
    if (added) out.names.push_back(value);
    out.of.push_back(it->second);
  }
  return out;
}

GroupsApart groups_apart(const PlayerGroups& groups, const seating::Schedule& schedule, const std::string& separate,
                         int meetings) {
  GroupsApart out{.separate = separate, .meetings = meetings};
  for (const seating::Round& round : schedule.rounds) {  // the least of each round, over the players it seats
    std::vector<int> seated;
    for (const seating::Table& table : round)
      for (int p : table)
        if (p >= 0) seated.push_back(groups.of[static_cast<std::size_t>(p)]);
    out.least += seating::least_group_meetings_per_round(seated, static_cast<int>(round.size()));
  }
  std::vector<int> sizes(groups.names.size(), 0);
  for (int g : groups.of)
    if (g >= 0) ++sizes[static_cast<std::size_t>(g)];
  if (const auto largest = std::max_element(sizes.begin(), sizes.end()); largest != sizes.end()) {
    out.largest = groups.names[static_cast<std::size_t>(largest - sizes.begin())];
    out.largest_size = *largest;
  }
  out.tables = schedule.rounds.empty() ? 0 : static_cast<int>(schedule.rounds.back().size());
  return out;
}

}  // namespace tenbou
