#include "report/standings_report.h"

#include <algorithm>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "report/csv_writer.h"
#include "report/html_page.h"
#include "report/projector_pages.h"
#include "report/text_table.h"
#include "report/tournament_charts.h"
#include "tournament/standings/stages.h"

namespace tenbou {
namespace {

bool uses(const Standings& s, TieBreak t) {
  return std::find(s.tie_breaks.begin(), s.tie_breaks.end(), t) != s.tie_breaks.end();
}

}  // namespace

std::string stage_rule(const StageInForce& rule, const Words& words) {
  const char* points = rule.points == CarriedPoints::Keep    ? "stage.points_kept"
                       : rule.points == CarriedPoints::Halve ? "stage.points_halved"
                                                             : "stage.points_cleared";
  return words("stage.rule", {{"top", std::to_string(rule.top)}, {"round", std::to_string(rule.from_round)}, {"points", words(points)}});
}

std::string games_text(const Standing& r, const Words& words) {
  std::string out = std::to_string(r.games);
  if (r.provisional > 0) out += "*";
  if (r.open_games > 0) out += words("standings.open_games", {{"n", std::to_string(r.open_games)}});
  return out;
}

std::string standing_marks(const Standing& r, const Words& words) {
  std::vector<std::string> parts;
  if (r.substitute) parts.push_back(words("marks.substitute"));
  if (r.withdrawn_after == 0) parts.push_back(words("marks.withdrew_before_first"));
  if (r.withdrawn_after > 0) parts.push_back(words("marks.withdrew_after", {{"round", std::to_string(r.withdrawn_after)}}));
  if (!r.absent_rounds.empty()) {
    std::string rounds;
    for (std::size_t i = 0; i < r.absent_rounds.size(); ++i)
      rounds += (i == 0 ? "" : i + 1 == r.absent_rounds.size() ? words("list.and") : ", ") + std::to_string(r.absent_rounds[i]);
    parts.push_back(words.counted("marks.absent_from", static_cast<long long>(r.absent_rounds.size()), {{"rounds", rounds}}));
  }
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : "; ") + p;
  return out;
}

std::string marked_name(const Standing& r, const Words& words) {
  const std::string m = standing_marks(r, words);
  return m.empty() ? r.player.name : r.player.name + " (" + m + ")";
}

