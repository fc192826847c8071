#pragma once
// The rows of a tournament file and the queries on them. No rules here: only what is stored. SQLite is
// an implementation detail of this layer: nothing above it sees a database handle or an SQLite error.

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/boot_clock.h"
#include "store/open_mode.h"
#include "store/store_error.h"

namespace tenbou {

using RowId = std::int64_t;

/// The tournament itself: its name and the full copy of its ruleset.
struct TournamentRow {
  std::string name;
  std::string ruleset_name;
  std::string ruleset_json;
  std::string created_at;
};

/// A registered player. Empty strings stand for fields not given.
struct PlayerRow {
  RowId id = 0;
  std::string name;
  std::string ema;
  std::string country;
  std::string club;
  std::string given;   ///< the given name for the EMA results file, when set apart from `name`
  std::string family;  ///< the family name for the EMA results file, when set apart from `name`
  std::string created_at;
};

/// An edit of a registered player: the fields changed as a JSON object ("" clears a field).
struct PlayerEditRow {
  RowId id = 0;
  RowId player = 0;
  std::string changes_json;
  std::string reason;
  std::string entered_by;
  std::string entered_at;
};

/// A player registered twice: the duplicate's games, penalties and seats count as the kept player's.
struct PlayerMergeRow {
  RowId id = 0;
  RowId kept = 0;
  RowId duplicate = 0;
  std::string reason;
  std::string entered_by;
  std::string entered_at;
};

/// A registration removed (a test entry, a player who never played) or restored: the latest fact of a player holds.
struct PlayerRemovalRow {
  RowId id = 0;
  RowId player = 0;
  std::string kind;  ///< remove, restore
  std::string reason;
  std::string entered_by;
  std::string entered_at;
};

/// A game at one table of one tournament round; players by starting seat, East first.
struct GameRow {
  RowId id = 0;
  int round = 0;
  int table = 0;
  std::array<RowId, 4> players{};
  std::string start_json;  ///< "" when the game starts at E1 with the starting points
  std::string created_at;
};

/// What a referee did to a game: entered, amended, voided or restored a hand; closed or reopened the game;
/// corrected its seats; voided it (it should not exist) or restored it; recorded its final scores from the
/// paper score sheet (a later result corrects an earlier one).
enum class EntryKind { Hand, Amend, Void, Finish, Restore, Reopen, Seats, VoidGame, RestoreGame, Result };

/// "hand", "amend", "void", "finish", "restore", "reopen", "seats", "void_game", "restore_game", "result" as
/// stored.
const char* entry_kind_name(EntryKind kind);

/// Whether an entry of this kind concerns one hand (and stores its number).
bool concerns_a_hand(EntryKind kind);

/// One thing a referee did to a game, as stored (never changed afterwards).
struct EntryRow {
  RowId id = 0;
  RowId game = 0;
  EntryKind kind = EntryKind::Hand;
  int hand = 0;              ///< the hand number entered, amended, voided or restored (0 for the others)
  std::string facts;         ///< the hand as JSON for Hand and Amend; the player ids, East first, for Seats;
                             ///< the final scores, sticks and chombos for Result
  std::string reason;
  std::string entered_by;
  std::string expected;
  std::string entered_at;
  /// The same moment on the clock of the machine's boot (set with entered_at when the store stamps it): what the
  /// double-entry guard compares when both entries come from one boot. Nothing for older entries.
  std::optional<BootMoment> entered_on_boot;
};

/// The figures derived from a game's entries, cached so reading them needs no replay.
struct GameStateRow {
  RowId game = 0;
  int entries = 0;
  int hands = 0;
  std::string next_round;
  int honba = 0;
  int riichi_sticks = 0;
  std::string scores_json;
  bool finished = false;
  std::string final_json;  ///< "" while the game is in progress
  std::string tallies_json;  ///< per-seat counts for statistics; "" in games cached by an older tenbou
  bool voided = false;       ///< the game should not exist: it counts nowhere
  bool operator==(const GameStateRow&) const = default;
};

/// A referee penalty deducted from a player's tournament total, or (with `cancels`) the withdrawal of one.
struct PenaltyRow {
  RowId id = 0;
  RowId player = 0;
  std::int64_t points = 0;  ///< the amount deducted, positive
  int round = 0;            ///< 0: not tied to a round
  std::string reason;
  RowId cancels = 0;        ///< the penalty this row withdraws, 0 for a penalty
  std::string entered_by;
  std::string entered_at;
};

/// How a player takes part, as a fact: marked a substitute (or an entrant again), withdrawn after a round
/// (or returned), absent from a round (or present after all).
struct PlayerStatusRow {
  RowId id = 0;
  RowId player = 0;
  std::string kind;  ///< substitute, entrant, withdraw, return, absent, present
  int round = 0;     ///< withdraw: the last round played; absent, present: the round; else 0
  std::string reason;
  std::string entered_by;
  std::string entered_at;
};

/// One team as a fact made it: formed (add), changed (edit) or removed, with its members after it.
struct TeamFactRow {
  RowId id = 0;
  int team = 0;        ///< the number the team got when formed
  std::string kind;    ///< add, edit, remove
  std::string name;
  std::vector<RowId> members;  ///< empty when removed
  std::string reason;
  std::string entered_by;
  std::string entered_at;
};

/// One stage as a fact made it: added (with the players the cut chose) or removed.
struct StageFactRow {
  RowId id = 0;
  int stage = 0;       ///< the number the stage got when added
  std::string kind;    ///< add, remove
  std::string name;
  int from_round = 0;  ///< the stage's first round
  int top = 0;         ///< how many players the cut keeps
  std::string points;  ///< keep, halve, clear: what becomes of the totals after round from_round - 1
  std::vector<RowId> players;  ///< in their order after round from_round - 1
  std::string reason;
  std::string entered_by;
  std::string entered_at;
};

/// One value the organiser set for a tournament detail; the latest row for a key holds.
struct SettingRow {
  std::string key;
  std::string value;
  std::string reason;
  std::string entered_by;
  std::string entered_at;
};

/// One stored seating plan (see schema 004): how it was made; its seats are SeatRows.
struct SeatingPlanRow {
  RowId id = 0;
  int rounds = 0;
  int from_round = 1;      ///< the rounds before it were copied from the previous plan
  std::int64_t seed = 0;
  std::string separate;    ///< "country", "club" or empty
  std::string reason;
  std::string entered_by;
  std::string entered_at;
};

/// One seat of a seating plan: a player at a table in a round, seat 0 East .. 3 North.
struct SeatRow {
  int round = 0;
  int table = 0;
  int seat = 0;
  RowId player = 0;
};

/// The key that lets a phone or the organiser write over the network: for one game, or (game 0) for the
/// organiser. The latest key of each holder is the one that holds.
struct AccessKeyRow {
  RowId id = 0;
  RowId game = 0;  ///< 0: the organiser's key
  std::string key;
  std::string made_at;
};

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
