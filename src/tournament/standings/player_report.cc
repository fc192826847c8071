#include "tournament/standings/player_report.h"

#include <algorithm>

namespace tenbou {
namespace {

bool plays_in(const GameOutcome& o, RowId player) {
  return std::find(o.game.players.begin(), o.game.players.end(), player) != o.game.players.end();
}

/// The player's line of `standings` and of `stats`, and their penalties in force among `penalties`.
void fill_report(PlayerReport& r, const PlayerRow& player, const Standings& standings, const TournamentStats& stats,
                 const std::vector<PenaltyView>& penalties) {
  r.standing = *std::find_if(standings.rows.begin(), standings.rows.end(),
                             [&](const Standing& s) { return s.player.id == player.id; });
  r.stats = *std::find_if(stats.players.begin(), stats.players.end(),
                          [&](const PlayerStats& s) { return s.player.id == player.id; });
  for (const PenaltyView& v : penalties)
    if (v.active() && v.penalty.player == player.id) r.penalties.push_back(v.penalty);
}

}  // namespace

PlayerReport player_report(const Tournament& t, const PlayerRow& player) {
  PlayerReport r;
  std::vector<GameOutcome> outcomes = game_outcomes(t, 0, false);
  const Standings standings = compute_standings(t, {}, outcomes);
  std::erase_if(outcomes, [&](const GameOutcome& o) { return !plays_in(o, player.id); });
  fill_report(r, player, standings, compute_stats(t, outcomes), list_penalties(t));
  r.games = std::move(outcomes);
  r.history = player_history(t, player).events;
  return r;
}

TournamentFigures tournament_figures(const Tournament& t, int after_round, bool finished_only) {
  TournamentFigures f;
  f.after_round = after_round;
  f.outcomes = game_outcomes(t, after_round, false);
  if (finished_only) std::erase_if(f.outcomes, [](const GameOutcome& o) { return !o.final; });
  f.standings = compute_standings(t, {.after_round = after_round}, f.outcomes);
  f.stats = compute_stats(t, f.outcomes);
  f.penalties = list_penalties(t);
  if (after_round > 0) std::erase_if(f.penalties, [&](const PenaltyView& v) { return v.penalty.round > after_round; });
  return f;
}

PlayerReport player_report(const TournamentFigures& figures, const PlayerRow& player) {
  PlayerReport r;
  fill_report(r, player, figures.standings, figures.stats, figures.penalties);
  for (const GameOutcome& o : figures.outcomes)
    if (plays_in(o, player.id)) r.games.push_back(o);
  return r;
}

}  // namespace tenbou
