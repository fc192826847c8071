#pragma once
// Starting a whole round from the seating plan: every table's game at once, as the organiser does when the
// players have found their seats, all or none.

#include <vector>

#include "tournament/entry/game_log.h"

namespace tenbou {

/// What starting a round did: the games started (their logs name the players) and the tables that were
/// started already.
struct RoundStart {
  int round = 0;
  std::vector<GameLog> started;
  std::vector<int> already_started;
};

/// Starts the games of `round` that the stored plan seats and that are not started yet, limited to `tables`
/// when it is not empty, all or none. Throws TournamentError when no plan seats that round, a table is not in
/// it, or any table cannot start (each such table is named with why: a withdrawn or absent player, or one still
/// playing an unfinished game of another round): nothing is started then.
RoundStart start_round(Tournament& t, int round, const std::vector<int>& tables = {});

}  // namespace tenbou
