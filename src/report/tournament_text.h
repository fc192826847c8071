#pragma once
// `tenbou tournament show` as text and JSON.

#include <string>

#include "report/text_table.h"
#include "tournament/overview.h"

namespace tenbou {

std::string tournament_text(const TournamentOverview& o, std::size_t width = kUnlimitedWidth);
std::string tournament_json(const TournamentOverview& o);

}  // namespace tenbou
