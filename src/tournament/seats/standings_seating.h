#pragma once
// A round seated by the standings, as late rounds of many tournaments are: the leaders at table 1, or rank
// brackets (the top 16, the next 16, ...) each seated within itself with as few repeated meetings as the games so
// far allow. It is a change of the seating plan like any other (a new plan, the old ones kept), so `round start`,
// `game start --round R --table T`, the organiser page and the projector use it as they use a generated plan.

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "rules/ruleset.h"
#include "tournament/seats/seating_plan.h"

namespace tenbou {

/// What to seat: round `round` from the standings after round `after_round`.
struct StandingsSeatingRequest {
  int round = 0;
  int after_round = 0;  ///< 0: the round before `round`
  int groups = 0;       ///< 0: tables by place (1-4, 5-8, ...); else brackets of this many players, a multiple of 4
  std::uint64_t seed = 1;
  std::chrono::milliseconds time_limit{10000};  ///< for all brackets together
};

/// A seated player: who, where, and from which place.
struct RankedSeat {
  std::string name;
  int place = 0;     ///< place after the round the seating follows (0: no game counted yet)
  bool shared = false;
  Points total = 0;
  int table = 0;
  int seat = 0;      ///< 0 East .. 3 North
};

/// Players with equal totals on both sides of a boundary between brackets (tables, without groups): they were
/// taken in the order of the tie-breaks, then registration, and the confirmation says so.
struct BoundaryTie {
  int after_place = 0;              ///< the last position of the bracket above (4, 16, ...)
  Points total = 0;
  std::vector<std::string> above;   ///< the tied players taken into the bracket above, in order
  std::vector<std::string> below;   ///< and those taken into the bracket below
};

/// What seating a round by the standings did.
struct StandingsSeating {
  int round = 0;
  int after_round = 0;
  int groups = 0;
  std::vector<RankedSeat> seats;  ///< by table, East first
  std::vector<BoundaryTie> ties;
  int repeated_meetings = 0;      ///< over the pairs seated together: the times they met before
  int wind_imbalance = 0;         ///< over every player and every round up to this one
  bool complete = true;           ///< false when the time limit cut a bracket's search short
  StoredSeating seating;          ///< the plan stored
};

/// Seats round `request.round` by the standings and stores the plan that holds from now on. Refused
/// (TournamentError, the file unchanged) when a game of that round or an earlier one is started and not
/// finished, when that round has games, when a round before it has none, when the players taking part do not
/// fill tables of four, or when `groups` is not a multiple of 4; a reason is needed when the plan seats that
/// round already.
StandingsSeating seat_by_standings(Tournament& t, const StandingsSeatingRequest& request, const EntryContext& context);

}  // namespace tenbou
