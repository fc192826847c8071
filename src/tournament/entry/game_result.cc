#include "tournament/entry/game_result.h"

#include <nlohmann/json.hpp>

#include "tournament/standings/cut_watch.h"

#include "base/named_fields.h"

#include <algorithm>

#include "base/plural.h"
#include "record/sheet_result_json.h"
#include "tournament/entry/game_start.h"
#include "tournament/seats/seating_plan.h"

namespace tenbou {
namespace {

/// The entry that records `draft` as the result of the game of `log`, checked against its start.
EntryRow result_entry(const Tournament& t, const GameLog& log, const SheetDraft& draft, const EntryContext& context) {
  const GameRef ref = log.ref();
  const auto played = std::count_if(log.hands.begin(), log.hands.end(),
                                    [](const LiveHand& h) { return h.hand.outcome != Outcome::Chombo; });
  if (played > 0)  // chombos entered as hands count with the sheet's
    throw TournamentError{"game " + ref.text() + " has " + counted(static_cast<int>(played), "hand") +
                              " entered one by one: a game has either hands or a result from its score sheet",
                          {{"field", "game"}, {"value", ref.text()}, {"remedy", "void-hands"}}};
  if (log.sheet_result) require_reason(context, "to replace the result of game " + ref.text() + " (it has one)");
  SheetResult sheet;
  for (int i = 0; i < kSeats; ++i) {
    const Seat s(i);
    // A score out of range is kept as given, for check_sheet to refuse (added to the start, it could overflow).
    const Points given = draft.scores[static_cast<std::size_t>(i)];
    const bool in_range = given >= -kMaxScore && given <= kMaxScore;
    sheet.scores[s] = given + (draft.relative && in_range ? log.start.scores[s] : 0);
  }
  sheet.riichi_sticks = draft.sticks;
  for (const std::string& name : draft.chombo) ++sheet.chombos[seat_at_table(t, log, log.start, "chombo", name)];
  if (MaybeProblem p = check_sheet(log.start, sheet))
    throw TournamentError{p->message, with_problem_words({{"field", "scores"}}, "", {}, *p)};
  return {.kind = EntryKind::Result, .facts = write_sheet_result(sheet), .reason = context.reason, .entered_by = context.by};
}

void check_draft(const SheetDraft& draft, const EntryContext& context) {
  check_context(context);
  if (draft.scores.size() != kSeats)
    throw TournamentError{"scores needs four scores, East, South, West, North as seated at the start (got " +
                              std::to_string(draft.scores.size()) + ")",
                          naming_fields({{"field", "scores"}}, {"scores"})};
}

/// "Alice Martin, Bernd Keller, ..." in seat order.
std::string names_of(const Tournament& t, const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + listed_player(t, "players", n).name;
  return out;
}

}  // namespace

EntryResult record_result_within(Tournament& t, GameLog log, const SheetDraft& draft, const EntryContext& context) {
  EntryRow entry = result_entry(t, log, draft, context);
  return append_entry(t, std::move(log), std::move(entry));
}

EntryResult record_result(Tournament& t, const GameRef& ref, const SheetDraft& draft, const EntryContext& context) {
  check_draft(draft, context);
  TournamentWrite tx(t);
  const CutWatch cuts(t, ref.round);
  EntryResult result = record_result_within(t, load_for_entry(t, ref, context), draft, context);
  result.cut_changed = cuts.changed(t);
  tx.commit();
  return result;
}

EntryResult preview_result(const Tournament& t, const GameRef& ref, const SheetDraft& draft, const EntryContext& context) {
  check_draft(draft, context);
  GameLog log = load_for_entry(t, ref, context);
  EntryRow entry = result_entry(t, log, draft, context);
  return preview_entry(t, std::move(log), std::move(entry));
}

std::vector<std::string> planned_players(const Tournament& t, const GameRef& ref, const std::vector<std::string>& players,
                                         const EntryContext& context) {
  return planned_seats(t, ref, players, context).players;
}

PlannedSeats planned_seats(const Tournament& t, const GameRef& ref, const std::vector<std::string>& players,
                           const EntryContext& context) {
  std::vector<std::string> seated = players;
  bool off_plan = false;
  std::optional<std::vector<std::string>> plan_seats;
  if (seated.empty()) {
    plan_seats = scheduled_table(t, ref.round, ref.table);  // refuses in words without a plan for that table
  } else if (const auto plan = current_seating(t);
             plan && ref.round <= plan->plan.rounds &&
             ref.table <= static_cast<int>(plan->schedule.rounds[static_cast<std::size_t>(ref.round - 1)].size())) {
    try {
      plan_seats = scheduled_table(t, ref.round, ref.table);
    } catch (const TournamentError&) {
      // the plan leaves a seat of that table empty: the players given are taken as they are
    }
  }
  if (plan_seats) {
    const std::vector<std::string>& planned = *plan_seats;
    if (seated.empty()) seated = planned;
    std::vector<RowId> given, plan;
    for (const std::string& n : seated) given.push_back(listed_player(t, "players", n).id);
    for (const std::string& n : planned) plan.push_back(listed_player(t, "players", n).id);
    std::sort(given.begin(), given.end());
    std::sort(plan.begin(), plan.end());
    off_plan = given != plan;
    if (off_plan && context.reason.empty())
      throw TournamentError{"the players " + names_of(t, seated) + " are not the players the seating plan seats at table " +
                                std::to_string(ref.table) + " of round " + std::to_string(ref.round) + " (" +
                                names_of(t, planned) + "); if the table really played so, say why with reason",
                            naming_fields({{"field", "players"}}, {"reason"})};
  }
  return {seated, off_plan};
}

EntryResult start_and_record_result(Tournament& t, const GameRef& ref, const std::vector<std::string>& players,
                                    const SheetDraft& draft, const EntryContext& context) {
  check_draft(draft, context);
  TournamentWrite tx(t);
  const CutWatch cuts(t, ref.round);
  const std::vector<std::string> seated = planned_players(t, ref, players, context);
  EntryResult result = record_result_within(t, start_game_within(t, ref, seated), draft, context);
  result.cut_changed = cuts.changed(t);
  tx.commit();
  return result;
}

}  // namespace tenbou
