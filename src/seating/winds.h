#pragma once
// Seat order (starting winds) and table numbers: chosen after who meets whom is settled.

#include <vector>

#include "seating/random.h"
#include "seating/schedule.h"

namespace tenbou::seating {

/// Orders each table of `rounds` so that every player starts about equally often as East, South,
/// West and North, counting the `played` rounds too. A balanced order always exists (an equitable
/// edge colouring of the player-table graph); a greedy pass and a repair by seat swaps find it.
void balance_winds(std::vector<Round>& rounds, const std::vector<Round>& played, int players, Random& random);

/// Renumbers the tables of each round of `rounds` so players move between tables rather than sit at
/// one they sat at before (counting `played`), as far as the seating allows.
void number_tables(std::vector<Round>& rounds, const std::vector<Round>& played, int players);

}  // namespace tenbou::seating
