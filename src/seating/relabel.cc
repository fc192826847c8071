#include "seating/relabel.h"

#include <algorithm>
#include <numeric>

namespace tenbou::seating {
namespace {

/// The cost of seating real players a and b at one table once more.
///
/// `goal` must remain live while this MeetingCost is in use. Not copyable or movable.
class MeetingCost {
 public:
  MeetingCost(const SearchGoal& goal, long scale) : goal_(goal), scale_(scale) {}
  MeetingCost(const MeetingCost&) = delete;
  MeetingCost& operator=(const MeetingCost&) = delete;
  long operator()(int a, int b) const {
    long c = goal_.history ? scale_ * (*goal_.history)(a, b) : 0;
    if (goal_.groups) {
      const int g = (*goal_.groups)[static_cast<std::size_t>(a)];
      if (g >= 0 && g == (*goal_.groups)[static_cast<std::size_t>(b)]) ++c;
    }
    return c;
  }

 private:
  const SearchGoal& goal_;
  long scale_;
};

}  // namespace

void relabel(Schedule& schedule, const SearchGoal& goal, Random& random, const Deadline& deadline) {
  const int n = schedule.players;
  if (n < 2 || (!goal.history && !goal.groups)) return;
  // Who each place meets, with multiplicity.
  std::vector<std::vector<int>> met(static_cast<std::size_t>(n));
  for (const Round& round : schedule.rounds)
    for (const Table& t : round)
      for (int a : t)
        for (int b : t)
          if (a != b) met[static_cast<std::size_t>(a)].push_back(b);
  const MeetingCost cost(goal, 6L * n * static_cast<long>(schedule.rounds.size()) + 1);
  std::vector<int> label(static_cast<std::size_t>(n));
  std::iota(label.begin(), label.end(), 0);
  auto at = [&](int place) { return label[static_cast<std::size_t>(place)]; };
  // Cost change of exchanging the players at places u and v.
  auto delta = [&](int u, int v) {
    long d = 0;
    for (int w : met[static_cast<std::size_t>(u)])
      if (w != v) d += cost(at(v), at(w)) - cost(at(u), at(w));
    for (int w : met[static_cast<std::size_t>(v)])
      if (w != u) d += cost(at(u), at(w)) - cost(at(v), at(w));
    return d;
  };
  auto total = [&] {
    long c = 0;
    for (int u = 0; u < n; ++u)
      for (int w : met[static_cast<std::size_t>(u)]) c += cost(at(u), at(w));
    return c;
  };
  // First improvement over random pairs of places, from a random labelling, until a full sweep finds none. Keeping
  // groups apart asks for more: the descent starts again from other labellings, keeping the best, until one has no
  // same-group meeting (a descent often ends in a labelling that only a rearrangement of many players improves).
  std::vector<int> places(static_cast<std::size_t>(n));
  std::iota(places.begin(), places.end(), 0);
  std::vector<int> best;
  long best_cost = 0;
  // About 10^8 steps of delta at most (a tenth of a second for 32 players): a sweep costs n * n * the meetings of a place.
  const long sweep = static_cast<long>(n) * n * static_cast<long>(met[0].size() + 1);
  const long attempts = goal.groups ? std::clamp(100'000'000L / (4 * sweep), 1L, 300L) : 1;
  for (long attempt = 0; attempt < attempts && (best.empty() || best_cost > 0); ++attempt) {
    random.shuffle(label.begin(), label.end());
    for (bool improved = true; improved && !deadline.passed();) {
      improved = false;
      random.shuffle(places.begin(), places.end());
      for (int u : places)
        for (int v = 0; v < n; ++v)
          if (v != u && delta(u, v) < 0) {
            std::swap(label[static_cast<std::size_t>(u)], label[static_cast<std::size_t>(v)]);
            improved = true;
          }
    }
    if (const long c = total(); best.empty() || c < best_cost) best = label, best_cost = c;
    if (deadline.passed()) break;
  }
  label = best;
  for (Round& round : schedule.rounds)
    for (Table& t : round)
      for (int& p : t) p = at(p);
}

}  // namespace tenbou::seating
