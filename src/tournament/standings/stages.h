#pragma once
// Stages of a tournament with a cut: from a round on, only the top players after the round before play on (a final
// table, a top 16), their totals so far kept, halved or cleared. Several stages may follow each other (top 16,
// then top 4). Each is a fact with who, when and why; `stage remove` undoes one. The standings put a stage's
// players first (stage_standings.h); a game of a stage's rounds seats only its players (and substitutes).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tournament/entry/entry_context.h"
#include "tournament/people/participation.h"
#include "tournament/standings/standings.h"

namespace tenbou {

/// "keep", "halve", "clear": the words of --points and of the file.
std::string_view carried_points_word(CarriedPoints points);
/// The CarriedPoints a word names; nullopt for any other word.
std::optional<CarriedPoints> carried_points_named(std::string_view word);

/// What a stage carries over of a total: all of it, half of it rounded to a multiple of 100 with a half hundred
/// going away from zero (12,100 -> 6,100; -12,100 -> -6,100; 12,300 -> 6,200), or nothing.
Points carried(Points total, CarriedPoints points);

/// A stage as the facts stand: its rule and the players the cut chose.
struct Stage {
  int number = 0;  ///< given when added
  StageInForce rule;
  std::vector<PlayerRow> players;  ///< in their order after round from_round - 1, when the cut was made

  bool has(RowId player) const;
};

/// The stages that stand (removed ones left out), by first round.
std::vector<Stage> read_stages(const Tournament& t);

/// The stage called `name` (case ignored) among `stages`. Refused (TournamentError naming the stages there are) for
/// none; `named` words the field as an option (`standings --stage`), not as an argument (`stage remove NAME`).
std::vector<Stage>::const_iterator find_stage(const std::vector<Stage>& stages, std::string_view name, bool named);

/// The stage that holds round `round`: the latest one starting at or before it; nullptr before any.
const Stage* stage_of_round(const std::vector<Stage>& stages, int round);

/// Refuses (TournamentError naming the player and the stage) to seat in a game of `round` a player who is not in
/// the stage holding that round. Substitutes fill seats in any stage.
void check_in_stage(const Tournament& t, const Participation& all, int round, const std::array<RowId, 4>& players);

/// What `stage add` asks for.
struct StageRequest {
  std::string name;
  int from_round = 0;
  int top = 0;
  CarriedPoints points = CarriedPoints::Keep;
};

/// A stage added, and how its cut went.
struct AddedStage {
  Stage stage;
  int cut_place = 0;                     ///< the last place kept
  std::vector<std::string> by_tie_break;  ///< players whose equal totals at the cut the tie-breaks separated, in order
  std::vector<std::string> not_eligible;  ///< "Zoë Ångström (substitute) is not eligible": players whose total reaches
                                          ///< the cut who may not go on (who_counts.h: cut_ineligibility)
  bool everyone = false;                  ///< nobody was cut: every player who can play on is in the stage
  bool planned = false;                   ///< the seating plan seats the stage's first round already (as before the cut)
};

/// Adds a stage: the top `request.top` of the standings after round from_round - 1 (of the stage before, if any)
/// play on from round from_round. Refused (TournamentError naming the field, the file unchanged) when the name is
/// taken, when the cut is not a multiple of 4 or larger than the players who can play on, when a game of round
/// from_round or later exists, when a game of an earlier round is in progress, when round from_round - 1 has no
/// games, when a stage starts at or after from_round already, or when players are tied across the cut.
AddedStage add_stage(Tournament& t, const StageRequest& request, const EntryContext& context);

/// Removes stage `name` (the latest stage only: a later one goes first, and only before its games); needs a reason.
Stage remove_stage(Tournament& t, std::string_view name, const EntryContext& context);

/// Every fact about the stages, oldest first: for `stage list --history`.
struct StageEvent {
  std::string entered_at, entered_by, kind, name, rule, players, reason;
};
std::vector<StageEvent> stage_history(const Tournament& t);

/// Who a stage's cut would now take in and leave out, by name, of the players it took.
struct CutChange {
  std::vector<std::string> in, out;
  bool operator==(const CutChange&) const = default;
};

/// Whether entries made since `stage`'s cut (a late penalty, a corrected game before it) would now cut other players:
/// who would be in and out, or nullopt. `stages` are those read_stages gives.
std::optional<CutChange> cut_change(const Tournament& t, const std::vector<Stage>& stages, const Stage& stage);

/// The games (ROUND/TABLE) of `stage`'s rounds, in play: once there are any, the stage cannot be removed.
std::vector<std::string> stage_games(const Tournament& t, const Stage& stage);

/// cut_change as the sentence `stage list` shows (JSON `cut_changed`), or nullopt.
std::optional<std::string> cut_changed(const Tournament& t, const std::vector<Stage>& stages, const Stage& stage);

/// "top 4 from round 8, points halved": a stage's rule in words.
std::string stage_rule_words(const StageInForce& rule);

}  // namespace tenbou
