#pragma once
// What a published site shows, read once from the tournament for the pages of every language: the tournament as it
// stood after a round, its games in progress left out.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tournament/entry/game_log.h"
#include "tournament/seats/seating_plan.h"
#include "tournament/settings.h"
#include "tournament/standings/group_standings.h"
#include "tournament/standings/player_report.h"
#include "tournament/standings/stage_standings.h"

namespace tenbou {

/// The figures of a published site. A view of the tournament it was read from, which must stay open.
struct SiteContent {
  const Tournament& tournament;
  TournamentSettings settings;
  TournamentFigures figures;  ///< over the finished games up to the round published
  int as_of_round = 0;        ///< the latest round with a published result (0: none)
  /// Per round up to `as_of_round`, the tables begun (and for that round, seated by the plan) that have no published
  /// result: still playing, or yet to begin, in order.
  std::map<int, std::vector<int>> playing;
  std::vector<StageStandings> stages;  ///< the stages that had begun by `as_of_round`
  std::vector<GroupStanding> teams;    ///< empty without teams
  std::vector<GroupStanding> nations;  ///< empty when no player has a country
  std::vector<GameLog> games;          ///< the finished games published, in round and table order
  std::optional<StoredSeating> seating;
  std::vector<std::string> seating_names;  ///< the plan's players' names, in its order

  /// The published games of `round`, in table order.
  std::vector<GameOutcome> round_games(int round) const;
};

/// The site's figures for `t` after round `after_round` (0: every round).
SiteContent read_site_content(const Tournament& t, int after_round);

}  // namespace tenbou
