#pragma once
// The final order a cut makes: a stage's players first, by stage total (the total the cut carried over, kept,
// halved or cleared, plus the stage's results and penalties), then the players it left out in their order after the
// round before it; with several stages, each one's players before those a later cut left out.

#include <functional>
#include <vector>

#include "tournament/standings/stages.h"
#include "tournament/standings/standings.h"

namespace tenbou {

/// Puts `now` (the standings after round now.after_round, 0: every round) in the final order of the stages in force
/// then: those starting at or before that round, every stage when now.after_round is 0. `standings_after(k)` gives
/// the standings after round k, stages before it applied; `chain` and `outcomes` order equal stage totals.
void apply_stages(Standings& now, const std::vector<Stage>& stages, const std::vector<TieBreak>& chain,
                  const std::vector<GameOutcome>& outcomes, const std::function<Standings(int round)>& standings_after);

/// One stage's own table (`standings --stage NAME`): its players in stage order.
struct StageStandings {
  StageInForce rule;
  int after_round = 0;            ///< the round the table is as of: the stage's last, or the one asked for
  std::vector<Standing> rows;     ///< place, carried, stage_total and stage_games of the stage
};

/// Stage `name`'s table after round options.after_round (0: its latest; a later stage ends it at the round before
/// that one). Refused (TournamentError) for a stage that does not stand, or a round before the stage's first.
StageStandings stage_standings(const Tournament& t, std::string_view name, const StandingsOptions& options);

}  // namespace tenbou
