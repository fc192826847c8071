#pragma once
// `tenbou tournament show` as text and JSON.

#include <string>

#include "report/text_table.h"
#include "tournament/overview.h"

namespace tenbou {

std::string tournament_text(const TournamentOverview& o, std::size_t width = kUnlimitedWidth);
std::string tournament_json(const TournamentOverview& o);

/// "37 players with a counted game from 6 countries: 36 ranked, 1 substitute": whom the MERS weight counts, as
/// `tournament show` and `export ema` say it.
std::string mers_players_words(const MersPlayers& m);

}  // namespace tenbou
