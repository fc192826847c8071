#pragma once
// The wins of a recorded hand that were entered with their tiles, valued as the game valued them (at the table
// the hand was played at): for `explain`, and for the preview a phone shows before a hand is confirmed.

#include <string>
#include <vector>

#include "hand/hand_score.h"
#include "tournament/entry/game_log.h"

namespace tenbou {

/// One win entered with its tiles, and their score. `tiled` points into the log it came from.
struct TileBreakdown {
  Seat winner;
  const WinAtTable* tiled = nullptr;
  hand::HandScore score;
};

/// The wins of hand `number` of `log` entered with tiles, in the order of the hand's wins (none for a voided
/// hand or one entered by han and fu).
std::vector<TileBreakdown> tile_breakdowns(const Ruleset& rules, const GameLog& log, int number);

/// "23455m678p345s, pon:777z, won on 5m, ippatsu; dora indicators 4m".
std::string tiles_text(const WrittenTiles& tiles);

}  // namespace tenbou
