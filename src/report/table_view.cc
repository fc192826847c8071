#include "report/table_view.h"

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "report/entry_text.h"
#include "report/text_table.h"

namespace tenbou {
namespace {

constexpr std::size_t kNameColumns = 52;  ///< so that a line stays within 80 columns, where there is room
constexpr std::size_t kAroundName = 22;   ///< the wind before a name, the score and "dealer" after it

}  // namespace

std::string table_view_text(const GameLog& log, std::size_t width) {
  const TableState& t = log.sheet.state;
  std::string out = "Game " + log.ref().text();
  if (log.sheet.end != GameEnd::NotOver) {
    out += " is over (" + std::string(game_end_text(log.sheet.end)) + ").\n";
  } else {
    out += ", hand " + std::to_string(log.next_number) + ": " + round_name(t.round) + ", " +
           counted(t.honba, "counter") + ", " + counted(t.riichi_sticks, "riichi stick") + " on the table\n";
  }
  const std::size_t names = width > kAroundName + 8 ? std::min(kNameColumns, width - kAroundName) : 8;
  const Seat dealer = t.dealer();
  for (int w = 0; w < kSeats; ++w) {
    const Seat s(static_cast<int>((dealer.index + w) % kSeats));
    out += "  " + std::string(1, wind_name(w).front()) + "  " + pad(shortened(log.names[s], names), names, false) +
           pad(format_points(t.scores[s]), 9, true) + (w == 0 && log.sheet.end == GameEnd::NotOver ? "  dealer" : "") + "\n";
  }
  if (log.sheet.final_result) out += wrapped(final_line(log).substr(1), width, "  ") + "\n";
  return out;
}

std::string closed_to_table_key(const GameLog& log, const Words& words) {
  return words("entry.closed_to_key", {{"game", log.ref().text()}, {"end", game_end_words(log.sheet.end, words)}});
}

namespace {

/// How a game ended, as a word a page's script looks its own words up by ("" while it is not over).
const char* end_reason(GameEnd end) {
  switch (end) {
    case GameEnd::Completed: return "completed";
    case GameEnd::Bankruptcy: return "bankruptcy";
    case GameEnd::AgariYame: return "agari_yame";
    case GameEnd::ClosedByReferee: return "closed";
    case GameEnd::ClosedAtTable: return "closed_at_table";
    case GameEnd::ScoreSheet: return "sheet";
    default: return "";
  }
}

}  // namespace

nlohmann::json table_view_json(const GameLog& log, const Words& words) {
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
  const std::string final_text = log.sheet.final_result ? final_line(log, words).substr(1) : "";
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
                        {"writable", !over},
                        {"writable_message", over ? closed_to_table_key(log, words) : ""},
                        {"end", over ? game_end_words(log.sheet.end, words) : ""},
                        {"end_reason", end_reason(log.sheet.end)},
                        {"hand", log.next_number},
                        {"round", round_name(t.round)},
                        {"honba", t.honba},
                        {"riichi_sticks", t.riichi_sticks},
                        {"expect", std::to_string(log.next_number)},
                        {"last_hand", log.hands.empty() ? 0 : log.hands.back().number},
                        {"final", final_text},
                        {"results", results},
                        {"players", players}};
}

}  // namespace tenbou
