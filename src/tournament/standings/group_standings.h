#pragma once
// Standings of groups of players beside the individual ones: nations (by country) and teams. A group's
// total is the sum of its members' totals, or of its best K, as the EMA's country ranking and WMC-style nation
// cups count them.

#include <functional>
#include <string>
#include <vector>

#include "tournament/standings/standings.h"

namespace tenbou {

/// One member of a group, with the total that the individual standings give them.
struct GroupMember {
  std::string name;
  Points total = 0;
  bool counted = true;  ///< among the best K that make the group's total
  int games = 0;        ///< counted games; a member without one is listed as "no games" and never counted
  bool played() const { return games > 0; }
};

/// One group's line: place (1, 1, 3 for equal totals), name, total and members, best first.
struct GroupStanding {
  int place = 0;  ///< 0: no member has a counted game (listed last, without a place)
  bool shared = false;
  std::string group;
  Points total = 0;
  std::vector<GroupMember> members;
  bool placed = true;  ///< some member counts: the group has a place
};

/// Groups the players of `s` by `group_of` (an empty name: in no group), leaving out substitutes that are not
/// ranked (who_counts.h), and ranks the groups by the sum of their members' totals, or with `best` > 0 of their best
/// `best` (a group with fewer counts those it has). Only members with a counted game count; the others are listed
/// after them, and a group without any counting member comes last, without a place. Equal totals share a place,
/// listed by name (root collation).
std::vector<GroupStanding> rank_groups(const Standings& s, const std::function<std::string(const Standing&)>& group_of,
                                       int best);

/// rank_groups by country: the nations' standings.
std::vector<GroupStanding> rank_nations(const Standings& s, int best);

}  // namespace tenbou
