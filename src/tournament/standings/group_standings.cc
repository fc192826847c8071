#include "tournament/standings/group_standings.h"

#include <algorithm>
#include <map>

#include "base/shared_places.h"
#include "base/unicode.h"
#include "tournament/standings/who_counts.h"

namespace tenbou {

std::vector<GroupStanding> rank_groups(const Standings& s, const std::function<std::string(const Standing&)>& group_of,
                                       int best) {
  std::map<std::string, GroupStanding> groups;
  for (const Standing& row : s.rows) {
    if (!is_group_member(row)) continue;
    const std::string group = group_of(row);
    if (group.empty()) continue;
    GroupStanding& g = groups.try_emplace(group, GroupStanding{0, false, group, 0, {}}).first->second;
    g.members.push_back({row.player.name, row.total, false, counts_for_group(row) ? row.games : 0});
  }
  std::vector<GroupStanding> out;
  for (auto& [name, g] : groups) {
    // Members with games, best first; those without any after them, by name.
    std::stable_sort(g.members.begin(), g.members.end(), [](const GroupMember& a, const GroupMember& b) {
      if (a.played() != b.played()) return a.played();
      if (a.played() && a.total != b.total) return a.total > b.total;
      return unicode::collate(a.name, b.name) < 0;
    });
    std::size_t counted = 0;
    for (GroupMember& m : g.members) {
      m.counted = m.played() && (best <= 0 || counted < static_cast<std::size_t>(best));
      if (m.counted) ++counted, g.total += m.total;
    }
    g.placed = counted > 0;
    out.push_back(std::move(g));
  }
  // Groups with a counted member by total, then those without (no place), by name.
  std::sort(out.begin(), out.end(), [](const GroupStanding& a, const GroupStanding& b) {
    if (a.placed != b.placed) return a.placed;
    return a.placed && a.total != b.total ? a.total > b.total : unicode::collate(a.group, b.group) < 0;
  });
  const auto placed = std::partition_point(out.begin(), out.end(), [](const GroupStanding& g) { return g.placed; });
  std::vector<GroupStanding> unplaced(std::make_move_iterator(placed), std::make_move_iterator(out.end()));
  out.erase(placed, out.end());
  share_places(out, [](const GroupStanding& a, const GroupStanding& b) { return a.total == b.total; });
  out.insert(out.end(), std::make_move_iterator(unplaced.begin()), std::make_move_iterator(unplaced.end()));
  return out;
}

std::vector<GroupStanding> rank_nations(const Standings& s, int best) {
  return rank_groups(s, [](const Standing& row) { return row.player.country; }, best);
}

}  // namespace tenbou
