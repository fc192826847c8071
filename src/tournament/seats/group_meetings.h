#pragma once
// Players of one group (team, country, club) kept apart in a seating plan: their groups as the seating search takes
// them, and how far a plan keeps them apart against the least any plan can (seating generate --separate, seating
// check --separate).

#include <optional>
#include <string>
#include <vector>

#include "seating/schedule.h"
#include "tournament/tournament.h"

namespace tenbou {

/// The group of each of `players` by `separate` ("team", "country", "club"; "" for none): a number per player, -1
/// for none, and the groups' names by number. Refused (TournamentError) for teams when none are formed.
struct PlayerGroups {
  std::vector<int> of;
  std::vector<std::string> names;
};
PlayerGroups groups_of(const Tournament& t, const std::vector<RowId>& players, const std::string& separate);

/// How far a plan keeps a group's players apart.
struct GroupsApart {
  std::string separate;  ///< "team", "country" or "club"
  int meetings = 0;      ///< meetings of two players of one group, over every round of the plan
  int least = 0;         ///< the least any plan of these rounds and players can have (0: none need meet)
  std::string largest;   ///< the group with the most players, which forces `least` when it is above 0
  int largest_size = 0;
  int tables = 0;        ///< the tables of a round that group is spread over
};

/// How far `schedule` (player i in `groups.of[i]`) keeps the groups `separate` names apart; `meetings` are its
/// same-group meetings (seating::evaluate with the groups).
GroupsApart groups_apart(const PlayerGroups& groups, const seating::Schedule& schedule, const std::string& separate,
                         int meetings);

}  // namespace tenbou
