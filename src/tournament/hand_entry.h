#pragma once
// Entering what happened at a table once its game is started (tournament/game_start.h): recording a hand,
// amending, voiding, undoing or restoring one, closing a game. Every write checks the whole game by replaying
// it, inside one transaction.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "record/hand_draft.h"
#include "tournament/game_write.h"

namespace tenbou {

/// The seat of the player `text` names at the table of `log` (by name, unique start, EMA number, or the seat
/// wind as of the table `before`). Throws TournamentError naming `field` and the players there.
Seat seat_at_table(const Tournament& t, const GameLog& log, const TableState& before, std::string_view field,
                   const std::string& text);

/// Records a new hand, or with `amend` replaces hand `*amend` (a reason is required). The hands after
/// an amended one are re-derived; if one of them becomes impossible, nothing is written. A new hand takes
/// no reason, except a chombo, whose reason is kept as its note. Players are found as a referee names them:
/// by name, unique start of a name, EMA number or seat wind.
EntryResult record_hand(Tournament& t, const GameRef& ref, const HandDraft& draft, std::optional<int> amend,
                        const EntryContext& context);

/// What record_hand would do, checked the same way, without writing anything: for a preview.
EntryResult preview_hand(const Tournament& t, const GameRef& ref, const HandDraft& draft, std::optional<int> amend,
                         const EntryContext& context);

/// Records a new hand written as one element of "hands" in a game record (the JSON `game import` reads), checked
/// exactly as record_hand checks a typed one, its players found as a referee names them (or by starting seat, 0 to
/// 3); what it lacks is worded as the record's reader words it.
EntryResult record_recorded_hand(Tournament& t, const GameRef& ref, std::string_view json_text,
                                 const EntryContext& context);

/// What record_recorded_hand would do, without writing anything.
EntryResult preview_recorded_hand(const Tournament& t, const GameRef& ref, std::string_view json_text,
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
