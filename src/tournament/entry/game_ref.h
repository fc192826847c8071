#pragma once
// How a referee names a game: by round and table ("1/3"). Every door reads it the same way, and a command
// that only names a game need not include the game's log.

#include <string>
#include <string_view>

#include "record/game_record_limits.h"

namespace tenbou {

/// "1/3": a game named by tournament round and table, as the referee types it.
struct GameRef {
  int round = 0;
  int table = 0;
  std::string text() const { return std::to_string(round) + "/" + std::to_string(table); }
};


/// Reads "ROUND/TABLE" (e.g. "1/3"). Throws TournamentError naming `field`.
GameRef parse_game_ref(std::string_view field, std::string_view text);

}  // namespace tenbou
