#include "seating/schedule.h"

#include <algorithm>

namespace tenbou::seating {

int max_rounds_without_repeats(int players) {
  if (players < 4) return 0;
  // With fewer than four tables a second round cannot take one player from each table of the first.
  if (players < 16) return 1;
  return (players - 1) / 3;
}

long least_shared_pairs(int players, int rounds) {
  const long tables = players / 4;
  if (tables < 1 || tables >= 4 || rounds < 2) return 0;
  // A table of four drawn from `tables` tables as evenly as can be: 4 from one, 2 + 2, or 2 + 1 + 1.
  const long per_table = tables == 1 ? 6 : tables == 2 ? 2 : 1;
  return static_cast<long>(rounds) * (rounds - 1) / 2 * tables * per_table;
}

int least_repeated_meetings(int players, int rounds) {
  if (players < 4 || rounds < 1) return 0;
  const long meetings = 6L * (players / 4) * rounds, pairs = static_cast<long>(players) * (players - 1) / 2;
  // A pair meeting m times is m - 1 repeats and m(m-1)/2 shared pairs: at least 2/rounds repeats a shared pair.
  const long shared = least_shared_pairs(players, rounds);
  return static_cast<int>(std::max({0L, meetings - pairs, (2 * shared + rounds - 1) / rounds}));
}

int wind_spread(const std::array<int, 4>& counts) {
  const auto [lo, hi] = std::minmax_element(counts.begin(), counts.end());
  return *hi - *lo;
}

void MeetingCount::add_table(const Table& table, int delta) {
  for (std::size_t i = 0; i < 4; ++i)
    for (std::size_t j = i + 1; j < 4; ++j)
      if (table[i] >= 0 && table[j] >= 0) add(table[i], table[j], delta);
}

void MeetingCount::add_round(const Round& round, int delta) {
  for (const Table& table : round) add_table(table, delta);
}

Quality evaluate(const Schedule& schedule, const std::vector<int>* groups) {
  Quality q;
  const int n = schedule.players;
  MeetingCount met(n);
  std::vector<std::array<int, 4>> winds(static_cast<std::size_t>(n), {0, 0, 0, 0});
  std::vector<std::vector<bool>> sat_at(static_cast<std::size_t>(n));
  if (groups) q.same_group_meetings = 0;
  for (const Round& round : schedule.rounds) {
    met.add_round(round, 1);
    for (std::size_t t = 0; t < round.size(); ++t) {
      const Table& table = round[t];
      for (int s = 0; s < 4; ++s) {
        if (table[s] < 0) continue;
        const auto p = static_cast<std::size_t>(table[s]);
        ++winds[p][s];
        auto& tables = sat_at[p];
        if (tables.size() <= t) tables.resize(t + 1, false);
        if (tables[t]) ++q.table_repeats;
        tables[t] = true;
        if (groups)
          for (int o = s + 1; o < 4; ++o) {
            const int g = (*groups)[p];
            if (g >= 0 && table[o] >= 0 && g == (*groups)[static_cast<std::size_t>(table[o])]) ++*q.same_group_meetings;
          }
      }
    }
  }
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) {
      const int m = met(a, b);
      q.max_meetings = std::max(q.max_meetings, m);
      if (m > 1) {
        q.repeated_pairs += m - 1;
        ++q.pairs_meeting_again;
      }
    }
  for (const auto& w : winds) q.wind_imbalance = std::max(q.wind_imbalance, wind_spread(w));
  return q;
}

}  // namespace tenbou::seating
