#pragma once
// What `tenbou table` shows before each entry: where the game stands, in a few lines that fit 80 columns.

#include <string>

#include <nlohmann/json_fwd.hpp>

#include "report/text_table.h"
#include "report/words.h"
#include "tournament/entry/game_log.h"

namespace tenbou {

/// "Game 1/3, hand 7: S2, 1 counter, 2 riichi sticks on the table", then a line per player in the order of
/// this hand's winds (East first): wind letter, full name, score, and who is dealer. A game that is over
/// says so, with its final result.
std::string table_view_text(const GameLog& log, std::size_t width = kUnlimitedWidth);

/// The same as JSON, for the table page of `tenbou serve`: {"game", "over", "end", "hand" (the next hand's
/// number), "round", "honba", "riichi_sticks", "expect" (what a phone sends as the double-entry guard), "last_hand"
/// (the last live hand, 0 for none), "final" (the final line, "" while the game goes on), "results" (once the game
/// is over, in place order: [{"seat", "name", "place", "score", "uma", "sticks", "penalty", "result"}], else []),
/// "players": [{"seat" (0 East at the start .. 3), "wind" (this hand's), "name", "score", "dealer"}] in this
/// hand's wind order}.
/// Its texts ("end", "final", "writable_message") are in `words`' language.
nlohmann::json table_view_json(const GameLog& log, const Words& words = words_in(Language::En));

/// Why a game that is over takes no more writes with its table's key, and who corrects it.
std::string closed_to_table_key(const GameLog& log, const Words& words = words_in(Language::En));

}  // namespace tenbou
