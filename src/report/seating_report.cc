#include "report/seating_report.h"

#include <cctype>

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "base/unicode.h"
#include "engine/game.h"

#include "formats/json_writer.h"
#include "report/csv_writer.h"
#include "report/html_page.h"
#include "report/projector_pages.h"
#include "report/text_table.h"

namespace tenbou {
namespace {

bool round_shown(const SeatingView& view, std::size_t round_index) {
  return view.only_round == 0 || static_cast<int>(round_index) + 1 == view.only_round;
}

/// The name of `player`, or "-" for an empty seat (plans stored by tenbou 0.1.0 could hold one).
const std::string& name(const SeatingView& view, int player) {
  static const std::string empty = "-";
  return player < 0 ? empty : view.names[static_cast<std::size_t>(player)];
}

TextTable seating_table(const SeatingView& view, const seating::Round& round, const Words& words = words_in(Language::En)) {
  TextTable table({{words("seat.table"), true}, {words("wind.east"), false, false, "name"}, {words("wind.south"), false, false, "name"},
                   {words("wind.west"), false, false, "name"}, {words("wind.north"), false, false, "name"}});
  for (std::size_t t = 0; t < round.size(); ++t) {
    std::vector<std::string> row{std::to_string(t + 1)};
    for (int p : round[t]) row.push_back(name(view, p));
    table.add_row(std::move(row));
  }
  return table;
}

/// Where a player sits in one round: table number (0: not seated, e.g. after leaving) and seat.
struct Place {
  int table = 0;
  int seat = 0;
};

// places[player][round]: where each player sits in each round.
std::vector<std::vector<Place>> places(const seating::Schedule& s) {
  std::vector<std::vector<Place>> out(static_cast<std::size_t>(s.players), std::vector<Place>(s.rounds.size()));
  for (std::size_t r = 0; r < s.rounds.size(); ++r)
    for (std::size_t t = 0; t < s.rounds[r].size(); ++t)
      for (int seat = 0; seat < 4; ++seat)
        if (const int p = s.rounds[r][t][static_cast<std::size_t>(seat)]; p >= 0)
          out[static_cast<std::size_t>(p)][r] = {static_cast<int>(t) + 1, seat};
  return out;
}

/// The quality as a JSON object (see `seating generate --format json`).
void write_quality(JsonWriter& w, const seating::Quality& q, int players) {
  w.begin_object();
  w.key("repeated_pairs").value(q.repeated_pairs);
  w.key("pairs_meeting_again").value(q.pairs_meeting_again);
  w.key("max_meetings").value(q.max_meetings);
  w.key("wind_imbalance").value(q.wind_imbalance);
  w.key("table_repeats").value(q.table_repeats);
  if (q.same_group_meetings) w.key("same_group_meetings").value(*q.same_group_meetings);
  w.key("max_rounds_without_repeats").value(seating::max_rounds_without_repeats(players));
  w.end_object();
}

}  // namespace

std::vector<std::string> player_numbers(int players) {
  std::vector<std::string> out;
  for (int p = 1; p <= players; ++p) out.push_back(std::to_string(p));
  return out;
}

std::string groups_apart_text(const GroupsApart& a) {
  const std::string who = a.separate == "team" ? "teammates" : "players of one " + a.separate;
  if (a.meetings == 0) return a.separate == "club" ? "clubs kept apart" : a.separate == "team" ? "teams kept apart" : "countries kept apart";
  std::string out = std::to_string(a.meetings) + (a.meetings == 1 ? " meeting of " : " meetings of ") + who;
  if (a.least == 0) return out + " (a plan with none may exist)";
  out += ": " + std::to_string(a.largest_size) + " players of " + a.largest + " cannot all be kept apart at " +
         counted(a.tables, "table");
  return out + (a.meetings == a.least ? ", and no plan has fewer" : " (no plan has fewer than " + std::to_string(a.least) + ")");
}

std::string stored_plan_text(const StoredSeating& s) {
  const SeatingPlanRow& p = s.plan;
  return "Seating plan " + std::to_string(p.id) + " stored: " + std::to_string(s.schedule.players) + " players, " +
         std::to_string(p.rounds) + " rounds" +
         (p.from_round > 1 ? " (rounds 1 to " + std::to_string(p.from_round - 1) + " kept)" : "") + ", seed " +
         std::to_string(p.seed) + (s.apart ? "; " + groups_apart_text(*s.apart) : std::string()) + ".\n" +
         quality_text(s.quality, s.schedule.players, p.rounds) +
         "See it with `tenbou seating show` (--format html for player cards).\n";
}

std::string schedule_check_text(const std::string& file, const CheckedSchedule& checked) {
  const seating::Schedule& s = checked.file.schedule;
  const int rounds = static_cast<int>(s.rounds.size());
  return file + ": " + std::to_string(s.players) + " players, " + std::to_string(rounds) + " rounds\n" +
         quality_text(checked.quality, s.players, rounds);
}

std::string plan_groups_text(const StoredSeating& plan, const GroupsApart& apart) {
  seating::Quality q = plan.quality;
  q.same_group_meetings = apart.meetings;
  std::string groups = groups_apart_text(apart);
  groups[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(groups[0])));
  return "Seating plan " + std::to_string(plan.plan.id) + ": " + std::to_string(plan.schedule.players) + " players, " +
         std::to_string(plan.plan.rounds) + " rounds\n" + quality_text(q, plan.schedule.players, plan.plan.rounds) + groups + ".\n";
}

