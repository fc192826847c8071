#pragma once
// Games recorded from their paper score sheets: the four final table scores, the riichi sticks left on the
// table and the chombos, checked against the game's start and settled as a game played hand by hand is.

#include <string>
#include <vector>

#include "tournament/entry/game_write.h"
#include "tournament/entry/hand_entry.h"

namespace tenbou {

/// The end of a game as a scorer types it from the sheet.
struct SheetDraft {
  std::vector<Points> scores;       ///< East, South, West, North as seated at the start
  bool relative = false;            ///< the scores are each player's difference to the start (sheets written from 0)
  int sticks = 0;                   ///< riichi sticks left on the table at the end
  std::vector<std::string> chombo;  ///< one player per chombo (the same name twice is two chombos)
};

/// Records the final scores of a game in play that has no hands. A game that already has a result needs a
/// reason: the new result replaces the old one (sticks and chombos are given again), and the history keeps
/// both. Throws TournamentError with the numbers (four scores, multiples of 100, sticks, the sum); nothing is
/// written then.
EntryResult record_result(Tournament& t, const GameRef& ref, const SheetDraft& draft, const EntryContext& context);

/// What record_result would do, checked the same way (the sum, the sticks, the players), without writing anything:
/// for a preview.
EntryResult preview_result(const Tournament& t, const GameRef& ref, const SheetDraft& draft, const EntryContext& context);

/// What record_result does for the game `log`, inside a write the caller holds and commits.
EntryResult record_result_within(Tournament& t, GameLog log, const SheetDraft& draft, const EntryContext& context);

/// Starts game `ref` and records its result in one step, all or nothing. The players, East first, are
/// `players`, or when empty those the seating plan seats at that table; players other than the plan's (two
/// tables swapped is the common typo) need a reason.
EntryResult start_and_record_result(Tournament& t, const GameRef& ref, const std::vector<std::string>& players,
                                    const SheetDraft& draft, const EntryContext& context);

/// The players to seat at a game not started yet, and whether they are other than the seating plan's there.
struct PlannedSeats {
  std::vector<std::string> players;  ///< East first
  bool off_plan = false;             ///< a plan seats that table, with other players (the context gave a reason)
};

/// The players to seat at a game not started yet: `players` (East first), or with none given those the seating
/// plan seats there. Players that differ from the plan's (the commonest typo being two tables swapped) are
/// refused unless the context gives a reason. Throws TournamentError naming both lists.
PlannedSeats planned_seats(const Tournament& t, const GameRef& ref, const std::vector<std::string>& players,
                           const EntryContext& context);

/// planned_seats' players.
std::vector<std::string> planned_players(const Tournament& t, const GameRef& ref, const std::vector<std::string>& players,
                                         const EntryContext& context);

}  // namespace tenbou
