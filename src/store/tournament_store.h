#pragma once
// The rows of a tournament file and the queries on them. No rules here: only what is stored.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

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

/// What a referee did to a game.
enum class EntryKind { Hand, Amend, Void, Finish };

/// "hand", "amend", "void", "finish" as stored.
const char* entry_kind_name(EntryKind kind);

/// One thing a referee did to a game, as stored (never changed afterwards).
struct EntryRow {
  RowId id = 0;
  RowId game = 0;
  EntryKind kind = EntryKind::Hand;
  int hand = 0;              ///< the hand number entered, amended or voided (0 for finish)
  std::string facts;         ///< the hand as JSON for Hand and Amend
  std::string reason;
  std::string entered_by;
  std::string expected;
  std::string entered_at;
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

/// The queries on an open tournament file. Statements are prepared once and reused, so bulk imports
/// do not pay for parsing SQL per row. The caller owns transactions.
class TournamentStore {
 public:
  explicit TournamentStore(SQLite::Database& db) : db_(db) {}

  SQLite::Database& db() { return db_; }

  void insert_tournament(const TournamentRow& row);
  std::optional<TournamentRow> tournament();

  RowId insert_player(const PlayerRow& row);
  std::vector<PlayerRow> players();

  RowId insert_game(const GameRow& row);
  std::optional<GameRow> game(int round, int table);
  std::vector<GameRow> games();

  RowId insert_entry(const EntryRow& row);
  std::vector<EntryRow> entries(RowId game);
  /// Every entry of the tournament, ordered by game and then as entered.
  std::vector<EntryRow> all_entries();

  void write_state(const GameStateRow& row);
  std::vector<GameStateRow> states();

  RowId insert_penalty(const PenaltyRow& row);
  std::vector<PenaltyRow> penalties();

  /// Stores a plan and its seats; returns the plan's id.
  RowId insert_seating_plan(const SeatingPlanRow& plan, const std::vector<SeatRow>& seats);
  /// The plan that holds: the latest one.
  std::optional<SeatingPlanRow> latest_seating_plan();
  /// The seats of a plan, by round, table and seat.
  std::vector<SeatRow> seats(RowId plan);

  void insert_setting(const SettingRow& row);
  /// Every setting row, oldest first.
  std::vector<SettingRow> settings();

 private:
  SQLite::Statement& prepared(std::optional<SQLite::Statement>& slot, const char* sql);

  SQLite::Database& db_;
  std::optional<SQLite::Statement> insert_player_, insert_game_, find_game_, insert_entry_, entries_,
      write_state_;
};

}  // namespace tenbou
