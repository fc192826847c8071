#pragma once
// The tournament standings: every player's total over the games counted, with referee penalties, places
// and the tie-break chain that orders equal totals.

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tournament/people/participation.h"
#include "tournament/standings/game_outcomes.h"
#include "tournament/standings/tie_break.h"

namespace tenbou {

/// What the standings are asked for.
struct StandingsOptions {
  int after_round = 0;        ///< 0: every round
  bool include_open = false;  ///< count games in progress as if they ended now
  std::optional<std::vector<TieBreak>> tie_breaks;  ///< nullopt: the tournament's setting (default none)
};

/// Who is ranked and what a missed round gives: the players' participation and the tournament's settings.
struct RankingRules {
  Participation participation;       ///< empty: everyone an entrant, present in every round
  bool substitutes_ranked = false;
  bool withdrawn_ranked = true;
  std::optional<Points> absent_result;  ///< per round missed; nullopt: nothing
  int after_round = 0;   ///< the standings after this round: later withdrawals are not shown yet (0: now)
  int latest_round = 0;  ///< the latest round with a game: a round missed counts once its round has begun
};

/// What a stage does with its players' totals after the round before it (tenbou stage add --points).
enum class CarriedPoints { Keep, Halve, Clear };

/// A stage in force over the standings: from round `from_round` only its `top` players play on (see stages.h).
struct StageInForce {
  std::string name;
  int from_round = 0;
  int top = 0;
  CarriedPoints points = CarriedPoints::Keep;
};

/// One player's line in the standings.
struct Standing {
  PlayerRow player;
  int place = 0;            ///< 0: the player has no game yet (listed last, without a place)
  int previous_place = 0;   ///< the place after the round before (with_movement), 0 when not known
  bool shared = false;      ///< another player has the same place
  int games = 0;            ///< games counted
  int open_games = 0;       ///< games in progress, not counted
  int provisional = 0;      ///< games in progress counted as if they ended now (include_open)
  Points game_results = 0;  ///< sum of game results, chombo deductions included
  Points chombo = 0;        ///< the chombo deductions in game_results (0 or negative)
  Points penalties = 0;     ///< referee penalties deducted from the total (0 or positive)
  Points total = 0;         ///< game_results + absent - penalties
  std::array<int, 4> places{};  ///< how often the player was 1st, 2nd, 3rd, 4th
  int place_sum = 0;
  std::optional<Points> best_game;
  int head_to_head = 0;     ///< among the players tied with this one: ahead minus behind in shared games
  bool substitute = false;  ///< fills seats only
  int withdrawn_after = -1; ///< withdrew after this round; -1: did not withdraw
  std::vector<int> absent_rounds;  ///< rounds missed, counted with the tournament's absent-result
  Points absent = 0;        ///< the absent-result of the rounds missed, in the total
  bool ranked = true;       ///< false: listed after the ranked players, without a place (see RankingRules)
  std::string stage;        ///< the last stage in force the player is in; empty: none
  Points carried = 0;       ///< in that stage: what its cut carried over from the total before it
  std::optional<Points> stage_total;  ///< carried + the stage's results and penalties (set with `stage`)
  int stage_games = 0;      ///< games counted in that stage's rounds

  /// Average table place; 0 without games.
  double average_place() const { return games == 0 ? 0.0 : static_cast<double>(place_sum) / games; }
};

/// The standings and what they cover.
struct Standings {
  int after_round = 0;
  bool include_open = false;
  std::vector<TieBreak> tie_breaks;
  int games_counted = 0;
  int games_open = 0;  ///< in progress and not counted
  std::vector<Standing> rows;  ///< in standings order; players sharing a place by name
  int latest_round = 0;        ///< the last round with a game counted (0: none)
  std::vector<StageInForce> stages;  ///< in force, oldest first: the rows are in the final order they make

  /// The round the standings are as of: the one asked for, or the latest played (0: none).
  int as_of_round() const { return after_round > 0 ? after_round : latest_round; }
};

/// Standings over the games of `outcomes` and the active penalties of `penalties`, for `players`.
/// Every registered player has a line: the ranked ones first, then those `rules` do not rank (substitutes,
/// players who withdrew, as the settings say) without a place, then players without any game or round missed.
Standings rank_players(const std::vector<PlayerRow>& players, const std::vector<GameOutcome>& outcomes,
                       const std::vector<PenaltyRow>& penalties, const std::vector<TieBreak>& tie_breaks,
                       const RankingRules& rules = {});

/// Orders rows[0, count) by `key`, best first (a stable sort), and places them 1.., rows with equal keys by
/// `chain` over `outcomes` (ties it leaves share a place). rank_players orders by total; a stage by stage total.
void place_by(std::vector<Standing>& rows, std::size_t count, const std::function<Points(const Standing&)>& key,
              const std::vector<TieBreak>& chain, const std::vector<GameOutcome>& outcomes);

/// The standings as asked, each player's place also after the round before the latest counted one, for
/// the movement a room watches on the projector.
Standings compute_standings_with_movement(const Tournament& t, const StandingsOptions& options);

/// The standings of the tournament as asked.
Standings compute_standings(const Tournament& t, const StandingsOptions& options);

/// The same over `outcomes` already read (game_outcomes with the options' round and include_open).
Standings compute_standings(const Tournament& t, const StandingsOptions& options, const std::vector<GameOutcome>& outcomes);

}  // namespace tenbou
