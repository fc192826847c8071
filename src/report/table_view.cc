#include "report/table_view.h"

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "report/entry_text.h"
#include "report/text_table.h"

namespace tenbou {
namespace {

constexpr std::size_t kNameColumns = 52;  ///< so that a line stays within 80 columns

/// `name` cut to `width` display columns, with an ellipsis when cut.
std::string fitted(const std::string& name, std::size_t width) {
  if (display_width(name) <= width) return name;
  std::string out;
  for (std::size_t i = 0; i < name.size();) {
    std::size_t next = i + 1;
    while (next < name.size() && (static_cast<unsigned char>(name[next]) & 0xC0) == 0x80) ++next;
    if (display_width(out + name.substr(i, next - i)) + 1 > width) break;
    out += name.substr(i, next - i);
    i = next;
  }
  return out + "…";
}

}  // namespace

std::string table_view_text(const GameLog& log) {
  const TableState& t = log.sheet.state;
  std::string out = "Game " + log.ref().text();
  if (log.sheet.end != GameEnd::NotOver) {
    out += " is over (" + std::string(game_end_text(log.sheet.end)) + ").\n";
  } else {
    out += ", hand " + std::to_string(log.next_number) + ": " + round_name(t.round) + ", " +
           counted(t.honba, "counter") + ", " + counted(t.riichi_sticks, "riichi stick") + " on the table\n";
  }
  const Seat dealer = t.dealer();
  for (int w = 0; w < kSeats; ++w) {
    const Seat s(static_cast<int>((dealer.index + w) % kSeats));
    out += "  " + std::string(1, wind_name(w).front()) + "  " + pad(fitted(log.names[s], kNameColumns), kNameColumns, false) +
           pad(format_points(t.scores[s]), 9, true) + (w == 0 && log.sheet.end == GameEnd::NotOver ? "  dealer" : "") + "\n";
  }
  if (log.sheet.final_result) out += final_line(log).substr(1) + "\n";
  return out;
}

std::string table_view_json(const GameLog& log) {
  const TableState& t = log.sheet.state;
  const bool over = log.sheet.end != GameEnd::NotOver;
  nlohmann::json players = nlohmann::json::array();
  const Seat dealer = t.dealer();
  for (int w = 0; w < kSeats; ++w) {
    const Seat s(static_cast<int>((dealer.index + w) % kSeats));
    players.push_back({{"seat", s.index},
                       {"wind", std::string(1, wind_name(w).front())},
                       {"name", log.names[s]},
                       {"score", t.scores[s]},
                       {"dealer", w == 0 && !over}});
  }
  const std::string final_text = log.sheet.final_result ? final_line(log).substr(1) : "";
  nlohmann::json results = nlohmann::json::array();  // in place order, ties in seat order
  if (const auto& f = log.sheet.final_result)
    for (int place = 1; place <= kSeats; ++place)
      for_each_seat([&](Seat s) {
        if (f->places[s] == place)
          results.push_back({{"seat", s.index}, {"name", log.names[s]}, {"place", place}, {"score", f->scores[s]},
                             {"uma", f->uma[s]}, {"sticks", f->leftover_riichi[s]}, {"penalty", f->penalties[s]},
                             {"result", f->results[s]}});
      });
  return nlohmann::json{{"game", log.ref().text()},
                        {"over", over},
                        {"end", over ? std::string(game_end_text(log.sheet.end)) : ""},
                        {"hand", log.next_number},
                        {"round", round_name(t.round)},
                        {"honba", t.honba},
                        {"riichi_sticks", t.riichi_sticks},
                        {"expect", std::to_string(log.next_number)},
                        {"last_hand", log.hands.empty() ? 0 : log.hands.back().number},
                        {"final", final_text},
                        {"results", results},
                        {"players", players}}
      .dump();
}

}  // namespace tenbou