std::string plan_groups_json(const StoredSeating& plan, const GroupsApart& apart) {
  seating::Quality q = plan.quality;
  q.same_group_meetings = apart.meetings;
  std::string out;
  JsonWriter w(out);
  w.begin_object().key("plan").value(plan.plan.id).key("players").value(plan.schedule.players).key("rounds").value(plan.plan.rounds);
  write_quality(w.key("quality"), q, plan.schedule.players);
  w.key("groups_apart").begin_object().key("separate").value(apart.separate).key("meetings").value(apart.meetings);
  w.key("least").value(apart.least).key("largest").value(apart.largest).key("largest_size").value(apart.largest_size);
  w.key("tables").value(apart.tables).key("message").value(groups_apart_text(apart)).end_object();
  w.end_object();
  return out + "\n";
}

std::string schedule_check_json(const CheckedSchedule& checked) {
  const seating::Schedule& s = checked.file.schedule;
  std::string out;
  JsonWriter w(out);
  w.begin_object().key("players").value(s.players).key("rounds").value(static_cast<int>(s.rounds.size()));
  write_quality(w.key("quality"), checked.quality, s.players);
  w.end_object();
  return out + "\n";
}

const char* seat_wind(int seat) {
  static const char* const kWinds[] = {"East", "South", "West", "North"};
  return kWinds[seat];
}

std::string quality_text(const seating::Quality& q, int players, int rounds) {
  const int possible = seating::max_rounds_without_repeats(players);
  std::string out = "Repeated meetings: " + std::to_string(q.repeated_pairs);
  if (q.repeated_pairs > 0)
    out += " (" + std::to_string(q.pairs_meeting_again) + " pairs meet again, at most " +
           std::to_string(q.max_meetings) + " times)";
  const int least = seating::least_repeated_meetings(players, rounds);
  if (rounds <= possible)
    out += "; none is possible for " + counted(rounds, "round") + "\n";
  else if (least > 0)
    out += "; at least " + std::to_string(least) + " are unavoidable for " + std::to_string(players) + " players over " +
           counted(rounds, "round") + (q.repeated_pairs == least ? " (no plan has fewer)\n" : "\n");
  else
    out += "; some are unavoidable beyond " + counted(possible, "round") + "\n";
  out += "Wind imbalance: " + std::to_string(q.wind_imbalance) + " (most minus least frequent starting wind; 1 is the best possible unless rounds are a multiple of 4)\n";
  out += "Table repeats: " + std::to_string(q.table_repeats) + " (a player seated at a table number again)\n";
  if (q.same_group_meetings) out += "Same-group meetings: " + std::to_string(*q.same_group_meetings) + "\n";
  return out;
}

std::string schedule_text(const SeatingView& view, const seating::Quality& q, std::size_t width) {
  std::string out;
  for (std::size_t r = 0; r < view.schedule.rounds.size(); ++r)
    if (round_shown(view, r)) out += "Round " + std::to_string(r + 1) + "\n" + seating_table(view, view.schedule.rounds[r]).render(width) + "\n";
  return fitted_lines(out + quality_text(q, view.schedule.players, static_cast<int>(view.schedule.rounds.size())), width);
}

std::string schedule_json(const SeatingView& view, const seating::Quality& q, bool with_names) {
  std::string out;
  JsonWriter w(out);
  w.begin_object();
  w.key("players").value(view.schedule.players);
  if (with_names) w.key("names").array(view.names);
  if (view.only_round) w.key("first_round").value(view.only_round);
  w.key("rounds").begin_array();
  for (std::size_t r = 0; r < view.schedule.rounds.size(); ++r) {
    if (!round_shown(view, r)) continue;
    w.begin_array();
    for (const seating::Table& t : view.schedule.rounds[r]) {
      w.begin_array();
      for (int p : t) {
        if (p < 0)
          w.null();
        else
          w.value(p + 1);
      }
      w.end_array();
    }
    w.end_array();
  }
  w.end_array();
  write_quality(w.key("quality"), q, view.schedule.players);
  w.end_object();
  return out;
}

std::string schedule_csv(const SeatingView& view, const CsvStyle& style) {
  CsvWriter csv(style);
  for (const char* h : {"round", "table", "E", "S", "W", "N"}) csv.text(h);
  csv.end_row();
  for (std::size_t r = 0; r < view.schedule.rounds.size(); ++r) {
    if (!round_shown(view, r)) continue;
    for (std::size_t t = 0; t < view.schedule.rounds[r].size(); ++t) {
      csv.number(static_cast<std::int64_t>(r + 1)).number(static_cast<std::int64_t>(t + 1));
      for (int p : view.schedule.rounds[r][t]) csv.text(name(view, p));
      csv.end_row();
    }
  }
  return csv.str();
}

