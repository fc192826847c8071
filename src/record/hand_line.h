#pragma once
// One hand of `tenbou value --batch`: a JSON object per line, with the tiles in mpsz notation.

#include <string_view>

#include "hand/winning_hand.h"

namespace tenbou {

/// A hand read from a batch line, with the counters and the sticks the winner collects.
struct HandLine {
  hand::WinningHand hand;
  int honba = 0;
  int riichi_sticks = 0;
};

/// Reads `{"concealed": "23455m678p345s", "melds": [{"kind": "pon", "tiles": "777z"}], "win_tile": "5m",
/// "win": "ron", "flags": ["riichi"], "seat_wind": "S", "round_wind": "E", "dora_indicators": "4m",
/// "ura_dora_indicators": "", "honba": 1, "riichi_sticks": 0}`. Keys other than concealed, win_tile, win and
/// seat_wind may be left out. Throws hand::NotationError naming the key and what is valid.
HandLine read_hand_line(std::string_view line);

}  // namespace tenbou
