#pragma once
// What `tenbou table` shows before each entry: where the game stands, in a few lines that fit 80 columns.

#include <string>

#include "tournament/game_log.h"

namespace tenbou {

/// "Game 1/3, hand 7: S2, 1 counter, 2 riichi sticks on the table", then a line per player in the order of
/// this hand's winds (East first): wind letter, full name, score, and who is dealer. A game that is over
/// says so, with its final result.
std::string table_view_text(const GameLog& log);

}  // namespace tenbou
