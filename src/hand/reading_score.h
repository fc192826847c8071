#pragma once
// The yaku and fu of one reading of a winning hand: four sets and a pair, seven pairs, thirteen orphans.
// What the readings of a hand share (its tiles, the table's flags, the winds) is worked out once, in
// HandFacts, and each reading is scored into a HandScore the caller reuses; choosing the best reading, the
// dora and the refusals are hand_score's.

#include "hand/hand_score.h"
#include "hand/readings.h"

namespace tenbou::hand {

/// What every reading of one hand shares: the hand, its rules, and what its tiles (melds included) decide
/// alone, worked out once for all its readings.
struct HandFacts {
  const WinningHand& hand;
  const HandRules& rules;
  bool closed = true;
  Tile seat_wind = kEast, round_wind = kEast;
  int suit = -1;  ///< the one suit (0-2) of the tiles besides honours; -1 for two suits or none
  bool honours = false, terminals = false, simples = false;  ///< whether the tiles hold any
  bool green = true;                                         ///< only tiles of all green
  bool nine_gates = false;  ///< closed, no meld, one suit with 1112345678999 among its tiles
};

/// The facts of `hand`, whose concealed tiles have the counts `concealed`.
HandFacts hand_facts(const WinningHand& hand, const HandRules& rules, const TileCounts& concealed);

/// Scores each kind of reading into `s`, which must be empty: the yaku in order with their han or yakuman
/// (yakuman only, when there are any) and, for a reading with yaku and without yakuman, the fu. Dora are
/// left to the caller.
void score_standard(const HandFacts& c, const Reading& r, HandScore& s);
void score_seven_pairs(const HandFacts& c, HandScore& s);
void score_thirteen_orphans(const HandFacts& c, HandScore& s);

}  // namespace tenbou::hand
