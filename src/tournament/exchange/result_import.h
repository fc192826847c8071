#pragma once
// `game result --csv`: a session's paper score sheets typed into a spreadsheet, one row per player.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tournament/entry/game_result.h"

namespace tenbou {

/// What an import of results recorded.
struct ResultImport {
  int games = 0;    ///< games whose result was recorded
  int started = 0;  ///< of those, games started by the import (seated in the rows' order)
  std::vector<EntryResult> recorded;  ///< each game's result as recorded, in the file's order of tables
  std::optional<std::string> cut_changed;  ///< how the results moved a stage's cut (cut_watch.h)
};

/// Records the results in a CSV file with the columns round, table, player and score, and optionally sticks
/// (the same value on each row of a table, or on one row with the others empty) and chombo (the player's
/// chombo count); a header names them, in any order. A game not started yet is started with its players
/// seated in the rows' order (East first). Every table is checked and the file is recorded all or none:
/// TournamentError lists every bad table with its line numbers.
ResultImport import_results(Tournament& t, std::string_view bytes, const std::string& source,
                            const std::string& encoding, const EntryContext& context);

}  // namespace tenbou
