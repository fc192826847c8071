// TournamentStore: the games' tables (game, entry, game_state).

#include "store/tournament_store_impl.h"

namespace tenbou {
namespace {

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

constexpr const char* kEntryColumns =
    "id, game, kind, hand, facts, reason, entered_by, expected, entered_at, entered_boot, entered_uptime";
EntryRow read_entry(SQLite::Statement& s) {
  return {.id = s.getColumn(0).getInt64(),
          .game = s.getColumn(1).getInt64(),
          .kind = parse_kind(s.getColumn(2).getString()),
          .hand = s.getColumn(3).isNull() ? 0 : s.getColumn(3).getInt(),
          .facts = text(s.getColumn(4)),
          .reason = text(s.getColumn(5)),
          .entered_by = text(s.getColumn(6)),
          .expected = text(s.getColumn(7)),
          .entered_at = text(s.getColumn(8)),
          .entered_on_boot = s.getColumn(9).isNull() || s.getColumn(10).isNull()
                                 ? std::nullopt
                                 : std::optional<BootMoment>({s.getColumn(9).getString(), s.getColumn(10).getInt64()})};
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
  if (row.entered_at.empty()) {
    row.entered_at = utc_now();
    row.entered_on_boot = boot_now();
  }
  guarded(kWrite, [&] {
    SQLite::Statement& s = impl_->prepared(
        impl_->insert_entry, "INSERT INTO entry (game, kind, hand, facts, reason, entered_by, expected, entered_at, "
                             "entered_boot, entered_uptime) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
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
    if (row.entered_on_boot) {
      s.bind(9, row.entered_on_boot->boot);
      s.bind(10, row.entered_on_boot->seconds);
    } else {
      s.bind(9);
      s.bind(10);
    }
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

GameSourceRow TournamentStore::insert_game_source(GameSourceRow row) {
  if (row.entered_at.empty()) row.entered_at = utc_now();
  guarded(kWrite, [&] {
    SQLite::Statement s(impl_->db,
                        "INSERT INTO game_source (game, platform, log_id, digest, wins, entered_at) VALUES (?, ?, ?, ?, ?, ?)");
    s.bind(1, row.game);
    s.bind(2, row.platform);
    s.bind(3, row.log_id);
    s.bind(4, row.digest);
    s.bind(5, row.wins_json);
    s.bind(6, row.entered_at);
    s.exec();
    row.id = impl_->db.getLastInsertRowid();
  });
  return row;
}

namespace {

constexpr const char* kGameSourceColumns = "id, game, platform, log_id, digest, wins, entered_at";
GameSourceRow read_game_source(SQLite::Statement& r) {
  return {.id = r.getColumn(0).getInt64(),
          .game = r.getColumn(1).getInt64(),
          .platform = r.getColumn(2).getString(),
          .log_id = r.getColumn(3).getString(),
          .digest = r.getColumn(4).getString(),
          .wins_json = r.getColumn(5).getString(),
          .entered_at = r.getColumn(6).getString()};
}

}  // namespace

std::vector<GameSourceRow> TournamentStore::game_sources(const std::string& log_id, const std::string& digest) const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kGameSourceColumns, "game_source WHERE log_id = ? OR digest = ? ORDER BY id"));
    s.bind(1, log_id);
    s.bind(2, digest);
    return all_rows(s, read_game_source);
  });
}

std::optional<GameSourceRow> TournamentStore::game_source(RowId game) const {
  return guarded(kRead, [&]() -> std::optional<GameSourceRow> {
    SQLite::Statement s(impl_->db, select(kGameSourceColumns, "game_source WHERE game = ?"));
    s.bind(1, game);
    if (!s.executeStep()) return std::nullopt;
    return read_game_source(s);
  });
}

}  // namespace tenbou
