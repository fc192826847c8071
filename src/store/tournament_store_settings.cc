// TournamentStore: the settings and the access keys (setting, access_key).

#include "store/tournament_store_impl.h"

namespace tenbou {
namespace {

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

}  // namespace

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

}  // namespace tenbou
