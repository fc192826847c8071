#pragma once
// Seating schedules from a player count and a number of rounds: the search strategy.

#include <chrono>
#include <cstdint>
#include <vector>

#include "seating/schedule.h"

namespace tenbou::seating {

/// What to seat. Players are numbered 0..players-1.
struct Request {
  int players = 0;
  int rounds = 0;
  std::uint64_t seed = 1;
  std::chrono::milliseconds time_limit{10000};
  /// A group (country, club) per player, -1 for none: same-group meetings are avoided after repeats.
  std::vector<int> groups;
  /// Rounds already played: their meetings, winds and tables count, and they are not changed.
  std::vector<Round> played;
};

/// The schedule of the rounds to seat, with seat order (winds) and table numbers chosen.
struct Result {
  Schedule schedule;
  /// The rounds played followed by the new ones, as judged (with groups when given).
  Quality quality;
  bool complete = true;  ///< false when the time limit stopped a search before it was perfect
};

/// Generates the schedule. Same request (including the seed) gives the same schedule, unless the
/// time limit cuts a search short. Requires players a positive multiple of four and rounds >= 1.
Result generate(const Request& request);

}  // namespace tenbou::seating
