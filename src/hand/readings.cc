#include "hand/readings.h"

#include <algorithm>

namespace tenbou::hand {
namespace {

/// Every way `counts` splits into `sets` sets and one pair (the pair first, then sets from the lowest tile).
void split(TileCounts& counts, int sets, std::vector<Group>& current, std::vector<std::vector<Group>>& out, bool pair_taken) {
  if (!pair_taken) {
    for (Tile t = 0; t < kTileKinds; ++t)
      if (counts[t] >= 2) {
        counts[t] -= 2;
        current.push_back({Group::Pair, t});
        split(counts, sets, current, out, true);
        current.pop_back();
        counts[t] += 2;
      }
    return;
  }
  Tile t = 0;
  while (t < kTileKinds && counts[t] == 0) ++t;
  if (t == kTileKinds) {
    if (sets == 0) out.push_back(current);
    return;
  }
  if (sets == 0) return;
  if (counts[t] >= 3) {
    counts[t] -= 3;
    current.push_back({Group::Triplet, t});
    split(counts, sets - 1, current, out, true);
    current.pop_back();
    counts[t] += 3;
  }
  if (!is_honour(t) && t % 9 <= 6 && counts[t + 1] > 0 && counts[t + 2] > 0) {
    --counts[t], --counts[t + 1], --counts[t + 2];
    current.push_back({Group::Run, t});
    split(counts, sets - 1, current, out, true);
    current.pop_back();
    ++counts[t], ++counts[t + 1], ++counts[t + 2];
  }
}

/// The wait of the winning tile `w` in the concealed group `g`.
Wait wait_in(const Group& g, Tile w) {
  if (g.kind == Group::Pair) return Wait::Pair;
  if (g.kind == Group::Triplet) return Wait::Triplet;
  if (w == g.first + 1) return Wait::Closed;
  if ((w == g.first + 2 && g.first % 9 == 0) || (w == g.first && g.first % 9 == 6)) return Wait::Edge;
  return Wait::TwoSided;
}

}  // namespace

std::vector<Reading> standard_readings(const WinningHand& hand, const TileCounts& concealed) {
  TileCounts counts = concealed;
  std::vector<std::vector<Group>> splits;
  std::vector<Group> current;
  split(counts, 4 - static_cast<int>(hand.melds.size()), current, splits, false);
  std::vector<Reading> out;
  for (const std::vector<Group>& groups : splits)
    for (std::size_t i = 0; i < groups.size(); ++i) {
      if (!groups[i].has(hand.win_tile)) continue;
      if (std::any_of(groups.begin(), groups.begin() + static_cast<std::ptrdiff_t>(i), [&](const Group& g) {
            return g.kind == groups[i].kind && g.first == groups[i].first;
          }))
        continue;  // the same group twice (two equal runs): one reading
      Reading r{groups, wait_in(groups[i], hand.win_tile)};
      if (groups[i].kind == Group::Triplet && !hand.tsumo) r.groups[i].open = true;  // completed by a discard
      for (const Meld& m : hand.melds)
        r.groups.push_back({m.run() ? Group::Run : Group::Triplet, m.first, m.open(), m.kan(), true});
      out.push_back(std::move(r));
    }
  return out;
}


}  // namespace tenbou::hand
