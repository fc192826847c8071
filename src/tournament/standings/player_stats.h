#pragma once
// Player statistics from the hand records: win, tsumo, deal-in and riichi rates, values, places, and the
// tournament's biggest hands. Read from the tallies cached with each game.

#include <array>
#include <vector>

#include "tournament/standings/game_outcomes.h"
#include "tournament/standings/game_tallies.h"

namespace tenbou {

/// One player's statistics. Hands count in every game, in progress or not; places and results only in
/// finished games.
struct PlayerStats {
  PlayerRow player;
  int games = 0;  ///< finished games
  int hand_games = 0;  ///< games with hands entered, over which the hand statistics are taken (not sheet games)
  int hands = 0, wins = 0, tsumo = 0, deal_ins = 0, riichi = 0, chombos = 0;
  Points win_points = 0, deal_in_points = 0;
  std::array<int, 4> places{};
  int place_sum = 0;
  int below_zero = 0;  ///< finished games ended with a table score below zero

  /// `count` per hand played (0 without hands).
  double per_hand(int count) const { return hands == 0 ? 0.0 : static_cast<double>(count) / hands; }
  /// `total` per `count` (0 when count is 0).
  static double average(Points total, int count) { return count == 0 ? 0.0 : static_cast<double>(total) / count; }
};

/// A win among the tournament's biggest, with where it happened.
struct TournamentBigHand {
  GameRef game;
  PlayerRow winner;
  BigHand hand;
};

/// Statistics for every registered player (in registration order) and the biggest hands.
struct TournamentStats {
  std::vector<PlayerStats> players;
  std::vector<TournamentBigHand> biggest;  ///< at most kBigHandsKept, most valuable first
};

/// Statistics over `outcomes` (as game_outcomes reads them, without provisional settling). Games whose
/// cached tallies predate them are replayed.
TournamentStats compute_stats(const Tournament& t, const std::vector<GameOutcome>& outcomes);

}  // namespace tenbou
