#pragma once
// Whether a han/fu (or yakuman) entry for one win can exist under the rules.

#include "engine/hand.h"
#include "engine/problem.h"
#include "rules/ruleset.h"

namespace tenbou {

/// What the check needs to know about the circumstances of the win.
struct WinContext {
  bool tsumo = false;
  bool riichi = false;  ///< the winner's riichi deposit stands (so the hand is closed and has riichi)
  int honba = 0;        ///< counters on the table (for the five-counter two-han minimum)
};

/// Checks han, fu, yakuman and dora of one win. The message does not name the winner.
MaybeProblem check_win(const Ruleset& rules, const Win& win, const WinContext& context);

/// Checks who won a ron or tsumo: no winner listed twice, no winner of a ron who discarded the tile. Checked
/// with the rest of the hand, and before a win's tiles are valued, so the referee hears the real mistake.
MaybeProblem check_winners(const Hand& hand, const Names& names);

/// What a referee can type wrongly that a stored hand is not checked for: fu that are not a valid value even
/// where fu do not count (from 5 han: "--han 30 --fu 3" has han and fu swapped), han or fu together with a
/// yakuman, and liability (pao) on a winner who declared riichi (pao needs open melds). Checked when a hand
/// is entered or a record is read, not when stored hands are replayed, so files of earlier versions replay
/// as they did. The message does not name the winner.
MaybeProblem check_entered_win(const Win& win, bool riichi);

}  // namespace tenbou
