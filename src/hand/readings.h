#pragma once
// The readings of a winning hand of four sets and a pair: every way its concealed tiles split into sets and a
// pair, with every group the winning tile can have completed, the melds added. Valuing (hand_score) scores
// each reading and keeps the best.

#include "hand/fixed_list.h"
#include "hand/winning_hand.h"

namespace tenbou::hand {

/// A set or the pair of one reading: run, triplet (kan) or pair, from its lowest tile.
struct Group {
  enum Kind : std::uint8_t { Run, Triplet, Pair } kind = Run;
  Tile first = 0;
  bool open = false;    ///< called, or (a triplet) completed by a discard
  bool kan = false;
  bool called = false;  ///< a meld, not tiles of the concealed hand

  bool has(Tile t) const { return kind == Run ? t >= first && t <= first + 2 : t == first; }
  bool terminal_or_honour() const {
    return kind == Run ? is_terminal(first) || is_terminal(static_cast<Tile>(first + 2)) : is_terminal_or_honour(first);
  }
};

/// How the winning tile completed the hand.
enum class Wait : std::uint8_t { TwoSided, Closed, Edge, Pair, Triplet };

/// One way of reading the hand: its groups (four sets and a pair, melds included) and where the winning tile
/// went.
struct Reading {
  FixedList<Group, 5> groups;
  Wait wait = Wait::TwoSided;
};

/// The readings of one hand. Ten at most: enumerating every hand of 14 concealed tiles finds at most five
/// splits and ten readings (66677778888999m won on 7m).
using Readings = FixedList<Reading, 10>;

/// Every reading of `hand` as four sets and a pair (`concealed`: the counts of its concealed tiles), the
/// splits in order of their pair, then of their sets from the lowest tile; none when the tiles do not form
/// one. A triplet completed by a discard counts as open.
Readings standard_readings(const WinningHand& hand, const TileCounts& concealed);

}  // namespace tenbou::hand
