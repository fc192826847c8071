#pragma once
// Everything the tournament knows about one player: place, games, statistics, penalties.

#include <vector>

#include "tournament/people/player_corrections.h"
#include "tournament/standings/player_stats.h"
#include "tournament/standings/standings.h"

namespace tenbou {

/// What `tenbou player show` reports of one player.
struct PlayerReport {
  Standing standing;
  PlayerStats stats;
  std::vector<GameOutcome> games;    ///< the player's games in round order, finished or not
  std::vector<PenaltyRow> penalties;  ///< in force
  std::vector<PlayerEvent> history;  ///< registration, edits and merged duplicates, oldest first
};

/// The report on `player` (a registered player of `t`).
PlayerReport player_report(const Tournament& t, const PlayerRow& player);

}  // namespace tenbou
