#pragma once
// `tenbou round show N`: every table of a round with its players and results, and which are still open; and
// what `tenbou round start N` did.

#include <optional>
#include <string>
#include <vector>

#include "report/html_page.h"
#include "report/text_table.h"
#include "report/words.h"
#include "tournament/entry/round_start.h"
#include "tournament/standings/game_outcomes.h"

namespace tenbou {

/// `games` are the round's games in table order.
std::string round_text(const PlayerDirectory& players, int round, const std::vector<GameOutcome>& games, std::size_t width = kUnlimitedWidth);
std::string round_json(const PlayerDirectory& players, int round, const std::vector<GameOutcome>& games);
/// `playing`: tables of the round still playing that `games` leaves out (a published site's page, which shows no game
/// in progress), counted as open.
std::string round_html(const std::string& tournament, const PlayerDirectory& players, int round,
                       const std::vector<GameOutcome>& games, int refresh_seconds,
                       const Words& words, PageOptions frame = {}, const std::vector<int>& playing = {});

/// A line per table of a round start: "Table 1 started: Alice Martin (E), ...", "Table 2: already started".
std::string round_start_text(const RoundStart& start);
/// {"round", "started": [{"game", "table", "players"}], "already_started": [tables]}.
std::string round_start_json(const RoundStart& start);

}  // namespace tenbou
