#pragma once
// End-of-game settlement: leftover sticks, places, uma, penalties and each player's game result.

#include "engine/seat.h"
#include "rules/ruleset.h"

namespace tenbou {

/// The settled result of a finished game. results = scores + leftover_riichi - return points (the starting points
/// unless the ruleset counts from more) + uma + penalties.
struct FinalResult {
  PerSeat<Points> scores;           ///< table scores after the last hand, before leftover sticks
  PerSeat<Points> leftover_riichi;  ///< sticks still on the table, given to first place where the ruleset says so
  PerSeat<int> places;              ///< 1..4; equal scores share a place when the ruleset shares ties
  PerSeat<Points> uma;              ///< with the oka of a ruleset whose return points exceed its starting points
  PerSeat<Points> penalties;        ///< chombo deductions after uma (negative)
  PerSeat<Points> results;
};

/// Settles a finished game from its final table scores, the sticks left on the table and chombo counts.
FinalResult settle_game(const Ruleset& rules, const PerSeat<Points>& scores, int riichi_sticks_left,
                        const PerSeat<int>& chombos);

/// Splits `total` (whole hundreds) evenly among `among` in units of 100; what cannot be split goes 100 at a
/// time to the members in seat order, East first. The parts always add up to `total`.
PerSeat<Points> split_evenly(Points total, SeatSet among);

}  // namespace tenbou
