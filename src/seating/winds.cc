#include "seating/winds.h"

#include <algorithm>
#include <numeric>

namespace tenbou::seating {
namespace {

using WindCount = std::vector<std::array<int, 4>>;

// Seats the table in the order that adds least to the players' sums of squared wind counts.
void seat_greedily(Table& table, WindCount& count, Random& random) {
  Table order = table;
  std::sort(order.begin(), order.end());
  Table best = order;
  int best_cost = -1, ties = 0;
  do {
    int cost = 0;
    for (std::size_t s = 0; s < 4; ++s) cost += count[static_cast<std::size_t>(order[s])][s];
    if (best_cost < 0 || cost < best_cost) {
      best = order, best_cost = cost, ties = 1;
    } else if (cost == best_cost && random.below(++ties) == 0) {
      best = order;
    }
  } while (std::next_permutation(order.begin(), order.end()));
  table = best;
  for (std::size_t s = 0; s < 4; ++s) ++count[static_cast<std::size_t>(table[s])][s];
}

}  // namespace

void balance_winds(std::vector<Round>& rounds, const std::vector<Round>& played, int players, Random& random) {
  WindCount count(static_cast<std::size_t>(players), {0, 0, 0, 0});
  for (const Round& round : played)
    for (const Table& t : round)
      for (std::size_t s = 0; s < 4; ++s)
        if (t[s] >= 0) ++count[static_cast<std::size_t>(t[s])][s];
  for (Round& round : rounds)
    for (Table& table : round) seat_greedily(table, count, random);

  // Repair: swap two players of one table when it lowers the sum of squared counts, or keeps it
  // (chosen at random, to walk along plateaus), until every player is within one.
  for (long step = 0; step < 200000; ++step) {
    std::vector<int> unbalanced;
    for (int p = 0; p < players; ++p)
      if (wind_spread(count[static_cast<std::size_t>(p)]) > 1) unbalanced.push_back(p);
    if (unbalanced.empty()) return;
    const int p = unbalanced[static_cast<std::size_t>(random.below(static_cast<int>(unbalanced.size())))];
    int best_delta = 1, ties = 0;
    Table* best_table = nullptr;
    std::size_t best_a = 0, best_b = 0;
    for (Round& round : rounds)
      for (Table& table : round) {
        const auto a = static_cast<std::size_t>(std::find(table.begin(), table.end(), p) - table.begin());
        if (a == 4) continue;
        for (std::size_t b = 0; b < 4; ++b) {
          if (b == a) continue;
          const auto& cp = count[static_cast<std::size_t>(p)];
          const auto& cq = count[static_cast<std::size_t>(table[b])];
          const int delta = cp[b] - cp[a] + cq[a] - cq[b] + 2;
          if (delta < best_delta) {
            best_delta = delta, best_table = &table, best_a = a, best_b = b, ties = 1;
          } else if (delta == best_delta && random.below(++ties) == 0) {
            best_table = &table, best_a = a, best_b = b;
          }
        }
        break;  // a player sits at one table per round
      }
    if (!best_table) continue;
    Table& t = *best_table;
    auto& cp = count[static_cast<std::size_t>(t[best_a])];
    auto& cq = count[static_cast<std::size_t>(t[best_b])];
    --cp[best_a], ++cp[best_b], --cq[best_b], ++cq[best_a];
    std::swap(t[best_a], t[best_b]);
  }
}

void number_tables(std::vector<Round>& rounds, const std::vector<Round>& played, int players) {
  const std::size_t tables = rounds.empty() ? 0 : rounds.front().size();
  std::vector<std::vector<int>> sat(static_cast<std::size_t>(players), std::vector<int>(tables, 0));
  auto seat_all = [&](const Round& round) {
    for (std::size_t t = 0; t < round.size() && t < tables; ++t)
      for (int p : round[t])
        if (p >= 0) ++sat[static_cast<std::size_t>(p)][t];
  };
  for (const Round& round : played) seat_all(round);
  for (Round& round : rounds) {
    // cost[g][t]: earlier sittings at table number t of the players of group g.
    std::vector<std::vector<int>> cost(tables, std::vector<int>(tables, 0));
    for (std::size_t g = 0; g < tables; ++g)
      for (int p : round[g])
        for (std::size_t t = 0; t < tables; ++t) cost[g][t] += sat[static_cast<std::size_t>(p)][t];
    std::vector<std::size_t> at(tables);  // group -> table number index
    std::iota(at.begin(), at.end(), 0);
    for (bool improved = true; improved;) {
      improved = false;
      for (std::size_t g = 0; g < tables; ++g)
        for (std::size_t h = g + 1; h < tables; ++h)
          if (cost[g][at[h]] + cost[h][at[g]] < cost[g][at[g]] + cost[h][at[h]]) {
            std::swap(at[g], at[h]);
            improved = true;
          }
    }
    Round renumbered(tables);
    for (std::size_t g = 0; g < tables; ++g) renumbered[at[g]] = round[g];
    round = std::move(renumbered);
    seat_all(round);
  }
}

}  // namespace tenbou::seating
