#include "ranking/mers_ranking.h"

#include <algorithm>

#include "base/civil_date.h"

namespace tenbou {

double age_factor(std::chrono::sys_days last_day, std::chrono::sys_days as_of) {
  if (last_day > as_of) return 0;
  if (last_day >= years_before(as_of, 1)) return 1;
  if (last_day >= years_before(as_of, 2)) return 0.5;
  return 0;
}

PlayerRanking rank_player(const std::vector<RankingResult>& results, std::chrono::sys_days as_of) {
  PlayerRanking out;
  for (const RankingResult& r : results)
    if (const double age = age_factor(r.last_day, as_of); age > 0) out.results.push_back({r, age});
  std::stable_sort(out.results.begin(), out.results.end(), [](const CountedResult& a, const CountedResult& b) {
    if (a.result.base_rank != b.result.base_rank) return a.result.base_rank > b.result.base_rank;
    const double wa = a.result.weight * a.age_factor, wb = b.result.weight * b.age_factor;
    if (wa != wb) return wa > wb;
    return a.result.last_day > b.result.last_day;
  });
  const std::size_t n = out.results.size();
  const std::size_t in_a = n > 5 ? 5 + (4 * (n - 5) + 4) / 5 : 5;  // 5 + ceil(0.8 (n - 5))
  // The weighted average of the first `count` results, padded with base rank 0 and weight 1.
  const auto average = [&](std::size_t count, bool CountedResult::*mark) {
    double sum = 0, weights = 0;
    for (std::size_t i = 0; i < count; ++i) {
      if (i < n) {
        CountedResult& c = out.results[i];
        const double w = c.result.weight * c.age_factor;
        sum += w * c.result.base_rank;
        weights += w;
        c.*mark = true;
      } else {
        weights += 1;
      }
    }
    return weights > 0 ? sum / weights : 0;
  };
  out.part_a = average(in_a, &CountedResult::part_a);
  out.part_b = average(4, &CountedResult::part_b);
  out.ranking = (out.part_a + out.part_b) / 2;
  return out;
}

}  // namespace tenbou
