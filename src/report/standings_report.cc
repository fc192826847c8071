#include "report/standings_report.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "report/csv_writer.h"
#include "report/html_page.h"
#include "report/projector_pages.h"
#include "report/text_table.h"

namespace tenbou {
namespace {

bool uses(const Standings& s, TieBreak t) {
  return std::find(s.tie_breaks.begin(), s.tie_breaks.end(), t) != s.tie_breaks.end();
}

std::string games_text(const Standing& r) {
  std::string out = std::to_string(r.games);
  if (r.provisional > 0) out += "*";
  if (r.open_games > 0) out += " +" + std::to_string(r.open_games) + " open";
  return out;
}

}  // namespace

std::string standing_marks(const Standing& r) {
  std::vector<std::string> parts;
  if (r.substitute) parts.push_back("substitute");
  if (r.withdrawn_after >= 0) parts.push_back("withdrew after round " + std::to_string(r.withdrawn_after));
  if (!r.absent_rounds.empty()) {
    std::string rounds;
    for (std::size_t i = 0; i < r.absent_rounds.size(); ++i)
      rounds += (i == 0 ? "" : i + 1 == r.absent_rounds.size() ? " and " : ", ") + std::to_string(r.absent_rounds[i]);
    parts.push_back("absent from round" + std::string(r.absent_rounds.size() > 1 ? "s " : " ") + rounds);
  }
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : "; ") + p;
  return out;
}

namespace {

/// The player's name with the marks of their line in brackets.
std::string marked_name(const Standing& r) {
  const std::string m = standing_marks(r);
  return m.empty() ? r.player.name : r.player.name + " (" + m + ")";
}

/// The table both text and HTML show.
TextTable standings_table(const Standings& s) {
  const bool h2h = uses(s, TieBreak::HeadToHead);
  const bool absences = std::any_of(s.rows.begin(), s.rows.end(), [](const Standing& r) { return !r.absent_rounds.empty(); });
  // A phone shows place, name, country, games and total; a tablet or an A4 page adds the result and penalties;
  // a desktop the average place, first places and best game.
  std::vector<TextTable::Column> columns{{"Place", true},
                                         {"Name"},
                                         {"Country"},
                                         {"Games", true, false, "wrap"},
                                         {"Result", true, true},
                                         {"Total", true, false, "total"},
                                         {"Avg place", true, true, "", true},
                                         {"1st", true, true, "", true},
                                         {"Best game", true, true, "", true}};
  // Missed rounds and penalties come between the games' result and the total, when anyone has them.
  columns.insert(columns.begin() + 5, {"Penalty", true, true});
  if (absences) columns.insert(columns.begin() + 5, {"Absent", true, true});
  if (h2h) columns.push_back({"H2H", true, true});
  TextTable table(std::move(columns));
  for (std::size_t i = 0; i < s.rows.size(); ++i) {
    const Standing& r = s.rows[i];
    std::vector<std::string> cells{place_text(r.place, r.shared),
                                   marked_name(r),
                                   r.player.country,
                                   games_text(r),
                                   format_points(r.game_results, true),
                                   r.penalties ? format_points(-r.penalties) : "",
                                   format_points(r.total, true),
                                   r.games ? format_decimal(r.average_place(), 2) : "",
                                   std::to_string(r.places[0]),
                                   r.best_game ? format_points(*r.best_game, true) : ""};
    if (absences) cells.insert(cells.begin() + 5, r.absent_rounds.empty() ? "" : format_points(r.absent, true));
    if (h2h) {
      const auto tied_with = [&](const Standing& other) { return other.total == r.total && other.ranked == r.ranked; };
      const bool tied = r.place > 0 && ((i > 0 && tied_with(s.rows[i - 1])) || (i + 1 < s.rows.size() && tied_with(s.rows[i + 1])));
      cells.push_back(tied ? std::to_string(r.head_to_head) : "");
    }
    table.add_row(std::move(cells));
  }
  return table;
}

/// What the standings cover: rounds, games counted and in progress, the tie-break chain. `at_command_line` says
/// how games in progress are counted (an option there; pages never name options).
std::string standings_caption(const Standings& s, bool at_command_line) {
  std::string out = s.after_round > 0 ? "After round " + std::to_string(s.after_round) + ": " : "";
  out += counted(s.games_counted, "game") + " counted";
  int provisional = 0;
  for (const Standing& r : s.rows) provisional += r.provisional;
  if (provisional > 0) out += " (* counts games in progress as they stand now)";
  if (s.games_open > 0)
    out += "; " + counted(s.games_open, "game") + " in progress not counted" +
           (at_command_line ? " (--include-open counts them)" : " until they end");
  const auto unranked = std::count_if(s.rows.begin(), s.rows.end(), [](const Standing& r) {
    return !r.ranked && (r.games > 0 || r.open_games > 0 || !r.absent_rounds.empty());
  });
  if (unranked > 0)
    out += ".\n" + counted(unranked, "player") + " not ranked (substitutes, or as the tournament's settings say) " +
           (unranked == 1 ? "is" : "are") + " listed after the ranked players, without a place";
  out += ".\nTies: " + (s.tie_breaks.empty() ? std::string("shared places (no tie-breaks set)")
                                              : "broken by " + tie_breaks_words(s.tie_breaks) + ", then shared") +
         ".";
  return out;
}

}  // namespace

std::string place_text(int place, bool shared) {
  if (place == 0) return "-";
  return std::to_string(place) + (shared ? "=" : "");
}

