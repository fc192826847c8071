#pragma once
// The rounds and tables a tournament can have: what every door takes (the command line, the phones, a game record's
// "round" and "table"), so that a game any door makes can be named, corrected and voided by every other.

namespace tenbou {

inline constexpr int kMaxRound = 99, kMaxTable = 999;

}  // namespace tenbou
