#pragma once
// An open tournament file: its database, its stored ruleset and its players.

#include <memory>
#include <string>

#include <SQLiteCpp/Database.h>
#include <nlohmann/json.hpp>

#include "rules/ruleset.h"
#include "store/tournament_store.h"
#include "tournament/player_directory.h"

namespace tenbou {

/// Input the referee can fix, found while checking it against the tournament: nothing was written.
/// `detail` adds fields for JSON output (the hand, the row, the candidates).
struct TournamentError {
  std::string message;
  nlohmann::json detail = nlohmann::json::object();
};

/// One tournament file, open. The ruleset is the copy stored at creation, never the preset of today.
class Tournament {
 public:
  /// Creates the file with the tournament's name and a full copy of `rules`. Throws TournamentError.
  static void create(const std::string& path, const std::string& name, const Ruleset& rules);

  /// Opens an existing tournament file. Throws TournamentError.
  explicit Tournament(const std::string& path);

  TournamentStore& store() { return store_; }
  SQLite::Database& db() { return db_; }
  const TournamentRow& info() const { return info_; }
  const Ruleset& rules() const { return *rules_; }
  /// The registered players (read once, on first use).
  const PlayerDirectory& players();
  /// Forgets the players read, after registering new ones.
  void reload_players() { players_.reset(); }

 private:
  SQLite::Database db_;
  TournamentStore store_;
  TournamentRow info_;
  std::shared_ptr<const Ruleset> rules_;
  std::unique_ptr<PlayerDirectory> players_;
};

}  // namespace tenbou
