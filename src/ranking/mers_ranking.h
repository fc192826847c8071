#pragma once
// The EMA's ranking of players (MERS, in force since 2018) from their tournament results: each result's base rank
// and weight, the weights aged by the tournament's last day, and a player's ranking as the mean of part A (the
// weighted average of most of their best results) and part B (of their best four).

#include <chrono>
#include <string>
#include <vector>

namespace tenbou {

/// One player's result in one tournament, as the ranking counts it.
struct RankingResult {
  std::string tournament;               ///< its title
  std::chrono::sys_days last_day{};     ///< its last day: the results age from it
  int place = 0;                        ///< among the ranked players
  int players = 0;                      ///< ranked players N
  int base_rank = 0;                    ///< mers_base_rank (tournament/exchange/ema_results.h)
  double weight = 0;                    ///< the tournament's MERS weight, before the age factor
};

/// 1 for a tournament whose last day is no more than a year before `as_of` (on or after the same date a year
/// earlier; 28 February for 29 February), 1/2 for no more than two years, else 0 (it does not count); 0 also for a
/// tournament after `as_of`.
double age_factor(std::chrono::sys_days last_day, std::chrono::sys_days as_of);

/// A result as it counts in a player's ranking.
struct CountedResult {
  RankingResult result;
  double age_factor = 0;
  bool part_a = false;  ///< among the results part A averages
  bool part_b = false;  ///< among the best four
};

/// A player's ranking as of a date.
struct PlayerRanking {
  double ranking = 0;  ///< (part A + part B) / 2
  double part_a = 0;
  double part_b = 0;
  std::vector<CountedResult> results;  ///< the results that count (age factor above 0), best base rank first
  bool listed() const { return results.size() >= 2; }  ///< the EMA lists players with two results or more
};

/// Ranks one player's `results` as of `as_of`: the counting results sorted by base rank (equal: higher weight, then
/// later last day) and padded with base rank 0, weight 1 to five; part A the weighted average of the first 5 +
/// ceil(0.8 (n - 5)) of n > 5 results, else of the five; part B that of the first four, padding included.
PlayerRanking rank_player(const std::vector<RankingResult>& results, std::chrono::sys_days as_of);

}  // namespace tenbou
