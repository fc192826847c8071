// TournamentStore: opening the file, its checks and backup, the tournament row, penalties, the change counter
// and write transactions. The families of tables have files of their own (tournament_store_players.cc,
// tournament_store_games.cc, tournament_store_seating.cc, tournament_store_settings.cc).

#include "store/tournament_store.h"

#include <sqlite3.h>

#include "store/backup.h"
#include "store/tournament_store_impl.h"

namespace tenbou {
namespace {

constexpr const char* kTournamentColumns = "name, ruleset_name, ruleset, created_at";
TournamentRow read_tournament(SQLite::Statement& s) {
  return {.name = s.getColumn(0).getString(),
          .ruleset_name = s.getColumn(1).getString(),
          .ruleset_json = s.getColumn(2).getString(),
          .created_at = s.getColumn(3).getString()};
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

/// Refuses a write to a file that was removed or moved away since `db` opened it (another program, a person
/// tidying the folder while the server runs): the write would go to a file nobody finds at its name. What the
/// connection wrote so far, in the WAL beside the old name, is first put into the file wherever it went, so that
/// the file moved away holds every entry. Call outside a transaction.
void refuse_moved_file(SQLite::Database& db) {
  int moved = 0;
  if (sqlite3_file_control(db.getHandle(), "main", SQLITE_FCNTL_HAS_MOVED, &moved) != SQLITE_OK || !moved) return;
  sqlite3_wal_checkpoint_v2(db.getHandle(), "main", SQLITE_CHECKPOINT_TRUNCATE, nullptr, nullptr);
  throw StoreError{"could not change \"" + db.getFilename() + "\": the file was removed or moved away while in use "
                   "(nothing was written; put it back where it was, or start tenbou again on it where it is now)"};
}

}  // namespace

TournamentStore::TournamentStore(const std::string& path, OpenMode mode) : impl_(std::make_unique<Impl>(path, mode)) {}

TournamentStore::~TournamentStore() = default;

std::string TournamentStore::integrity_check() const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, "PRAGMA integrity_check");
    std::string out;
    while (s.executeStep()) out += (out.empty() ? "" : "; ") + s.getColumn(0).getString();
    return out;
  });
}

bool TournamentStore::checkpoint() const {
  int in_log = 0, put = 0;
  return sqlite3_wal_checkpoint_v2(impl_->db.getHandle(), "main", SQLITE_CHECKPOINT_PASSIVE, &in_log, &put) == SQLITE_OK &&
         put == in_log;
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

std::int64_t TournamentStore::others_changes() const {
  return guarded(kRead, [&] { return impl_->db.execAndGet("PRAGMA data_version").getInt64(); });
}

WriteTransaction::WriteTransaction(TournamentStore& store) : store_(store) {
  refuse_moved_file(store_.impl_->db);
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
