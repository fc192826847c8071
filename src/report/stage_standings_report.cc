#include "report/stage_standings_report.h"

#include <nlohmann/json.hpp>

#include "report/html_page.h"
#include "report/standings_report.h"
#include "tournament/standings/stages.h"

namespace tenbou {
namespace {

/// The stage's table in the words of `words` (English: the text's); its names link as `links` say.
TextTable stage_table(const StageStandings& s, const Words& words = words_in(Language::En), const PageLinks& links = {}) {
  TextTable table({{words("standings.place"), true}, {words("standings.name"), false, false, "name"},
                   {words("standings.country"), false, true}, {words("stage.carried"), true}, {words("standings.games"), true, true},
                   {words("stage.results"), true, true}, {words("standings.total"), true, false, "total"}});
  for (const Standing& r : s.rows)
    table.add_row({place_text(r.place, r.shared), r.player.name, r.player.country, words.number(r.carried, true),
                   std::to_string(r.stage_games), words.number(*r.stage_total - r.carried, true),
                   words.number(*r.stage_total, true)},
                  {"", links.player(r.player.id)});
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
                                 const Words& words, PageOptions frame) {
  frame.refresh_seconds = refresh_seconds;
  frame.language = words.language();
  const std::string caption =
      words("stage.caption", {{"stage", s.rule.name}, {"rule", stage_rule(s.rule, words)}, {"round", std::to_string(s.after_round)}});
  return html_page(words("stage.title", {{"tournament", tournament}, {"stage", s.rule.name}}),
                   "<p class=\"note\">" + html_escape(caption) + "</p>\n" +
                       stage_table(s, words, frame.links).render_html("standings"),
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
