#pragma once
// The rows of a tournament file and the queries on them. No rules here: only what is stored. SQLite is
// an implementation detail of this layer: nothing above it sees a database handle or an SQLite error.

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "store/open_mode.h"
#include "store/rows.h"
#include "store/store_error.h"

namespace tenbou {

class WriteTransaction;

/// An open tournament file and the queries on it. Statements are prepared once and reused, so bulk imports
/// do not pay for parsing SQL per row. Every write happens inside a WriteTransaction. Every method throws
/// StoreError (never an SQLite exception) when the file cannot be read or changed.
///
/// Not copyable or movable: statements and transactions refer to the open file.
class TournamentStore {
 public:
  /// Opens `path` with the settings tenbou relies on (WAL, synchronous=FULL, foreign keys, a busy handler so
  /// several referee processes can write at once) and migrates it to the current schema.
  TournamentStore(const std::string& path, OpenMode mode);
  ~TournamentStore();
  TournamentStore(const TournamentStore&) = delete;
  TournamentStore& operator=(const TournamentStore&) = delete;

  /// SQLite's integrity check of the whole file: "ok", or its complaints joined with "; ".
  std::string integrity_check() const;
  /// Puts what the write-ahead log holds into the file itself, as far as no reader holds it back (never waits):
  /// a copy of the file made by hand (a USB stick, Explorer) then has every entry, even while a server holds it open.
  /// Whether all of it went in (false: a reader held some back, or the file was busy; try again later).
  bool checkpoint() const;
  /// Writes a consistent copy of the file to `target` (a new file), also while others are writing. A failed
  /// backup leaves no file at `target` and says why (see write_backup).
  void backup_to(const std::string& target) const;

  /// Inserts return the row as stored: with its id, and stamped with the current time (UTC) when the row
  /// came without one.
  TournamentRow insert_tournament(TournamentRow row);
  std::optional<TournamentRow> tournament() const;

  PlayerRow insert_player(PlayerRow row);
  /// Every player as registered (edits and merges are separate rows), in registration order.
  std::vector<PlayerRow> players() const;
  PlayerEditRow insert_player_edit(PlayerEditRow row);
  std::vector<PlayerEditRow> player_edits() const;
  PlayerMergeRow insert_player_merge(PlayerMergeRow row);
  std::vector<PlayerMergeRow> player_merges() const;
  PlayerRemovalRow insert_player_removal(PlayerRemovalRow row);
  std::vector<PlayerRemovalRow> player_removals() const;
  /// How many players, player edits, merges and removals this store has inserted since it was opened (to know
  /// when a cache of the players is stale).
  int player_changes() const;

  GameRow insert_game(GameRow row);
  /// Every game ever started at a table of a round, oldest first (voided ones included: a voided game's
  /// table may hold a new game).
  std::vector<GameRow> games_at(int round, int table) const;
  /// The game of row `id`, as started (seat corrections are entries), if there is one.
  std::optional<GameRow> game(RowId id) const;
  std::vector<GameRow> games() const;
  /// The online log a game was imported from, the games imported from log `log_id` or with `digest` (voided ones
  /// too), and the log game `game` was imported from, if any.
  GameSourceRow insert_game_source(GameSourceRow row);
  std::vector<GameSourceRow> game_sources(const std::string& log_id, const std::string& digest) const;
  std::optional<GameSourceRow> game_source(RowId game) const;

  EntryRow insert_entry(EntryRow row);
  std::vector<EntryRow> entries(RowId game) const;
  /// Every entry of the tournament, ordered by game and then as entered.
  std::vector<EntryRow> all_entries() const;
  /// Every entry of one kind, ordered by game and then as entered.
  std::vector<EntryRow> entries_of_kind(EntryKind kind) const;

  void write_state(const GameStateRow& row);
  std::vector<GameStateRow> states() const;

  PenaltyRow insert_penalty(PenaltyRow row);
  std::vector<PenaltyRow> penalties() const;

  PlayerStatusRow insert_player_status(PlayerStatusRow row);
  /// Every status fact, oldest first.
  std::vector<PlayerStatusRow> player_statuses() const;

  TeamFactRow insert_team_fact(TeamFactRow row);
  /// Every team fact, oldest first.
  std::vector<TeamFactRow> team_facts() const;

  StageFactRow insert_stage_fact(StageFactRow row);
  /// Every stage fact, oldest first.
  std::vector<StageFactRow> stage_facts() const;

  /// Stores a plan and its seats.
  SeatingPlanRow insert_seating_plan(SeatingPlanRow plan, const std::vector<SeatRow>& seats);
  /// The plan that holds: the latest one.
  std::optional<SeatingPlanRow> latest_seating_plan() const;
  /// The seats of a plan, by round, table and seat.
  std::vector<SeatRow> seats(RowId plan) const;

  /// The keys that hold: the latest of each game and the organiser's, by game (the organiser first).
  std::vector<AccessKeyRow> access_keys() const;
  /// Replaces the keys of these games (and with `organiser`, the organiser's) by new random ones.
  void renew_access_keys(const std::vector<RowId>& games, bool organiser);
  /// The holder of `key` if it is a key that holds; keys are compared exactly.
  std::optional<AccessKeyRow> access_key(const std::string& key) const;

  /// A number that changes whenever another connection (another process, or another store on the same file)
  /// commits a change to the file; this store's own writes leave it as it is.
  std::int64_t others_changes() const;

  SettingRow insert_setting(SettingRow row);
  /// Every setting row, oldest first.
  std::vector<SettingRow> settings() const;

 private:
  friend class WriteTransaction;
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// One write to the tournament file, all or nothing: starts `BEGIN IMMEDIATE` (so a second referee's write
/// waits for this one instead of failing halfway) and rolls back on destruction unless committed.
///
/// The store must remain live while this transaction is in use. Not copyable or movable.
class WriteTransaction {
 public:
  explicit WriteTransaction(TournamentStore& store);
  ~WriteTransaction();
  WriteTransaction(const WriteTransaction&) = delete;
  WriteTransaction& operator=(const WriteTransaction&) = delete;

  /// Makes every write since the start durable. Throws StoreError.
  void commit();

 private:
  TournamentStore& store_;
  bool open_ = true;
};

}  // namespace tenbou
