#include "report/stage_standings_report.h"

#include <nlohmann/json.hpp>

#include "report/html_page.h"
#include "report/standings_report.h"
#include "tournament/standings/stages.h"

namespace tenbou {
namespace {

TextTable stage_table(const StageStandings& s) {
  TextTable table({{"Place", true}, {"Name"}, {"Country", false, true}, {"Carried", true}, {"Games", true, true},
                   {"Stage results", true, true}, {"Total", true, false, "total"}});
  for (const Standing& r : s.rows)
    table.add_row({place_text(r.place, r.shared), r.player.name, r.player.country, format_points(r.carried, true),
                   std::to_string(r.stage_games), format_points(*r.stage_total - r.carried, true),
                   format_points(*r.stage_total, true)});
  return table;
}

}  // namespace

std::string stage_caption(const StageStandings& s) {
  return "Stage " + s.rule.name + ": " + stage_rule_words(s.rule) +
         (s.after_round > 0 ? "; after round " + std::to_string(s.after_round) : "") +
         ". Total: what the cut carried over, plus the stage's results and penalties.";
}

std::string stage_standings_text(const std::string& tournament, const StageStandings& s, std::size_t width) {
  return fitted_lines(tournament + ": standings", width) + "\n" + wrapped(stage_caption(s), width) + "\n\n" +
         stage_table(s).render(width);
}

std::string stage_standings_html(const std::string& tournament, const StageStandings& s, int refresh_seconds,
                                 PageOptions frame) {
  frame.refresh_seconds = refresh_seconds;
  return html_page(tournament + ": stage " + s.rule.name,
                   "<p class=\"note\">" + html_escape(stage_caption(s)) + "</p>\n" + stage_table(s).render_html("standings"),
                   frame);
}

std::string stage_standings_json(const StageStandings& s) {
  nlohmann::json out = nlohmann::json::array();
  for (const Standing& r : s.rows)
    out.push_back({{"place", r.place}, {"shared", r.shared}, {"name", r.player.name}, {"country", r.player.country},
                   {"carried", r.carried}, {"total", *r.stage_total}, {"games", r.stage_games}});
  return out.dump(2) + "\n";
}

std::string stage_standings_csv(const StageStandings& s, const CsvStyle& style) {
  CsvWriter csv(style);
  csv.text("place").text("name").text("country").text("carried").text("total").text("games");
  csv.end_row();
  for (const Standing& r : s.rows) {
    csv.text(place_text(r.place, r.shared)).text(r.player.name).text(r.player.country).number(r.carried);
    csv.number(*r.stage_total).number(r.stage_games);
    csv.end_row();
  }
  return csv.str();
}

}  // namespace tenbou
