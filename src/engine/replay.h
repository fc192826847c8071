#pragma once
// Replaying a game's hands through the engine into a score sheet.

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/game.h"

namespace tenbou {

/// One line of a score sheet: the table before a hand, the hand as entered and how it settled.
struct SheetLine {
  int number = 0;  ///< the hand's number as entered (1, 2, ... unless hands were voided)
  TableState before;
  Hand hand;
  Settlement settlement;
  PerSeat<Points> scores_after;
};

/// A replayed game: every hand, the table after the last one, and the final result once the game is over.
struct ScoreSheet {
  std::vector<SheetLine> lines;
  TableState state;
  GameEnd end = GameEnd::NotOver;
  PerSeat<int> chombos;
  std::optional<FinalResult> final_result;
};

/// Why a replay stopped: the hand (1-based) and the reason.
struct ReplayError {
  int hand = 0;
  std::string message;
};

/// Replays `hands` from `start`; `finished` closes the game after them (referee, time limit).
/// Returns the first impossible hand, if any, and then `out` is unspecified.
std::optional<ReplayError> replay(const Ruleset& rules, const Names& names, const TableState& start,
                                  std::span<const Hand> hands, bool finished, ScoreSheet& out);

}  // namespace tenbou
