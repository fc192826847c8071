// TournamentStore: the seating plans' tables (seating_plan, seating_seat).

#include "store/tournament_store_impl.h"

namespace tenbou {
namespace {

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

}  // namespace

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

}  // namespace tenbou
