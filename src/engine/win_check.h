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

}  // namespace tenbou
