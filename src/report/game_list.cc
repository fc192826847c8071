#include "report/game_list.h"

#include <nlohmann/json.hpp>

#include "formats/json_writer.h"
#include "report/text_table.h"

namespace tenbou {
namespace {

/// The round and counters of the next hand ("S2.1"), or "" once the game is finished.
std::string next_hand(const GameOutcome& g) {
  return g.state.finished ? "" : g.state.next_round + "." + std::to_string(g.state.honba);
}

std::vector<std::string> names_of(const PlayerDirectory& players, const GameOutcome& g) {
  std::vector<std::string> names;
  for (RowId id : g.game.players) names.push_back(players.by_id(id).name);
  return names;
}

}  // namespace

std::string game_list_text(const PlayerDirectory& players, const std::vector<GameOutcome>& games, std::size_t width) {
  TextTable table({{"Game"}, {"East"}, {"South"}, {"West"}, {"North"}, {"Hands", true}, {"State"}});
  for (const GameOutcome& g : games) {
    std::vector<std::string> row = {g.ref().text()};
    for (std::string& name : names_of(players, g)) row.push_back(std::move(name));
    row.push_back(std::to_string(g.state.hands));
    row.push_back(g.state.finished ? "finished" : "at " + next_hand(g));
    table.add_row(std::move(row));
  }
  return fitted_lines(table.render(width), width);
}

std::string game_list_json(const PlayerDirectory& players, const std::vector<GameOutcome>& games) {
  std::string out;
  JsonWriter json(out);
  json.begin_array();
  for (const GameOutcome& g : games) {
    json.begin_object().key("game").value(g.ref().text()).key("round").value(g.game.round).key("table").value(g.game.table);
    json.key("players").array(names_of(players, g)).key("hands").value(g.state.hands);
    json.key("finished").value(g.state.finished).key("next").value(next_hand(g)).end_object();
  }
  json.end_array();
  return out + "\n";
}

}  // namespace tenbou
