#include "tournament/game_result.h"

#include "base/plural.h"
#include "record/sheet_result_json.h"

namespace tenbou {

EntryResult record_result(Tournament& t, const GameRef& ref, const SheetDraft& draft, const EntryContext& context) {
  check_context(context);
  if (draft.scores.size() != kSeats)
    throw TournamentError{"--scores needs four scores, East, South, West, North as seated at the start (got " +
                              std::to_string(draft.scores.size()) + ")",
                          {{"field", "scores"}}};
  TournamentWrite tx(t);
  GameLog log = load_game_log(t, ref);
  if (!log.hands.empty())
    throw TournamentError{"game " + ref.text() + " has " + counted(static_cast<int>(log.hands.size()), "hand") +
                              " entered one by one: a game has either hands or a result from its score sheet "
                              "(void its hands with tenbou hand void, or the game with tenbou game void " +
                              ref.text() + " --reason ..., first)",
                          {{"field", "game"}, {"value", ref.text()}}};
  if (log.sheet_result) require_reason(context, "to replace the result of game " + ref.text() + " (it has one)");
  SheetResult sheet;
  for (int i = 0; i < kSeats; ++i) {
    const Seat s(i);
    sheet.scores[s] = draft.scores[static_cast<std::size_t>(i)] + (draft.relative ? log.start.scores[s] : 0);
  }
  sheet.riichi_sticks = draft.sticks;
  for (const std::string& name : draft.chombo) ++sheet.chombos[seat_at_table(t, log, log.start, "--chombo", name)];
  if (MaybeProblem p = check_sheet(log.start, sheet)) throw TournamentError{p->message, {{"field", "scores"}}};
  EntryRow entry{.kind = EntryKind::Result,
                 .facts = write_sheet_result(sheet),
                 .reason = context.reason,
                 .entered_by = context.by};
  return commit_entry(t, tx, std::move(log), std::move(entry));
}

}  // namespace tenbou
