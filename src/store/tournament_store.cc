#include "store/tournament_store.h"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include "base/utc_time.h"
#include "store/backup.h"
#include "store/database.h"

namespace tenbou {
namespace {

// Each table is read by one function, over the columns listed next to it, so a new column can never
// shift the fields of another.

/// Binds text, storing "" as NULL so absent fields read back as absent.
void bind_text(SQLite::Statement& s, int index, const std::string& text) {
  if (text.empty())
    s.bind(index);
  else
    s.bind(index, text);
}

std::string text(const SQLite::Column& c) { return c.isNull() ? std::string() : c.getString(); }

constexpr const char* kTournamentColumns = "name, ruleset_name, ruleset, created_at";
TournamentRow read_tournament(SQLite::Statement& s) {
  return {.name = s.getColumn(0).getString(),
          .ruleset_name = s.getColumn(1).getString(),
          .ruleset_json = s.getColumn(2).getString(),
          .created_at = s.getColumn(3).getString()};
}

constexpr const char* kPlayerColumns = "id, name, ema, country, club, given, family, created_at";
PlayerRow read_player(SQLite::Statement& s) {
  return {.id = s.getColumn(0).getInt64(),
          .name = s.getColumn(1).getString(),
          .ema = text(s.getColumn(2)),
          .country = text(s.getColumn(3)),
          .club = text(s.getColumn(4)),
          .given = text(s.getColumn(5)),
          .family = text(s.getColumn(6)),
          .created_at = text(s.getColumn(7))};
}

constexpr const char* kPlayerEditColumns = "id, player, changes, reason, entered_by, entered_at";
PlayerEditRow read_player_edit(SQLite::Statement& s) {
  return {.id = s.getColumn(0).getInt64(),
          .player = s.getColumn(1).getInt64(),
          .changes_json = s.getColumn(2).getString(),
          .reason = s.getColumn(3).getString(),
          .entered_by = text(s.getColumn(4)),
          .entered_at = s.getColumn(5).getString()};
}

constexpr const char* kPlayerMergeColumns = "id, kept, duplicate, reason, entered_by, entered_at";
PlayerMergeRow read_player_merge(SQLite::Statement& s) {
  return {.id = s.getColumn(0).getInt64(),
          .kept = s.getColumn(1).getInt64(),
          .duplicate = s.getColumn(2).getInt64(),
          .reason = s.getColumn(3).getString(),
          .entered_by = text(s.getColumn(4)),
          .entered_at = s.getColumn(5).getString()};
}

constexpr const char* kPlayerStatusColumns = "id, player, kind, round, reason, entered_by, entered_at";
PlayerStatusRow read_player_status(SQLite::Statement& s) {
  return {.id = s.getColumn(0).getInt64(),
          .player = s.getColumn(1).getInt64(),
          .kind = s.getColumn(2).getString(),
          .round = s.getColumn(3).isNull() ? 0 : s.getColumn(3).getInt(),
          .reason = text(s.getColumn(4)),
          .entered_by = text(s.getColumn(5)),
          .entered_at = s.getColumn(6).getString()};
}

constexpr const char* kGameColumns = "id, round, table_number, east, south, west, north, start, created_at";
GameRow read_game(SQLite::Statement& s) {
  return {.id = s.getColumn(0).getInt64(),
          .round = s.getColumn(1).getInt(),
          .table = s.getColumn(2).getInt(),
          .players = {s.getColumn(3).getInt64(), s.getColumn(4).getInt64(), s.getColumn(5).getInt64(),
                      s.getColumn(6).getInt64()},
          .start_json = text(s.getColumn(7)),
          .created_at = text(s.getColumn(8))};
}

EntryKind parse_kind(const std::string& name) {
  for (EntryKind k : {EntryKind::Hand, EntryKind::Amend, EntryKind::Void, EntryKind::Finish, EntryKind::Restore,
                      EntryKind::Reopen, EntryKind::Seats, EntryKind::VoidGame, EntryKind::RestoreGame, EntryKind::Result})
    if (name == entry_kind_name(k)) return k;
  throw StoreError{"the tournament file is damaged: unknown entry kind \"" + name + "\" (run tenbou audit)"};
}

constexpr const char* kEntryColumns = "id, game, kind, hand, facts, reason, entered_by, expected, entered_at";
EntryRow read_entry(SQLite::Statement& s) {
  return {.id = s.getColumn(0).getInt64(),
          .game = s.getColumn(1).getInt64(),
          .kind = parse_kind(s.getColumn(2).getString()),
          .hand = s.getColumn(3).isNull() ? 0 : s.getColumn(3).getInt(),
          .facts = text(s.getColumn(4)),
          .reason = text(s.getColumn(5)),
          .entered_by = text(s.getColumn(6)),
          .expected = text(s.getColumn(7)),
          .entered_at = text(s.getColumn(8))};
}

constexpr const char* kStateColumns =
    "game, entries, hands, next_round, honba, riichi_sticks, scores, finished, final, tallies, voided";
GameStateRow read_state(SQLite::Statement& s) {
  return {.game = s.getColumn(0).getInt64(),
          .entries = s.getColumn(1).getInt(),
          .hands = s.getColumn(2).getInt(),
          .next_round = s.getColumn(3).getString(),
          .honba = s.getColumn(4).getInt(),
          .riichi_sticks = s.getColumn(5).getInt(),
          .scores_json = s.getColumn(6).getString(),
          .finished = s.getColumn(7).getInt() != 0,
          .final_json = text(s.getColumn(8)),
          .tallies_json = text(s.getColumn(9)),
          .voided = s.getColumn(10).getInt() != 0};
}

constexpr const char* kPenaltyColumns = "id, player, points, round, reason, cancels, entered_by, entered_at";
PenaltyRow read_penalty(SQLite::Statement& s) {
  return {.id = s.getColumn(0).getInt64(),
          .player = s.getColumn(1).getInt64(),
          .points = s.getColumn(2).getInt64(),
          .round = s.getColumn(3).getInt(),
          .reason = s.getColumn(4).getString(),
          .cancels = s.getColumn(5).getInt64(),
          .entered_by = text(s.getColumn(6)),
          .entered_at = s.getColumn(7).getString()};
}

constexpr const char* kSettingColumns = "key, value, reason, entered_by, entered_at";
SettingRow read_setting(SQLite::Statement& s) {
  return {.key = s.getColumn(0).getString(),
          .value = s.getColumn(1).getString(),
          .reason = text(s.getColumn(2)),
          .entered_by = text(s.getColumn(3)),
          .entered_at = s.getColumn(4).getString()};
}

constexpr const char* kAccessKeyColumns = "id, coalesce(game, 0), key, made_at";
AccessKeyRow read_access_key(SQLite::Statement& s) {
  return {.id = s.getColumn(0).getInt64(),
          .game = s.getColumn(1).getInt64(),
          .key = s.getColumn(2).getString(),
          .made_at = s.getColumn(3).getString()};
}
/// The keys that hold: the latest row of each holder.
constexpr const char* kLatestKeys = "access_key WHERE id IN (SELECT max(id) FROM access_key GROUP BY game)";

constexpr const char* kSeatingPlanColumns = "id, rounds, from_round, seed, separate, reason, entered_by, entered_at";
SeatingPlanRow read_seating_plan(SQLite::Statement& s) {
  return {.id = s.getColumn(0).getInt64(),
          .rounds = s.getColumn(1).getInt(),
          .from_round = s.getColumn(2).getInt(),
          .seed = s.getColumn(3).getInt64(),
          .separate = text(s.getColumn(4)),
          .reason = text(s.getColumn(5)),
          .entered_by = text(s.getColumn(6)),
          .entered_at = text(s.getColumn(7))};
}

constexpr const char* kSeatColumns = "round, table_number, seat, player";
SeatRow read_seat(SQLite::Statement& s) {
  return {.round = s.getColumn(0).getInt(),
          .table = s.getColumn(1).getInt(),
          .seat = s.getColumn(2).getInt(),
          .player = s.getColumn(3).getInt64()};
}

std::string select(const char* columns, const std::string& rest) { return std::string("SELECT ") + columns + " FROM " + rest; }

/// Every row `s` yields, read with `read`.
template <class Read>
auto all_rows(SQLite::Statement& s, Read read) {
  std::vector<decltype(read(s))> out;
  while (s.executeStep()) out.push_back(read(s));
  return out;
}

/// Runs `body`, turning SQLite's exceptions into the store's own error. `reading` says whether the file
/// was being read or changed, for the message.
template <class Body>
auto guarded(bool reading, Body&& body) -> decltype(body()) {
  try {
    return body();
  } catch (const SQLite::Exception& e) {
    throw StoreError{reading ? std::string("the tournament file could not be read: ") + e.what()
                             : std::string("the tournament file could not be changed: ") + e.what() +
                                   " (nothing was written)"};
  }
}

constexpr bool kRead = true, kWrite = false;

}  // namespace

const char* entry_kind_name(EntryKind kind) {
  switch (kind) {
    case EntryKind::Hand: return "hand";
    case EntryKind::Amend: return "amend";
    case EntryKind::Void: return "void";
    case EntryKind::Finish: return "finish";
    case EntryKind::Restore: return "restore";
    case EntryKind::Reopen: return "reopen";
    case EntryKind::Seats: return "seats";
    case EntryKind::VoidGame: return "void_game";
    case EntryKind::RestoreGame: return "restore_game";
    case EntryKind::Result: return "result";
  }
  return "";
}

bool concerns_a_hand(EntryKind kind) {
  return kind == EntryKind::Hand || kind == EntryKind::Amend || kind == EntryKind::Void || kind == EntryKind::Restore;
}

/// The open database and the statements prepared on it.
struct TournamentStore::Impl {
  Impl(const std::string& path, OpenMode mode) : path(path), db(open_database(path, mode)) {}

