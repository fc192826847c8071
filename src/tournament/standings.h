#pragma once
// The tournament standings: every player's total over the games counted, with referee penalties, places
// and the tie-break chain that orders equal totals.

#include <array>
#include <optional>
#include <vector>

#include "tournament/game_outcomes.h"
#include "tournament/tie_break.h"

namespace tenbou {

/// What the standings are asked for.
struct StandingsOptions {
  int after_round = 0;        ///< 0: every round
  bool include_open = false;  ///< count games in progress as if they ended now
  std::optional<std::vector<TieBreak>> tie_breaks;  ///< nullopt: the tournament's setting (default none)
};

/// One player's line in the standings.
struct Standing {
  PlayerRow player;
  int place = 0;            ///< 0: the player has no game yet (listed last, without a place)
  int previous_place = 0;   ///< the place after the round before (with_movement), 0 when not known
  bool shared = false;      ///< another player has the same place
  int games = 0;            ///< games counted
  int open_games = 0;       ///< games in progress, not counted
  int provisional = 0;      ///< games in progress counted as if they ended now (include_open)
  Points game_results = 0;  ///< sum of game results, chombo deductions included
  Points chombo = 0;        ///< the chombo deductions in game_results (0 or negative)
  Points penalties = 0;     ///< referee penalties deducted from the total (0 or positive)
  Points total = 0;         ///< game_results - penalties
  std::array<int, 4> places{};  ///< how often the player was 1st, 2nd, 3rd, 4th
  int place_sum = 0;
  std::optional<Points> best_game;
  int head_to_head = 0;     ///< among the players tied with this one: ahead minus behind in shared games

  /// Average table place; 0 without games.
  double average_place() const { return games == 0 ? 0.0 : static_cast<double>(place_sum) / games; }
};

/// The standings and what they cover.
struct Standings {
  int after_round = 0;
  bool include_open = false;
  std::vector<TieBreak> tie_breaks;
  int games_counted = 0;
  int games_open = 0;  ///< in progress and not counted
  std::vector<Standing> rows;  ///< in standings order; players sharing a place by name
  int latest_round = 0;        ///< the last round with a game counted (0: none)
};

/// Standings over the games of `outcomes` and the active penalties of `penalties`, for `players`.
/// Every registered player has a line; players without any game come last, without a place.
Standings rank_players(const std::vector<PlayerRow>& players, const std::vector<GameOutcome>& outcomes,
                       const std::vector<PenaltyRow>& penalties, const std::vector<TieBreak>& tie_breaks);

/// The standings as asked, each player's place also after the round before the latest counted one, for
/// the movement a room watches on the projector.
Standings compute_standings_with_movement(const Tournament& t, const StandingsOptions& options);

/// The standings of the tournament as asked.
Standings compute_standings(const Tournament& t, const StandingsOptions& options);

/// The same over `outcomes` already read (game_outcomes with the options' round and include_open).
Standings compute_standings(const Tournament& t, const StandingsOptions& options, const std::vector<GameOutcome>& outcomes);

}  // namespace tenbou
