#include "report/tournament_charts.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "report/svg_chart.h"
#include "report/text_table.h"

namespace tenbou {
namespace {

std::string points_tick(const Words& words, double v) { return words.number(static_cast<long long>(v)); }

std::vector<std::string> round_labels(std::size_t rounds, const Words& words) {
  std::vector<std::string> out;
  for (std::size_t r = 1; r <= rounds; ++r) out.push_back(words("chart.round_short", {{"round", std::to_string(r)}}));
  return out;
}

}  // namespace

std::string standings_chart_html(const std::vector<Standings>& by_round, const Words& words, std::size_t top) {
  if (by_round.size() < 2) return "";
  Chart chart{.id = "standings-chart", .title = words("chart.standings_title", {{"top", std::to_string(top)}}),
              .description = words("chart.standings_desc"), .labels = round_labels(by_round.size(), words), .places = true,
              .tick_text = [](double v) { return std::to_string(static_cast<long long>(v)); }, .height = 300};
  for (const Standing& leader : by_round.back().rows) {
    if (chart.series.size() == top || leader.place == 0 || !leader.ranked) break;
    ChartSeries series{.name = leader.player.name, .tag = std::to_string(leader.place) + "."};
    for (const Standings& s : by_round) {
      const auto row = std::find_if(s.rows.begin(), s.rows.end(), [&](const Standing& x) { return x.player.id == leader.player.id; });
      series.values.push_back(row != s.rows.end() && row->place > 0 && row->ranked ? std::optional<double>(row->place) : std::nullopt);
    }
    chart.description += series_figures(series, chart.tick_text);
    chart.series.push_back(std::move(series));
  }
  return chart.series.empty() ? "" : headed_chart_html(chart);
}

std::string player_chart_html(const PlayerReport& r, const Words& words) {
  std::map<int, Points> by_round;  // the result of each round the player finished a game in
  for (const GameOutcome& g : r.games)
    if (g.final)
      for_each_seat([&](Seat s) {
        if (g.game.players[s.index] == r.standing.player.id) by_round[g.game.round] += g.final->results[s];
      });
  if (by_round.empty()) return "";
  const std::size_t rounds = std::max<std::size_t>(r.places.size(), static_cast<std::size_t>(by_round.rbegin()->first));
  Chart chart{.id = "player-chart", .title = words("chart.player_title"), .description = words("chart.player_desc"),
              .labels = round_labels(rounds, words),
              .tick_text = [&words](double v) { return points_tick(words, v); }};
  ChartSeries results{.name = words("chart.round_result"), .bars = true}, total{.name = words("chart.running_total")};
  Points running = 0;  // where the standings after a round are not known: the results so far
  for (std::size_t round = 1; round <= rounds; ++round) {
    const auto played = by_round.find(static_cast<int>(round));
    results.values.push_back(played == by_round.end() ? std::nullopt : std::optional<double>(played->second));
    running += played == by_round.end() ? 0 : played->second;
    total.values.push_back(static_cast<double>(round <= r.totals.size() ? r.totals[round - 1] : running));
    const int place = round <= r.places.size() ? r.places[round - 1] : 0;
    chart.sublabels.push_back(place > 0 ? words("chart.place_short", {{"place", std::to_string(place)}}) : "");
  }
  chart.description += series_figures(results, chart.tick_text) + series_figures(total, chart.tick_text);
  std::string places;
  for (int place : r.places) places += (places.empty() ? "" : ", ") + (place > 0 ? std::to_string(place) : "-");
  chart.description += " " + words("chart.places") + ": " + places + ".";
  chart.series = {std::move(results), std::move(total)};
  return headed_chart_html(chart);
}

std::string rates_chart_html(const PlayerStats& player, const PlayerStats& everyone, const Words& words) {
  if (player.hands == 0) return "";
  const auto rates = [](const PlayerStats& p) -> std::vector<std::optional<double>> {
    return {100 * p.per_hand(p.wins), 100 * p.per_hand(p.deal_ins), 100 * p.per_hand(p.riichi)};
  };
  Chart chart{.id = "rates-chart", .title = words("chart.rates_title"), .description = words("chart.rates_desc"),
              .labels = {words("stat.win"), words("stat.deal_in"), words("stat.riichi")},
              .tick_text = [&words](double v) { return words.decimal(v, 0) + "%"; }, .height = 200};
  chart.series = {{.name = player.player.name, .values = rates(player), .bars = true},
                  {.name = words("chart.average"), .values = rates(everyone), .bars = true}};
  for (const ChartSeries& s : chart.series)
    chart.description += series_figures(s, [&words](double v) { return words.decimal(v, 1) + "%"; });
  return headed_chart_html(chart);
}

std::string results_chart_html(const std::vector<GameOutcome>& outcomes, const Words& words) {
  constexpr Points kStep = 10'000;
  std::map<long long, int> counts;  // by the step a result falls in (its floor)
  for (const GameOutcome& g : outcomes)
    if (g.final)
      for_each_seat([&](Seat s) {
        counts[static_cast<long long>(std::floor(static_cast<double>(g.final->results[s]) / kStep))]++;
      });
  if (counts.empty()) return "";
  Chart chart{.id = "results-chart", .title = words("chart.results_title"), .description = words("chart.results_desc"),
              .tick_text = [](double v) { return std::to_string(static_cast<long long>(v)); }};
  ChartSeries games{.name = words("chart.results_count"), .bars = true};
  for (long long step = counts.begin()->first; step <= counts.rbegin()->first; ++step) {
    chart.labels.push_back(step == 0 ? "0" : words.number(step * kStep / 1000, true) + "k");
    const auto found = counts.find(step);
    games.values.push_back(static_cast<double>(found == counts.end() ? 0 : found->second));
  }
  for (std::size_t i = 0; i < chart.labels.size(); ++i)
    chart.description += " " + chart.labels[i] + ": " + format_decimal(*games.values[i], 0) + ".";
  chart.series = {std::move(games)};
  return headed_chart_html(chart);
}

}  // namespace tenbou
