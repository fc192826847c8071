#include "record/record_writer.h"

#include <nlohmann/json.hpp>

#include "record/sheet_result_json.h"

namespace tenbou {
namespace {

using nlohmann::json;

json player_list(SeatSet set, const Names& players) {
  json list = json::array();
  for_each_seat([&](Seat s) {
    if (set.contains(s)) list.push_back(players[s]);
  });
  return list;
}

json write_win(const Win& w, const Names& players, const std::optional<WinAtTable>& tiled, json out) {
  if (w.yakuman > 0) {
    out["yakuman"] = w.yakuman;
  } else {
    out["han"] = w.han;
    if (w.han < 5) out["fu"] = w.fu;  // fu do not count from 5 han
  }
  if (w.dora > 0) out["dora"] = w.dora;
  if (w.pao) out["pao"] = players[*w.pao];
  if (tiled) out["tiles"] = write_written_tiles(tiled->tiles);
  return out;
}

}  // namespace

json write_hand(const Hand& h, const std::string& note, const Names& players, const HandTiles& tiles) {
  json out = {{"result", outcome_name(h.outcome)}};
  switch (h.outcome) {
    case Outcome::Ron: {
      out["discarder"] = players[h.discarder];
      json wins = json::array();
      for (int i = 0; i < h.win_count; ++i)
        wins.push_back(write_win(h.wins[i], players, tiles[static_cast<std::size_t>(i)], {{"winner", players[h.wins[i].winner]}}));
      out["wins"] = wins;
      break;
    }
    case Outcome::Tsumo:
      out = write_win(h.wins[0], players, tiles[0], {{"result", "tsumo"}, {"winner", players[h.wins[0].winner]}});
      break;
    case Outcome::Draw: out["tenpai"] = player_list(h.tenpai, players); break;
    case Outcome::Abortive: break;
    case Outcome::Nagashi:
      out["winners"] = player_list(h.nagashi, players);
      out["tenpai"] = player_list(h.tenpai, players);
      break;
    case Outcome::Chombo: out["offender"] = players[h.offender]; break;
  }
  if (!h.riichi.empty()) out["riichi"] = player_list(h.riichi, players);
  if (!note.empty()) out["note"] = note;
  return out;
}

json write_start(const TableState& start) {
  return {{"round", round_name(start.round)},
          {"honba", start.honba},
          {"riichi_sticks", start.riichi_sticks},
          {"scores", start.scores.values}};
}

json write_game_record(const GameRecord& rec) {
  json out = json::object();
  if (rec.round > 0) out["round"] = rec.round;
  if (rec.table > 0) out["table"] = rec.table;
  out["ruleset"] = rec.ruleset_name;
  if (!rec.rules.empty() && rec.rules != "{}") out["rules"] = json::parse(rec.rules);
  json players = json::array();
  for_each_seat([&](Seat s) { players.push_back(rec.players[s]); });
  out["players"] = players;
  out["start"] = write_start(rec.start);
  if (rec.final_scores) {
    out["final_scores"] = json::parse(write_sheet_result(*rec.final_scores));
    return out;
  }
  json hands = json::array();
  for (std::size_t i = 0; i < rec.hands.size(); ++i)
    hands.push_back(write_hand(rec.hands[i], i < rec.notes.size() ? rec.notes[i] : "", rec.players,
                               rec.tiles_of(i)));
  out["hands"] = hands;
  out["finished"] = rec.finished;
  return out;
}

std::string write_game_records(const std::vector<GameRecord>& records) {
  std::string out = "[";
  for (const GameRecord& r : records) out += (out.size() > 1 ? ",\n" : "\n") + write_game_record(r).dump();
  return out + "\n]\n";
}

}  // namespace tenbou
