#pragma once
// Entering what happened at a table once its game is started (tournament/entry/game_start.h): recording a hand,
// amending, voiding, undoing or restoring one, closing a game. Every write checks the whole game by replaying
// it, inside one transaction.

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "record/hand_draft.h"
#include "tournament/entry/game_write.h"

namespace tenbou {

/// The seat of the player `text` names at the table of `log` (by name, unique start, EMA number, or the seat
/// wind as of the table `before`). Throws TournamentError naming `field` and the players there.
Seat seat_at_table(const Tournament& t, const GameLog& log, const TableState& before, std::string_view field,
                   const std::string& text);

/// A hand as a door gives it. A referee's is a draft as typed, its faults worded for the command line ("--fu is
/// needed ..."). A phone's is read from the API's JSON, which names players by their starting seat (0 to 3) as
/// well: its draft is read at the table, where their names are known, and its faults are worded as the record's
/// reader words them ("field \"fu\" is missing ...").
struct HandInput {
  /// A typed hand; `draft` must remain live while this input is in use.
  HandInput(const HandDraft& draft) : typed(&draft) {}
  /// A hand read at the table by `read`, from the names of the players by starting seat. `read` throws RecordError.
  explicit HandInput(std::function<HandDraft(const Names& players)> read) : read(std::move(read)) {}

  const HandDraft* typed = nullptr;
  std::function<HandDraft(const Names& players)> read;
};

/// Records a new hand, or with `amend` replaces hand `*amend` (a reason is required). The hands after
/// an amended one are re-derived; if one of them becomes impossible, nothing is written. A new hand takes
/// no reason, except a chombo, whose reason is kept as its note. Players are found as a referee names them:
/// by name, unique start of a name, EMA number or seat wind.
EntryResult record_hand(Tournament& t, const GameRef& ref, const HandInput& hand, std::optional<int> amend,
                        const EntryContext& context);

/// What record_hand would do, checked the same way, without writing anything: for a preview.
EntryResult preview_hand(const Tournament& t, const GameRef& ref, const HandInput& hand, std::optional<int> amend,
                         const EntryContext& context);

/// Voids hand `hand` (a reason is required); the hands after it are re-derived.
EntryResult void_hand(Tournament& t, const GameRef& ref, int hand, const EntryContext& context);

/// Voids the last hand of the game (the reason defaults to "undo").
EntryResult undo_hand(Tournament& t, const GameRef& ref, EntryContext context);

/// Brings voided hand `hand` back as it was (a reason is required); the hands after it are re-derived.
EntryResult restore_hand(Tournament& t, const GameRef& ref, int hand, const EntryContext& context);

/// The referee closes a game before it ends by the rules (time limit). With `context.expect`, the number of the
/// last hand recorded ("0" for none), a game that moved on or is already closed is refused (ExpectMismatch), so
/// a second tap closes nothing.
EntryResult finish_game(Tournament& t, const GameRef& ref, const EntryContext& context);

/// What finish_game would do, the final result included, without writing anything.
EntryResult preview_finish(const Tournament& t, const GameRef& ref, const EntryContext& context);

}  // namespace tenbou
