#pragma once
// What `tenbou game import` says after importing an online game's log: the game, the players in their seats with
// the log's names, the hands, the final scores, the results and the platform's points beside tenbou's; in text and
// as JSON with the same figures.

#include <string>

#include <nlohmann/json_fwd.hpp>

#include "tournament/exchange/online_import.h"

namespace tenbou {

std::string online_import_text(const OnlineImport& imported, const std::string& source);

nlohmann::json online_import_json(const OnlineImport& imported, const std::string& source);

}  // namespace tenbou
