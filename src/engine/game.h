#pragma once
// The game state machine: hands move the table on until the game ends by the rules or the referee.

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/final_result.h"
#include "engine/settle.h"

namespace tenbou {

/// Why a game is over, if it is. The engine closes a game early as ClosedByReferee; a tournament that knows the
/// game was closed from its table's phone at the time limit says ClosedAtTable instead.
enum class GameEnd : std::uint8_t { NotOver, Completed, Bankruptcy, AgariYame, ClosedByReferee, ScoreSheet, ClosedAtTable };

std::string_view game_end_text(GameEnd end);

/// "East", "South", "West", "North" for a seat wind (0 = East).
std::string_view wind_name(int wind);

/// The wind (0 = East .. 3 = North) for the letter E, S, W or N in either case, or -1.
int parse_wind(char letter);

/// "E1" .. "S4" for a round index.
std::string round_name(int round);

/// The round index for "E1" .. "S4" (or "W1".. "N4"), or -1 if the text is not a round.
int parse_round(std::string_view text);

/// One game at one table: the table state, the chombos so far and whether the game is over.
///
/// `rules` and `names` must remain live while this Game is in use. Not copyable or movable.
class Game {
 public:
  Game(const Ruleset& rules, const Names& names, const TableState& start);
  Game(const Game&) = delete;
  Game& operator=(const Game&) = delete;

  const TableState& table() const { return table_; }
  const Ruleset& rules() const { return rules_; }
  const Names& names() const { return names_; }
  GameEnd end() const { return end_; }
  bool over() const { return end_ != GameEnd::NotOver; }
  const PerSeat<int>& chombos() const { return chombos_; }

  /// Checks and settles one hand and moves the table on. On a problem the game is unchanged.
  MaybeProblem play(const Hand& hand, Settlement& settlement);

  /// The referee closes the game early (time limit); it is then settled as if it had ended by the rules.
  void close();

  /// The end-of-game settlement; meaningful once the game is over.
  FinalResult final_result() const;

 private:
  bool dealer_leads() const;
  /// Whether the dealer won `hand` (settled as `s`; a nagashi mangan is no win).
  bool dealer_won(const Hand& hand, const Settlement& s) const;
  /// Whether someone has the ruleset's goal points (always, for a ruleset without them).
  bool goal_reached() const;

  const Ruleset& rules_;
  const Names& names_;
  TableState table_;
  PerSeat<int> chombos_;
  GameEnd end_ = GameEnd::NotOver;
};

/// Checks a starting table state (round within the game length, no negative counters or sticks).
MaybeProblem check_start(const Ruleset& rules, const TableState& start);

/// Checks the scores of a starting table state: each a multiple of 100, and with the riichi sticks on the
/// table they add up to four times the starting points. Checked for records read and stored starts audited,
/// not when stored games are replayed.
MaybeProblem check_start_scores(const Ruleset& rules, const TableState& start);

}  // namespace tenbou
