#pragma once
// Referee penalties outside the game results: deducted from a player's tournament total, append-only
// like hands (a penalty given in error is cancelled by a new entry with a reason, never deleted).

#include <optional>
#include <vector>

#include "tournament/entry/hand_entry.h"

namespace tenbou {

/// A penalty with its cancellation, if any. `penalty.id` is the penalty's number as people see it (1, 2, 3 in the
/// order given: a cancellation, stored in the same table, is no penalty and takes no number); `row` is its row.
struct PenaltyView {
  PenaltyRow penalty;
  std::optional<PenaltyRow> cancelled_by;
  RowId row = 0;
  bool active() const { return !cancelled_by; }
};

/// A penalty just entered or cancelled, and how that moved a stage's cut (cut_watch.h), to say beside it.
struct PenaltyEntry {
  PenaltyView view;
  std::optional<std::string> cut_changed;
};

/// Records a penalty of `points` (the amount deducted: positive, in hundreds) for the player `who` names.
/// `round` 0 ties it to no round. The reason is required. Throws TournamentError naming the field.
PenaltyEntry add_penalty(Tournament& t, std::string_view who, std::int64_t points, int round,
                         const EntryContext& context);

/// Cancels penalty number `number`, with a reason. Throws TournamentError if there is no such active penalty.
PenaltyEntry cancel_penalty(Tournament& t, RowId number, const EntryContext& context);

/// Every penalty, as given, with its cancellation.
std::vector<PenaltyView> list_penalties(const Tournament& t);

}  // namespace tenbou
