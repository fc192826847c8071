#pragma once
// `tenbou round show N`: every table of a round with its players and results, and which are still open.

#include <string>
#include <vector>

#include "tournament/game_outcomes.h"

namespace tenbou {

/// `games` are the round's games in table order.
std::string round_text(const PlayerDirectory& players, int round, const std::vector<GameOutcome>& games);
std::string round_json(const PlayerDirectory& players, int round, const std::vector<GameOutcome>& games);
std::string round_html(const std::string& tournament, const PlayerDirectory& players, int round,
                       const std::vector<GameOutcome>& games, int refresh_seconds);

}  // namespace tenbou
