#pragma once
// A substitute taking a withdrawn (or absent) player's seats in the seating plan, so that nobody else moves
// once "find your seat" is on the projector.

#include <string>
#include <string_view>
#include <vector>

#include "tournament/seats/seating_plan.h"

namespace tenbou {

/// One seat the substitute takes over.
struct TakenSeat {
  int round = 0;
  int table = 0;
  int seat = 0;  ///< 0 East .. 3 North, the starting wind
};

/// What a replacement did: who took whose seats, which, and the plan stored.
struct SeatReplacement {
  PlayerRow player;
  PlayerRow substitute;
  int from_round = 0;
  std::vector<TakenSeat> seats;
  StoredSeating seating;
};

/// Stores a plan in which `substitute` takes exactly `player`'s seats (table and wind) in the rounds from
/// `from_round` on that `player` is not there for (withdrawn before them, or recorded absent from them); nobody
/// else moves. `substitute` is a registered player who takes part then and is not seated in those rounds.
/// Refused (TournamentError naming the substitute and the round) when the substitute is already seated in one
/// of those rounds, or a game of those rounds at one of those seats has started. Needs a reason.
SeatReplacement replace_in_seating(Tournament& t, std::string_view player, std::string_view substitute, int from_round,
                                   const EntryContext& context);

}  // namespace tenbou