  /// The statement for `sql` kept in `slot`, prepared on first use and reset for reuse afterwards.
  SQLite::Statement& prepared(std::optional<SQLite::Statement>& slot, const std::string& sql) {
    if (!slot)
      slot.emplace(db, sql);
    else
      slot->reset();
    return *slot;
  }

  /// Inserts a correction of players into `table`, whose columns are `columns`: the id, two that `bind_first`
  /// binds (as 1 and 2), then the reason, who and when of `row` (when: now if not set). Returns the new id.
  template <class Row, class Bind>
  RowId insert_correction(const char* table, const char* columns, Row& row, Bind bind_first) {
    if (row.entered_at.empty()) row.entered_at = utc_now();
    RowId id = 0;
    guarded(kWrite, [&] {
      SQLite::Statement s(db, std::string("INSERT INTO ") + table + " (" + columns + ") VALUES (NULL, ?, ?, ?, ?, ?)");
      bind_first(s);
      s.bind(3, row.reason);
      bind_text(s, 4, row.entered_by);
      s.bind(5, row.entered_at);
      s.exec();
      id = db.getLastInsertRowid();
    });
    ++player_changes;
    return id;
  }

  std::string path;
  SQLite::Database db;
  int player_changes = 0;
  std::optional<SQLite::Statement> insert_player, insert_game, games_at, insert_entry, entries, write_state;
};

TournamentStore::TournamentStore(const std::string& path, OpenMode mode) : impl_(std::make_unique<Impl>(path, mode)) {}

TournamentStore::~TournamentStore() = default;

const std::string& TournamentStore::path() const { return impl_->path; }

std::string TournamentStore::integrity_check() const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, "PRAGMA integrity_check");
    std::string out;
    while (s.executeStep()) out += (out.empty() ? "" : "; ") + s.getColumn(0).getString();
    return out;
  });
}

