#include "report/game_chart.h"

#include <map>

#include "report/hand_wording.h"
#include "report/svg_chart.h"

namespace tenbou {
namespace {

/// What happened to seat `s` in `hand`: "win", "riichi", "chombo" between spaces.
std::string marks_of(const Hand& hand, Seat s) {
  std::string out;
  if (hand.outcome == Outcome::Ron || hand.outcome == Outcome::Tsumo)
    for (std::uint8_t i = 0; i < hand.win_count; ++i)
      if (hand.wins[i].winner == s) out += " win";
  if (hand.riichi.contains(s)) out += " riichi";
  if (hand.outcome == Outcome::Chombo && hand.offender == s) out += " chombo";
  return out;
}

}  // namespace

std::string game_chart_html(const GameLog& log, const Words& words) {
  const ScoreSheet& sheet = log.sheet;
  if (sheet.lines.empty()) return "";
  Chart chart{.id = "game-chart", .title = words("chart.game_title")};
  chart.labels.push_back(words("chart.start"));
  // "S1", then "S1-1", "S1-2" for the hands played again on counters, and "S1 (2)" for a hand replayed after a
  // chombo, so that no two hands share a label.
  std::map<std::string, int> seen;
  for (const SheetLine& line : sheet.lines) {
    const std::string label = round_words(words, line.before.round) +
                              (line.before.honba > 0 ? "-" + std::to_string(line.before.honba) : "");
    const int times = ++seen[label];
    chart.labels.push_back(times == 1 ? label : label + " (" + std::to_string(times) + ")");
  }
  chart.tick_text = [&words](double v) { return words.number(static_cast<long long>(v)); };
  chart.description = words("chart.game_desc");
  for_each_seat([&](Seat s) {
    ChartSeries series{.name = log.names[s]};
    series.values.push_back(static_cast<double>(sheet.lines.front().before.scores[s]));
    series.marks.emplace_back();
    for (const SheetLine& line : sheet.lines) {
      series.values.push_back(static_cast<double>(line.scores_after[s]));
      series.marks.push_back(marks_of(line.hand, s));
    }
    chart.description += series_figures(series, chart.tick_text);
    chart.series.push_back(std::move(series));
  });
  return headed_chart_html(chart, {words("chart.win"), words("chart.riichi"), words("chart.chombo")});
}

}  // namespace tenbou
