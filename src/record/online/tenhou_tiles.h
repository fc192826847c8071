#pragma once
// Tenhou's tiles as tenbou writes them: a tile id (0 to 135: four of each kind, 16, 52 and 88 the red fives) in
// mpsz notation, and a call of the XML's `m` (a bit field: chi, pon, added kan, kan from a discard, closed kan)
// as a meld ("chi:345m", "pon:505p", "ankan:7777z"), so that a win's tiles read from a log are valued as a hand a
// referee enters with its tiles.

#include <string>
#include <vector>

#include "record/written_tiles.h"

namespace tenbou {

/// A tile as the logs give it, reduced to what notation writes: its kind (0 to 33: 1m to 9m, 1p..., 1z to 7z) and
/// whether it is a red five.
struct LogTile {
  int kind = 0;
  bool red = false;
};

/// Tiles in mpsz notation, suit by suit and in order ("123m406p11z"; a red five is 0).
std::string mpsz_text(std::vector<LogTile> tiles);

/// Tiles of Tenhou's ids in mpsz notation. Every id must be 0 to 135.
std::string tenhou_tile_text(const std::vector<int>& ids);

/// The meld of a call's `m`, or "" when it is none tenbou scores (a three-player North, a malformed field).
std::string tenhou_meld(int m);

/// The tiles of a win as the XML gives them: `closed` with the winning tile `machi`, the calls, the indicators.
WrittenTiles tenhou_win_tiles(const std::vector<int>& closed, const std::vector<int>& melds, int machi,
                              const std::vector<int>& dora, const std::vector<int>& ura);

}  // namespace tenbou
