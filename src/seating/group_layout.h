#pragma once
// Groups kept apart by construction. When every group (team, country, club) fits at one table, a schedule of one
// round more than asked in which no pair meets twice is renamed so that its first round seats each group at one
// table, and that round is dropped: the rounds left never seat two of a group together, and no pair twice (8 teams
// of 4 over 7 rounds from the 32-player design's 10). The searches cannot find such plans in time on their own.

#include <optional>
#include <vector>

#include "seating/schedule.h"

namespace tenbou::seating {

/// Tables of four that hold each group (`groups`: a group per player, -1 for none) within one table, players without
/// a group filling the seats left; nothing when a group has more than four players or the groups cannot be packed so.
std::optional<Round> pack_groups(const std::vector<int>& groups);

/// `schedule` renamed so that its first round is `layout` (table by table), without that round.
Schedule with_first_round_as(const Schedule& schedule, const Round& layout);

/// The least number of same-group meetings any round can have (`tables` tables of four): a group of g players at
/// t tables puts two or more at a table once g > t, as evenly as possible. Times the rounds, a bound for a plan.
int least_group_meetings_per_round(const std::vector<int>& groups, int tables);

}  // namespace tenbou::seating
