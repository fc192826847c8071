// The team facts of the tournament store (schema/010_teams.sql).

#include <nlohmann/json.hpp>

#include "store/tournament_store_impl.h"

namespace tenbou {
namespace {

constexpr const char* kTeamFactColumns = "id, team, kind, name, members, reason, entered_by, entered_at";

TeamFactRow read_team_fact(SQLite::Statement& s) {
  return {.id = s.getColumn(0).getInt64(),
          .team = s.getColumn(1).getInt(),
          .kind = s.getColumn(2).getString(),
          .name = s.getColumn(3).getString(),
          .members = nlohmann::json::parse(s.getColumn(4).getString()).get<std::vector<RowId>>(),
          .reason = text(s.getColumn(5)),
          .entered_by = text(s.getColumn(6)),
          .entered_at = s.getColumn(7).getString()};
}

}  // namespace

TeamFactRow TournamentStore::insert_team_fact(TeamFactRow row) {
  if (row.entered_at.empty()) row.entered_at = utc_now();
  guarded(kWrite, [&] {
    SQLite::Statement s(impl_->db, "INSERT INTO team_fact (team, kind, name, members, reason, entered_by, entered_at) "
                                   "VALUES (?, ?, ?, ?, ?, ?, ?)");
    s.bind(1, row.team);
    s.bind(2, row.kind);
    s.bind(3, row.name);
    s.bind(4, nlohmann::json(row.members).dump());
    bind_text(s, 5, row.reason);
    bind_text(s, 6, row.entered_by);
    s.bind(7, row.entered_at);
    s.exec();
    row.id = impl_->db.getLastInsertRowid();
  });
  return row;
}

std::vector<TeamFactRow> TournamentStore::team_facts() const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kTeamFactColumns, "team_fact ORDER BY id"));
    return all_rows(s, read_team_fact);
  });
}

}  // namespace tenbou
