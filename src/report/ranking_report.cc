#include "report/ranking_report.h"

#include <algorithm>
#include <cmath>

#include <nlohmann/json.hpp>

#include "base/civil_date.h"
#include "base/plural.h"
#include "report/html_page.h"
#include "report/standings_report.h"

namespace tenbou {
namespace {

double rounded(double x) { return std::round(x * 100) / 100; }

std::string two_decimals(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", rounded(x));
  return text;
}

std::string caption(const Ranking& r) {
  return "EMA ranking (MERS) as of " + date_text(r.as_of) + ", over " + counted(r.tournaments, "tournament") + "; " +
         counted(static_cast<long long>(r.players.size()), "player") + " listed (two results or more), " +
         counted(static_cast<long long>(r.unlisted.size()), "player") + " with one result not listed.";
}

TextTable ranking_table(const Ranking& r) {
  TextTable table({{"Place", true}, {"Name"}, {"EMA", false, true}, {"Country"}, {"Ranking", true, false, "total"},
                   {"Part A", true, true}, {"Part B", true, true}, {"Results", true, true}});
  for (const RankedPlayer& p : r.players)
    table.add_row({place_text(p.place, p.shared), p.name + (p.matched_by_name ? " *" : ""), p.ema, p.country,
                   two_decimals(p.ranking.ranking), two_decimals(p.ranking.part_a), two_decimals(p.ranking.part_b),
                   std::to_string(p.ranking.results.size())});
  return table;
}

bool anyone_by_name(const Ranking& r) {
  return std::any_of(r.players.begin(), r.players.end(), [](const RankedPlayer& p) { return p.matched_by_name; });
}

const char* const kNameNote = "* some results joined to the player by name (no EMA number in that tournament).";

}  // namespace

std::string ranking_text(const Ranking& r, std::size_t width) {
  return wrapped(caption(r), width) + "\n" + (anyone_by_name(r) ? wrapped(kNameNote, width) + "\n" : "") + "\n" +
         ranking_table(r).render(width);
}

std::string ranking_html(const Ranking& r) {
  return html_page("EMA ranking",
                   "<p class=\"note\">" + html_escape(caption(r)) + "</p>\n" +
                       (anyone_by_name(r) ? "<p class=\"note\">" + html_escape(kNameNote) + "</p>\n" : "") +
                       ranking_table(r).render_html("standings"),
                   {});
}

std::string ranking_json(const Ranking& r) {
  nlohmann::json out = nlohmann::json::array();
  for (const RankedPlayer& p : r.players)
    out.push_back({{"place", p.place}, {"shared", p.shared}, {"name", p.name}, {"ema", p.ema}, {"country", p.country},
                   {"ranking", rounded(p.ranking.ranking)}, {"part_a", rounded(p.ranking.part_a)},
                   {"part_b", rounded(p.ranking.part_b)}, {"results", p.ranking.results.size()},
                   {"matched_by_name", p.matched_by_name}});
  return out.dump(2) + "\n";
}

std::string ranking_csv(const Ranking& r, const CsvStyle& style) {
  CsvWriter csv(style);
  for (const char* h : {"place", "name", "ema", "country", "ranking", "part_a", "part_b", "results", "matched_by_name"})
    csv.text(h);
  csv.end_row();
  for (const RankedPlayer& p : r.players) {
    csv.text(place_text(p.place, p.shared)).text(p.name).text(p.ema).text(p.country);
    csv.decimal(rounded(p.ranking.ranking), 2).decimal(rounded(p.ranking.part_a), 2).decimal(rounded(p.ranking.part_b), 2);
    csv.number(static_cast<long long>(p.ranking.results.size())).text(p.matched_by_name ? "yes" : "no");
    csv.end_row();
  }
  return csv.str();
}

std::string ranking_explain_text(const RankedPlayer& p, std::size_t width) {
  const PlayerRanking& k = p.ranking;
  std::string out = p.name + (p.ema.empty() ? "" : " (EMA " + p.ema + ")") + ": ranking " + two_decimals(k.ranking) +
                    " = (part A " + two_decimals(k.part_a) + " + part B " + two_decimals(k.part_b) + ") / 2" +
                    (k.listed() ? "" : "; not listed (two results are needed)") + "\n";
  out += wrapped("Results by base rank; weight = the tournament's MERS weight x the age factor. Part A averages the best "
                 "5 + 80% of those beyond five, part B the best four; both are padded to five and four with base rank 0 "
                 "at weight 1.", width) + "\n\n";
  TextTable table({{"Tournament"}, {"Last day"}, {"Place", true}, {"Players", true}, {"Base rank", true},
                   {"MERS weight", true}, {"Age", true}, {"A"}, {"B"}});
  for (const CountedResult& c : k.results)
    table.add_row({c.result.tournament, date_text(c.result.last_day), std::to_string(c.result.place),
                   std::to_string(c.result.players), std::to_string(c.result.base_rank), two_decimals(c.result.weight),
                   c.age_factor == 1 ? "1" : "1/2", c.part_a ? "yes" : "", c.part_b ? "yes" : ""});
  return out + table.render(width);
}

std::string ranking_explain_json(const RankedPlayer& p) {
  nlohmann::json results = nlohmann::json::array();
  for (const CountedResult& c : p.ranking.results)
    results.push_back({{"tournament", c.result.tournament}, {"date", date_text(c.result.last_day)}, {"place", c.result.place},
                       {"players", c.result.players}, {"base_rank", c.result.base_rank}, {"weight", c.result.weight},
                       {"age_factor", c.age_factor}, {"part_a", c.part_a}, {"part_b", c.part_b}});
  return nlohmann::json{{"name", p.name}, {"ema", p.ema}, {"ranking", rounded(p.ranking.ranking)},
                        {"part_a", rounded(p.ranking.part_a)}, {"part_b", rounded(p.ranking.part_b)}, {"results", results}}
             .dump(2) +
         "\n";
}

std::string nations_ranking_text(const std::vector<RankedNation>& nations, std::size_t width) {
  TextTable table({{"Place", true}, {"Country"}, {"Ranking", true, false, "total"}, {"Players", true}});
  for (const RankedNation& n : nations)
    table.add_row({place_text(n.place, n.shared), n.country, two_decimals(n.ranking), std::to_string(n.players)});
  return wrapped("Nations: the sum of each country's three best listed players' rankings, divided by 3.", width) + "\n\n" +
         table.render(width);
}

std::string nations_ranking_json(const std::vector<RankedNation>& nations) {
  nlohmann::json out = nlohmann::json::array();
  for (const RankedNation& n : nations)
    out.push_back({{"place", n.place}, {"shared", n.shared}, {"country", n.country}, {"ranking", rounded(n.ranking)},
                   {"players", n.players}});
  return out.dump(2) + "\n";
}

}  // namespace tenbou
