#pragma once
// Random but realistic games, for the tests and the benchmarks (not part of the program).

#include <cstdint>
#include <memory>
#include <random>

#include "record/game_record.h"

namespace tenbou {

/// Produces games with the outcome mix, han/fu spread and riichi rate of tournament play. Every hand it
/// makes is valid under the ruleset; the same seed gives the same games.
class GameGenerator {
 public:
  explicit GameGenerator(std::uint64_t seed) : rng_(seed) {}

  /// A complete game, played to its end by the rules or now and then closed early by the referee.
  GameRecord game(const std::string& ruleset_name, std::shared_ptr<const Ruleset> rules, const Names& players);

  /// One random hand that is valid at `table` under `rules`.
  Hand hand(const Ruleset& rules, const TableState& table, const Names& names);

 private:
  double uniform() { return std::uniform_real_distribution<double>(0.0, 1.0)(rng_); }
  int below(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
  Win random_win(Seat winner, bool tsumo, bool riichi);
  Hand candidate(const Ruleset& rules, const TableState& table);

  std::mt19937_64 rng_;
};

}  // namespace tenbou
