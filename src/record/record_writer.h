#pragma once
// The writers of game records (record/game_record.h): a record, many as JSON Lines in an array, a start, a hand.

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "record/game_record.h"

namespace tenbou {

/// Writes a game record in the documented format (players by name).
nlohmann::json write_game_record(const GameRecord& record);

/// Many records as one JSON array with a record per line: what `export games` writes and `game import`
/// and `replay` read.
std::string write_game_records(const std::vector<GameRecord>& records);

/// Writes a game's start as the value of "start": round, counters, sticks and scores.
nlohmann::json write_start(const TableState& start);

/// Writes one hand as an element of "hands" (players by name), each win with its tiles where it has them.
nlohmann::json write_hand(const Hand& hand, const std::string& note, const Names& players, const HandTiles& tiles = {});

}  // namespace tenbou
