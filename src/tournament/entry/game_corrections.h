#pragma once
// Corrections of a whole game: a game that should not exist is voided (and may be restored), a referee's
// closing is reopened, the seating is corrected. Each is a new entry with who, when and why; the game is
// re-derived from its entries, and a correction that would make a recorded hand impossible is refused.

#include <string>
#include <vector>

#include "tournament/entry/game_write.h"

namespace tenbou {

/// Voids a game started by mistake: it counts nowhere (standings, statistics, rounds, exports) and its
/// table is free for a new game; its entries stay in the history. A reason is required.
EntryResult void_game(Tournament& t, const GameRef& ref, const EntryContext& context);

/// Brings back the latest voided game at `ref`, refused while another game is in play at that table or one
/// of its players plays elsewhere in that round. A reason is required.
EntryResult restore_game(Tournament& t, const GameRef& ref, const EntryContext& context);

/// Undoes a referee's closing of a game. Refused for a game the rules ended (correct its hands instead). A
/// reason is required.
EntryResult reopen_game(Tournament& t, const GameRef& ref, const EntryContext& context);

/// Corrects the seating of a game: four players, East first (the same players in other seats, or others).
/// Every hand is re-derived with the new seats; refused if a recorded hand names a player who would no
/// longer be at the table, or a player plays at another table of the round. A reason is required.
EntryResult correct_seats(Tournament& t, const GameRef& ref, const std::vector<std::string>& players,
                          const EntryContext& context);

}  // namespace tenbou
