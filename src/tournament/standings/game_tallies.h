#pragma once
// What each player did in a game, counted from its hands: the raw material of player statistics,
// cached with the game so statistics over a whole tournament need no replay.

#include <string>
#include <vector>

#include "engine/replay.h"

namespace tenbou {

/// One win, kept to list a tournament's biggest hands.
struct BigHand {
  int hand = 0;         ///< the hand's number as entered
  int round = 0;        ///< the game round it was won in (0 = East 1)
  Seat winner;
  bool tsumo = false;
  int han = 0;
  int fu = 0;
  int yakuman = 0;
  Points points = 0;    ///< what the win was worth, counters and riichi sticks left out
};

/// Per-seat counts over the hands of one game. Chombo hands count only as chombos: they are replayed.
struct GameTallies {
  PerSeat<int> hands, wins, tsumo, deal_ins, riichi, chombos;
  PerSeat<Points> win_points;      ///< received for wins, counters included, sticks left out
  PerSeat<Points> deal_in_points;  ///< paid for ron on one's own discard, counters included
  std::vector<BigHand> biggest;    ///< the game's most valuable wins, most valuable first

  bool operator==(const GameTallies&) const = default;
};

/// How many of a game's wins are kept in `biggest`: enough for any tournament's top list.
inline constexpr std::size_t kBigHandsKept = 10;

/// Counts a replayed game's hands.
GameTallies tally_game(const ScoreSheet& sheet);

/// The tallies as the compact JSON cached in the file, and back. read_tallies throws
/// simdjson::simdjson_error on text it did not write.
std::string write_tallies(const GameTallies& tallies);
GameTallies read_tallies(const std::string& text);

}  // namespace tenbou
