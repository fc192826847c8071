#pragma once
// What `tenbou game import` says after importing an online game's log: the game, the players in their seats with
// the log's names, the hands, the final scores, the results and the platform's points beside tenbou's; in text and
// as JSON with the same figures.

#include <string>

#include <nlohmann/json_fwd.hpp>

#include "store/rows.h"
#include "tournament/exchange/online_import.h"

namespace tenbou {

std::string online_import_text(const OnlineImport& imported, const std::string& source);

/// A valuation as a person reads it: "3 han 40 fu (Riichi 1, Pinfu 1, dora 1)", or why the tiles give none.
std::string tiles_words(const nlohmann::json& valuation);

/// What `explain` adds for hand `hand` of a game imported from a log: each win's tiles, the log's valuation and
/// tenbou's; "" for a hand without one. `names` by seat.
std::string online_hand_text(const GameSourceRow& source, int hand, const Names& names);
nlohmann::json online_hand_json(const GameSourceRow& source, int hand);

nlohmann::json online_import_json(const OnlineImport& imported, const std::string& source);

}  // namespace tenbou
