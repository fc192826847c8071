#pragma once
// How each game of a tournament ended, read from the cached figures: what standings, round reports
// and exports count.

#include <optional>
#include <string_view>
#include <vector>

#include "engine/final_result.h"
#include "tournament/entry/game_log.h"

namespace tenbou {

/// A game as the tournament counts it: where it was played, who sat where and how it ended.
struct GameOutcome {
  GameRow game;
  GameStateRow state;
  PerSeat<Points> scores;            ///< table scores after the last hand entered
  std::optional<FinalResult> final;  ///< set once finished, or settled provisionally when asked
  bool provisional = false;          ///< a game in progress settled as if it ended now

  GameRef ref() const { return {game.round, game.table}; }
  bool counted() const { return final.has_value(); }
};

/// Every game of rounds up to `last_round` (0: every round), in round and table order. With
/// `settle_open`, games in progress are settled as if they ended after their last hand (leftover sticks,
/// uma, chombo deductions) and marked provisional.
std::vector<GameOutcome> game_outcomes(const Tournament& t, int last_round, bool settle_open);

/// The last round the tournament has played (a game of it stands) or planned (its seating plan's rounds); 0 for
/// none.
int last_known_round(const Tournament& t);

/// Refuses `round` (given as `field`) when it comes after the last round played or planned, and `beyond` more (1:
/// the round after it may be seated), naming the round typed and the rounds there are.
void check_known_round(const Tournament& t, std::string_view field, int round, int beyond = 0);

/// The games of round `round`, in table order. Throws TournamentError when it has none, naming the rounds
/// that have games.
std::vector<GameOutcome> round_outcomes(const Tournament& t, int round);

}  // namespace tenbou
