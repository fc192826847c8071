#include "seating/schedule_search.h"

#include <limits>

namespace tenbou::seating {
namespace {

long pair_repeats(long m) { return m * (m - 1) / 2; }

}  // namespace

ScheduleSearch::ScheduleSearch(Schedule start, SearchGoal goal)
    : current_(std::move(start)), goal_(goal), met_(current_.players) {
  const long tables = static_cast<long>(current_.players / 4);
  group_scale_ = goal_.groups ? 6 * tables * static_cast<long>(current_.rounds.size()) + 1 : 1;
  if (goal_.history) met_ = *goal_.history;
  for (const Round& round : current_.rounds) met_.add_round(round, 1);
  for (int a = 0; a < current_.players; ++a)
    for (int b = a + 1; b < current_.players; ++b) {
      const int m = met_(a, b);
      cost_ += group_scale_ * pair_repeats(m);
      if (goal_.groups && m > 0 && (goal_.history ? m - (*goal_.history)(a, b) : m) > 0) {
        const int g = (*goal_.groups)[static_cast<std::size_t>(a)];
        if (g >= 0 && g == (*goal_.groups)[static_cast<std::size_t>(b)])
          cost_ += goal_.history ? m - (*goal_.history)(a, b) : m;
      }
    }
  best_ = current_;
  best_cost_ = cost_;
}

// The change in cost when players a and b meet `delta` (+1 or -1) more times.
long ScheduleSearch::pair_cost(int a, int b, int delta) const {
  const long m = met_(a, b);
  long change = group_scale_ * (pair_repeats(m + delta) - pair_repeats(m));
  if (goal_.groups) {
    const int g = (*goal_.groups)[static_cast<std::size_t>(a)];
    if (g >= 0 && g == (*goal_.groups)[static_cast<std::size_t>(b)]) change += delta;
  }
  return change;
}

// Cost change of swapping the players at positions p and q (tables p/4 and q/4) of `round`.
long ScheduleSearch::move_cost(int round, int p, int q) const {
  const Round& r = current_.rounds[static_cast<std::size_t>(round)];
  const int x = r[static_cast<std::size_t>(p / 4)][static_cast<std::size_t>(p % 4)];
  const int y = r[static_cast<std::size_t>(q / 4)][static_cast<std::size_t>(q % 4)];
  long change = 0;
  for (int s = 0; s < 4; ++s) {
    if (s != p % 4) {
      const int o = r[static_cast<std::size_t>(p / 4)][static_cast<std::size_t>(s)];
      change += pair_cost(x, o, -1) + pair_cost(y, o, +1);
    }
    if (s != q % 4) {
      const int o = r[static_cast<std::size_t>(q / 4)][static_cast<std::size_t>(s)];
      change += pair_cost(y, o, -1) + pair_cost(x, o, +1);
    }
  }
  return change;
}

void ScheduleSearch::apply(int round, int p, int q) {
  cost_ += move_cost(round, p, q);
  Round& r = current_.rounds[static_cast<std::size_t>(round)];
  Table& tp = r[static_cast<std::size_t>(p / 4)];
  Table& tq = r[static_cast<std::size_t>(q / 4)];
  met_.add_table(tp, -1);
  met_.add_table(tq, -1);
  std::swap(tp[static_cast<std::size_t>(p % 4)], tq[static_cast<std::size_t>(q % 4)]);
  met_.add_table(tp, 1);
  met_.add_table(tq, 1);
}

bool ScheduleSearch::conflicted(int round, int pos) const {
  const Table& t = current_.rounds[static_cast<std::size_t>(round)][static_cast<std::size_t>(pos / 4)];
  const int x = t[static_cast<std::size_t>(pos % 4)];
  for (int s = 0; s < 4; ++s) {
    if (s == pos % 4) continue;
    const int o = t[static_cast<std::size_t>(s)];
    if (met_(x, o) > 1) return true;
    if (goal_.groups) {
      const int g = (*goal_.groups)[static_cast<std::size_t>(x)];
      if (g >= 0 && g == (*goal_.groups)[static_cast<std::size_t>(o)]) return true;
    }
  }
  return false;
}

bool ScheduleSearch::run(Random& random, const Deadline& deadline, long target) {
  search(random, deadline, target * group_scale_ + group_scale_ - 1, 0);
  return repeat_cost() <= target;
}

void ScheduleSearch::separate_groups(Random& random, const Deadline& deadline, long target) {
  if (goal_.groups) search(random, deadline, target * group_scale_, 400L * current_.players);
}

void ScheduleSearch::search(Random& random, const Deadline& deadline, long target_cost, long patience) {
  const int rounds = static_cast<int>(current_.rounds.size());
  const int positions = current_.players;
  if (rounds == 0 || positions < 8) return;
  std::vector<long> tabu_until(static_cast<std::size_t>(rounds) * positions, 0);
  auto tabu = [&](int round, int player) -> long& {
    return tabu_until[static_cast<std::size_t>(round) * positions + static_cast<std::size_t>(player)];
  };
  long last_improvement = 0, last_best = 0;
  std::vector<std::pair<int, int>> candidates;
  for (long iteration = 1; best_cost_ > target_cost; ++iteration) {
    if (iteration % 64 == 0 && deadline.passed()) break;
    if (patience > 0 && iteration - last_best > patience) break;
    if (iteration - last_improvement > 20L * positions) {
      current_ = best_;
      met_ = goal_.history ? *goal_.history : MeetingCount(current_.players);
      for (const Round& round : current_.rounds) met_.add_round(round, 1);
      cost_ = best_cost_;
      for (int k = 1 + random.below(3); k > 0; --k) {
        const int p = random.below(positions), q = random.below(positions);
        if (p / 4 != q / 4) apply(random.below(rounds), p, q);
      }
      last_improvement = iteration;
    }
    candidates.clear();
    for (int round = 0; round < rounds; ++round)
      for (int pos = 0; pos < positions; ++pos)
        if (conflicted(round, pos)) candidates.emplace_back(round, pos);
    long best_change = std::numeric_limits<long>::max();
    int best_round = -1, best_p = -1, best_q = -1, ties = 0;
    for (auto [round, p] : candidates) {
      const Round& r = current_.rounds[static_cast<std::size_t>(round)];
      for (int q = 0; q < positions; ++q) {
        if (q / 4 == p / 4) continue;
        const long change = move_cost(round, p, q);
        const int x = r[static_cast<std::size_t>(p / 4)][static_cast<std::size_t>(p % 4)];
        const int y = r[static_cast<std::size_t>(q / 4)][static_cast<std::size_t>(q % 4)];
        if ((tabu(round, x) > iteration || tabu(round, y) > iteration) && cost_ + change >= best_cost_) continue;
        if (change < best_change) {
          best_change = change, best_round = round, best_p = p, best_q = q, ties = 1;
        } else if (change == best_change && random.below(++ties) == 0) {
          best_round = round, best_p = p, best_q = q;
        }
      }
    }
    if (best_round < 0) continue;
    const Round& r = current_.rounds[static_cast<std::size_t>(best_round)];
    const int x = r[static_cast<std::size_t>(best_p / 4)][static_cast<std::size_t>(best_p % 4)];
    const int y = r[static_cast<std::size_t>(best_q / 4)][static_cast<std::size_t>(best_q % 4)];
    apply(best_round, best_p, best_q);
    tabu(best_round, x) = iteration + 3 + random.below(10);
    tabu(best_round, y) = iteration + 3 + random.below(10);
    if (cost_ < best_cost_) {
      best_cost_ = cost_;
      best_ = current_;
      last_improvement = last_best = iteration;
    }
  }
}

}  // namespace tenbou::seating
