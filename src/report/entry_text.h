#pragma once
// What tenbou says after a write and what it shows of a game's entries: words a referee can read aloud.

#include <string>

#include "base/local_time.h"
#include "report/text_table.h"
#include "tournament/hand_entry.h"

namespace tenbou {

/// One line confirming a write: the hand (round and counters), full names, the amounts and the new
/// scores; the final result when the game ended with it.
std::string entry_announcement(const Ruleset& rules, const EntryResult& result);

/// " Game over (all rounds played): Alice Martin 1st +25,400, ...", or "" while the game goes on.
std::string final_line(const GameLog& log);

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
