#pragma once
// An open tournament file: its store, its stored ruleset and its players.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "rules/ruleset.h"
#include "store/tournament_store.h"
#include "tournament/people/player_directory.h"
#include "tournament/tournament_error.h"

namespace tenbou {

struct StoreAccess;

/// One tournament file, open. The ruleset is the copy stored at creation, never the preset of today; the
/// players are read when the file is opened, again after a write that registered any, and again when a write
/// begins after another process changed the file (two imports at once, a referee's command beside the server).
///
/// Not copyable or movable: services and the reports they return refer to it.
class Tournament {
 public:
  /// Creates the file with the tournament's name and a full copy of `rules`. Throws TournamentError.
  static void create(const std::string& path, const std::string& name, const Ruleset& rules);

  /// Opens an existing tournament file, to change it (ReadWrite) or only to read it (ReadOnly: works on
  /// read-only files and folders; writes through it fail). Throws TournamentError or StoreError.
  explicit Tournament(const std::string& path, OpenMode mode = OpenMode::ReadWrite);
  Tournament(const Tournament&) = delete;
  Tournament& operator=(const Tournament&) = delete;

  /// The file's rows, for the services of the tournament layer only: `store()` compiles only where StoreAccess is
  /// defined, in tournament/store_access.h, which the build gives to no layer above (see CMakeLists.txt). Commands,
  /// pages and the server go through services, and through the two members below.
  template <class Access = StoreAccess>
  TournamentStore& store() {
    return Access::store(*this);
  }
  template <class Access = StoreAccess>
  const TournamentStore& store() const {
    return Access::store(*this);
  }
  /// A number that changes whenever another process commits a change to the file (TournamentStore::others_changes):
  /// how a long-running reader knows its copy of the players is stale.
  std::int64_t others_changes() const { return store_.others_changes(); }
  /// The file itself made whole with what its write-ahead log holds (TournamentStore::checkpoint).
  bool checkpoint() const { return store_.checkpoint(); }
  const TournamentRow& info() const { return info_; }
  const Ruleset& rules() const { return rules_; }
  /// The registered players, as committed to the file.
  const PlayerDirectory& players() const { return players_; }

 private:
  friend class TournamentWrite;
  friend struct StoreAccess;
  /// Re-reads the players if this process registered any since they were read.
  void refresh_players();
  /// Re-reads the players if another process changed the file since they were read: called once a write holds the
  /// file, so that the write sees every player the file holds.
  void catch_up_with_others();

  TournamentStore store_;
  TournamentRow info_;
  Ruleset rules_;
  std::int64_t others_read_at_ = 0;  ///< store_.others_changes() when players_ was read (before it, so a change
                                     ///< between the two is read again, not missed)
  PlayerDirectory players_;
  int players_read_at_ = 0;  ///< store_.player_changes() when players_ was read
  /// The players as read before catch_up_with_others read them again: a service may still hold one of their rows
  /// (found before its write began), which stays valid, as read then.
  std::vector<PlayerDirectory> read_before_;
};

/// One write to a tournament, all or nothing (a WriteTransaction of its store). Once it has committed, the
/// tournament's players are re-read if it registered any, so memory never holds a player the file does not.
///
/// The tournament must remain live while this write is in use. Not copyable or movable.
class TournamentWrite {
 public:
  explicit TournamentWrite(Tournament& t) : t_(t), tx_(t.store_) { t_.catch_up_with_others(); }
  void commit() {
    tx_.commit();
    t_.refresh_players();
  }

 private:
  Tournament& t_;
  WriteTransaction tx_;
};

}  // namespace tenbou
