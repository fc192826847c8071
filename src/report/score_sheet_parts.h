#pragma once
// What a score sheet's text (score_sheet.h) and its page (score_sheet_page.h) both show besides the hands: the
// final result with its formula, the notes on how hands were paid, and where a game in progress stands. In a
// language's words: English for the command line.

#include <string>
#include <vector>

#include "engine/replay.h"
#include "report/text_table.h"
#include "report/words.h"

namespace tenbou {

/// Place, player, score, sticks, uma, penalty and result, in place order.
TextTable final_table(const Names& names, const FinalResult& f, const Words& words = words_in(Language::En));

/// "Result = score + sticks - 30,000 starting points + uma + penalty", and where leftover sticks go.
std::string final_formula(const Ruleset& rules, const ScoreSheet& sheet, const Words& words = words_in(Language::En));

/// "Final result (all rounds played)".
std::string final_heading(const ScoreSheet& sheet, const Words& words = words_in(Language::En));

/// How hands were paid, where the referee should know (yakuman beyond the maximum, head bump).
std::vector<std::string> sheet_notes(const Ruleset& rules, const Names& names, const ScoreSheet& sheet,
                                     const Words& words = words_in(Language::En));

/// "In progress: next hand E3, dealer Alice Martin, 1 counter, 0 riichi sticks on the table".
std::string in_progress_text(const Names& names, const ScoreSheet& sheet, const Words& words = words_in(Language::En));

/// Whether the game was recorded by its final scores from the paper score sheet: there are no hands to show.
bool from_paper(const ScoreSheet& sheet);

}  // namespace tenbou
