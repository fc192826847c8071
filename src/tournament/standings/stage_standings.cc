#include "tournament/standings/stage_standings.h"

#include <unordered_map>

#include <nlohmann/json.hpp>

#include "base/named_fields.h"
#include "base/shared_places.h"

namespace tenbou {

void apply_stages(Standings& now, const std::vector<Stage>& stages, const std::vector<TieBreak>& chain,
                  const std::vector<GameOutcome>& outcomes, const std::function<Standings(int round)>& standings_after) {
  const Stage* last = nullptr;
  for (const Stage& s : stages)
    if (now.after_round == 0 || now.after_round >= s.rule.from_round) {
      last = &s;
      now.stages.push_back(s.rule);
    }
  if (!last) return;
  const Standings before = standings_after(last->rule.from_round - 1);
  std::unordered_map<RowId, const Standing*> then;
  for (const Standing& r : before.rows) then.emplace(r.player.id, &r);

  // The stage's players get their stage figures; those of an earlier stage keep theirs, grown by what came since.
  std::vector<Standing> in_stage, others, unplaced;
  for (Standing& row : now.rows) {
    const auto found = then.find(row.player.id);
    const Standing* b = found == then.end() ? nullptr : found->second;
    const Points total_then = b ? b->total : 0;
    const int games_then = b ? b->games : 0;
    if (last->has(row.player.id)) {
      row.stage = last->rule.name;
      row.carried = carried(b ? b->stage_total.value_or(b->total) : 0, last->rule.points);
      row.stage_total = row.carried + row.total - total_then;
      row.stage_games = row.games - games_then;
    } else if (b && b->stage_total) {
      row.stage = b->stage;
      row.carried = b->carried;
      row.stage_total = *b->stage_total + row.total - total_then;
      row.stage_games = b->stage_games + row.games - games_then;
    }
    (last->has(row.player.id) && row.ranked ? in_stage : row.place > 0 ? others : unplaced).push_back(std::move(row));
  }
  place_by(in_stage, in_stage.size(), [](const Standing& r) { return *r.stage_total; }, chain, outcomes);

  // The others keep their order (and shared places) after the round before the stage, placed after its players.
  const auto place_then = [&](const Standing& r) {
    const auto found = then.find(r.player.id);
    return found == then.end() || found->second->place == 0 ? INT32_MAX : found->second->place;
  };
  std::stable_sort(others.begin(), others.end(), [&](const Standing& a, const Standing& b) { return place_then(a) < place_then(b); });
  share_places(
      others, [&](const Standing& a, const Standing& b) { return place_then(a) == place_then(b) && place_then(a) != INT32_MAX; },
      static_cast<int>(in_stage.size()) + 1);
  now.rows = std::move(in_stage);
  for (std::vector<Standing>* rest : {&others, &unplaced})
    now.rows.insert(now.rows.end(), std::make_move_iterator(rest->begin()), std::make_move_iterator(rest->end()));
}

StageStandings stage_standings(const Tournament& t, std::string_view name, const StandingsOptions& options) {
  if (options.after_round > 0) check_known_round(t, "after-round", options.after_round);
  const std::vector<Stage> stages = read_stages(t);
  const auto it = find_stage(stages, name, true);
  if (options.after_round > 0 && options.after_round < it->rule.from_round)
    throw TournamentError{"after-round: stage " + it->rule.name + " starts at round " + std::to_string(it->rule.from_round) +
                              ", so its table is after round " + std::to_string(it->rule.from_round) + " or later",
                          naming_fields({{"field", "after-round"}, {"value", options.after_round}}, {"after-round"})};
  StandingsOptions asked = options;
  if (it + 1 != stages.end() && (asked.after_round == 0 || asked.after_round >= (it + 1)->rule.from_round))
    asked.after_round = (it + 1)->rule.from_round - 1;
  Standings all = compute_standings(t, asked);
  StageStandings out{it->rule, all.as_of_round(), {}};
  for (Standing& r : all.rows)
    if (r.stage == it->rule.name && r.place > 0) out.rows.push_back(std::move(r));
  return out;
}

}  // namespace tenbou
