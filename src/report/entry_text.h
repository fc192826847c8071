#pragma once
// What tenbou says after a write and what it shows of a game's entries: words a referee can read aloud.

#include <optional>
#include <string>

#include "base/local_time.h"
#include "report/text_table.h"
#include "report/words.h"
#include "tournament/entry/hand_entry.h"

namespace tenbou {

/// One line confirming a write: the hand (round and counters), full names, the amounts and the new
/// scores; the final result when the game ended with it.
/// In `words`' language for the table page; the command line's are English.
std::string entry_announcement(const Ruleset& rules, const EntryResult& result,
                               const Words& words = words_in(Language::En));

/// "This hand: E = Alice Martin, S = Bernd Keller, W = Chiara Rossi, N = Dmitri Volkov": whom each seat wind
/// names in hand `hand` of `log` (as it was before it), or without a hand in the next one. Hand commands take
/// these winds, not the starting seats that score sheets and --scores use.
std::string hand_winds_text(const GameLog& log, std::optional<int> hand = std::nullopt);

/// "all rounds played": how a game ended, as the table page says it.
std::string game_end_words(GameEnd end, const Words& words = words_in(Language::En));

/// " Game over (all rounds played): Alice Martin 1st +25,400, ...", or "" while the game goes on.
std::string final_line(const GameLog& log, const Words& words = words_in(Language::En));

/// Every entry of a game (entered, amended, voided, restored, closed, reopened, seats corrected, game voided
/// or restored) with when, by whom and why, as a table; with `hand` > 0 only the entries about that hand.
/// Times are shown in `zone`.
std::string history_text(const Ruleset& rules, const GameLog& log, const LocalTime& zone, int hand = 0,
                         std::size_t width = kUnlimitedWidth);

/// The same as a JSON array, one object per entry.
std::string history_json(const Ruleset& rules, const GameLog& log, int hand = 0);

/// `game show --format json`: the score sheet (as `replay --format json` prints it), then "voided": true for
/// a voided game and "corrections": the entries that corrected it (as in the history), when there are any.
std::string game_sheet_json(const Ruleset& rules, const GameLog& log);

}  // namespace tenbou