void TournamentStore::backup_to(const std::string& target) const { write_backup(impl_->db, target); }

TournamentRow TournamentStore::insert_tournament(TournamentRow row) {
  if (row.created_at.empty()) row.created_at = utc_now();
  guarded(kWrite, [&] {
    SQLite::Statement s(impl_->db, "INSERT INTO tournament (id, name, ruleset_name, ruleset, created_at) "
                                   "VALUES (1, ?, ?, ?, ?)");
    s.bind(1, row.name);
    s.bind(2, row.ruleset_name);
    s.bind(3, row.ruleset_json);
    s.bind(4, row.created_at);
    s.exec();
  });
  return row;
}

std::optional<TournamentRow> TournamentStore::tournament() const {
  return guarded(kRead, [&]() -> std::optional<TournamentRow> {
    SQLite::Statement s(impl_->db, select(kTournamentColumns, "tournament WHERE id = 1"));
    if (!s.executeStep()) return std::nullopt;
    return read_tournament(s);
  });
}

PlayerRow TournamentStore::insert_player(PlayerRow row) {
  if (row.created_at.empty()) row.created_at = utc_now();
  guarded(kWrite, [&] {
    SQLite::Statement& s = impl_->prepared(
        impl_->insert_player, std::string("INSERT INTO player (") + kPlayerColumns + ") VALUES (NULL, ?, ?, ?, ?, ?, ?, ?)");
    s.bind(1, row.name);
    bind_text(s, 2, row.ema);
    bind_text(s, 3, row.country);
    bind_text(s, 4, row.club);
    bind_text(s, 5, row.given);
    bind_text(s, 6, row.family);
    s.bind(7, row.created_at);
    s.exec();
    row.id = impl_->db.getLastInsertRowid();
  });
  ++impl_->player_changes;
  return row;
}

