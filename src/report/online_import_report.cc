#include "report/online_import_report.h"

#include <cmath>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "base/unicode.h"
#include "engine/game.h"
#include "rules/points_text.h"

namespace tenbou {
namespace {

/// A win's tiles as written: "23455m678p345s, chi 345m, won on 5m, dora indicators 1z, ura 4p, riichi".
std::string tiles_text(const nlohmann::json& tiles) {
  if (!tiles.is_object()) return "(not kept)";
  std::string out = tiles.value("concealed", "");
  if (const auto melds = tiles.find("melds"); melds != tiles.end() && melds->is_array())
    for (const nlohmann::json& m : *melds)
      if (m.is_object()) out += ", " + m.value("kind", "") + " " + m.value("tiles", "");
  out += ", won on " + tiles.value("win_tile", "");
  if (tiles.contains("dora_indicators")) out += ", dora indicators " + tiles.value("dora_indicators", "");
  if (tiles.contains("ura_dora_indicators")) out += ", ura " + tiles.value("ura_dora_indicators", "");
  if (const auto flags = tiles.find("flags"); flags != tiles.end() && flags->is_array())
    for (const nlohmann::json& f : *flags)
      if (f.is_string()) out += ", " + f.get<std::string>();
  return out;
}

/// The wins of hand `hand` the game's log kept (none from a damaged copy).
nlohmann::json wins_of_hand(const GameSourceRow& source, int hand) {
  nlohmann::json out = nlohmann::json::array();
  const nlohmann::json wins = nlohmann::json::parse(source.wins_json, nullptr, false);
  if (wins.is_array())
    for (const nlohmann::json& w : wins)
      if (w.is_object() && w.value("hand", 0) == hand) out.push_back(w);
  return out;
}

/// "+96.0", "-10.7": a platform's points as it shows them.
std::string points_text(double points) {
  char text[32];
  std::snprintf(text, sizeof text, "%+.1f", points);
  return text;
}

std::string points_list(const std::array<double, 4>& points) {
  std::string out;
  for (double p : points) out += (out.empty() ? "" : ", ") + points_text(p);
  return out;
}

std::string first_line(const OnlineImport& imported, const std::string& source) {
  const std::size_t hands = imported.replay.hands.size();
  return "Imported game " + imported.game.text() + " from " + unicode::printable(source) + ": a " + imported.platform +
         " game (" + unicode::printable(imported.log_id) + "), " + std::to_string(hands) + (hands == 1 ? " hand" : " hands") +
         ", every payment as the log's; " + std::string(game_end_text(imported.replay.end)) + ".";
}

}  // namespace

std::string tiles_words(const nlohmann::json& valuation) {
  if (!valuation.is_object()) return "(not kept)";
  if (valuation.contains("refused")) return "give no value (" + valuation.value("refused", std::string()) + ")";
  const int yakuman = valuation.value("yakuman", 0), dora = valuation.value("dora", 0);
  std::string out = yakuman > 0 ? std::to_string(yakuman) + " yakuman"
                                : std::to_string(valuation.value("han", 0)) + " han" +
                                      (valuation.contains("fu") && valuation["fu"].is_number_integer()
                                           ? " " + std::to_string(valuation["fu"].get<int>()) + " fu"
                                           : std::string());
  std::string yaku;
  if (const auto list = valuation.find("yaku"); list != valuation.end() && list->is_array())
    for (const nlohmann::json& y : *list)
      if (y.is_object())
        yaku += (yaku.empty() ? "" : ", ") + y.value("name", std::string()) +
                (y.contains("han") ? " " + std::to_string(y.value("han", 0)) : "");
  if (dora > 0) yaku += (yaku.empty() ? "" : ", ") + std::string("dora ") + std::to_string(dora);
  return out + (yaku.empty() ? "" : " (" + yaku + ")");
}

std::string online_hand_text(const GameSourceRow& source, int hand, const Names& names) {
  std::string out;
  for (const nlohmann::json& w : wins_of_hand(source, hand)) {
    const int seat = w.value("winner", 0);
    const auto part = [&](const char* key) { return w.contains(key) ? w[key] : nlohmann::json(); };
    out += "From the " + source.platform + " log (" + unicode::printable(source.log_id) + "), " + names[Seat(seat & 3)] + "'s tiles: " +
           tiles_text(part("tiles")) + "\n  the log: " + tiles_words(part("log")) + "\n  tenbou: " + tiles_words(part("tenbou")) +
           (w.value("agree", false) ? "" : "\n  (they disagree: the game was paid as the log says)") + "\n";
  }
  return out;
}

nlohmann::json online_hand_json(const GameSourceRow& source, int hand) {
  return {{"platform", source.platform}, {"log_id", source.log_id}, {"wins", wins_of_hand(source, hand)}};
}

std::string online_import_text(const OnlineImport& imported, const std::string& source) {
  std::string out = first_line(imported, source) + "\n";
  const FinalResult& f = imported.replay.result;
  for_each_seat([&](Seat s) {
    const ImportedSeat& seat = imported.seats[s.index];
    out += "  " + std::string(wind_name(s.index)) + ": " + seat.name;
    if (seat.log_name != seat.name) out += " (\"" + unicode::printable(seat.log_name) + "\" in the log)";
    if (seat.registered) out += ", registered now";
    out += ": " + format_points(f.scores[s] + f.leftover_riichi[s]) + ", place " + std::to_string(f.places[s]) +
           ", result " + format_points(f.results[s], true) + "\n";
  });
  const TileCheck& tiles = imported.tiles;
  if (tiles.wins > 0)
    out += "  Tiles: " + std::to_string(tiles.wins) + (tiles.wins == 1 ? " win" : " wins") +
           " valued from their tiles, " + std::to_string(tiles.agree) + " as the log valued " +
           (tiles.agree == 1 ? "it" : "them") + "\n";
  for (const WinValuation& v : tiles.valuations)
    if (!v.agree)
      out += "    " + v.hand + ": the log " + tiles_words(log_valuation_json(v.log)) + ", the tiles " +
             tiles_words(tiles_valuation_json(v)) + " (tenbou explain " + imported.game.text() + " " +
             std::to_string(v.hand_number) + ")\n";
  if (imported.replay.log_points)
    out += std::string("  ") + imported.platform + "'s points " +
           (imported.replay.points_agree ? "as the log's: " + points_list(*imported.replay.log_points)
                                         : "in the log: " + points_list(*imported.replay.log_points) +
                                               "; tenbou's: " + points_list(imported.replay.points)) +
           "\n";
  return out;
}

nlohmann::json online_import_json(const OnlineImport& imported, const std::string& source) {
  const FinalResult& f = imported.replay.result;
  nlohmann::json players = nlohmann::json::array();
  nlohmann::json scores = nlohmann::json::array(), places = nlohmann::json::array(), results = nlohmann::json::array();
  for_each_seat([&](Seat s) {
    const ImportedSeat& seat = imported.seats[s.index];
    players.push_back({{"seat", s.index},
                       {"wind", std::string(wind_name(s.index))},
                       {"name", seat.name},
                       {"log_name", seat.log_name},
                       {"registered", seat.registered}});
    scores.push_back(f.scores[s] + f.leftover_riichi[s]);
    places.push_back(f.places[s]);
    results.push_back(f.results[s]);
  });
  nlohmann::json out = {{"game", imported.game.text()},
                        {"platform", imported.platform},
                        {"log_id", imported.log_id},
                        {"players", players},
                        {"hands", imported.replay.hands.size()},
                        {"end", std::string(game_end_text(imported.replay.end))},
                        {"final_scores", scores},
                        {"places", places},
                        {"results", results},
                        {"message", first_line(imported, source)}};
  out["tile_check"] = tile_check_json(imported.tiles);
  if (imported.replay.log_points)
    out["platform_points"] = {{"log", *imported.replay.log_points},
                              {"tenbou", imported.replay.points},
                              {"agree", imported.replay.points_agree}};
  return out;
}

}  // namespace tenbou
