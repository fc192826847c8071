#pragma once
// `tenbou explain GAME HAND`: a disputed payment worked out from first principles, with the hand's
// entry history.

#include <string>

#include "base/local_time.h"
#include "report/text_table.h"
#include "tournament/entry/game_log.h"

namespace tenbou {

/// The state before the hand, what happened, each winner's base points and every payer's amount with
/// the rounding, counters, riichi sticks (who took them and why), each player's change and score, and
/// every entry about the hand. A voided hand shows only its history. Throws TournamentError when the
/// game has no such hand.
std::string explain_text(const Ruleset& rules, const GameLog& log, int hand, const LocalTime& zone, std::size_t width = kUnlimitedWidth);

/// The same as a JSON object.
std::string explain_json(const Ruleset& rules, const GameLog& log, int hand);

}  // namespace tenbou
