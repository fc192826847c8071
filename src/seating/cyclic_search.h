#pragma once
// Schedules with a cyclic symmetry, found by searching their first round only.

#include <vector>

#include "seating/deadline.h"
#include "seating/random.h"
#include "seating/schedule.h"

namespace tenbou::seating {

/// Searches schedules of R rounds that a rotation carries from round to round. The players form k
/// runs ("orbits") of R players plus f = players - kR fixed players; round t is round 1 with every
/// orbit player moved t places along their run, fixed players staying put. Whether two players meet
/// twice then depends only on which runs they are in and how far apart along them (the "difference"),
/// so the search looks at one round of players/4 tables instead of the whole schedule, and a perfect
/// first round gives a perfect schedule. Resolvable designs found this way reach the published maxima
/// (e.g. 40 players, 13 rounds: three runs of 13 and one fixed player).
class CyclicSearch {
 public:
  /// Needs players a multiple of four and 1 <= rounds <= max_rounds_without_repeats(players).
  CyclicSearch(int players, int rounds);

  /// Tabu search on the first round for at most `steps` moves; true once it has no conflict.
  bool run(Random& random, const Deadline& deadline, long steps);
  /// Fills the first round table by table, never using a difference twice, restarting in random
  /// order with a doubling node budget up to `steps`; true once complete. With `multiplier` m > 0 the
  /// round is also made symmetric: runs turn in threes, (run i, place a) -> (next run, m*a), as do
  /// fixed players, so each table chosen brings its two images and the search space shrinks to a
  /// third (this finds 40/13, 44/14 and 48/15 in well under a second).
  bool backtrack(Random& random, const Deadline& deadline, int multiplier, long steps);
  /// Multipliers worth imposing for these rounds: 1 and every m with m^3 = 1 (mod rounds).
  std::vector<int> multipliers() const;
  /// The best schedule found, every round developed from the best first round (seat order unset).
  Schedule schedule() const;

 private:
  int key(int x, int y) const;
  int image(int x, int multiplier) const;
  void change(int key, int delta);
  void swap_positions(int p, int q);
  bool conflicted(int pos) const;
  void restore_best();

  int players_, rounds_, orbits_, fixed_;
  int self_key_;              // pairs that meet in every round (a fixed pair, or half-way along a run)
  std::vector<int> base_;     // position -> player; table = position / 4
  std::vector<int> count_;    // per difference key, how many first-round pairs have it
  std::vector<int> best_base_;
  std::vector<int> weight_;   // breakout weights: how often each key clashed at a local minimum
  int cost_ = 0;
  long weighted_cost_ = 0;
  int best_cost_ = 0;
};

}  // namespace tenbou::seating
