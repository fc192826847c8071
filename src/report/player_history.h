#pragma once
// `tenbou player history`, `player edit` and `player merge`: a player's registration and corrections, and
// the confirmation of a correction.

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "base/local_time.h"
#include "report/text_table.h"
#include "tournament/people/player_corrections.h"

namespace tenbou {

/// The player's details, then a line per event: when, who, what, why.
std::string player_history_text(const PlayerHistory& history, const LocalTime& zone, std::size_t width = kUnlimitedWidth);

/// {"player": {...}, "history": [{"at", "by", "what", "reason"}, ...]}.
std::string player_history_json(const PlayerHistory& history);

/// [{"at", "by", "what", "reason"}, ...] ("by" and "reason" null when not given).
nlohmann::json player_events_json(const std::vector<PlayerEvent>& events);

/// "Alce Martin corrected: name: Alce Martin -> Alice Martin." or "Alice M. merged into Alice Martin: ...".
std::string player_correction_text(const PlayerCorrection& done);

}  // namespace tenbou
