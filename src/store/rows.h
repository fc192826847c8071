#pragma once
// The rows of a tournament file, as the store reads and writes them: plain values, without the store, so that
// what only passes rows around needs none of the store's queries.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/boot_clock.h"

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
  std::string registered_by;  ///< who registered the player ("" when nobody was named, or before it was kept)
  std::string online_names;   ///< the player's names on the online platforms, one a line (see people/online_names.h)
};

/// The online log an imported game came from: its platform and id (see schema/016_online_games.sql).
struct GameSourceRow {
  RowId id = 0;
  RowId game = 0;
  std::string platform;
  std::string log_id;
  std::string digest;     ///< what the log says happened, the same for the same game in any form
  std::string wins_json;  ///< each win's tiles with the log's valuation and tenbou's (record/online/tile_check.h)
  std::string entered_at;
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

}  // namespace tenbou
