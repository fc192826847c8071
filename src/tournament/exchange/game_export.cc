#include "tournament/exchange/game_export.h"

#include <nlohmann/json.hpp>

#include "record/record_writer.h"

namespace tenbou {
namespace {

/// The keys of `rules` that differ from its preset as shipped today (all of them if the preset is gone).
nlohmann::json overrides_of(const Ruleset& rules) {
  try {
    return ruleset_differences(rules, load_ruleset(rules.name, nullptr));
  } catch (const RulesetError&) {
    return ruleset_to_json(rules);
  }
}

}  // namespace

std::string start_json(const Ruleset& rules, const TableState& start) {
  bool plain = start.round == 0 && start.honba == 0 && start.riichi_sticks == 0;
  for_each_seat([&](Seat s) { plain = plain && start.scores[s] == rules.starting_points; });
  if (plain) return "";
  return write_start(start).dump();
}

GameRecord to_record(const Tournament& t, const GameLog& log) {
  GameRecord rec;
  rec.ruleset_name = t.rules().name;
  rec.rules = overrides_of(t.rules()).dump();
  rec.ruleset = std::make_shared<const Ruleset>(t.rules());
  rec.ruleset_given = true;
  rec.players = log.names;
  rec.start = log.start;
  rec.final_scores = log.sheet_result;
  for (const LiveHand& h : log.hands) {
    if (rec.final_scores) {  // a chombo entered on a sheet game is one more of the sheet's chombos
      ++rec.final_scores->chombos[h.hand.offender];
      continue;
    }
    rec.hands.push_back(h.hand);
    rec.notes.push_back(h.note);
    rec.tiles.push_back(h.tiles);
  }
  rec.finished = log.finished;
  rec.round = log.game.round;
  rec.table = log.game.table;
  return rec;
}

std::vector<GameRecord> game_records(const Tournament& t) {
  std::vector<GameRecord> out;
  for_each_game_log(t, [&](GameLog& log, const std::optional<ReplayError>& error) {
    if (error)
      throw TournamentError{"game " + log.ref().text() + " no longer replays (hand " + std::to_string(error->hand) +
                            ": " + error->message + "): run tenbou audit"};
    out.push_back(to_record(t, log));
  });
  return out;
}

}  // namespace tenbou