std::string standings_text(const std::string& tournament, const Standings& s, std::size_t width) {
  std::string caption;
  const std::string text = standings_caption(s, true);
  for (std::size_t from = 0; from < text.size();) {
    const std::size_t to = std::min(text.find('\n', from), text.size());
    caption += wrapped(std::string_view(text).substr(from, to - from), width) + "\n";
    from = to + 1;
  }
  return fitted_lines(wrapped(tournament + ": standings", width) + "\n" + caption + "\n" + standings_table(s).render(width), width);
}

std::string standings_html(const std::string& tournament, const Standings& s, int refresh_seconds) {
  std::string caption;
  const std::string text = standings_caption(s, false);
  std::string_view rest = text;
  while (!rest.empty()) {
    const std::size_t end = std::min(rest.find('\n'), rest.size());
    caption += "<p class=\"note\">" + html_escape(rest.substr(0, end)) + "</p>\n";
    rest.remove_prefix(std::min(end + 1, rest.size()));
  }
  return html_page(tournament + ": standings", caption + standings_table(s).render_html("standings"),
                   {.refresh_seconds = refresh_seconds});
}

std::string standings_projector_html(const std::string& tournament, const Standings& s, int refresh_seconds,
                                    const LocalTime& zone) {
  ProjectorList list{.columns = {{"Place", true}, {"Name", false, false, "name"}, {"Country", false, true},
                                 {"Games", true, true}, {"Total", true, false, "total"}, {"Since", true}}};
  for (const Standing& r : s.rows) {
    std::string move;
    if (r.place > 0 && r.previous_place > 0)
      move = r.previous_place > r.place ? "▲" + std::to_string(r.previous_place - r.place)
             : r.previous_place < r.place ? "▼" + std::to_string(r.place - r.previous_place)
                                          : "=";
    list.rows.push_back({place_text(r.place, r.shared), marked_name(r), r.player.country, games_text(r),
                         r.games || !r.absent_rounds.empty() ? format_points(r.total, true) : "", move});
  }
  const int round = s.after_round > 0 ? s.after_round : s.latest_round;
  std::string intro = "<p class=\"note\">" +
                      html_escape((round > 0 ? "As of round " + std::to_string(round) + ", " : "As of ") + clock_now(zone) +
                                  " · " + counted(s.games_counted, "game") + " counted" +
                                  (s.games_open > 0 ? ", " + counted(s.games_open, "game") + " in progress" : "") +
                                  (round > 1 ? " · Since: places gained or lost in round " + std::to_string(round) : "")) +
                      "</p>\n";
  return projector_page(tournament + ": standings", intro, list, refresh_seconds);
}

std::string standings_json(const Standings& s) {
  nlohmann::json out = nlohmann::json::array();
  for (const Standing& r : s.rows) {
    nlohmann::json row{{"place", r.place > 0 ? nlohmann::json(r.place) : nlohmann::json(nullptr)},
                       {"shared", r.shared},
                       {"name", r.player.name},
                       {"ema", r.player.ema},
                       {"country", r.player.country},
                       {"club", r.player.club},
                       {"games", r.games},
                       {"open_games", r.open_games},
                       {"provisional_games", r.provisional},
                       {"game_results", r.game_results},
                       {"chombo", r.chombo},
                       {"penalties", r.penalties},
                       {"total", r.total},
                       {"average_place", r.games ? nlohmann::json(r.average_place()) : nlohmann::json(nullptr)},
                       {"places", r.places},
                       {"first_places", r.places[0]},
                       {"best_game", r.best_game ? nlohmann::json(*r.best_game) : nlohmann::json(nullptr)},
                       {"ranked", r.ranked},
                       {"substitute", r.substitute},
                       {"withdrawn", r.withdrawn_after >= 0},
                       {"withdrawn_after_round", r.withdrawn_after >= 0 ? nlohmann::json(r.withdrawn_after) : nlohmann::json(nullptr)},
                       {"absent_rounds", r.absent_rounds},
                       {"absent_points", r.absent}};
    if (uses(s, TieBreak::HeadToHead)) row["head_to_head"] = r.head_to_head;
    out.push_back(std::move(row));
  }
  return out.dump(2) + "\n";
}

std::string standings_csv(const Standings& s, const CsvStyle& style) {
  CsvWriter csv(style);
  for (const char* title : {"place", "shared", "name", "ema", "country", "club", "games", "open_games",
                            "provisional_games", "game_results", "chombo", "penalties", "total", "average_place",
                            "first_places", "second_places", "third_places", "fourth_places", "best_game", "ranked", "substitute",
                            "withdrawn_after_round", "absent_rounds", "absent_points"})
    csv.text(title);
  csv.end_row();
  for (const Standing& r : s.rows) {
    r.place > 0 ? csv.number(r.place) : csv.empty();
    csv.text(r.shared ? "yes" : "no").text(r.player.name).text(r.player.ema);
    csv.text(r.player.country).text(r.player.club).number(r.games).number(r.open_games).number(r.provisional);
    csv.number(r.game_results).number(r.chombo).number(r.penalties).number(r.total);
    r.games ? csv.decimal(r.average_place(), 4) : csv.empty();
    for (int n : r.places) csv.number(n);
    r.best_game ? csv.number(*r.best_game) : csv.empty();
    csv.text(r.ranked ? "yes" : "no").text(r.substitute ? "yes" : "no");
    r.withdrawn_after >= 0 ? csv.number(r.withdrawn_after) : csv.empty();
    std::string rounds;
    for (int round : r.absent_rounds) rounds += (rounds.empty() ? "" : " ") + std::to_string(round);
    csv.text(rounds).number(r.absent);
    csv.end_row();
  }
  return csv.str();
}

}  // namespace tenbou