std::vector<PlayerRow> TournamentStore::players() const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kPlayerColumns, "player ORDER BY id"));
    return all_rows(s, read_player);
  });
}

int TournamentStore::player_changes() const { return impl_->player_changes; }

PlayerEditRow TournamentStore::insert_player_edit(PlayerEditRow row) {
  row.id = impl_->insert_correction("player_edit", kPlayerEditColumns, row, [&](SQLite::Statement& s) {
    s.bind(1, row.player);
    s.bind(2, row.changes_json);
  });
  return row;
}

std::vector<PlayerEditRow> TournamentStore::player_edits() const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kPlayerEditColumns, "player_edit ORDER BY id"));
    return all_rows(s, read_player_edit);
  });
}

PlayerMergeRow TournamentStore::insert_player_merge(PlayerMergeRow row) {
  row.id = impl_->insert_correction("player_merge", kPlayerMergeColumns, row, [&](SQLite::Statement& s) {
    s.bind(1, row.kept);
    s.bind(2, row.duplicate);
  });
  return row;
}

std::vector<PlayerMergeRow> TournamentStore::player_merges() const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kPlayerMergeColumns, "player_merge ORDER BY id"));
    return all_rows(s, read_player_merge);
  });
}

GameRow TournamentStore::insert_game(GameRow row) {
  if (row.created_at.empty()) row.created_at = utc_now();
  guarded(kWrite, [&] {
    SQLite::Statement& s =
        impl_->prepared(impl_->insert_game, "INSERT INTO game (round, table_number, east, south, west, north, start, "
                                            "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    s.bind(1, row.round);
    s.bind(2, row.table);
    for (int i = 0; i < 4; ++i) s.bind(3 + i, row.players[static_cast<std::size_t>(i)]);
    bind_text(s, 7, row.start_json);
    s.bind(8, row.created_at);
    s.exec();
    row.id = impl_->db.getLastInsertRowid();
  });
  return row;
}

std::vector<GameRow> TournamentStore::games_at(int round, int table) const {
  return guarded(kRead, [&] {
    SQLite::Statement& s =
        impl_->prepared(impl_->games_at, select(kGameColumns, "game WHERE round = ? AND table_number = ? ORDER BY id"));
    s.bind(1, round);
    s.bind(2, table);
    return all_rows(s, read_game);
  });
}

std::optional<GameRow> TournamentStore::game(RowId id) const {
  return guarded(kRead, [&]() -> std::optional<GameRow> {
    SQLite::Statement s(impl_->db, select(kGameColumns, "game WHERE id = ?"));
    s.bind(1, id);
    if (!s.executeStep()) return std::nullopt;
    return read_game(s);
  });
}

std::vector<GameRow> TournamentStore::games() const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kGameColumns, "game ORDER BY round, table_number"));
    return all_rows(s, read_game);
  });
}

EntryRow TournamentStore::insert_entry(EntryRow row) {
  if (row.entered_at.empty()) row.entered_at = utc_now();
  guarded(kWrite, [&] {
    SQLite::Statement& s =
        impl_->prepared(impl_->insert_entry, "INSERT INTO entry (game, kind, hand, facts, reason, entered_by, "
                                             "expected, entered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    s.bind(1, row.game);
    s.bind(2, entry_kind_name(row.kind));
    if (concerns_a_hand(row.kind))
      s.bind(3, row.hand);
    else
      s.bind(3);
    bind_text(s, 4, row.facts);
    bind_text(s, 5, row.reason);
    bind_text(s, 6, row.entered_by);
    bind_text(s, 7, row.expected);
    s.bind(8, row.entered_at);
    s.exec();
    row.id = impl_->db.getLastInsertRowid();
  });
  return row;
}

std::vector<EntryRow> TournamentStore::entries(RowId game) const {
  return guarded(kRead, [&] {
    SQLite::Statement& s = impl_->prepared(impl_->entries, select(kEntryColumns, "entry WHERE game = ? ORDER BY id"));
    s.bind(1, game);
    return all_rows(s, read_entry);
  });
}

std::vector<EntryRow> TournamentStore::all_entries() const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kEntryColumns, "entry ORDER BY game, id"));
    return all_rows(s, read_entry);
  });
}

