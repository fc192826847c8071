#include "tournament/group_standings.h"

#include <algorithm>
#include <map>

#include "base/shared_places.h"
#include "base/unicode.h"

namespace tenbou {

std::vector<GroupStanding> rank_groups(const Standings& s, const std::function<std::string(const Standing&)>& group_of,
                                       int best) {
  std::map<std::string, GroupStanding> groups;
  for (const Standing& row : s.rows) {
    if (row.substitute && !row.ranked) continue;
    const std::string group = group_of(row);
    if (group.empty()) continue;
    GroupStanding& g = groups.try_emplace(group, GroupStanding{0, false, group, 0, {}}).first->second;
    g.members.push_back({row.player.name, row.total, true});
  }
  std::vector<GroupStanding> out;
  for (auto& [name, g] : groups) {
    std::stable_sort(g.members.begin(), g.members.end(), [](const GroupMember& a, const GroupMember& b) {
      return a.total != b.total ? a.total > b.total : unicode::collate(a.name, b.name) < 0;
    });
    for (std::size_t i = 0; i < g.members.size(); ++i) {
      g.members[i].counted = best <= 0 || i < static_cast<std::size_t>(best);
      if (g.members[i].counted) g.total += g.members[i].total;
    }
    out.push_back(std::move(g));
  }
  std::sort(out.begin(), out.end(), [](const GroupStanding& a, const GroupStanding& b) {
    return a.total != b.total ? a.total > b.total : unicode::collate(a.group, b.group) < 0;
  });
  share_places(out, [](const GroupStanding& a, const GroupStanding& b) { return a.total == b.total; });
  return out;
}

std::vector<GroupStanding> rank_nations(const Standings& s, int best) {
  return rank_groups(s, [](const Standing& row) { return row.player.country; }, best);
}

}  // namespace tenbou
