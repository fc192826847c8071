#pragma once
// What one game can be, at every door: the rounds and tables a tournament has (the command line, the phones, a game
// record's "round" and "table"), so that a game any door makes can be named, corrected and voided by every other;
// and the hands and entries a game holds, far beyond any real game (a hanchan of 30 hands is long), so that no
// game, however it came in, makes every write and page of it slow.

namespace tenbou {

inline constexpr int kMaxRound = 99, kMaxTable = 999;

/// The hands a game holds, and its entries (hands, corrections, undos, a finish), at most.
inline constexpr int kMaxHands = 200, kMaxEntries = 1000;

}  // namespace tenbou
