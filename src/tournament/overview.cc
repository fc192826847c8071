#include "tournament/overview.h"

#include <algorithm>
#include <set>

#include "tournament/people/participation.h"
#include "tournament/standings/who_counts.h"
#include "tournament/store_access.h"

namespace tenbou {

TournamentOverview tournament_overview(const Tournament& t) {
  TournamentOverview o;
  o.info = t.info();
  o.ruleset_title = t.rules().title;
  o.settings = read_settings(t);
  o.history = t.store().settings();
  std::set<std::string> countries;
  const Participation participation = read_participation(t);
  int substitutes = 0;
  for (const PlayerRow& p : t.players().all()) {
    if (!p.country.empty()) countries.insert(p.country);
    substitutes += participation.of(p.id).substitute ? 1 : 0;
  }
  o.players = static_cast<int>(t.players().all().size());
  o.substitutes = substitutes;
  o.countries = static_cast<int>(countries.size());
  for (const GameStateRow& s : t.store().states()) {
    o.games += !s.voided;
    o.finished += !s.voided && s.finished;
  }
  for (const GameRow& g : games_in_play(t)) o.rounds = std::max(o.rounds, g.round);
  // The weight as the EMA results file gives it: over the players with a counted game (who_counts.h).
  o.mers_players = mers_players(compute_standings(t, {}));
  o.weight = mers_weight(o.settings.days, o.mers_players.players(), o.mers_players.countries, o.settings.qualification);
  return o;
}

}  // namespace tenbou
