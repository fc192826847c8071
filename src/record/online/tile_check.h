#pragma once
// Each win of an online log valued from its tiles by tenbou's own hand valuation (as `tenbou value` does), under
// the game's ruleset, beside the log's han, fu and yaku. A disagreement refuses nothing (the platform paid what it
// paid) but is listed, and `explain` shows both.

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "hand/hand_score.h"
#include "record/online/online_log.h"

namespace tenbou {

/// One win of the log: its tiles, the log's valuation and tenbou's (or why its tiles could not be valued).
struct WinValuation {
  std::string hand;        ///< "S2-1"
  int hand_number = 0;     ///< 1-based, among the log's hands
  Seat winner;
  WrittenTiles tiles;
  LogWin log;
  std::optional<hand::HandScore> score;
  std::string refused;     ///< why the tiles give no value, where they give none
  bool agree = false;
};

/// The wins of a log valued: how many, how many agree, each one.
struct TileCheck {
  int wins = 0;
  int agree = 0;
  std::vector<WinValuation> valuations;
};

/// Values every win with tiles of `log` under `rules`.
TileCheck check_tiles(const OnlineLog& log, const Ruleset& rules);

/// A win's valuation by the log ({"han", "fu", "yakuman", "yaku": [{"name", "han"}]}) and by its tiles (the same
/// keys, or {"refused": why}).
nlohmann::json log_valuation_json(const LogWin& win);
nlohmann::json tiles_valuation_json(const WinValuation& v);

/// The JSON `game import` says: {"wins", "agree", "disagreements": [{"hand", "log", "tiles"}]}.
nlohmann::json tile_check_json(const TileCheck& check);

}  // namespace tenbou
