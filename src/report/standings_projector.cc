// The standings on the room's projector (declared in standings_report.h), in the language the room reads.

#include "report/projector_pages.h"
#include <nlohmann/json.hpp>

#include "report/html_page.h"
#include "report/standings_report.h"
#include "report/tournament_charts.h"
#include "tournament/standings/stages.h"

namespace tenbou {

std::string standings_projector_html(const std::string& tournament, const Standings& s, int refresh_seconds,
                                    const LocalTime& zone, const Words& words) {
  // With a stage in force, a Stage column, and the total its players are ordered by: their stage total.
  const bool staged = !s.stages.empty();
  ProjectorList list{.columns = {{words("standings.place"), true}, {words("standings.name"), false, false, "name"},
                                 {words("standings.country"), false, true}, {words("standings.games"), true, true},
                                 {words("standings.total"), true, false, "total"}, {words("standings.since"), true}}};
  if (staged) list.columns.insert(list.columns.begin() + 4, {words("standings.stage"), false, true, "nowrap"});
  for (const Standing& r : s.rows) {
    std::string move;
    if (r.place > 0 && r.previous_place > 0)
      move = r.previous_place > r.place ? "▲" + std::to_string(r.previous_place - r.place)
             : r.previous_place < r.place ? "▼" + std::to_string(r.place - r.previous_place)
                                          : "=";
    std::vector<std::string> row{place_text(r.place, r.shared), marked_name(r, words),
                                 r.player.country, games_text(r, words),
                                 r.games || !r.absent_rounds.empty() || r.stage_total ? words.number(r.stage_total.value_or(r.total), true) : "",
                                 move};
    if (staged) row.insert(row.begin() + 4, r.stage);
    list.rows.push_back(std::move(row));
  }
  const int round = s.as_of_round();
  const std::string now = clock_now(zone);
  std::string note = round > 0 ? words("standings.as_of_round", {{"round", std::to_string(round)}, {"time", now}})
                               : words("standings.as_of", {{"time", now}});
  note += " · " + words.counted("standings.games_counted", s.games_counted);
  if (s.games_open > 0) note += words.counted("standings.games_open", s.games_open);
  if (round > 1) note += " · " + words("standings.since_means", {{"round", std::to_string(round)}});
  std::string intro = "<p class=\"note\">" + html_escape(note) + "</p>\n";
  if (staged)
    intro += "<p class=\"note\">" +
             html_escape(words("standings.stage_note", {{"stage", s.stages.back().name}, {"rule", stage_rule(s.stages.back(), words)}})) +
             "</p>\n";
  return projector_page(words("standings.title", {{"tournament", tournament}}), intro, list, refresh_seconds, words);
}

std::string rounds_projector_html(const std::string& tournament, const std::vector<Standings>& by_round, const Words& words) {
  const std::string chart = standings_chart_html(by_round, words);
  if (chart.empty()) return "";
  // The chart as large as the screen allows, its legend in columns beside or under it.
  return html_page(words("standings.title", {{"tournament", tournament}}), chart,
                   {.layout = "projector", .style = "svg.chart { max-width: none; max-height: 70vh; } "
                                                    "ul.legend { display: block; columns: 4 14em; }",
                    .language = words.language()});
}

}  // namespace tenbou
