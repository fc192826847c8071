#pragma once
// Importing a game played online (Tenhou, Mahjong Soul) from its log: the log's seats found among the players
// (by the names given, or by their online names), its rules checked against the tournament's, every hand entered
// and paid by the engine under the tournament's ruleset and checked against the log's payments, the game written
// with the log it came from, all or nothing.

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "record/online/log_replay.h"
#include "record/online/tile_check.h"
#include "store/rows.h"
#include "tournament/entry/entry_context.h"
#include "tournament/entry/game_ref.h"

namespace tenbou {

class Tournament;

/// What the organiser says besides the log.
struct OnlineImportRequest {
  GameRef placement;                 ///< where the game goes (a log is one game)
  std::vector<std::string> players;  ///< the tournament's players in the log's seat order; empty: by online names
  bool add_players = false;          ///< register the log's names that find nobody, with them as online names
  std::string source;                ///< the file, as the refusals name it
};

/// One seat of the imported game.
struct ImportedSeat {
  std::string log_name;
  std::string name;          ///< the tournament's player
  bool registered = false;   ///< registered by this import
};

/// What an online import wrote.
struct OnlineImport {
  GameRef game;
  std::string platform;
  std::string log_id;        ///< the platform's id, or "content:..." for a log without one
  std::array<ImportedSeat, 4> seats;
  LogReplay replay;
  TileCheck tiles;           ///< each win valued from its tiles beside the log's valuation
};

/// Imports `bytes` (an online log, gzip-compressed or not). Throws TournamentError naming the file, the hand and
/// what is wrong; nothing is written then.
OnlineImport import_online_game(Tournament& t, std::string_view bytes, const OnlineImportRequest& request,
                                const EntryContext& context);

/// The online log game `game` was imported from, with each win's valuations; nothing for a game entered otherwise.
std::optional<GameSourceRow> online_source(const Tournament& t, RowId game);

}  // namespace tenbou
