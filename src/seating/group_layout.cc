#include "seating/group_layout.h"

#include <algorithm>
#include <map>

namespace tenbou::seating {
namespace {

/// The players of each group (groups of -1 left out), largest group first.
std::vector<std::vector<int>> members_by_group(const std::vector<int>& groups) {
  std::map<int, std::vector<int>> by_group;
  for (std::size_t p = 0; p < groups.size(); ++p)
    if (groups[p] >= 0) by_group[groups[p]].push_back(static_cast<int>(p));
  std::vector<std::vector<int>> out;
  for (auto& [group, members] : by_group) out.push_back(std::move(members));
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.size() > b.size(); });
  return out;
}

}  // namespace

std::optional<Round> pack_groups(const std::vector<int>& groups) {
  if (groups.size() % 4 != 0) return std::nullopt;  // tables of four only
  const std::size_t tables = groups.size() / 4;
  // First fit, largest group first: optimal for groups of one to four at tables of four (a group of three takes a
  // table a single player completes, two pairs share one).
  std::vector<std::vector<int>> bins;
  for (const std::vector<int>& members : members_by_group(groups)) {
    if (members.size() > 4) return std::nullopt;
    auto bin = std::find_if(bins.begin(), bins.end(), [&](const auto& b) { return b.size() + members.size() <= 4; });
    if (bin == bins.end()) bin = bins.insert(bins.end(), std::vector<int>{});
    bin->insert(bin->end(), members.begin(), members.end());
  }
  if (bins.size() > tables) return std::nullopt;
  bins.resize(tables);
  auto bin = bins.begin();
  for (std::size_t p = 0; p < groups.size(); ++p) {
    if (groups[p] >= 0) continue;
    while (bin->size() == 4) ++bin;
    bin->push_back(static_cast<int>(p));
  }
  Round out;
  for (const std::vector<int>& b : bins) out.push_back({b[0], b[1], b[2], b[3]});
  return out;
}

Schedule with_first_round_as(const Schedule& schedule, const Round& layout) {
  std::vector<int> name(static_cast<std::size_t>(schedule.players), -1);  // place in the schedule -> player
  for (std::size_t t = 0; t < layout.size(); ++t)
    for (std::size_t s = 0; s < 4; ++s) name[static_cast<std::size_t>(schedule.rounds.front()[t][s])] = layout[t][s];
  Schedule out{schedule.players, {}};
  for (std::size_t r = 1; r < schedule.rounds.size(); ++r) {
    Round round = schedule.rounds[r];
    for (Table& table : round)
      for (int& p : table) p = name[static_cast<std::size_t>(p)];
    out.rounds.push_back(std::move(round));
  }
  return out;
}

int least_group_meetings_per_round(const std::vector<int>& groups, int tables) {
  if (tables <= 0) return 0;
  int out = 0;
  for (const std::vector<int>& members : members_by_group(groups)) {
    const int g = static_cast<int>(members.size()), each = g / tables, more = g % tables;
    out += more * (each + 1) * each / 2 + (tables - more) * each * (each - 1) / 2;
  }
  return out;
}

}  // namespace tenbou::seating