std::string player_seating_text(const SeatingView& view, std::size_t width) {
  std::vector<TextTable::Column> columns{{"Player"}};
  for (std::size_t r = 0; r < view.schedule.rounds.size(); ++r)
    if (round_shown(view, r)) columns.push_back({"R" + std::to_string(r + 1)});
  TextTable table(std::move(columns));
  const auto at = places(view.schedule);
  for (int p = 0; p < view.schedule.players; ++p) {
    std::vector<std::string> row{name(view, p)};
    for (std::size_t r = 0; r < view.schedule.rounds.size(); ++r)
      if (round_shown(view, r)) {
        const Place& place = at[static_cast<std::size_t>(p)][r];
        row.push_back(place.table == 0 ? "-" : "T" + std::to_string(place.table) + " " + std::string(seat_wind(place.seat)).substr(0, 1));
      }
    table.add_row(std::move(row));
  }
  return fitted_lines(table.render(width), width);
}

namespace {

/// The players of `view` in the order a reader looks a name up: by the root collation.
std::vector<int> players_by_name(const SeatingView& view) {
  std::vector<int> order(static_cast<std::size_t>(view.schedule.players));
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return unicode::collate(name(view, a), name(view, b)) < 0; });
  return order;
}

}  // namespace

std::string schedule_html(const std::string& tournament, const SeatingView& view, const Words& words, PageOptions frame) {
  std::string body;
  for (std::size_t r = 0; r < view.schedule.rounds.size(); ++r)
    if (round_shown(view, r))
      body += "<section>\n<h2>" + html_escape(words("pages.round", {{"round", std::to_string(r + 1)}})) + "</h2>\n" +
              seating_table(view, view.schedule.rounds[r], words).render_html("stack") + "</section>\n";
  // The cards start on a page of their own; each is cut out along its dashed border, 8 to an A4 page.
  body += "<section class=\"break\">\n<h2>" + html_escape(words("seating.cards")) + "</h2>\n<div class=\"cards\">\n";
  const auto at = places(view.schedule);
  for (int p : players_by_name(view)) {
    TextTable card({{words("seating.round"), true}, {words("seat.table"), true}, {words("seat.wind")}});
    for (std::size_t r = 0; r < view.schedule.rounds.size(); ++r)
      if (round_shown(view, r)) {
        const Place& place = at[static_cast<std::size_t>(p)][r];
        if (place.table == 0)
          card.add_row({std::to_string(r + 1), "-", words("seat.not_seated")});
        else
          card.add_row({std::to_string(r + 1), std::to_string(place.table), words.wind(place.seat)});
      }
    body += "<div class=\"card\"><div class=\"event\">" + html_escape(tournament) + "</div><div class=\"who\"><bdi>" +
            html_escape(name(view, p)) + "</bdi></div>\n" + card.render_html() + "</div>\n";
  }
  body += "</div>\n</section>\n";
  frame.layout = "seating";
  frame.language = words.language();
  return html_page(words("seating.title", {{"tournament", tournament}}), body, frame);
}

std::string find_your_seat_html(const std::string& tournament, const SeatingView& view, int refresh_seconds,
                                const Words& words) {
  const std::size_t r = static_cast<std::size_t>(view.only_round - 1);
  const auto at = places(view.schedule);
  ProjectorList list{.columns = {{words("seat.name"), false, false, "name"}, {words("seat.table"), true, false, "total"},
                                 {words("seat.wind")}}};
  for (int p : players_by_name(view)) {
    const Place& place = at[static_cast<std::size_t>(p)][r];
    list.rows.push_back({name(view, p), place.table == 0 ? "-" : std::to_string(place.table),
                         place.table == 0 ? words("seat.not_seated") : words.wind(place.seat)});
  }
  return projector_page(words("seat.title", {{"tournament", tournament}, {"round", std::to_string(view.only_round)}}),
                        "<p class=\"note\">" + html_escape(words("seat.note")) + "</p>\n", list, refresh_seconds, words);
}

std::string seat_replacement_text(const SeatReplacement& r) {
  std::string seats;
  for (const TakenSeat& s : r.seats)
    seats += (seats.empty() ? "" : ", ") + std::string("round ") + std::to_string(s.round) + " table " +
             std::to_string(s.table) + " " + std::string(wind_name(s.seat));
  return r.substitute.name + " takes " + r.player.name + "'s seats from round " + std::to_string(r.from_round) + ": " +
         seats + ". Nobody else moves. Seating plan " + std::to_string(r.seating.plan.id) + " stored.\n";
}

std::string seat_replacement_json(const SeatReplacement& r) {
  nlohmann::json seats = nlohmann::json::array();
  for (const TakenSeat& s : r.seats)
    seats.push_back({{"round", s.round}, {"table", s.table}, {"wind", std::string(wind_name(s.seat))}});
  return nlohmann::json{{"player", r.player.name},
                        {"substitute", r.substitute.name},
                        {"from_round", r.from_round},
                        {"seats", seats},
                        {"plan", r.seating.plan.id}}
             .dump(2) +
         "\n";
}

}  // namespace tenbou
