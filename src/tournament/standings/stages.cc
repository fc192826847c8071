#include "tournament/standings/stages.h"

#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include "base/name_key.h"
#include "base/named_fields.h"
#include "base/plural.h"
#include "rules/points_text.h"
#include "tournament/entry/game_log.h"
#include "tournament/entry/game_ref.h"
#include "tournament/latest_facts.h"
#include "tournament/seats/seating_plan.h"
#include "tournament/standings/game_outcomes.h"
#include "tournament/standings/who_counts.h"
#include "tournament/store_access.h"
#include "tournament/stored_text.h"

namespace tenbou {
namespace {

std::map<int, StageFactRow> latest_stage_facts(const Tournament& t) {
  return latest_facts(t.store().stage_facts(), [](const StageFactRow& fact) { return fact.stage; });
}

Stage stage_from(const Tournament& t, const StageFactRow& fact) {
  Stage stage{fact.stage, {fact.name, fact.from_round, fact.top, carried_points_named(fact.points).value_or(CarriedPoints::Keep)}, {}};
  for (RowId id : fact.players) stage.players.push_back(t.players().by_id(t.players().resolve(id)));
  return stage;
}

std::vector<Stage> standing_stages(const Tournament& t, const std::map<int, StageFactRow>& latest) {
  std::vector<Stage> out;
  for (const auto& [number, fact] : latest)
    if (fact.kind != "remove") out.push_back(stage_from(t, fact));
  std::sort(out.begin(), out.end(), [](const Stage& a, const Stage& b) { return a.rule.from_round < b.rule.from_round; });
  return out;
}

/// A refusal of `field`'s `value`; `named` words the field at the door (--top), as an option it is.
TournamentError stage_refusal(const std::string& field, const std::string& message, const nlohmann::json& value, bool named = true) {
  nlohmann::json detail{{"field", field}, {"value", value}};
  return TournamentError{field + ": " + message, named ? naming_fields(std::move(detail), {field}) : detail};
}

void check_stage_request(const StageRequest& r) {
  require_text("name", r.name, kMaxNameLength, true);
  if (r.from_round < 2 || r.from_round > kMaxRound)
    throw stage_refusal("from-round", std::to_string(r.from_round) + " is not valid (a round from 2 to " + std::to_string(kMaxRound) +
                                    ": the cut is made on the standings after the round before)",
                  r.from_round);
  if (r.top < 4 || r.top % 4 != 0)
    throw stage_refusal("top", std::to_string(r.top) + " is not valid (4, 8, 12, ...: the stage's players sit at tables of four)", r.top);
}

/// Refuses a stage from round `from` while the games do not allow the cut: any game of round `from` or later, a
/// game before it in progress, or round `from` - 1 not played yet.
void check_games_allow_cut(const Tournament& t, int from) {
  int latest = 0;
  for (const GameOutcome& o : game_outcomes(t, 0, false)) {
    latest = std::max(latest, o.game.round);
    if (o.game.round >= from)
      throw stage_refusal("from-round", "round " + std::to_string(o.game.round) + " has games already (game " + o.ref().text() +
                                      "): a stage is added before its first game",
                    from);
    if (!o.counted())
      throw stage_refusal("from-round", "game " + o.ref().text() + " is in progress: the cut is made once every game before round " +
                                      std::to_string(from) + " has ended (finish it, or void it)",
                    from);
  }
  if (latest != from - 1)
    throw stage_refusal("from-round", "the cut is made on the standings after round " + std::to_string(from - 1) + ", and " +
                                    (latest == 0 ? std::string("no round has games yet")
                                                 : "the latest round played is round " + std::to_string(latest)),
                  from);
}

Points effective_total(const Standing& r) { return r.stage_total.value_or(r.total); }

/// The players of `before` (the standings after round from - 1) a stage from round `from` may cut: those of the
/// stage before (if any), eligible (who_counts.h) in standings order, the others with why they are not.
struct CutCandidates {
  std::vector<const Standing*> eligible;
  std::vector<std::pair<const Standing*, std::string>> not_eligible;

