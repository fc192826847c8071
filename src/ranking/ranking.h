#pragma once
// The EMA ranking over many tournaments: each player's results gathered across files (matched by EMA number, else by
// name) and ranked as MERS does (mers_ranking.h); the nations by their three best players.

#include <chrono>
#include <string>
#include <string_view>
#include <vector>

#include "ranking/mers_ranking.h"
#include "ranking/results_files.h"

namespace tenbou {

/// A player of the ranking, with every result found for them.
struct RankedPlayer {
  int place = 0;
  bool shared = false;
  std::string name, ema, country;  ///< name and country from the player's latest tournament
  bool matched_by_name = false;    ///< some results were joined to the player by name, not EMA number
  PlayerRanking ranking;
};

/// The ranking as of a date.
struct Ranking {
  std::chrono::sys_days as_of{};
  int tournaments = 0;                 ///< counted (duplicates once)
  std::vector<std::string> duplicates; ///< "F: the same tournament as G (title, dates): counted once"
  std::vector<RankedPlayer> players;   ///< the listed players (two results or more), best first
  std::vector<RankedPlayer> unlisted;  ///< the others with a counting result, best first
};

/// The key players are matched by across files when they have no EMA number: the name with accents and case folded,
/// as player lookups do ("EVA NOVAK" is "Eva Novák").
std::string match_key(std::string_view name);

/// Ranks the players of `tournaments` as of `as_of`. Inputs with the same title and dates are one tournament.
Ranking compute_ranking(std::vector<TournamentResults> tournaments, std::chrono::sys_days as_of);

/// A nation of the ranking: the sum of its three best listed players' rankings divided by 3 (also with fewer).
struct RankedNation {
  int place = 0;
  bool shared = false;
  std::string country;
  double ranking = 0;
  int players = 0;  ///< its listed players
};
std::vector<RankedNation> rank_nations(const Ranking& ranking);

}  // namespace tenbou
