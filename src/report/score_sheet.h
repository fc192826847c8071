#pragma once
// Score sheets of replayed games, as text for people and JSON for programs (a game's page: score_sheet_page.h).

#include <ostream>
#include <string>
#include <vector>

#include "engine/replay.h"
#include "report/text_table.h"
#include "tournament/entry/game_log.h"

namespace tenbou {

/// The score sheet as text: one line per hand (round, counters, sticks, what happened, each player's
/// change and running score), notes on how hands were paid, then the final result if the game is over.
std::string score_sheet_text(const Ruleset& rules, const Names& names, const ScoreSheet& sheet, std::size_t width = kUnlimitedWidth);

/// The score sheet in the documented JSON shape (players, hands, state, final: null while in progress),
/// on one line.
std::string score_sheet_json(const Ruleset& rules, const Names& names, const ScoreSheet& sheet);

class JsonWriter;
/// The fields of score_sheet_json, written into an object the caller opened (to add fields of its own).
void write_score_sheet_fields(JsonWriter& json, const Ruleset& rules, const Names& names, const ScoreSheet& sheet);

/// Writes what `replay` prints for the sheets of a batch, rendered one per record: a single record's sheet
/// as it is; several as text under "=== Game N ===" headings, or as one JSON array with a sheet per line.
/// (Written to a stream: a batch of many games is hundreds of megabytes.)
void write_score_sheets(std::ostream& out, const std::vector<std::string>& sheets, bool many, bool json);

}  // namespace tenbou