  /// "Zoë Ångström (substitute) is not eligible", for each player not eligible with a result (a game or a round
  /// missed) whose total reaches the cut's last place (all of them when fewer than `top` are eligible); the first
  /// twelve, then how many more.
  std::vector<std::string> within_top(std::size_t top) const {
    constexpr std::size_t kNamed = 12;
    std::vector<std::string> out;
    std::size_t more = 0;
    for (const auto& [row, why] : not_eligible)
      if (listing_group(*row) < 2 && (eligible.size() < top || effective_total(*row) >= effective_total(*eligible[top - 1]))) {
        if (out.size() < kNamed) out.push_back(row->player.name + " (" + why + ") is not eligible");
        else ++more;
      }
    if (more > 0) out.push_back(counted(static_cast<long long>(more), "more player") + " not eligible");
    return out;
  }
};

CutCandidates cut_candidates(const Standings& before, const Participation& participation, const Stage* previous, int from) {
  CutCandidates out;
  for (const Standing& r : before.rows) {
    if (previous && !previous->has(r.player.id)) continue;
    if (std::optional<std::string> why = cut_ineligibility(r, participation.of(r.player.id), from))
      out.not_eligible.emplace_back(&r, std::move(*why));
    else
      out.eligible.push_back(&r);
  }
  return out;
}

}  // namespace

std::string_view carried_points_word(CarriedPoints points) {
  switch (points) {
    case CarriedPoints::Keep: return "keep";
    case CarriedPoints::Halve: return "halve";
    case CarriedPoints::Clear: return "clear";
  }
  return "keep";
}

std::optional<CarriedPoints> carried_points_named(std::string_view word) {
  for (CarriedPoints p : {CarriedPoints::Keep, CarriedPoints::Halve, CarriedPoints::Clear})
    if (carried_points_word(p) == word) return p;
  return std::nullopt;
}

Points carried(Points total, CarriedPoints points) {
  switch (points) {
    case CarriedPoints::Keep: return total;
    case CarriedPoints::Clear: return 0;
    case CarriedPoints::Halve: {
      const Points half = ((total < 0 ? -total : total) + 100) / 200 * 100;
      return total < 0 ? -half : half;
    }
  }
  return total;
}

bool Stage::has(RowId player) const {
  return std::any_of(players.begin(), players.end(), [&](const PlayerRow& p) { return p.id == player; });
}

std::vector<Stage> read_stages(const Tournament& t) { return standing_stages(t, latest_stage_facts(t)); }

std::vector<Stage>::const_iterator find_stage(const std::vector<Stage>& stages, std::string_view name, bool named) {
  const auto it = std::find_if(stages.begin(), stages.end(), [&](const Stage& s) { return same_name(s.rule.name, tidy_text(name)); });
  if (it != stages.end()) return it;
  std::vector<std::string> names;
  for (const Stage& s : stages) names.push_back(s.rule.name);
  throw stage_refusal("stage", "no stage is called " + std::string(name) +
                             (names.empty() ? " (there are no stages: tenbou stage add makes one)" : " (stages: " + listed(names) + ")"),
                std::string(name), named);
}

const Stage* stage_of_round(const std::vector<Stage>& stages, int round) {
  const Stage* out = nullptr;
  for (const Stage& s : stages)
    if (s.rule.from_round <= round) out = &s;
  return out;
}

void check_in_stage(const Tournament& t, const Participation& all, int round, const std::array<RowId, 4>& players) {
  const std::vector<Stage> stages = read_stages(t);
  const Stage* stage = stage_of_round(stages, round);
  if (!stage) return;
  for (RowId id : players) {
    if (stage->has(id) || all.of(id).substitute) continue;
    const std::string name = t.players().by_id(id).name;
    throw TournamentError{"players: " + name + " is not in stage " + stage->rule.name + " (" + stage_rule_words(stage->rule) +
                              "): round " + std::to_string(round) + " seats its players only, or substitutes "
                              "(tenbou stage list shows them)",
                          naming_fields({{"field", "players"}, {"value", name}}, {"players"})};
  }
}

AddedStage add_stage(Tournament& t, const StageRequest& request, const EntryContext& context) {
  check_context(context);
  check_stage_request(request);
  const std::string name = tidy_text(request.name);
  TournamentWrite tx(t);
  const std::map<int, StageFactRow> latest = latest_stage_facts(t);
  const std::vector<Stage> stages = standing_stages(t, latest);
  for (const Stage& s : stages)
    if (same_name(s.rule.name, name)) throw stage_refusal("name", "there is a stage called " + s.rule.name + " already", name, false);
  const Stage* previous = stages.empty() ? nullptr : &stages.back();
  if (previous && previous->rule.from_round >= request.from_round)
    throw stage_refusal("from-round", "stage " + previous->rule.name + " starts at round " + std::to_string(previous->rule.from_round) +
                                    "; a stage after it starts later (to start over, remove that stage first)",
                  request.from_round);
  check_games_allow_cut(t, request.from_round);

  const Standings before = compute_standings(t, {.after_round = request.from_round - 1});
  AddedStage out;
  const CutCandidates candidates = cut_candidates(before, read_participation(t), previous, request.from_round);
  const std::vector<const Standing*>& eligible = candidates.eligible;
  const std::size_t top = static_cast<std::size_t>(request.top);
  out.not_eligible = candidates.within_top(top);
  if (eligible.size() < top)
    throw stage_refusal("top", std::to_string(request.top) + " is more than the " + counted(static_cast<long long>(eligible.size()), "player") +
                             " who can play on after round " + std::to_string(request.from_round - 1) +
                             (previous ? " in stage " + previous->rule.name : " (ranked, and not withdrawn)") +
                             (out.not_eligible.empty() ? std::string() : "; " + listed(out.not_eligible)),
                  request.top);
  if (eligible.size() > top) {
    const Standing& last_in = *eligible[top - 1];
    const Standing& first_out = *eligible[top];
    std::vector<std::string> tied;
    for (const Standing* r : eligible)
      if (effective_total(*r) == effective_total(last_in)) tied.push_back(r->player.name);
    if (last_in.place == first_out.place)
      throw stage_refusal("top", listed(tied) + " share place " + std::to_string(last_in.place) + " after round " +
                               std::to_string(request.from_round - 1) + " (" + format_points(effective_total(last_in), true) +
                               (before.tie_breaks.empty() ? ", and no tie-breaks are set" : ", equal on every tie-break") +
                               "): a cut at " + std::to_string(request.top) +
                               " would part them (cut at another number, or set a tie-break: tenbou tournament set "
                               "tie-breaks ...)",
                    request.top);
    if (effective_total(last_in) == effective_total(first_out)) out.by_tie_break = tied;
  }
  out.cut_place = eligible[top - 1]->place;
  out.everyone = eligible.size() == top;
  const std::optional<StoredSeating> plan = current_seating(t);
  out.planned = plan && plan->plan.rounds >= request.from_round &&
                !plan->schedule.rounds[static_cast<std::size_t>(request.from_round - 1)].empty();
  StageFactRow fact{.stage = latest.empty() ? 1 : latest.rbegin()->first + 1, .kind = "add", .name = name,
                    .from_round = request.from_round, .top = request.top,
                    .points = std::string(carried_points_word(request.points)), .reason = context.reason,
                    .entered_by = context.by};
  for (std::size_t i = 0; i < top; ++i) fact.players.push_back(eligible[i]->player.id);
  out.stage = stage_from(t, t.store().insert_stage_fact(std::move(fact)));
  tx.commit();
  return out;
}

Stage remove_stage(Tournament& t, std::string_view name, const EntryContext& context) {
  check_context(context);
  require_reason(context, "to remove a stage");
  TournamentWrite tx(t);
  const std::vector<Stage> stages = read_stages(t);
  const auto it = find_stage(stages, name, false);
  if (it + 1 != stages.end())
    throw stage_refusal("stage", "stage " + (it + 1)->rule.name + " follows " + it->rule.name + " (from round " +
                               std::to_string((it + 1)->rule.from_round) + "): remove it first",
                  std::string(name), false);
  if (const std::vector<std::string> played = stage_games(t, *it); !played.empty())
    throw stage_refusal("stage", "stage " + it->rule.name + " has games (" + listed(played) +
                               "): its players played as its cut chose them, and once removed it could not be added "
                               "again; void its games first to cut again",
                  std::string(name), false);
  StageFactRow fact{.stage = it->number, .kind = "remove", .name = it->rule.name, .from_round = it->rule.from_round,
                    .top = it->rule.top, .points = std::string(carried_points_word(it->rule.points)),
                    .reason = context.reason, .entered_by = context.by};
  for (const PlayerRow& p : it->players) fact.players.push_back(p.id);
  t.store().insert_stage_fact(std::move(fact));
  tx.commit();
  return *it;
}

std::vector<StageEvent> stage_history(const Tournament& t) {
  std::vector<StageEvent> out;
  for (const StageFactRow& fact : t.store().stage_facts()) {
    const Stage stage = stage_from(t, fact);
    std::vector<std::string> names;
    for (const PlayerRow& p : stage.players) names.push_back(p.name);
    out.push_back({fact.entered_at, fact.entered_by, fact.kind, fact.name, stage_rule_words(stage.rule), listed(names), fact.reason});
  }
  return out;
}

std::optional<CutChange> cut_change(const Tournament& t, const std::vector<Stage>& stages, const Stage& stage) {
  const auto it = std::find_if(stages.begin(), stages.end(), [&](const Stage& s) { return s.number == stage.number; });
  const Stage* previous = it == stages.begin() || it == stages.end() ? nullptr : &*(it - 1);
  const int from = stage.rule.from_round;
  const Standings before = compute_standings(t, {.after_round = from - 1});
  const std::vector<const Standing*> now = cut_candidates(before, read_participation(t), previous, from).eligible;
  const std::size_t top = std::min(static_cast<std::size_t>(stage.rule.top), now.size());
  CutChange change;
  for (std::size_t i = 0; i < top; ++i)
    if (!stage.has(now[i]->player.id)) change.in.push_back(now[i]->player.name);
  for (const PlayerRow& p : stage.players)
    if (std::none_of(now.begin(), now.begin() + static_cast<std::ptrdiff_t>(top), [&](const Standing* r) { return r->player.id == p.id; }))
      change.out.push_back(p.name);
  if (change.in.empty() && change.out.empty()) return std::nullopt;
  return change;
}

std::optional<std::string> cut_changed(const Tournament& t, const std::vector<Stage>& stages, const Stage& stage) {
  const std::optional<CutChange> change = cut_change(t, stages, stage);
  if (!change) return std::nullopt;
  return "since the cut, entries changed the standings after round " + std::to_string(stage.rule.from_round - 1) +
         ": they now put " + (change->in.empty() ? std::string("nobody new") : listed(change->in)) + " in the top " +
         std::to_string(stage.rule.top) + (change->out.empty() ? std::string() : ", and " + listed(change->out) + " out") +
         ". The stage keeps its players" +
         (stage_games(t, stage).empty() ? "; to cut again before its first game, remove it and add it again"
                                        : " (its games have begun)");
}

std::vector<std::string> stage_games(const Tournament& t, const Stage& stage) {
  std::vector<std::string> out;
  for (const GameRow& g : games_in_play(t))
    if (g.round >= stage.rule.from_round) out.push_back(GameRef{g.round, g.table}.text());
  return out;
}

std::string stage_rule_words(const StageInForce& rule) {
  const char* points = rule.points == CarriedPoints::Keep ? "kept" : rule.points == CarriedPoints::Halve ? "halved" : "cleared";
  return "top " + std::to_string(rule.top) + " from round " + std::to_string(rule.from_round) + ", points " + points;
}

}  // namespace tenbou
