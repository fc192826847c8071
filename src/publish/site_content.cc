#include "publish/site_content.h"

#include <algorithm>
#include <iterator>
#include <set>

#include "tournament/people/teams.h"
#include "tournament/standings/stages.h"

namespace tenbou {

std::vector<GameOutcome> SiteContent::round_games(int round) const {
  std::vector<GameOutcome> out;
  std::copy_if(figures.outcomes.begin(), figures.outcomes.end(), std::back_inserter(out),
               [&](const GameOutcome& o) { return o.game.round == round; });
  return out;
}

SiteContent read_site_content(const Tournament& t, int after_round) {
  SiteContent c{.tournament = t, .settings = read_settings(t), .figures = tournament_figures(t, after_round, true)};
  for (const GameOutcome& o : c.figures.outcomes) c.as_of_round = std::max(c.as_of_round, o.game.round);
  if (c.as_of_round > 0)
    for (const Stage& stage : read_stages(t))
      if (stage.rule.from_round <= c.as_of_round)
        c.stages.push_back(stage_standings(t, stage.rule.name, {.after_round = c.as_of_round}));
  if (const std::vector<Team> teams = read_teams(t); !teams.empty())
    c.teams = rank_groups(c.figures.standings, [&](const Standing& row) { return team_of(teams, row.player.id); }, 0);
  const auto& players = t.players().all();
  if (std::any_of(players.begin(), players.end(), [](const PlayerRow& p) { return !p.country.empty(); }))
    c.nations = rank_nations(c.figures.standings, 0);
  std::set<std::pair<int, int>> published;
  for (const GameOutcome& o : c.figures.outcomes) published.insert({o.game.round, o.game.table});
  std::set<std::pair<int, int>> tables;  // the tables begun in the rounds published, and the plan's of the latest
  for_each_game_log(t, [&](GameLog& log, const std::optional<ReplayError>&) {
    if (log.voided || log.game.round > c.as_of_round) return;
    tables.insert({log.game.round, log.game.table});
    if (published.count({log.game.round, log.game.table})) c.games.push_back(std::move(log));
  });
  c.seating = current_seating(t);
  if (c.seating) {
    c.seating_names = c.seating->names(t);
    // The latest round's tables that have not begun play still; an earlier round's never will (a table left empty).
    const auto& rounds = c.seating->schedule.rounds;
    if (c.as_of_round >= 1 && c.as_of_round <= static_cast<int>(rounds.size()))
      for (std::size_t table = 1; table <= rounds[static_cast<std::size_t>(c.as_of_round - 1)].size(); ++table)
        tables.insert({c.as_of_round, static_cast<int>(table)});
  }
  for (const auto& [round, table] : tables)
    if (!published.count({round, table})) c.playing[round].push_back(table);
  return c;
}

}  // namespace tenbou
