#include "tournament/standings/penalties.h"

#include <nlohmann/json.hpp>

#include "tournament/standings/cut_watch.h"

#include "tournament/settings.h"
#include "tournament/store_access.h"

namespace tenbou {
namespace {

}  // namespace

PenaltyEntry add_penalty(Tournament& t, std::string_view who, std::int64_t points, int round,
                         const EntryContext& context) {
  const PlayerRow& player = t.players().find("player", who);
  if (points <= 0 || points % 100 != 0 || points > 1'000'000)
    throw TournamentError{"points: " + std::to_string(points) +
                              " is not valid (the amount deducted, a positive multiple of 100 up to 1,000,000, "
                              "e.g. 2000)",
                          {{"field", "points"}, {"value", points}}};
  if (round < 0) throw TournamentError{"round: " + std::to_string(round) + " is not valid (a round from 1)"};
  require_reason(context, "for a penalty, to tell the players why");
  TournamentWrite tx(t);
  const CutWatch cuts(t, round);
  const PenaltyRow row = t.store().insert_penalty(
      {.player = player.id, .points = points, .round = round, .reason = context.reason, .entered_by = context.by});
  const std::vector<PenaltyView> all = list_penalties(t);  // the new one is the last, with its number
  PenaltyEntry out{all.back(), cuts.changed(t)};
  tx.commit();
  return out;
}

PenaltyEntry cancel_penalty(Tournament& t, RowId number, const EntryContext& context) {
  require_reason(context, "to cancel a penalty");
  TournamentWrite tx(t);
  for (PenaltyView& view : list_penalties(t)) {
    if (view.penalty.id != number) continue;
    if (!view.active())
      throw TournamentError{"penalty " + std::to_string(number) + " was already cancelled on " +
                                read_settings(t).local_time().stamp(view.cancelled_by->entered_at) + " (" +
                                view.cancelled_by->reason + ")",
                            {{"field", "penalty"}, {"value", number}}};
    const CutWatch cuts(t, view.penalty.round);
    PenaltyRow row = t.store().insert_penalty({.player = view.penalty.player,
                                               .points = view.penalty.points,
                                               .round = view.penalty.round,
                                               .reason = context.reason,
                                               .cancels = view.row,
                                               .entered_by = context.by});
    view.cancelled_by = row;
    PenaltyEntry out{view, cuts.changed(t)};
    tx.commit();
    return out;
  }
  throw TournamentError{"penalty: " + std::to_string(number) + " is not a penalty (see `tenbou penalty list`)",
                        {{"field", "penalty"}, {"value", number}}};
}

std::vector<PenaltyView> list_penalties(const Tournament& t) {
  std::vector<PenaltyView> out;
  std::unordered_map<RowId, std::size_t> index;
  for (PenaltyRow& row : t.store().penalties()) {
    row.player = t.players().resolve(row.player);  // a merged duplicate's penalty is the kept player's
    if (row.cancels == 0) {
      index[row.id] = out.size();
      const RowId stored = row.id;
      row.id = static_cast<RowId>(out.size()) + 1;
      out.push_back({std::move(row), std::nullopt, stored});
    } else if (auto it = index.find(row.cancels); it != index.end()) {
      out[it->second].cancelled_by = std::move(row);
    }
  }
  return out;
}

}  // namespace tenbou
