#include "tournament/standings/player_report.h"

#include <algorithm>

#include "tournament/standings/penalties.h"

namespace tenbou {

PlayerReport player_report(const Tournament& t, const PlayerRow& player) {
  PlayerReport r;
  std::vector<GameOutcome> outcomes = game_outcomes(t, 0, false);
  const Standings standings = compute_standings(t, {}, outcomes);
  r.standing = *std::find_if(standings.rows.begin(), standings.rows.end(),
                             [&](const Standing& s) { return s.player.id == player.id; });
  std::erase_if(outcomes, [&](const GameOutcome& o) {
    return std::find(o.game.players.begin(), o.game.players.end(), player.id) == o.game.players.end();
  });
  const TournamentStats stats = compute_stats(t, outcomes);
  r.stats = *std::find_if(stats.players.begin(), stats.players.end(),
                          [&](const PlayerStats& s) { return s.player.id == player.id; });
  r.games = std::move(outcomes);
  for (PenaltyView& v : list_penalties(t))
    if (v.active() && v.penalty.player == player.id) r.penalties.push_back(std::move(v.penalty));
  r.history = player_history(t, player).events;
  return r;
}

}  // namespace tenbou
