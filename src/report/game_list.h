#pragma once
// `tenbou game list`: every game of the tournament with its table, players and progress.

#include <string>
#include <vector>

#include "report/text_table.h"
#include "tournament/standings/game_outcomes.h"

namespace tenbou {

/// A line per game: ROUND/TABLE, the players East to North, hands entered, finished or the next hand.
std::string game_list_text(const PlayerDirectory& players, const std::vector<GameOutcome>& games, std::size_t width = kUnlimitedWidth);

/// [{"game", "round", "table", "players", "hands", "finished", "next"}, ...]; "next" is "" once finished.
std::string game_list_json(const PlayerDirectory& players, const std::vector<GameOutcome>& games);

}  // namespace tenbou
