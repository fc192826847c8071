#include "report/round_report.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "engine/game.h"
#include "report/html_page.h"
#include "report/text_table.h"

namespace tenbou {
namespace {

using nlohmann::json;

std::string outcome_text(const GameOutcome& g, const Words& words) {
  if (g.final) return words("round.finished");
  return words.counted("round.in_progress", g.state.hands,
                       {{"next", g.state.next_round + (g.state.honba ? "." + std::to_string(g.state.honba) : "")}});
}

/// A line per player: table, seat, name, score, place, result; the table's state on its first line.
TextTable results_table(const PlayerDirectory& players, const std::vector<GameOutcome>& games, const Words& words,
                        const PageLinks& links = {}) {
  TextTable table({{words("round.table"), true}, {words("round.seat")}, {words("round.player"), false, false, "name"},
                   {words("round.score"), true}, {words("round.place"), true, true}, {words("round.result"), true},
                   {words("round.state"), false, true}});
  for (const GameOutcome& g : games) {
    for_each_seat([&](Seat s) {
      const std::string& name = players.by_id(g.game.players[s.index]).name;
      const std::string first = s.index == 0 ? std::to_string(g.game.table) : "";
      const std::string state = s.index == 0 ? outcome_text(g, words) : "";
      table.add_row({first, words.wind(s.index), name, words.number(g.scores[s]),
                     g.final ? std::to_string(g.final->places[s]) : "",
                     g.final ? words.number(g.final->results[s], true) : "", state},
                    {s.index == 0 ? links.game(g.ref()) : "", "", links.player(g.game.players[s.index])});
    });
  }
  return table;
}

/// "Round 3: 5 tables, 4 finished; still open: table 5.": `playing` are open tables that `games` leaves out.
std::string summary(int round, const std::vector<GameOutcome>& games, const Words& words, const std::vector<int>& playing = {}) {
  std::vector<int> open_tables = playing;
  for (const GameOutcome& g : games)
    if (!g.final) open_tables.push_back(g.game.table);
  std::sort(open_tables.begin(), open_tables.end());
  std::string open;
  for (int table : open_tables) open += (open.empty() ? "" : ", ") + std::to_string(table);
  const std::size_t tables = games.size() + playing.size(), finished = tables - open_tables.size();
  const std::string out = words.counted("round.summary", static_cast<long long>(tables),
                                        {{"round", std::to_string(round)}, {"finished", std::to_string(finished)}});
  if (open.empty()) return out + words("round.all_finished");
  return out + (open.find(',') == std::string::npos ? words("round.still_open_one", {{"table", open}})
                                                    : words("round.still_open", {{"tables", open}}));
}

}  // namespace

std::string round_text(const PlayerDirectory& players, int round, const std::vector<GameOutcome>& games, std::size_t width) {
  const Words& english = words_in(Language::En);
  return fitted_lines(summary(round, games, english) + "\n\n" + results_table(players, games, english).render(width), width);
}

std::string round_json(const PlayerDirectory& players, int round, const std::vector<GameOutcome>& games) {
  json tables = json::array();
  for (const GameOutcome& g : games) {
    json seats = json::array();
    for_each_seat([&](Seat s) {
      json seat{{"seat", wind_name(s.index)},
                {"player", players.by_id(g.game.players[s.index]).name},
                {"score", g.scores[s]}};
      if (g.final) {
        seat["place"] = g.final->places[s];
        seat["result"] = g.final->results[s];
      }
      seats.push_back(std::move(seat));
    });
    tables.push_back({{"table", g.game.table}, {"finished", g.final.has_value()}, {"hands", g.state.hands},
                      {"next_round", g.final ? json(nullptr) : json(g.state.next_round)}, {"seats", seats}});
  }
  return json{{"round", round}, {"tables", tables}}.dump(2) + "\n";
}

std::string round_html(const std::string& tournament, const PlayerDirectory& players, int round,
                       const std::vector<GameOutcome>& games, int refresh_seconds, const Words& words,
                       PageOptions frame, const std::vector<int>& playing) {
  frame.refresh_seconds = refresh_seconds;
  frame.language = words.language();
  return html_page(words("round.title", {{"tournament", tournament}, {"round", std::to_string(round)}}),
                   "<p class=\"note\">" + html_escape(summary(round, games, words, playing)) + "</p>\n" +
                       results_table(players, games, words, frame.links).render_html("grouped", kSeats),
                   frame);
}

std::string round_start_text(const RoundStart& start) {
  std::vector<std::pair<int, std::string>> lines;
  for (const GameLog& log : start.started) {
    std::string players;
    for_each_seat([&](Seat s) {
      players += (s.index ? ", " : "") + log.names[s] + " (" + std::string(wind_name(s.index)).substr(0, 1) + ")";
    });
    lines.emplace_back(log.game.table, "Table " + std::to_string(log.game.table) + " started: " + players);
  }
  for (int table : start.already_started)
    lines.emplace_back(table, "Table " + std::to_string(table) + ": already started");
  std::sort(lines.begin(), lines.end());
  std::string out;
  for (const auto& [table, line] : lines) out += line + "\n";
  out += "Round " + std::to_string(start.round) + ": " + counted(static_cast<long long>(start.started.size()), "game") +
         " started" + (start.already_started.empty() ? "" : ", " + counted(static_cast<long long>(start.already_started.size()), "table") + " already started") + ".\n";
  return out;
}

std::string round_start_json(const RoundStart& start) {
  nlohmann::json started = nlohmann::json::array();
  for (const GameLog& log : start.started)
    started.push_back({{"game", log.ref().text()}, {"table", log.game.table}, {"players", log.names.values}});
  return nlohmann::json{{"round", start.round}, {"started", started}, {"already_started", start.already_started}}.dump(2) +
         "\n";
}

}  // namespace tenbou
