#pragma once
// Putting a game in play at a table: starting it, and the rule every door that puts players at a table shares
// (game start, round start, game import, restoring a voided game, correcting its seats): one game in play per
// table of a round, and each player at one table of a round.

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tournament/entry/game_write.h"

namespace tenbou {

/// The games in play, by table and by player of each round: what a game about to be put in play is checked
/// against. A write that starts several games (an import) adds each, so they are checked against each other too.
class GamesInPlay {
 public:
  /// `games` as games_in_play returns them.
  explicit GamesInPlay(const std::vector<GameRow>& games);

  /// Whether a game other than game `except` (0: any game) is in play at `ref` (each door words the refusal its
/// own way).
  bool table_taken(const GameRef& ref, RowId except = 0) const;

  /// The refusal of player `player`, named `name`, if they already play in `round` at a game other than game
  /// `except` (0: any game): "NAME already plays at table 3 in round 1".
  std::optional<TournamentError> plays_elsewhere(int round, RowId player, const std::string& name,
                                                 RowId except = 0) const;

  /// Counts `game` as in play (a table and a player already counted stay as they were).
  void add(const GameRow& game);

 private:
  /// Where a player plays in a round: the table and its game.
  struct Place {
    int table = 0;
    RowId game = 0;
  };
  std::map<std::pair<int, int>, RowId> tables_;   ///< (round, table) -> game
  std::map<std::pair<int, RowId>, Place> seated_;  ///< (round, player) -> where they play
};

/// Starts a game: four registered players, East first (none given: the seating plan's for that table), none
/// already playing in that round, at a table where no game is in play (a voided game's table is free). Players
/// other than the plan's need the context's reason (planned_seats), which is kept with the game as an entry
/// seating them: its history and `audit --corrections` show who started it so and why.
EntryResult start_game(Tournament& t, const GameRef& ref, const std::vector<std::string>& players,
                       const EntryContext& context = {});

/// What start_game does, inside a write the caller holds and commits (to start a game and record more in
/// one transaction). Returns the game just started.
GameLog start_game_within(Tournament& t, const GameRef& ref, const std::vector<std::string>& names);

}  // namespace tenbou
