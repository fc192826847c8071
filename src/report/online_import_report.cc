#include "report/online_import_report.h"

#include <cmath>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "base/unicode.h"
#include "engine/game.h"
#include "rules/points_text.h"

namespace tenbou {
namespace {

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
         " game (" + imported.log_id + "), " + std::to_string(hands) + (hands == 1 ? " hand" : " hands") +
         ", every payment as the log's; " + std::string(game_end_text(imported.replay.end)) + ".";
}

}  // namespace

std::string online_import_text(const OnlineImport& imported, const std::string& source) {
  std::string out = first_line(imported, source) + "\n";
  const FinalResult& f = imported.replay.result;
  for_each_seat([&](Seat s) {
    const ImportedSeat& seat = imported.seats[s.index];
    out += "  " + std::string(wind_name(s.index)) + "  " + seat.name;
    if (seat.log_name != seat.name) out += " (\"" + unicode::printable(seat.log_name) + "\" in the log)";
    if (seat.registered) out += ", registered now";
    out += ": " + format_points(f.scores[s] + f.leftover_riichi[s]) + ", place " + std::to_string(f.places[s]) +
           ", result " + format_points(f.results[s], true) + "\n";
  });
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
  if (imported.replay.log_points)
    out["platform_points"] = {{"log", *imported.replay.log_points},
                              {"tenbou", imported.replay.points},
                              {"agree", imported.replay.points_agree}};
  return out;
}

}  // namespace tenbou
