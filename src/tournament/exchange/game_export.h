#pragma once
// A tournament's games as game records (the format `replay` and `game import` read): what `export games` and
// `game show --format record` write, and how a game's start is stored in that format.

#include <string>
#include <vector>

#include "record/game_record.h"
#include "tournament/entry/game_log.h"

namespace tenbou {

/// The game as a game record (the engine format), with its round and table.
GameRecord to_record(const Tournament& t, const GameLog& log);

/// Every game of the tournament as a game record, in round and table order. Throws TournamentError for a
/// game whose entries no longer replay (which `audit` reports).
std::vector<GameRecord> game_records(const Tournament& t);

/// The start of a game as stored: "" for E1 with the starting points, else its JSON.
std::string start_json(const Ruleset& rules, const TableState& start);

}  // namespace tenbou
