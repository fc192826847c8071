#pragma once
// Tenhou's yaku as its logs name them (the ids of the XML's `yaku` and `yakuman`, the Japanese names of the
// tenhou.net/6 JSON) read as tenbou's hand valuation names them, with the flag of the win each situational yaku
// stands for (riichi, ippatsu, haitei, ...), so that a win valued from its tiles compares with the log's.

#include <string_view>

#include "hand/winning_hand.h"

namespace tenbou {

/// One of Tenhou's yaku: tenbou's name for it (hand/reading_score.cc) and the flag it sets, if it is one only the
/// table knows.
struct TenhouYaku {
  std::string_view name;
  bool hand::WinFlags::*flag = nullptr;
};

/// Tenhou's ids: 0 (menzen tsumo) to 51, then the dora counts 52 (dora), 53 (ura dora) and 54 (red fives).
inline constexpr int kTenhouYakuIds = 55;
inline constexpr int kFirstTenhouDoraId = 52;

/// The yaku of Tenhou's id `id` (0 to 54).
const TenhouYaku& tenhou_yaku(int id);

/// The yaku a tenhou.net/6 JSON names ("立直", "役牌 中", "場風 東", and the Mahjong Soul converters' words), or
/// nullptr for a name tenbou does not know.
const TenhouYaku* tenhou_yaku_named(std::string_view name);

}  // namespace tenbou
