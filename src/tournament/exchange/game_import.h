#pragma once
// Importing games recorded elsewhere (game records, the engine's format), all or nothing.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "record/game_record.h"
#include "store/rows.h"
#include "tournament/entry/hand_entry.h"

namespace tenbou {

/// What an import added.
struct ImportSummary {
  int games = 0;
  int hands = 0;
  int players_added = 0;
};

/// The most games one import takes: four times a 1,000-player tournament of ten rounds. An import registers at most
/// kMaxListedPlayers players (tournament/people/players.h).
inline constexpr std::size_t kMaxImportedGames = 10'000;

/// Imports one game record, a JSON array of them, JSON Lines, or the games of the tournament.json
/// `tenbou publish` writes. A single record is placed at `placement`
/// unless it carries "round" and "table"; every record of a batch must carry them. Players are matched
/// by exact name (ignoring case); unknown ones are an error unless `add_players` registers them. Every
/// record is replayed under the tournament's ruleset; one bad record and nothing is written. Throws
/// TournamentError listing the bad records.
ImportSummary import_games(Tournament& t, std::string_view text, std::optional<GameRef> placement, bool add_players,
                           const EntryContext& context);

/// Players' details (EMA number, country, club, given and family name) by name_key, for the players an import
/// registers.
using PlayerDetails = std::unordered_map<std::string, PlayerRow>;

/// Writes game records already read and placed (each with its round and table) within a write the caller holds
/// open and commits: registers the players not found where `add_players` says so (with their `details`, where
/// given), starts each game and enters its hands. `many`: refusals name each record by its number. Throws
/// TournamentError listing every record's problems (`source` naming the file), the caller's write then left
/// uncommitted.
ImportSummary write_game_records(Tournament& t, const std::vector<GameRecord>& records, bool many, bool add_players,
                                 const EntryContext& context, const PlayerDetails* details = nullptr,
                                 const std::string& source = "");

}  // namespace tenbou
