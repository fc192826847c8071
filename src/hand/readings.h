#pragma once
// The readings of a winning hand of four sets and a pair: every way its concealed tiles split into sets and a
// pair, with every group the winning tile can have completed, the melds added. Valuing (hand_score) scores
// each reading and keeps the best.

#include <vector>

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

/// One way of reading the hand: its groups (melds included) and where the winning tile went.
struct Reading {
  std::vector<Group> groups;
  Wait wait = Wait::TwoSided;
};

/// Every reading of `hand` as four sets and a pair (`concealed`: the counts of its concealed tiles); none when
/// the tiles do not form one. A triplet completed by a discard counts as open.
std::vector<Reading> standard_readings(const WinningHand& hand, const TileCounts& concealed);

}  // namespace tenbou::hand
