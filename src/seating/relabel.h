#pragma once
// Choosing which player takes which place of a schedule found for numbered places.

#include <vector>

#include "seating/deadline.h"
#include "seating/random.h"
#include "seating/schedule_search.h"

namespace tenbou::seating {

/// Renaming players changes neither repeats nor winds nor tables within a schedule, only how it
/// meets the outside: the rounds already played and the players' groups. This finds the renaming
/// that seats fewest pairs who met before (each such meeting weighs more than all group meetings)
/// and then fewest same-group pairs, and applies it to `schedule`.
void relabel(Schedule& schedule, const SearchGoal& goal, Random& random, const Deadline& deadline);

}  // namespace tenbou::seating
