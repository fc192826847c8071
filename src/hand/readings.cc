#include "hand/readings.h"

#include <algorithm>
#include <bit>

namespace tenbou::hand {
namespace {

/// The wait of the winning tile `w` in the concealed group `g`.
Wait wait_in(const Group& g, Tile w) {
  if (g.kind == Group::Pair) return Wait::Pair;
  if (g.kind == Group::Triplet) return Wait::Triplet;
  if (w == g.first + 1) return Wait::Closed;
  if ((w == g.first + 2 && g.first % 9 == 0) || (w == g.first && g.first % 9 == 6)) return Wait::Edge;
  return Wait::TwoSided;
}

/// The search for the splits of the concealed tiles: the tiles not yet taken (counted, and as a mask of the
/// kinds left to find the lowest at once), the groups taken (the pair first, then sets from the lowest tile),
/// and the readings of the splits found.
struct Search {
  const WinningHand& hand;
  TileCounts left;
  std::uint64_t kinds_left = 0;  ///< bit t: tiles of kind t are left
  FixedList<Group, 5> taken;
  Readings& out;

  void remove(Tile t, int n) {
    left[t] = static_cast<std::uint8_t>(left[t] - n);
    if (left[t] == 0) kinds_left &= ~(std::uint64_t{1} << t);
  }
  void restore(Tile t, int n) {
    left[t] = static_cast<std::uint8_t>(left[t] + n);
    kinds_left |= std::uint64_t{1} << t;
  }

  /// Takes `sets` sets from the tiles left, the lowest tile first: as a triplet, then as the start of a run.
  void take_sets(int sets) {
    if (kinds_left == 0) {
      if (sets == 0) read();
      return;
    }
    if (sets == 0) return;
    const Tile t = static_cast<Tile>(std::countr_zero(kinds_left));
    if (left[t] >= 3) {
      remove(t, 3);
      take({Group::Triplet, t}, sets);
      restore(t, 3);
    }
    if (!is_honour(t) && t % 9 <= 6 && left[t + 1] > 0 && left[t + 2] > 0) {
      for (int i = 0; i < 3; ++i) remove(static_cast<Tile>(t + i), 1);
      take({Group::Run, t}, sets);
      for (int i = 0; i < 3; ++i) restore(static_cast<Tile>(t + i), 1);
    }
  }

  void take(const Group& set, int sets) {
    taken.push_back(set);
    take_sets(sets - 1);
    taken.pop_back();
  }

  /// A complete split: a reading for each different group holding the winning tile.
  void read() {
    for (std::size_t i = 0; i < taken.size(); ++i) {
      const Group& g = taken[i];
      if (!g.has(hand.win_tile)) continue;
      if (std::any_of(taken.begin(), taken.begin() + i, [&](const Group& e) { return e.kind == g.kind && e.first == g.first; }))
        continue;  // the same group twice (two equal runs): one reading
      Reading r{taken, wait_in(g, hand.win_tile)};
      if (g.kind == Group::Triplet && !hand.tsumo) r.groups[i].open = true;  // completed by a discard
      for (const Meld& m : hand.melds)
        r.groups.push_back({m.run() ? Group::Run : Group::Triplet, m.first, m.open(), m.kan(), true});
      out.push_back(r);
    }
  }
};

}  // namespace

Readings standard_readings(const WinningHand& hand, const TileCounts& concealed) {
  Readings out;
  // Sets stay within a suit: every suit holds a multiple of three tiles but the pair's, which holds two more.
  std::array<int, 4> suit_tiles{};
  Search search{hand, concealed, 0, {}, out};
  for (Tile t : hand.concealed) {
    ++suit_tiles[static_cast<std::size_t>(suit_of(t))];
    search.kinds_left |= std::uint64_t{1} << t;
  }
  if (std::any_of(suit_tiles.begin(), suit_tiles.end(), [](int n) { return n % 3 == 1; })) return out;
  const int sets = 4 - static_cast<int>(hand.melds.size());
  for (int suit = 0; suit < 4; ++suit) {
    if (suit_tiles[static_cast<std::size_t>(suit)] % 3 != 2) continue;
    for (Tile t = static_cast<Tile>(suit * 9); t < std::min(suit * 9 + 9, kTileKinds); ++t)
      if (concealed[t] >= 2) {
        search.remove(t, 2);
        search.taken.push_back({Group::Pair, t});
        search.take_sets(sets);
        search.taken.pop_back();
        search.restore(t, 2);
      }
  }
  return out;
}

}  // namespace tenbou::hand
