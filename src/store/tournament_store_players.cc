// TournamentStore: the players' tables (player, player_edit, player_merge, player_removal, player_status).

#include "store/tournament_store_impl.h"

namespace tenbou {
namespace {

constexpr const char* kPlayerColumns =
    "id, name, ema, country, club, given, family, created_at, registered_by, online_names";
PlayerRow read_player(SQLite::Statement& s) {
  return {.id = s.getColumn(0).getInt64(),
          .name = s.getColumn(1).getString(),
          .ema = text(s.getColumn(2)),
          .country = text(s.getColumn(3)),
          .club = text(s.getColumn(4)),
          .given = text(s.getColumn(5)),
          .family = text(s.getColumn(6)),
          .created_at = text(s.getColumn(7)),
          .registered_by = text(s.getColumn(8)),
          .online_names = text(s.getColumn(9))};
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

constexpr const char* kPlayerRemovalColumns = "id, player, kind, reason, entered_by, entered_at";
PlayerRemovalRow read_player_removal(SQLite::Statement& s) {
  return {.id = s.getColumn(0).getInt64(),
          .player = s.getColumn(1).getInt64(),
          .kind = s.getColumn(2).getString(),
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

}  // namespace

PlayerRow TournamentStore::insert_player(PlayerRow row) {
  if (row.created_at.empty()) row.created_at = utc_now();
  guarded(kWrite, [&] {
    SQLite::Statement& s = impl_->prepared(
        impl_->insert_player, std::string("INSERT INTO player (") + kPlayerColumns + ") VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    s.bind(1, row.name);
    bind_text(s, 2, row.ema);
    bind_text(s, 3, row.country);
    bind_text(s, 4, row.club);
    bind_text(s, 5, row.given);
    bind_text(s, 6, row.family);
    s.bind(7, row.created_at);
    bind_text(s, 8, row.registered_by);
    bind_text(s, 9, row.online_names);
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

PlayerRemovalRow TournamentStore::insert_player_removal(PlayerRemovalRow row) {
  row.id = impl_->insert_correction("player_removal", kPlayerRemovalColumns, row, [&](SQLite::Statement& s) {
    s.bind(1, row.player);
    s.bind(2, row.kind);
  });
  return row;
}

std::vector<PlayerRemovalRow> TournamentStore::player_removals() const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kPlayerRemovalColumns, "player_removal ORDER BY id"));
    return all_rows(s, read_player_removal);
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

}  // namespace tenbou
