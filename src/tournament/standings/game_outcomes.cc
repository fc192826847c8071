#include "tournament/standings/game_outcomes.h"

#include <algorithm>
#include <set>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "base/named_fields.h"
#include "record/final_result_json.h"
#include "record/seat_json.h"
#include "tournament/store_access.h"

namespace tenbou {

std::vector<GameOutcome> game_outcomes(const Tournament& t, int last_round, bool settle_open) {
  std::vector<GameStateRow> rows = t.store().states();
  std::vector<GameRow> games = games_in_play(t, rows);
  std::unordered_map<RowId, GameStateRow> states;
  for (GameStateRow& s : rows) states.emplace(s.game, std::move(s));
  std::vector<GameOutcome> out;
  for (GameRow& game : games) {
    if (last_round > 0 && game.round > last_round) continue;
    GameOutcome& o = out.emplace_back();
    o.game = std::move(game);
    try {
      if (auto s = states.find(o.game.id); s != states.end()) {
        o.state = std::move(s->second);
        o.scores = read_seats<Points>(json_parsers().borrow()->parse(o.state.scores_json));
      }
      if (!o.state.final_json.empty()) o.final = read_final_result(o.state.final_json);
    } catch (const simdjson::simdjson_error& e) {
      throw damaged_figures(o.ref(), e.what());
    }
    if (!o.final && settle_open) {
      const GameLog log = load_game_log(t, o.ref());
      o.final = settle_game(t.rules(), log.sheet.state.scores, log.sheet.state.riichi_sticks, log.sheet.chombos);
      o.provisional = true;
    }
  }
  return out;
}

int last_known_round(const Tournament& t) {
  int last = 0;
  for (const GameRow& g : games_in_play(t)) last = std::max(last, g.round);
  if (const std::optional<SeatingPlanRow> plan = t.store().latest_seating_plan()) last = std::max(last, plan->rounds);
  return last;
}

void check_known_round(const Tournament& t, std::string_view field, int round, int beyond) {
  const int last = last_known_round(t);
  if (round <= last + beyond) return;
  const std::string known = last == 0 ? "no round is played or planned yet"
                            : last == 1 ? "round 1 is the only one played or planned"
                                        : "rounds 1 to " + std::to_string(last) + " are played or planned";
  throw TournamentError{std::string(field) + ": round " + std::to_string(round) + " is not a round of this tournament: " +
                            known + (beyond > 0 ? " (round " + std::to_string(last + 1) + " is the next to seat)" : ""),
                        naming_fields({{"field", std::string(field)}, {"value", round}}, {field})};
}

std::vector<GameOutcome> round_outcomes(const Tournament& t, int round) {
  std::vector<GameOutcome> games = game_outcomes(t, round, false);
  std::set<int> rounds;
  for (const GameOutcome& g : games) rounds.insert(g.game.round);
  std::erase_if(games, [&](const GameOutcome& g) { return g.game.round != round; });
  if (games.empty()) {
    std::string known;
    for (int r : rounds) known += (known.empty() ? "" : ", ") + std::to_string(r);
    throw TournamentError{"round: " + std::to_string(round) + " has no games" +
                              (known.empty() ? " (no game has been started yet)" : " (rounds so far: " + known + ")"),
                          {{"field", "round"}, {"value", round}}};
  }
  return games;
}

}  // namespace tenbou