namespace {

/// One line of the standings as a column sees it: the player's line, and the standings around it (a head-to-head
/// figure is shown only where the line is tied with a neighbour).
struct Line {
  const Standings& all;
  std::size_t index;
  const Standing& r;
  const Words& words = words_in(Language::En);  ///< the language of the text and HTML cells
};

/// A cell as data, which JSON and CSV each write their own way: none (JSON null, an empty CSV cell), a whole
/// number, a decimal (four places in CSV), yes or no, a text, or a list of whole numbers (in CSV separated by
/// spaces).
using Value = std::variant<std::monostate, std::int64_t, double, bool, std::string, std::vector<int>>;

/// One column of the standings: its heading and layout in the text table and on the page, its JSON key and its
/// CSV header (each empty where the column is not there), its value for JSON and CSV, its text in the table, and
/// when the standings have it at all.
struct Column {
  TextTable::Column shown;
  std::string_view json;
  std::string_view csv;
  Value (*value)(const Line&) = nullptr;
  std::string (*text)(const Line&) = nullptr;
  bool (*present)(const Standings&) = nullptr;  ///< nullptr: always
};

bool anyone_absent(const Standings& s) {
  return std::any_of(s.rows.begin(), s.rows.end(), [](const Standing& r) { return !r.absent_rounds.empty(); });
}

bool head_to_head_used(const Standings& s) { return uses(s, TieBreak::HeadToHead); }

bool staged(const Standings& s) { return !s.stages.empty(); }

/// A value that is there only when `given`.
template <class T>
Value when(bool given, T value) {
  return given ? Value(value) : Value();
}

/// Every column of the standings, in the order each format lists them. A phone shows place, name, country, games
/// and total; a tablet or an A4 page adds the result, missed rounds and penalties; a desktop the average place,
/// first places and best game.
const std::vector<Column>& standings_columns() {
  static const std::vector<Column> columns{
      {{"standings.place", true}, "place", "place", [](const Line& l) { return when<std::int64_t>(l.r.place > 0, l.r.place); },
       [](const Line& l) { return place_text(l.r.place, l.r.shared); }},
      {{}, "shared", "shared", [](const Line& l) { return Value(l.r.shared); }},
      {{"standings.name", false, false, "name"}, "name", "name", [](const Line& l) { return Value(l.r.player.name); },
       [](const Line& l) { return marked_name(l.r, l.words); }},
      {{}, "ema", "ema", [](const Line& l) { return Value(l.r.player.ema); }},
      {{"standings.country"}, "country", "country", [](const Line& l) { return Value(l.r.player.country); },
       [](const Line& l) { return l.r.player.country; }},
      {{}, "club", "club", [](const Line& l) { return Value(l.r.player.club); }},
      {{"standings.games", true, false, "wrap"}, "games", "games", [](const Line& l) { return Value(std::int64_t{l.r.games}); },
       [](const Line& l) { return games_text(l.r, l.words); }},
      {{}, "open_games", "open_games", [](const Line& l) { return Value(std::int64_t{l.r.open_games}); }},
      {{}, "provisional_games", "provisional_games", [](const Line& l) { return Value(std::int64_t{l.r.provisional}); }},
      {{"standings.result", true, true}, "game_results", "game_results", [](const Line& l) { return Value(l.r.game_results); },
       [](const Line& l) { return l.words.number(l.r.game_results, true); }},
      // Missed rounds and penalties come between the games' result and the total, when anyone has them.
      {{"standings.absent", true, true}, "", "", nullptr,
       [](const Line& l) { return l.r.absent_rounds.empty() ? std::string() : l.words.number(l.r.absent, true); },
       anyone_absent},
      {{}, "chombo", "chombo", [](const Line& l) { return Value(l.r.chombo); }},
      // Penalties are deductions, written negative as chombo is (-2000); the table keeps them as amounts.
      {{"standings.penalty", true, true}, "penalties", "penalties", [](const Line& l) { return Value(-l.r.penalties); },
       [](const Line& l) { return l.r.penalties ? l.words.number(-l.r.penalties) : std::string(); }},
      {{"standings.total", true, false, "total"}, "total", "total", [](const Line& l) { return Value(l.r.total); },
       [](const Line& l) { return l.words.number(l.r.total, true); }},
      // A stage's columns (JSON always has its keys: null outside a stage).
      {{}, "stage", "stage", [](const Line& l) { return when(!l.r.stage.empty(), l.r.stage); }},
      {{}, "stage_total", "stage_total", [](const Line& l) { return when(l.r.stage_total.has_value(), l.r.stage_total.value_or(0)); }},
      {{"standings.stage", false, true}, "", "", nullptr, [](const Line& l) { return l.r.stage; }, staged},
      {{"standings.stage_total", true, false, "total"}, "", "", nullptr,
       [](const Line& l) { return l.r.stage_total ? l.words.number(*l.r.stage_total, true) : std::string(); }, staged},
      {{"standings.avg_place", true, true, "", true}, "average_place", "average_place",
       [](const Line& l) { return when(l.r.games > 0, l.r.average_place()); },
       [](const Line& l) { return l.r.games ? l.words.decimal(l.r.average_place(), 2) : std::string(); }},
      {{}, "places", "", [](const Line& l) { return Value(std::vector<int>(l.r.places.begin(), l.r.places.end())); }},
      {{"standings.first", true, true, "", true}, "first_places", "first_places",
       [](const Line& l) { return Value(std::int64_t{l.r.places[0]}); },
       [](const Line& l) { return std::to_string(l.r.places[0]); }},
      {{}, "", "second_places", [](const Line& l) { return Value(std::int64_t{l.r.places[1]}); }},
      {{}, "", "third_places", [](const Line& l) { return Value(std::int64_t{l.r.places[2]}); }},
      {{}, "", "fourth_places", [](const Line& l) { return Value(std::int64_t{l.r.places[3]}); }},
      {{"standings.best_game", true, true, "", true}, "best_game", "best_game",
       [](const Line& l) { return when(l.r.best_game.has_value(), l.r.best_game.value_or(0)); },
       [](const Line& l) { return l.r.best_game ? l.words.number(*l.r.best_game, true) : std::string(); }},
      {{}, "ranked", "ranked", [](const Line& l) { return Value(l.r.ranked); }},
      {{}, "substitute", "substitute", [](const Line& l) { return Value(l.r.substitute); }},
      {{}, "withdrawn", "", [](const Line& l) { return Value(l.r.withdrawn_after >= 0); }},
      {{}, "withdrawn_after_round", "withdrawn_after_round",
       [](const Line& l) { return when<std::int64_t>(l.r.withdrawn_after >= 0, l.r.withdrawn_after); }},
      {{}, "absent_rounds", "absent_rounds", [](const Line& l) { return Value(l.r.absent_rounds); }},
      {{}, "absent_points", "absent_points", [](const Line& l) { return Value(l.r.absent); }},
      {{"standings.h2h", true, true}, "head_to_head", "", [](const Line& l) { return Value(std::int64_t{l.r.head_to_head}); },
       [](const Line& l) {
         const std::vector<Standing>& rows = l.all.rows;
         const auto tied_with = [&](const Standing& other) { return other.total == l.r.total && other.ranked == l.r.ranked; };
         const bool tied = l.r.place > 0 && ((l.index > 0 && tied_with(rows[l.index - 1])) ||
                                             (l.index + 1 < rows.size() && tied_with(rows[l.index + 1])));
         return tied ? std::to_string(l.r.head_to_head) : std::string();
       },
       head_to_head_used}};
  return columns;
}

/// The columns `s` has whose `name` (heading, JSON key or CSV header) is not empty.
template <class Name>
std::vector<const Column*> columns_of(const Standings& s, Name name) {
  std::vector<const Column*> out;
  for (const Column& c : standings_columns())
    if (!name(c).empty() && (!c.present || c.present(s))) out.push_back(&c);
  return out;
}

/// The table both text and HTML show, in the language of `words` (its headings are the columns' keys).
TextTable standings_table(const Standings& s, const Words& words, const PageLinks& links = {}) {
  const std::vector<const Column*> columns = columns_of(s, [](const Column& c) { return std::string_view(c.shown.title); });
  std::vector<TextTable::Column> headings;
  for (const Column* c : columns) {
    headings.push_back(c->shown);
    headings.back().title = words(c->shown.title);
  }
  TextTable table(std::move(headings));
  for (std::size_t i = 0; i < s.rows.size(); ++i) {
    std::vector<std::string> cells;
    std::vector<std::string> to;
    for (const Column* c : columns) {
      cells.push_back(c->text({s, i, s.rows[i], words}));
      to.push_back((" " + c->shown.css + " ").find(" name ") != std::string::npos ? links.player(s.rows[i].player.id) : "");
    }
    table.add_row(std::move(cells), std::move(to));
  }
  return table;
}

/// ".\nStage Final (top 4 from round 8, points halved): ..." for the stages in force; empty without any.
std::string stages_words(const Standings& s, const Words& words) {
  std::string out;
  for (auto stage = s.stages.rbegin(); stage != s.stages.rend(); ++stage) {
    out += words("standings.stage_order", {{"stage", stage->name}, {"rule", stage_rule(*stage, words)}});
    out += stage + 1 == s.stages.rend() ? words("standings.then_others", {{"round", std::to_string(stage->from_round - 1)}})
                                        : words("standings.then_stage", {{"stage", (stage + 1)->name}});
  }
  return out;
}

/// "average place, head-to-head": a tie-break chain in the page's words.
std::string tie_breaks_text(const std::vector<TieBreak>& chain, const Words& words) {
  std::string out;
  for (TieBreak t : chain) {
    const char* key = t == TieBreak::AveragePlace ? "tiebreak.average_place"
                      : t == TieBreak::FirstPlaces ? "tiebreak.first_places"
                      : t == TieBreak::BestGame    ? "tiebreak.best_game"
                                                   : "tiebreak.head_to_head";
    out += (out.empty() ? "" : ", ") + words(key);
  }
  return out;
}

/// What the standings cover: rounds, games counted and in progress, the tie-break chain. `at_command_line` says
/// how games in progress are counted (an option there; pages never name options).
std::string standings_caption(const Standings& s, bool at_command_line, const Words& words) {
  std::string out = s.after_round > 0 ? words("standings.after_round", {{"round", std::to_string(s.after_round)}}) : "";
  out += words.counted("standings.games_counted", s.games_counted);
  int provisional = 0;
  for (const Standing& r : s.rows) provisional += r.provisional;
  if (provisional > 0) out += words("standings.provisional_note");
  if (s.games_open > 0)
    out += words.counted("standings.games_not_counted", s.games_open) +
           (at_command_line ? " (--include-open counts them)" : words("standings.until_they_end"));
  const auto unranked = std::count_if(s.rows.begin(), s.rows.end(), [](const Standing& r) { return !r.ranked; });
  if (unranked > 0 && s.games_counted > 0) out += words.counted("standings.unranked", unranked);
  out += stages_words(s, words);
  out += s.tie_breaks.empty() ? words("standings.ties_none") : words("standings.ties_broken", {{"chain", tie_breaks_text(s.tie_breaks, words)}});
  return out;
}

}  // namespace

