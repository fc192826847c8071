#pragma once
// Everything the tournament knows about one player: place, games, statistics, penalties.

#include <vector>

#include "tournament/people/player_corrections.h"
#include "tournament/standings/penalties.h"
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
  std::vector<int> places;  ///< the place after each round from 1 (index r - 1), 0 where the player had none
  std::vector<Points> totals;  ///< the total after each round from 1 (index r - 1), penalties and absences counted
  PlayerStats everyone;     ///< every player's hands and games together: the tournament's averages
};

/// The standings after each round from 1 to the last with a finished game of `outcomes` (index r - 1), over `outcomes`
/// (in round order), as `options` ask but for their round.
std::vector<Standings> standings_by_round(const Tournament& t, const std::vector<GameOutcome>& outcomes,
                                          StandingsOptions options = {});

/// The report on `player` (a registered player of `t`).
PlayerReport player_report(const Tournament& t, const PlayerRow& player);

/// What the reports on many players share, read once: a published site's, as the tournament stood after a round.
struct TournamentFigures {
  std::vector<GameOutcome> outcomes;  ///< the games reported on, in round and table order
  Standings standings;                ///< over `outcomes`
  TournamentStats stats;              ///< over `outcomes`
  std::vector<Standings> by_round;    ///< after each round from 1 to the last finished one (standings_by_round)
  std::vector<PenaltyView> penalties;  ///< every penalty entered, cancelled or not, up to `after_round`
};

/// The figures over the games up to `after_round` (0: all), the games in progress left out when `finished_only`.
TournamentFigures tournament_figures(const Tournament& t, int after_round, bool finished_only);

/// The report on `player` from `figures`, without the player's history (what a public page leaves out).
PlayerReport player_report(const TournamentFigures& figures, const PlayerRow& player);

}  // namespace tenbou