std::vector<EntryRow> TournamentStore::entries_of_kind(EntryKind kind) const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kEntryColumns, "entry WHERE kind = ? ORDER BY game, id"));
    s.bind(1, entry_kind_name(kind));
    return all_rows(s, read_entry);
  });
}

void TournamentStore::write_state(const GameStateRow& row) {
  guarded(kWrite, [&] {
    SQLite::Statement& s = impl_->prepared(
        impl_->write_state, std::string("INSERT OR REPLACE INTO game_state (") + kStateColumns +
                                ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    s.bind(1, row.game);
    s.bind(2, row.entries);
    s.bind(3, row.hands);
    s.bind(4, row.next_round);
    s.bind(5, row.honba);
    s.bind(6, row.riichi_sticks);
    s.bind(7, row.scores_json);
    s.bind(8, row.finished ? 1 : 0);
    bind_text(s, 9, row.final_json);
    bind_text(s, 10, row.tallies_json);
    s.bind(11, row.voided ? 1 : 0);
    s.exec();
  });
}

std::vector<GameStateRow> TournamentStore::states() const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kStateColumns, "game_state ORDER BY game"));
    return all_rows(s, read_state);
  });
}

PenaltyRow TournamentStore::insert_penalty(PenaltyRow row) {
  if (row.entered_at.empty()) row.entered_at = utc_now();
  guarded(kWrite, [&] {
    SQLite::Statement s(impl_->db, "INSERT INTO penalty (player, points, round, reason, cancels, entered_by, "
                                   "entered_at) VALUES (?, ?, ?, ?, ?, ?, ?)");
    s.bind(1, row.player);
    s.bind(2, static_cast<std::int64_t>(row.points));
    if (row.round > 0) s.bind(3, row.round);
    s.bind(4, row.reason);
    if (row.cancels > 0) s.bind(5, row.cancels);
    bind_text(s, 6, row.entered_by);
    s.bind(7, row.entered_at);
    s.exec();
    row.id = impl_->db.getLastInsertRowid();
  });
  return row;
}

std::vector<PenaltyRow> TournamentStore::penalties() const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kPenaltyColumns, "penalty ORDER BY id"));
    return all_rows(s, read_penalty);
  });
}

PlayerStatusRow TournamentStore::insert_player_status(PlayerStatusRow row) {
  if (row.entered_at.empty()) row.entered_at = utc_now();
  guarded(kWrite, [&] {
    SQLite::Statement s(impl_->db, "INSERT INTO player_status (player, kind, round, reason, entered_by, entered_at) "
                                   "VALUES (?, ?, ?, ?, ?, ?)");
    s.bind(1, row.player);
    s.bind(2, row.kind);
    if (row.kind == "withdraw" || row.kind == "absent" || row.kind == "present") s.bind(3, row.round);
    bind_text(s, 4, row.reason);
    bind_text(s, 5, row.entered_by);
    s.bind(6, row.entered_at);
    s.exec();
    row.id = impl_->db.getLastInsertRowid();
  });
  return row;
}

std::vector<PlayerStatusRow> TournamentStore::player_statuses() const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kPlayerStatusColumns, "player_status ORDER BY id"));
    return all_rows(s, read_player_status);
  });
}

SeatingPlanRow TournamentStore::insert_seating_plan(SeatingPlanRow plan, const std::vector<SeatRow>& seats) {
  if (plan.entered_at.empty()) plan.entered_at = utc_now();
  guarded(kWrite, [&] {
    SQLite::Statement s(impl_->db, "INSERT INTO seating_plan (rounds, from_round, seed, separate, reason, entered_by, "
                                   "entered_at) VALUES (?, ?, ?, ?, ?, ?, ?)");
    s.bind(1, plan.rounds);
    s.bind(2, plan.from_round);
    s.bind(3, plan.seed);
    bind_text(s, 4, plan.separate);
    bind_text(s, 5, plan.reason);
    bind_text(s, 6, plan.entered_by);
    s.bind(7, plan.entered_at);
    s.exec();
    plan.id = impl_->db.getLastInsertRowid();
    SQLite::Statement seat(impl_->db, std::string("INSERT INTO seating_seat (plan, ") + kSeatColumns +
                                          ") VALUES (?, ?, ?, ?, ?)");
    for (const SeatRow& r : seats) {
      seat.bind(1, plan.id);
      seat.bind(2, r.round);
      seat.bind(3, r.table);
      seat.bind(4, r.seat);
      seat.bind(5, r.player);
      seat.exec();
      seat.reset();
    }
  });
  return plan;
}

