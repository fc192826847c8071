#pragma once
// One game of a tournament as its entries tell it: the hands as they stand after every correction,
// replayed through the engine.

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "engine/replay.h"
#include "record/game_record.h"
#include "tournament/entry/game_ref.h"
#include "tournament/tournament.h"

namespace tenbou {

/// A hand as it stands: its number as entered, the facts after any amendment, its note and the tiles of its
/// wins where they were entered (then the wins' values follow from the tiles, at the table the hand is played at).
struct LiveHand {
  int number = 0;
  Hand hand;
  std::string note;
  HandTiles tiles;
};

/// A game with everything entered about it and the score sheet that replays from it.
struct GameLog {
  GameRow game;                     ///< its players as the seats stand after any correction
  std::array<PlayerRow, 4> players;  ///< by starting seat, East first (copies: the log outlives any directory)
  Names names;
  FormerNames former_names;  ///< earlier names of the players here, which older facts may use
  TableState start;
  std::vector<EntryRow> entries;
  std::vector<LiveHand> hands;  ///< voided hands left out, amended ones as amended
  std::vector<LiveHand> voided_hands;  ///< as they were when voided, so they can be restored
  bool finished = false;        ///< the referee closed the game (and has not reopened it)
  bool closed_at_table = false;  ///< finished from its table's phone, at the time limit
  bool voided = false;          ///< the game should not exist: it counts nowhere
  std::optional<SheetResult> sheet_result;  ///< the final scores from its paper score sheet, if recorded so
  std::map<RowId, Names> seatings;  ///< the players each seat correction set, by its entry id
  int next_number = 1;          ///< the number the next hand entered gets
  ScoreSheet sheet;

  GameRef ref() const { return {game.round, game.table}; }
  /// The position of a live hand in `hands` and in the sheet.
  std::size_t index_of(int number) const;
};

/// No game is in play where a command looks for one (none was started there, or it was voided).
struct NoSuchGame : TournamentError {
  using TournamentError::TournamentError;
};

/// Which of the games played at a table a command means: the one in play, the latest one voided, or (to
/// show) the one in play or else the latest one voided.
enum class GameChoice { InPlay, Voided, Shown };

/// Whether `entries` leave their game voided.
bool voided_by(const std::vector<EntryRow>& entries);

/// Loads a game and its entries and replays them. Throws NoSuchGame for a game that does not exist (or was
/// voided), TournamentError for one whose entries no longer replay (which `audit` reports).
GameLog load_game_log(const Tournament& t, const GameRef& ref, GameChoice choice = GameChoice::InPlay);

/// The players of `game` East first as `entries` leave them: the game's own, or those of the last seat
/// correction (which applies to the whole game).
std::array<RowId, 4> corrected_seats(const GameRow& game, const std::vector<EntryRow>& entries);

/// The facts of a seat correction: the player ids, East first, as JSON.
std::string seats_facts(const std::array<RowId, 4>& players);

/// A log of `game` with its players (found in `players`, seats as corrected), its start and `entries`, not
/// yet rebuilt.
GameLog prepare_log(const Ruleset& rules, const PlayerDirectory& players, GameRow game, std::vector<EntryRow> entries);

/// Builds the live hands from `log.entries` (setting hands, finished and next_number) and replays them
/// into `log.sheet`. Returns the replay error, numbered by the hand's entered number, if any.
std::optional<ReplayError> rebuild(const Ruleset& rules, GameLog& log);

/// Replays `hands` (instead of the log's own) with the log's start; the error names entered numbers.
std::optional<ReplayError> replay_hands(const Ruleset& rules, const GameLog& log, const std::vector<LiveHand>& hands,
                                        bool finished, ScoreSheet& out);

/// The error for a cached figure of game `ref` that cannot be read (`detail` says what the reader found): the
/// file is damaged, and the figures can be rebuilt from the entries.
TournamentError damaged_figures(const GameRef& ref, std::string_view detail);

/// Every game that is not voided, in round and table order, with its seats as corrected: the games that
/// count, and whose players are taken for their round. `states` are the cached figures of the games (read
/// from the store when not given).
std::vector<GameRow> games_in_play(const Tournament& t, const std::vector<GameStateRow>& states);
std::vector<GameRow> games_in_play(const Tournament& t);
/// Every game, voided ones included, with its seats as corrected.
std::vector<GameRow> every_game(const Tournament& t);

/// Loads and rebuilds every game of the tournament in round and table order (reading all entries in one
/// query), calling `visit` with each log and its replay error, if any.
void for_each_game_log(const Tournament& t,
                       const std::function<void(GameLog& log, const std::optional<ReplayError>& error)>& visit);

/// The cached figures for a replayed game.
GameStateRow derive_state(const GameLog& log);

}  // namespace tenbou
