#include "report/stats_report.h"

#include <algorithm>
#include <cmath>

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "base/unicode.h"
#include "engine/game.h"
#include "report/csv_writer.h"
#include "record/hand_text.h"
#include "report/hand_wording.h"
#include "report/html_page.h"
#include "report/player_history.h"
#include "report/standings_report.h"
#include "report/text_table.h"
#include "report/tournament_charts.h"
#include "tournament/people/online_names.h"

namespace tenbou {
namespace {

using nlohmann::json;

std::string percent(double share, const Words& words) { return words.decimal(share * 100, 1) + "%"; }

double tsumo_share(const PlayerStats& p) { return p.wins == 0 ? 0.0 : static_cast<double>(p.tsumo) / p.wins; }

std::string places_text(const std::array<int, 4>& places) {
  return std::to_string(places[0]) + "/" + std::to_string(places[1]) + "/" + std::to_string(places[2]) + "/" +
         std::to_string(places[3]);
}

/// The statistics columns both the stats table and the player page show, in the same words.
std::vector<std::pair<std::string, std::string>> stat_cells(const PlayerStats& p, const Words& words = words_in(Language::En)) {
  // A share or an average of nothing (no hand recorded: games from paper sheets alone; no win) is "-", not 0.
  const auto share = [&](int count, int of) { return of ? percent(static_cast<double>(count) / of, words) : "-"; };
  // Shown rounded half up (5,166.67 is 5,167); JSON keeps the exact value.
  const auto average = [&](auto sum, int of) {
    return of ? words.number(static_cast<Points>(std::floor(PlayerStats::average(sum, of) + 0.5))) : "-";
  };
  return {{words("stat.games"), std::to_string(p.games)},
          {words("stat.hands"), std::to_string(p.hands)},
          {words("stat.win"), share(p.wins, p.hands)},
          {words("stat.tsumo"), share(p.tsumo, p.wins)},
          {words("stat.deal_in"), share(p.deal_ins, p.hands)},
          {words("stat.riichi"), share(p.riichi, p.hands)},
          {words("stat.avg_win"), average(p.win_points, p.wins)},
          {words("stat.avg_deal_in"), average(p.deal_in_points, p.deal_ins)},
          {words("stat.avg_place"), p.games ? words.decimal(PlayerStats::average(p.place_sum, p.games), 2) : "-"},
          {"1/2/3/4", places_text(p.places)},
          {words("stat.below_zero"), std::to_string(p.below_zero)},
          {words("stat.chombo"), std::to_string(p.chombos)}};
}

json stat_json(const PlayerStats& p) {
  return {{"name", p.player.name},
          {"games", p.games},
          {"hand_games", p.hand_games},
          {"hands", p.hands},
          {"wins", p.wins},
          {"tsumo_wins", p.tsumo},
          {"deal_ins", p.deal_ins},
          {"riichi", p.riichi},
          {"win_rate", p.per_hand(p.wins)},
          {"tsumo_share", tsumo_share(p)},
          {"deal_in_rate", p.per_hand(p.deal_ins)},
          {"riichi_rate", p.per_hand(p.riichi)},
          {"average_win", PlayerStats::average(p.win_points, p.wins)},
          {"average_deal_in", PlayerStats::average(p.deal_in_points, p.deal_ins)},
          {"average_place", p.games ? json(PlayerStats::average(p.place_sum, p.games)) : json(nullptr)},
          {"places", p.places},
          {"below_zero", p.below_zero},
          {"chombos", p.chombos}};
}

std::vector<const PlayerStats*> by_name(const TournamentStats& stats) {
  std::vector<const PlayerStats*> out;
  for (const PlayerStats& p : stats.players) out.push_back(&p);
  std::stable_sort(out.begin(), out.end(), [](const PlayerStats* a, const PlayerStats* b) {
    return unicode::collate(a->player.name, b->player.name) < 0;
  });
  return out;
}

TextTable stats_table(const TournamentStats& stats, const Words& words = words_in(Language::En),
                      const PageLinks& links = {}) {
  // A phone shows games, win and deal-in rates and the average place; an A4 page or a tablet adds the other rates,
  // averages and places; the counts of hands, games below 0 and chombos only a desktop's width. By stat_cells' order:
  constexpr std::array kOnPhone{true, false, true, false, true, false, false, false, true, false, false, false};
  constexpr std::array kRoomy{false, true, false, false, false, false, false, false, false, false, true, true};
  std::vector<TextTable::Column> columns{{words("stats.name"), false, false, "name"}};
  const auto titles = stat_cells(PlayerStats{}, words);
  for (std::size_t i = 0; i < titles.size(); ++i)
    columns.push_back({titles[i].first, titles[i].first != "1/2/3/4", !kOnPhone.at(i), "", kRoomy.at(i)});
  TextTable table(std::move(columns));
  for (const PlayerStats* p : by_name(stats)) {
    std::vector<std::string> row{p->player.name};
    for (auto& [title, cell] : stat_cells(*p, words)) row.push_back(std::move(cell));
    table.add_row(std::move(row), {links.player(p->player.id)});
  }
  return table;
}

/// "6 han (haneman) tsumo": a big hand's value in `wording`'s language.
std::string describe(const Ruleset& rules, const BigHand& b, const HandWording& wording = HandWording::english()) {
  Win win;
  win.han = b.han;
  win.fu = b.fu;
  win.yakuman = b.yakuman;
  return describe_value(win, hand_value(rules, b.han, b.fu, b.yakuman), wording) + " " + (b.tsumo ? wording.tsumo : "ron");
}

TextTable biggest_table(const Ruleset& rules, const TournamentStats& stats, const Words& words = words_in(Language::En),
                        const PageLinks& links = {}) {
  TextTable table({{"#", true, true}, {words("player.game")}, {words("sheet.hand"), true, true}, {words("stats.round"), false, true},
                   {words("stats.winner"), false, false, "name"}, {words("player.value")}, {words("stats.points"), true}});
  const HandWording wording = hand_wording(words);
  int rank = 0;
  for (const TournamentBigHand& b : stats.biggest)
    table.add_row({std::to_string(++rank), b.game.text(), std::to_string(b.hand.hand), round_words(words, b.hand.round),
                   b.winner.name, describe(rules, b.hand, wording), words.number(b.hand.points)},
                  {"", links.game(b.game), "", "", links.player(b.winner.id)});
  return table;
}

}  // namespace

std::string stats_text(const Ruleset& rules, const TournamentStats& stats, std::size_t width) {
  std::string out = stats_table(stats).render(width);
  out += "\nWin, deal-in and riichi are shares of hands played; tsumo is a share of wins. Values include counters.\n";
  const bool sheets = std::any_of(stats.players.begin(), stats.players.end(),
                                  [](const PlayerStats& p) { return p.hand_games < p.games; });
  if (sheets)
    out += "Games recorded from their paper score sheets count for places, not for the hand statistics, which are "
           "taken over the games entered hand by hand (hand_games in --format json).\n";
  if (!stats.biggest.empty()) out += "\nBiggest hands (points without counters and sticks):\n" + biggest_table(rules, stats).render(width);
  return fitted_lines(out, width);
}

std::string stats_json(const Ruleset& rules, const TournamentStats& stats) {
  json players = json::array();
  for (const PlayerStats* p : by_name(stats)) players.push_back(stat_json(*p));
  json biggest = json::array();
  for (const TournamentBigHand& b : stats.biggest)
    biggest.push_back({{"game", b.game.text()},
                       {"hand", b.hand.hand},
                       {"round", round_name(b.hand.round)},
                       {"winner", b.winner.name},
                       {"value", describe(rules, b.hand)},
                       {"points", b.hand.points}});
  return json{{"players", players}, {"biggest_hands", biggest}}.dump(2) + "\n";
}

std::string stats_csv(const TournamentStats& stats, const CsvStyle& style) {
  CsvWriter csv(style);
  for (const char* title : {"name", "games", "hands", "wins", "tsumo_wins", "deal_ins", "riichi", "win_points",
                            "deal_in_points", "first_places", "second_places", "third_places", "fourth_places",
                            "below_zero", "chombos"})
    csv.text(title);
  csv.end_row();
  for (const PlayerStats* p : by_name(stats)) {
    csv.text(p->player.name).number(p->games).number(p->hands).number(p->wins).number(p->tsumo);
    csv.number(p->deal_ins).number(p->riichi).number(p->win_points).number(p->deal_in_points);
    for (int n : p->places) csv.number(n);
    csv.number(p->below_zero).number(p->chombos).end_row();
  }
  return csv.str();
}

std::string stats_html(const std::string& tournament, const Ruleset& rules, const TournamentStats& stats,
                       const std::vector<GameOutcome>& outcomes, int refresh_seconds, const Words& words, PageOptions frame) {
  std::string body = stats_table(stats, words, frame.links).render_html("stats") + results_chart_html(outcomes, words);
  if (!stats.biggest.empty())
    body += "<h2>" + html_escape(words("stats.biggest")) + "</h2>\n<p class=\"note\">" + html_escape(words("stats.biggest_note")) +
            "</p>\n" + biggest_table(rules, stats, words, frame.links).render_html();
  frame.refresh_seconds = refresh_seconds;
  frame.language = words.language();
  return html_page(words("stats.title", {{"tournament", tournament}}), body, frame);
}

namespace {

/// Where the player sat in a game and who the others were.
struct PlayerSeat {
  Seat seat;
  std::vector<std::string> opponents;
};

PlayerSeat seat_of(const PlayerDirectory& players, const GameOutcome& game, RowId me) {
  PlayerSeat out;
  for_each_seat([&](Seat s) {
    if (game.game.players[s.index] == me)
      out.seat = s;
    else
      out.opponents.push_back(players.by_id(game.game.players[s.index]).name);
  });
  return out;
}

/// A player's games; for a page (`isolated`), each opponent's name isolated in the list of them.
TextTable player_games_table(const PlayerDirectory& players, const PlayerReport& r, const Words& words, bool isolated,
                             const PageLinks& links = {}) {
  TextTable table({{words("player.game")}, {words("round.seat"), false, true}, {words("player.opponents"), false, false, "name"},
                   {words("round.score"), true, true}, {words("round.place"), true}, {words("round.result"), true}});
  for (const GameOutcome& game : r.games) {
    const PlayerSeat at = seat_of(players, game, r.standing.player.id);
    std::string opponents;
    for (const std::string& name : at.opponents)
      opponents += (opponents.empty() ? "" : ", ") + (isolated ? isolated_name(name) : name);
    table.add_row({game.ref().text(), words.wind(at.seat.index), opponents, words.number(game.scores[at.seat]),
                   game.final ? std::to_string(game.final->places[at.seat]) : "",
                   game.final ? words.number(game.final->results[at.seat], true)
                              : words("player.in_progress", {{"next", game.state.next_round}})},
                  {links.game(game.ref())});
  }
  return table;
}

/// The player's online names, one after another ("" for none).
std::string online_list(const PlayerRow& p) {
  std::string out;
  for (const std::string& name : online_names_of(p)) out += (out.empty() ? "" : ", ") + name;
  return out;
}

std::string player_heading(const PlayerReport& r) {
  const PlayerRow& p = r.standing.player;
  std::string out = p.name;
  if (!p.ema.empty()) out += ", EMA " + p.ema;
  if (!p.country.empty()) out += ", " + p.country;
  if (!p.club.empty()) out += ", " + p.club;
  if (const std::string online = online_list(p); !online.empty()) out += ", online: " + online;
  return out;
}

std::string player_summary(const PlayerReport& r, const Words& words) {
  const Standing& s = r.standing;
  std::string out = words.counted("player.summary", s.games, {{"place", place_text(s.place, s.shared)}, {"total", words.number(s.total, true)}});
  if (s.penalties) out += words("player.penalties", {{"points", words.number(-s.penalties)}});
  if (s.open_games) out += words.counted("player.open_games", s.open_games);
  if (const std::string marks = standing_marks(s, words); !marks.empty()) out += " (" + marks + ")";
  return out + ".";
}

}  // namespace

std::string player_text(const PlayerDirectory& players, const PlayerReport& r, const LocalTime& zone, std::size_t width) {
  const Words& english = words_in(Language::En);
  std::string out = player_heading(r) + "\n" + player_summary(r, english) + "\n\n";
  out += r.games.empty() ? "No games yet.\n" : player_games_table(players, r, english, false).render(width);
  out += "\nStatistics:\n";
  for (const auto& [title, cell] : stat_cells(r.stats)) out += "  " + pad(title, 12, false) + cell + "\n";
  for (const PenaltyRow& p : r.penalties)
    out += "Penalty " + std::to_string(p.id) + ": " + format_points(-p.points) + ", " + p.reason + "\n";
  for (const PlayerEvent& e : r.history)
    if (!e.reason.empty()) out += "Changed " + zone.stamp(e.at) + ": " + e.what + " (" + e.reason + ")\n";
  return fitted_lines(out, width);
}

std::string player_json(const PlayerDirectory& players, const PlayerReport& r) {
  const Standing& s = r.standing;
  json games = json::array();
  for (const GameOutcome& game : r.games) {
    const PlayerSeat at = seat_of(players, game, s.player.id);
    json entry{{"game", game.ref().text()}, {"seat", wind_name(at.seat.index)}, {"opponents", at.opponents},
               {"finished", game.final.has_value()}};
    if (game.final) {
      entry["score"] = game.scores[at.seat];
      entry["place"] = game.final->places[at.seat];
      entry["result"] = game.final->results[at.seat];
    }
    games.push_back(std::move(entry));
  }
  json penalties = json::array();
  for (const PenaltyRow& p : r.penalties) penalties.push_back({{"id", p.id}, {"points", -p.points}, {"reason", p.reason}});
  return json{{"name", s.player.name},
              {"ema", s.player.ema},
              {"country", s.player.country},
              {"club", s.player.club},
              {"given", s.player.given},
              {"family", s.player.family},
              {"online_names", online_names_of(s.player)},
              {"place", s.place > 0 ? json(s.place) : json(nullptr)},
              {"shared", s.shared},
              {"total", s.total},
              {"ranked", s.ranked},
              {"substitute", s.substitute},
              {"withdrawn_after_round", s.withdrawn_after >= 0 ? json(s.withdrawn_after) : json(nullptr)},
              {"absent_rounds", s.absent_rounds},
              {"absent_points", s.absent},
              {"games", games},
              {"statistics", stat_json(r.stats)},
              {"penalties", penalties},
              {"history", player_events_json(r.history)}}
             .dump(2) + "\n";
}

std::string player_html(const std::string& tournament, const PlayerDirectory& players, const PlayerReport& r,
                        const Words& words, PageOptions frame) {
  const PlayerRow& p = r.standing.player;
  std::string details;
  const std::string online = online_list(p);
  for (const std::string& d : {p.ema.empty() ? "" : "EMA " + p.ema, p.country, p.club,
                               online.empty() ? "" : words("player.online_names", {{"names", online}})})
    if (!d.empty()) details += (details.empty() ? "" : ", ") + d;
  std::string body = (details.empty() ? "" : "<p class=\"note\">" + html_escape(details) + "</p>\n") + "<p>" +
                     html_escape(player_summary(r, words)) + "</p>\n";
  body += player_games_table(players, r, words, true, frame.links).render_html() + player_chart_html(r, words);
  TextTable stats({{words("player.statistic")}, {words("player.value"), true}});
  for (auto& [title, cell] : stat_cells(r.stats, words)) stats.add_row({title, cell});
  body += stats.render_html() + rates_chart_html(r.stats, r.everyone, words);
  if (!r.penalties.empty()) {
    TextTable penalties({{words("stats.round"), true}, {words("stats.points"), true}, {words("player.reason"), false, false, "", false, TextTable::Fit::Wrap}});
    for (const PenaltyRow& penalty : r.penalties)
      penalties.add_row({penalty.round > 0 ? std::to_string(penalty.round) : "-", words.number(-penalty.points, true), penalty.reason});
    body += "<h2>" + html_escape(words("player.penalties_title")) + "</h2>\n" + penalties.render_html();
  }
  // The heading holds the name in <bdi>, so that a right-to-left name keeps its direction beside the tournament's.
  std::string heading = html_escape(words("player.title", {{"tournament", tournament}, {"name", "\x01"}}));
  heading.replace(heading.find('\x01'), 1, "<bdi>" + html_escape(r.standing.player.name) + "</bdi>");
  frame.language = words.language();
  frame.heading = heading;
  return html_page(words("player.title", {{"tournament", tournament}, {"name", r.standing.player.name}}), body, frame);
}

}  // namespace tenbou