std::string place_text(int place, bool shared) {
  if (place == 0) return "-";
  return std::to_string(place) + (shared ? "=" : "");
}

std::string standings_text(const std::string& tournament, const Standings& s, std::size_t width) {
  std::string caption;
  const Words& english = words_in(Language::En);
  const std::string text = standings_caption(s, true, english);
  for (std::size_t from = 0; from < text.size();) {
    const std::size_t to = std::min(text.find('\n', from), text.size());
    caption += wrapped(std::string_view(text).substr(from, to - from), width) + "\n";
    from = to + 1;
  }
  return fitted_lines(wrapped(english("standings.title", {{"tournament", tournament}}), width) + "\n" + caption + "\n" +
                          standings_table(s, english).render(width),
                      width);
}

std::string standings_html(const std::string& tournament, const Standings& s, int refresh_seconds, const Words& words,
                           PageOptions frame, const std::vector<Standings>& by_round) {
  std::string caption;
  const std::string text = standings_caption(s, false, words);
  std::string_view rest = text;
  while (!rest.empty()) {
    const std::size_t end = std::min(rest.find('\n'), rest.size());
    caption += "<p class=\"note\">" + html_escape(rest.substr(0, end)) + "</p>\n";
    rest.remove_prefix(std::min(end + 1, rest.size()));
  }
  frame.refresh_seconds = refresh_seconds;
  frame.language = words.language();
  return html_page(words("standings.title", {{"tournament", tournament}}),
                   caption + standings_table(s, words, frame.links).render_html("standings") +
                       standings_chart_html(by_round, words),
                   frame);
}

