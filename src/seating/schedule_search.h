#pragma once
// Local search over whole schedules: the general tool when no symmetric schedule fits.

#include <vector>

#include "seating/deadline.h"
#include "seating/random.h"
#include "seating/schedule.h"

namespace tenbou::seating {

/// What a schedule is judged by while searching, besides its own meetings.
struct SearchGoal {
  /// Meetings that already happened (rounds played before the schedule): they count as meetings.
  const MeetingCount* history = nullptr;
  /// A group per player (-1 for none): same-group meetings are avoided, after repeats.
  const std::vector<int>* groups = nullptr;
};

/// Tabu search that swaps two players of one round between tables. A pair meeting m times costs
/// m(m-1)/2, so a third meeting of one pair weighs more than second meetings of two pairs, which
/// spreads repeats that cannot be avoided; same-group meetings only break ties between such costs.
class ScheduleSearch {
 public:
  ScheduleSearch(Schedule start, SearchGoal goal);

  /// Searches until the repeat cost (the sum of m(m-1)/2 over pairs, history included) is at most
  /// `target` (returns true), or `deadline` passes.
  bool run(Random& random, const Deadline& deadline, long target);
  /// Then, with groups to keep apart, searches on for fewer same-group meetings at a repeat cost of at most
  /// `target`, until there are none, `deadline` passes or a long search finds no better schedule.
  void separate_groups(Random& random, const Deadline& deadline, long target);
  const Schedule& best() const { return best_; }
  /// The repeat cost of the best schedule.
  long repeat_cost() const { return best_cost_ / group_scale_; }

 private:
  long pair_cost(int a, int b, int delta) const;
  long move_cost(int round, int p, int q) const;
  void apply(int round, int p, int q);
  bool conflicted(int round, int pos) const;
  /// The tabu search itself, until the cost is at most `target_cost`, `deadline` passes, or (`patience` > 0) that
  /// many iterations bring no better schedule.
  void search(Random& random, const Deadline& deadline, long target_cost, long patience);

  Schedule current_;
  Schedule best_;
  SearchGoal goal_;
  MeetingCount met_;
  long group_scale_;  // one repeat outweighs every possible same-group meeting
  long cost_ = 0;
  long best_cost_ = 0;
};

}  // namespace tenbou::seating
