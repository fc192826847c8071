// The stage facts of the tournament store (schema/011_stages.sql).

#include <nlohmann/json.hpp>

#include "store/tournament_store_impl.h"

namespace tenbou {
namespace {

constexpr const char* kStageFactColumns =
    "id, stage, kind, name, from_round, top, points, players, reason, entered_by, entered_at";

StageFactRow read_stage_fact(SQLite::Statement& s) {
  return {.id = s.getColumn(0).getInt64(),
          .stage = s.getColumn(1).getInt(),
          .kind = s.getColumn(2).getString(),
          .name = s.getColumn(3).getString(),
          .from_round = s.getColumn(4).getInt(),
          .top = s.getColumn(5).getInt(),
          .points = s.getColumn(6).getString(),
          .players = nlohmann::json::parse(s.getColumn(7).getString()).get<std::vector<RowId>>(),
          .reason = text(s.getColumn(8)),
          .entered_by = text(s.getColumn(9)),
          .entered_at = s.getColumn(10).getString()};
}

}  // namespace

StageFactRow TournamentStore::insert_stage_fact(StageFactRow row) {
  if (row.entered_at.empty()) row.entered_at = utc_now();
  guarded(kWrite, [&] {
    SQLite::Statement s(impl_->db, "INSERT INTO stage_fact (stage, kind, name, from_round, top, points, players, reason, "
                                   "entered_by, entered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    s.bind(1, row.stage);
    s.bind(2, row.kind);
    s.bind(3, row.name);
    s.bind(4, row.from_round);
    s.bind(5, row.top);
    s.bind(6, row.points);
    s.bind(7, nlohmann::json(row.players).dump());
    bind_text(s, 8, row.reason);
    bind_text(s, 9, row.entered_by);
    s.bind(10, row.entered_at);
    s.exec();
    row.id = impl_->db.getLastInsertRowid();
  });
  return row;
}

std::vector<StageFactRow> TournamentStore::stage_facts() const {
  return guarded(kRead, [&] {
    SQLite::Statement s(impl_->db, select(kStageFactColumns, "stage_fact ORDER BY id"));
    return all_rows(s, read_stage_fact);
  });
}

}  // namespace tenbou
