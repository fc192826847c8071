#include "report/score_sheet_page.h"

#include <nlohmann/json.hpp>

#include "record/hand_text.h"
#include "report/game_chart.h"
#include "report/hand_wording.h"
#include "report/score_sheet_parts.h"

namespace tenbou {
namespace {

/// The letters of the seat winds in the page's language ("O S W N").
std::string wind_letter(const Words& words, Seat s) {
  static constexpr const char* kKeys[] = {"table.wind_E", "table.wind_S", "table.wind_W", "table.wind_N"};
  return words(kKeys[s.index]);
}

/// The players' names, for html_isolating.
std::vector<std::string> isolated(const Names& names) { return {names.values.begin(), names.values.end()}; }

/// The hands as an HTML table: a column per player for the change and one for the score, the players'
/// names over both; the hand text wraps so that four long names fit an A4 page.
std::string hands_html(const Names& names, const ScoreSheet& sheet, const Words& words) {
  const HandWording wording = hand_wording(words);
  const std::vector<std::string> every = isolated(names);
  // On a phone the round, counters, sticks and change columns collapse (as columns: hiding their cells would
  // shift the players' columns), and the round goes before the hand; below a desktop's width the counters and
  // sticks do.
  std::string out = "<table class=\"sheet\">\n<colgroup><col><col class=\"wide\"><col class=\"wide tally\"><col class=\"wide tally\"><col>";
  for_each_seat([&](Seat) { out += "<col class=\"wide\"><col>"; });
  out += "</colgroup>\n<thead>\n<tr><th class=\"num\" rowspan=\"2\">#</th><th rowspan=\"2\">" +
         html_escape(words("sheet.round")) + "</th><th class=\"num\" rowspan=\"2\">" + html_escape(words("sheet.counters")) +
         "</th><th class=\"num\" rowspan=\"2\">" + html_escape(words("sheet.sticks")) + "</th><th rowspan=\"2\">" +
         html_escape(words("sheet.hand")) + "</th>";
  for_each_seat([&](Seat s) {
    out += "<th class=\"player\" colspan=\"2\">" + html_escape(wind_letter(words, s)) + "<span class=\"opt\"> <bdi>" +
           html_escape(names[s]) + "</bdi></span></th>";
  });
  out += "</tr>\n<tr>";
  for_each_seat([&](Seat) { out += "<th class=\"num\">+/-</th><th class=\"num\">" + html_escape(words("table.score")) + "</th>"; });
  out += "</tr>\n</thead>\n<tbody>\n";
  if (sheet.lines.empty()) out += "<tr><td colspan=\"13\">" + html_escape(words("sheet.no_hands")) + "</td></tr>\n";
  for (const SheetLine& line : sheet.lines) {
    const std::string round = html_escape(wording.round(line.before.round));
    out += "<tr><td class=\"num\">" + std::to_string(line.number) + "</td><td class=\"nowrap\">" + round +
           "</td><td class=\"num\">" + std::to_string(line.before.honba) + "</td><td class=\"num\">" +
           std::to_string(line.before.riichi_sticks) + "</td><td class=\"hand\"><span class=\"phone-only\">" +
           round + ": </span>" + html_isolating(describe_hand(line.hand, line.settlement, names, wording), every) + "</td>";
    for_each_seat([&](Seat s) {
      const Points delta = line.settlement.deltas[s];
      out += "<td class=\"num change\">" + (delta == 0 ? std::string() : words.number(delta, true)) +
             "</td><td class=\"num\">" + words.number(line.scores_after[s]) + "</td>";
    });
    out += "</tr>\n";
  }
  return out + "</tbody>\n</table>\n";
}

/// The block to sign: each player, the referee, date and time, and the round and table.
std::string signatures(const GameLog& log, const Words& words) {
  std::string out = "<h2>" + html_escape(words("sheet.signatures")) + "</h2>\n<div class=\"signatures\">\n";
  for_each_seat([&](Seat s) {
    out += "<div><span>" + html_escape(words.wind(s.index)) + ": <bdi>" + html_escape(log.names[s]) + "</bdi></span></div>\n";
  });
  return out + "<div><span>" + html_escape(words("sheet.referee")) + "</span></div>\n<div><span>" +
         html_escape(words("sheet.date_time")) + "</span></div>\n<div><span>" +
         html_escape(words("sheet.round_table", {{"round", std::to_string(log.game.round)},
                                                 {"table", std::to_string(log.game.table)}})) +
         "</span></div>\n</div>\n";
}

}  // namespace

std::string game_title(const std::string& tournament, const GameLog& log, const Words& words) {
  return words(log.voided ? "sheet.title_voided" : "sheet.title", {{"tournament", tournament},
                                                                  {"round", std::to_string(log.game.round)},
                                                                  {"table", std::to_string(log.game.table)}});
}

std::string game_page_html(const std::string& tournament, const Ruleset& rules, const GameLog& log, const Words& words,
                           PageOptions options) {
  const Names& names = log.names;
  const std::vector<std::string> every = isolated(names);
  const ScoreSheet& sheet = log.sheet;
  std::string body;
  if (log.voided)
    body += "<p class=\"banner\">" + html_escape(words("sheet.voided")) + "</p>\n";
  else if (!sheet.final_result)
    body += "<p class=\"banner\">" +
            html_isolating(words("sheet.provisional", {{"where", in_progress_text(names, sheet, words)}}), every) + "</p>\n";
  body += "<p class=\"note\">" + html_escape(words("sheet.ruleset", {{"name", rules.name}, {"title", rules.title}})) + "</p>\n";
  // On a phone the columns show only the winds: the players are named above the table.
  body += "<p class=\"phone\">";
  for_each_seat([&](Seat s) {
    body += (s.index ? ", " : "") + html_escape(wind_letter(words, s)) + " <bdi>" + html_escape(names[s]) + "</bdi>";
  });
  body += "</p>\n";
  body += from_paper(sheet) ? "<p>" + html_escape(words("sheet.from_paper")) + "</p>\n"
                            : hands_html(names, sheet, words) + game_chart_html(log, words);
  for (const std::string& note : sheet_notes(rules, names, sheet, words))
    body += "<p class=\"note\">" + html_isolating(words("sheet.note", {{"note", note}}), every) + "</p>\n";
  if (sheet.final_result)
    body += "<h2>" + html_escape(final_heading(sheet, words)) + "</h2>\n" +
            final_table(names, *sheet.final_result, words).render_html() + "<p class=\"note\">" +
            html_escape(final_formula(rules, sheet, words)) + "</p>\n";
  if (options.site_file.empty()) body += signatures(log, words);  // a published sheet is read at home, not signed
  options.layout = "sheet";
  options.language = words.language();
  return html_page(game_title(tournament, log, words), body, options);
}

}  // namespace tenbou
