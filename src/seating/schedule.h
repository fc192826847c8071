#pragma once
// A seating schedule and how good it is: who sits where, in which wind, in every round.

#include <array>
#include <optional>
#include <vector>

namespace tenbou::seating {

/// The four players of one table in seat order East, South, West, North (players numbered from 0).
/// In rounds already played, -1 marks a player who has since left: their seat counts for nothing.
using Table = std::array<int, 4>;
/// One round: every player at exactly one table; the table's number is its index plus one.
using Round = std::vector<Table>;

/// The seating of a whole tournament, or of the rounds still to play.
struct Schedule {
  int players = 0;
  std::vector<Round> rounds;
};

/// The figures an organiser judges a schedule by. Meetings count every pair seated at one table.
struct Quality {
  int repeated_pairs = 0;      ///< extra meetings: a pair meeting m times counts m - 1
  int pairs_meeting_again = 0; ///< distinct pairs that meet more than once
  int max_meetings = 0;        ///< the most times any pair meets
  int wind_imbalance = 0;      ///< over players, most minus least frequent starting wind
  int table_repeats = 0;       ///< times a player is seated at a table number they sat at before
  /// Meetings of players of the same group (country or club), when the schedule was asked to keep
  /// them apart; not set otherwise.
  std::optional<int> same_group_meetings;

};

/// The most rounds `players` can play without any pair meeting twice, as far as counting shows: each
/// round a player meets three others, so (players - 1) / 3 rounded down; below 16 players only one
/// round (a table of a later round would need a player from each of four earlier tables).
int max_rounds_without_repeats(int players);

/// The least number of times, over all plans of `rounds` rounds for `players` players, that a pair sits at one
/// table in two rounds (the sum of m(m-1)/2 over pairs meeting m times). Below 16 players each later round takes
/// its tables' four players from fewer than four tables of every earlier round, so every two rounds share at
/// least 6, 2 or 1 such pairs a table (4, 8 or 12 players); 0 where counting shows no such bound.
long least_shared_pairs(int players, int rounds);

/// The fewest repeated meetings (Quality::repeated_pairs) any plan of `rounds` rounds for `players` players has:
/// 4 for 8 players over 2 rounds. 0 where counting shows none is forced; a bound, which a plan may not reach
/// where the pairs it shares cannot all be spread out.
int least_repeated_meetings(int players, int rounds);

/// How uneven one player's wind counts (East, South, West, North) are: most minus least frequent.
int wind_spread(const std::array<int, 4>& counts);

/// Measures `schedule`, which must seat every player once in every round. With `groups` (a group per
/// player, -1 for none), same-group meetings are counted too.
Quality evaluate(const Schedule& schedule, const std::vector<int>* groups = nullptr);

/// Counts how often each pair of players has met: a symmetric players x players matrix, flattened.
class MeetingCount {
 public:
  explicit MeetingCount(int players) : players_(players), count_(static_cast<std::size_t>(players) * players) {}
  int operator()(int a, int b) const { return count_[index(a, b)]; }
  void add(int a, int b, int delta) {
    count_[index(a, b)] += delta;
    count_[index(b, a)] += delta;
  }
  void add_table(const Table& table, int delta);
  void add_round(const Round& round, int delta);

 private:
  std::size_t index(int a, int b) const { return static_cast<std::size_t>(a) * players_ + b; }
  int players_;
  std::vector<int> count_;
};

}  // namespace tenbou::seating
