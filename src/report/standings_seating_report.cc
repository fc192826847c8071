#include "report/standings_seating_report.h"

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "report/seating_report.h"

namespace tenbou {
namespace {

std::string seat_place_text(const RankedSeat& s) {
  return s.place == 0 ? "-" : std::to_string(s.place) + (s.shared ? "=" : "");
}

}  // namespace

std::string standings_seating_text(const StandingsSeating& s, std::size_t width) {
  std::string out = "Round " + std::to_string(s.round) + " seated by the standings after round " +
                    std::to_string(s.after_round) +
                    (s.groups == 0 ? ", table 1 holding places 1 to 4"
                                   : ", in brackets of " + std::to_string(s.groups) + " (tables of 4 players each)") +
                    "; seating plan " + std::to_string(s.seating.plan.id) + " stored.\n\n";
  TextTable table({{"Table", true}, {"Wind"}, {"Player"}, {"Place", true}, {"Total", true}});
  int shown = 0;
  for (const RankedSeat& seat : s.seats)
    table.add_row({seat.table == shown ? "" : std::to_string(shown = seat.table), seat_wind(seat.seat), seat.name,
                   seat_place_text(seat), format_points(seat.total, true)});
  out += table.render(width) + "\n";
  for (const BoundaryTie& tie : s.ties) {
    std::vector<std::string> all = tie.above;
    all.insert(all.end(), tie.below.begin(), tie.below.end());
    out += fitted_lines("Equal totals (" + format_points(tie.total, true) + ") across the edge after position " +
                            std::to_string(tie.after_place) + ": " + listed(all) +
                            "; taken in the order of the tie-breaks, then registration: " + listed(tie.above) +
                            " above, " + listed(tie.below) + " below.",
                        width) +
           "\n";
  }
  out += fitted_lines("Repeated meetings: " + std::to_string(s.repeated_meetings) +
                          " (players seated together who met before, each earlier meeting counted); wind imbalance "
                          "over rounds 1 to " + std::to_string(s.round) + ": " + std::to_string(s.wind_imbalance) + ".",
                      width) +
         "\n";
  if (!s.complete)
    out += "The time limit ended a bracket's search: this is the best seating found (--time-limit allows more).\n";
  return out;
}

std::string standings_seating_json(const StandingsSeating& s) {
  nlohmann::json tables = nlohmann::json::array();
  for (const RankedSeat& seat : s.seats) {
    if (tables.empty() || tables.back()["table"] != seat.table) tables.push_back({{"table", seat.table}, {"players", nlohmann::json::array()}});
    tables.back()["players"].push_back({{"name", seat.name},
                                        {"wind", seat_wind(seat.seat)},
                                        {"place", seat.place == 0 ? nlohmann::json(nullptr) : nlohmann::json(seat.place)},
                                        {"shared", seat.shared},
                                        {"total", seat.total}});
  }
  nlohmann::json ties = nlohmann::json::array();
  for (const BoundaryTie& tie : s.ties)
    ties.push_back({{"after_place", tie.after_place}, {"total", tie.total}, {"above", tie.above}, {"below", tie.below}});
  return nlohmann::json{{"round", s.round},
                        {"after_round", s.after_round},
                        {"groups", s.groups == 0 ? nlohmann::json(nullptr) : nlohmann::json(s.groups)},
                        {"plan", s.seating.plan.id},
                        {"tables", tables},
                        {"ties", ties},
                        {"repeated_meetings", s.repeated_meetings},
                        {"wind_imbalance", s.wind_imbalance},
                        {"complete", s.complete}}
             .dump(2) + "\n";
}

}  // namespace tenbou