std::optional<SeatingPlanRow> TournamentStore::latest_seating_plan() const {
  return guarded(kRead, [&]() -> std::optional<SeatingPlanRow> {
    SQLite::Statement s(impl_->db, select(kSeatingPlanColumns, "seating_plan ORDER BY id DESC LIMIT 1"));
    if (!s.executeStep()) return std::nullopt;
    return read_seating_plan(s);
  });
}

std::vector<SeatRow> TournamentStore::seats(RowId plan) const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kSeatColumns, "seating_seat WHERE plan = ? ORDER BY round, table_number, seat"));
    s.bind(1, plan);
    return all_rows(s, read_seat);
  });
}

SettingRow TournamentStore::insert_setting(SettingRow row) {
  if (row.entered_at.empty()) row.entered_at = utc_now();
  guarded(kWrite, [&] {
    SQLite::Statement s(impl_->db, std::string("INSERT INTO setting (") + kSettingColumns + ") VALUES (?, ?, ?, ?, ?)");
    s.bind(1, row.key);
    s.bind(2, row.value);
    bind_text(s, 3, row.reason);
    bind_text(s, 4, row.entered_by);
    s.bind(5, row.entered_at);
    s.exec();
  });
  return row;
}

std::vector<SettingRow> TournamentStore::settings() const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kSettingColumns, "setting ORDER BY id"));
    return all_rows(s, read_setting);
  });
}

std::vector<AccessKeyRow> TournamentStore::access_keys() const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kAccessKeyColumns, std::string(kLatestKeys) + " ORDER BY coalesce(game, 0)"));
    return all_rows(s, read_access_key);
  });
}

void TournamentStore::renew_access_keys(const std::vector<RowId>& games, bool organiser) {
  guarded(kWrite, [&] {
    SQLite::Statement s(impl_->db,
                        "INSERT INTO access_key (game, key, made_at) VALUES (?, lower(hex(randomblob(12))), ?)");
    const std::string now = utc_now();
    auto renew = [&](std::optional<RowId> game) {
      s.reset();
      if (game)
        s.bind(1, *game);
      else
        s.bind(1);
      s.bind(2, now);
      s.exec();
    };
    if (organiser) renew(std::nullopt);
    for (RowId game : games) renew(game);
  });
}

std::optional<AccessKeyRow> TournamentStore::access_key(const std::string& key) const {
  return guarded(kRead, [&]() -> std::optional<AccessKeyRow> {
    // The key's rows first (a scan of one small table), then whether each is its holder's latest (by index).
    SQLite::Statement s(impl_->db, select(kAccessKeyColumns, "access_key AS a WHERE key = ? AND id = (SELECT max(id) "
                                                             "FROM access_key WHERE game IS a.game)"));
    s.bind(1, key);
    if (!s.executeStep()) return std::nullopt;
    return read_access_key(s);
  });
}

std::int64_t TournamentStore::others_changes() const {
  return guarded(kRead, [&] { return impl_->db.execAndGet("PRAGMA data_version").getInt64(); });
}

WriteTransaction::WriteTransaction(TournamentStore& store) : store_(store) {
  guarded(kWrite, [&] { store_.impl_->db.exec("BEGIN IMMEDIATE"); });
}

WriteTransaction::~WriteTransaction() {
  if (!open_) return;
  try {
    store_.impl_->db.exec("ROLLBACK");
  } catch (const SQLite::Exception&) {
    // SQLite rolls back by itself when a statement failed badly enough; nothing is left to undo then.
  }
}

void WriteTransaction::commit() {
  guarded(kWrite, [&] { store_.impl_->db.exec("COMMIT"); });
  open_ = false;
}

}  // namespace tenbou
