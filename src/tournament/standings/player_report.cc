#include "tournament/standings/player_report.h"

#include <algorithm>

namespace tenbou {
namespace {

bool plays_in(const GameOutcome& o, RowId player) {
  return std::find(o.game.players.begin(), o.game.players.end(), player) != o.game.players.end();
}

/// The player's line of `standings` and of `stats`, their penalties in force among `penalties` and their place in each
/// of `by_round`.
void fill_report(PlayerReport& r, const PlayerRow& player, const Standings& standings, const TournamentStats& stats,
                 const std::vector<PenaltyView>& penalties, const std::vector<Standings>& by_round) {
  r.standing = *std::find_if(standings.rows.begin(), standings.rows.end(),
                             [&](const Standing& s) { return s.player.id == player.id; });
  for (const PlayerStats& s : stats.players) {
    if (s.player.id == player.id) r.stats = s;
    r.everyone.hands += s.hands, r.everyone.wins += s.wins, r.everyone.deal_ins += s.deal_ins, r.everyone.riichi += s.riichi;
  }
  for (const PenaltyView& v : penalties)
    if (v.active() && v.penalty.player == player.id) r.penalties.push_back(v.penalty);
  for (const Standings& s : by_round) {
    const auto row = std::find_if(s.rows.begin(), s.rows.end(), [&](const Standing& x) { return x.player.id == player.id; });
    r.places.push_back(row == s.rows.end() || !row->ranked ? 0 : row->place);
    r.totals.push_back(row == s.rows.end() ? 0 : row->total);
  }
}

}  // namespace

std::vector<Standings> standings_by_round(const Tournament& t, const std::vector<GameOutcome>& outcomes,
                                          StandingsOptions options) {
  std::vector<Standings> out;
  int last = 0;  // the last round with a finished game: a round just begun has no standings of its own yet
  for (const GameOutcome& o : outcomes)
    if (o.final) last = std::max(last, o.game.round);
  std::vector<GameOutcome> before;
  auto next = outcomes.begin();
  for (int round = 1; round <= last; ++round) {
    for (; next != outcomes.end() && next->game.round <= round; ++next) before.push_back(*next);
    options.after_round = round;
    out.push_back(compute_standings(t, options, before));
  }
  return out;
}

PlayerReport player_report(const Tournament& t, const PlayerRow& player) {
  PlayerReport r;
  std::vector<GameOutcome> outcomes = game_outcomes(t, 0, false);
  const Standings standings = compute_standings(t, {}, outcomes);
  const std::vector<Standings> by_round = standings_by_round(t, outcomes);
  fill_report(r, player, standings, compute_stats(t, outcomes), list_penalties(t), by_round);
  std::erase_if(outcomes, [&](const GameOutcome& o) { return !plays_in(o, player.id); });
  r.games = std::move(outcomes);
  r.history = player_history(t, player).events;
  return r;
}

TournamentFigures tournament_figures(const Tournament& t, int after_round, bool finished_only) {
  TournamentFigures f;
  f.outcomes = game_outcomes(t, after_round, false);
  if (finished_only) std::erase_if(f.outcomes, [](const GameOutcome& o) { return !o.final; });
  f.standings = compute_standings(t, {.after_round = after_round}, f.outcomes);
  f.stats = compute_stats(t, f.outcomes);
  f.by_round = standings_by_round(t, f.outcomes);
  f.penalties = list_penalties(t);
  if (after_round > 0) std::erase_if(f.penalties, [&](const PenaltyView& v) { return v.penalty.round > after_round; });
  return f;
}

PlayerReport player_report(const TournamentFigures& figures, const PlayerRow& player) {
  PlayerReport r;
  fill_report(r, player, figures.standings, figures.stats, figures.penalties, figures.by_round);
  for (const GameOutcome& o : figures.outcomes)
    if (plays_in(o, player.id)) r.games.push_back(o);
  return r;
}

}  // namespace tenbou