nlohmann::json standings_array(const Standings& s) {
  const std::vector<const Column*> columns = columns_of(s, [](const Column& c) { return c.json; });
  nlohmann::json out = nlohmann::json::array();
  for (std::size_t i = 0; i < s.rows.size(); ++i) {
    nlohmann::json row = nlohmann::json::object();
    for (const Column* c : columns)
      row[std::string(c->json)] = std::visit(
          [](const auto& v) -> nlohmann::json {
            if constexpr (std::is_same_v<std::decay_t<decltype(v)>, std::monostate>)
              return nullptr;
            else
              return v;
          },
          c->value({s, i, s.rows[i]}));
    out.push_back(std::move(row));
  }
  return out;
}

std::string standings_json(const Standings& s) { return standings_array(s).dump(2) + "\n"; }

std::string results_export_json(const Standings& s) {
  return nlohmann::json{{"format", kResultsExportFormat}, {"standings", standings_array(s)}}.dump(2) + "\n";
}

std::string standings_csv(const Standings& s, const CsvStyle& style) {
  const std::vector<const Column*> columns = columns_of(s, [](const Column& c) { return c.csv; });
  CsvWriter csv(style);
  for (const Column* c : columns) csv.text(c->csv);
  csv.end_row();
  for (std::size_t i = 0; i < s.rows.size(); ++i) {
    for (const Column* c : columns) {
      const Value value = c->value({s, i, s.rows[i]});
      if (const auto* n = std::get_if<std::int64_t>(&value)) csv.number(*n);
      else if (const auto* d = std::get_if<double>(&value)) csv.decimal(*d, 4);
      else if (const auto* b = std::get_if<bool>(&value)) csv.text(*b ? "yes" : "no");
      else if (const auto* text = std::get_if<std::string>(&value)) csv.text(*text);
      else if (const auto* list = std::get_if<std::vector<int>>(&value)) {
        std::string joined;
        for (int n : *list) joined += (joined.empty() ? "" : " ") + std::to_string(n);
        csv.text(joined);
      } else {
        csv.empty();
      }
    }
    csv.end_row();
  }
  return csv.str();
}

}  // namespace tenbou
