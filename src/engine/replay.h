#pragma once
// Replaying a game's hands through the engine into a score sheet.

#include <functional>
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
  Problem problem;  ///< the problem with its words for a page (no key where the replay stopped for another reason)
};

/// Completes hand `index` (0-based) before it is played at the table `before`: what a hand entered with its
/// tiles takes from the table (the han and fu of a win depend on the winner's seat wind and the round).
/// Returns why the hand cannot be played, if it cannot.
using HandCompletion = std::function<MaybeProblem(std::size_t index, const TableState& before, Hand& hand)>;

/// Replays `hands` from `start`; `finished` closes the game after them (referee, time limit). `complete`, if
/// given, completes each hand first; the sheet's lines hold the hands as completed.
/// Returns the first impossible hand, if any, and then `out` is unspecified.
std::optional<ReplayError> replay(const Ruleset& rules, const Names& names, const TableState& start,
                                  std::span<const Hand> hands, bool finished, ScoreSheet& out,
                                  const HandCompletion& complete = {});

/// A game's end as its paper score sheet shows it: the final table scores, the riichi sticks left on the
/// table, and the chombos of each player.
struct SheetResult {
  PerSeat<Points> scores;
  int riichi_sticks = 0;
  PerSeat<int> chombos;
};

/// The most a sheet may hold: a table score either way, riichi sticks left, chombos of one player.
inline constexpr Points kMaxScore = 10'000'000;
inline constexpr int kMaxSticks = 1000, kMaxChombos = 20;

/// Why a sheet cannot be the end of a game that began at `start`: a score that is not a multiple of 100,
/// negative sticks or chombos, or scores and sticks that do not add up to what the game began with ("the
/// scores add up to 118,000; with 1 stick on the table they should add up to 119,000: 1,000 short").
MaybeProblem check_sheet(const TableState& start, const SheetResult& sheet);

/// The score sheet of a game recorded by its final scores: no hands, and the final result settled from the
/// sheet exactly as a game played hand by hand is settled at its end. Under a ruleset with a bankruptcy end a
/// negative score shows the game as ended by bankruptcy.
std::optional<ReplayError> replay_sheet(const Ruleset& rules, const TableState& start, const SheetResult& sheet,
                                        ScoreSheet& out);

}  // namespace tenbou
