// The organiser's pages of `tenbou serve` (declared in pages.h): the games in play, the stages, starting rounds and the
// session clock, and the table cards to print. Both need the organiser's key.

#include <map>

#include "base/plural.h"
#include "report/html_page.h"
#include "report/keys_report.h"
#include "server/page_replies.h"
#include "server/pages.h"
#include "server/qr_code.h"
#include "tournament/entry/game_log.h"
#include "tournament/people/access_keys.h"
#include "tournament/standings/game_outcomes.h"
#include "tournament/standings/stages.h"

namespace tenbou::server {

namespace {

/// The organiser's view of the stages: each one's rule and players, and `stage list`'s note while entries made since
/// its cut would cut others.
std::string stages_section(const Tournament& t) {
  const std::vector<Stage> stages = read_stages(t);
  if (stages.empty()) return "";
  std::string out = "<h2>Stages</h2>\n<ul class=\"stages\">\n";
  for (const Stage& stage : stages) {
    std::vector<std::string> names;
    for (const PlayerRow& p : stage.players) names.push_back(html_escape(p.name));
    out += "<li>" + html_escape(stage.rule.name) + " (" + html_escape(stage_rule_words(stage.rule)) + "): " + listed(names);
    if (const std::optional<std::string> changed = cut_changed(t, stages, stage))
      out += "<p class=\"note\">Note on " + html_escape(stage.rule.name) + ": " + html_escape(*changed) + ".</p>";
    out += "</li>\n";
  }
  return out + "</ul>\n";
}

}  // namespace

Reply organiser_page(Room& room, const Request& request) {
  return room.write([&](Tournament& t) {
    if (auto refused = unless_organiser(t, request, "Organiser",
                                        "This page needs the organiser's key: open the address <code>tenbou serve</code> "
                                        "printed, or see <code>tenbou keys</code>."))
      return *refused;
    // In the console the session stands for the key, which then goes into no link.
    const std::string key = request.by_console ? "" : "&amp;key=" + html_escape(request.key);
    std::string body = "<div id=\"message\" class=\"message\" role=\"status\" hidden></div>\n<h2>Games</h2>\n";
    body += "<p><a href=\"/projector\">Projector</a> · <a href=\"/standings\">Standings</a> · a game's number "
            "opens its table page, to enter results for that table.</p>\n<table class=\"games\">\n<thead><tr><th>Game</th>"
            "<th>Players, East first</th><th>Progress</th></tr></thead>\n<tbody>\n";
    // Each game's link carries that table's key, so a page opened from here writes only where its table may; in the
    // console, none: the session writes with the organiser's rights (and may correct hands already entered).
    std::map<std::pair<int, int>, std::string> table_keys;
    for (const GameKey& k : access_keys(t, std::nullopt).games) table_keys[{k.game.round, k.game.table}] = k.key;
    auto link_key = [&](const GameRef& ref) {
      const auto it = table_keys.find({ref.round, ref.table});
      return it == table_keys.end() || request.by_console ? std::string() : "?key=" + html_escape(it->second);
    };
    for (const GameOutcome& g : game_outcomes(t, 0, false)) {
      const GameRef ref{g.game.round, g.game.table};
      std::string players;
      for (RowId id : g.game.players) players += (players.empty() ? "" : ", ") + html_escape(t.players().by_id(id).name);
      body += "<tr><td><a href=\"/table/" + std::to_string(ref.round) + "/" + std::to_string(ref.table) + link_key(ref) +
              "\">" + ref.text() + "</a></td><td>" + players + "</td><td>" +
              (g.state.finished ? "finished" : "next: " + html_escape(g.state.next_round)) + "</td></tr>\n";
    }
    body += "</tbody>\n</table>\n" + stages_section(t) + "<h2>Rounds</h2>\n<ul class=\"rounds\">\n";
    for (int r = 1; r <= last_round(t); ++r)
      body += "<li>Round " + std::to_string(r) + ": <button type=\"button\" data-start-round=\"" + std::to_string(r) +
              "\">Start its games</button> <a href=\"/organiser/cards?round=" + std::to_string(r) + key +
              "\">Table cards</a></li>\n";
    body += "</ul>\n<h2>Session clock</h2>\n<div class=\"actions organiser\"><label for=\"session-end\">Session ends at "
            "(HH:MM)</label><input id=\"session-end\" type=\"text\" maxlength=\"5\" value=\"" +
            html_escape(room.session_end()) + "\"><button type=\"button\" id=\"set-clock\" class=\"primary\">Set</button></div>\n";
    return html(html_page(t.info().name + ": organiser", body, live("organiser")));
  });
}

Reply table_cards(Room& room, const Request& request, int round, const std::string& base_url) {
  return room.write([&](Tournament& t) {
    if (auto refused = unless_organiser(t, request, "Table cards", "Table cards need the organiser's key."))
      return *refused;
    // Wholly in the tournament's language: the cards lie on the tables for every player to read.
    const Words& w = room_words(t);
    std::string body = "<p class=\"no-print\">" + html_escape(w("cards.intro")) + "</p>\n<div class=\"table-cards\">\n";
    const AccessKeys keys = access_keys(t, round);
    for (const GameKey& k : keys.games) {
      const GameLog log = load_game_log(t, k.game);
      const std::string url = table_page_url(base_url, k);
      body += "<div class=\"table-card\"><h2>" + html_escape(w("cards.table", {{"table", std::to_string(k.game.table)}})) + "</h2><p>" +
              html_escape(w("cards.round", {{"round", std::to_string(k.game.round)}})) + "</p><ul class=\"seats\">";
      for_each_seat([&](Seat s) {  // each player with the wind they start on
        body += "<li><span class=\"wind\">" + html_escape(w.wind(s.index)) + "</span> <bdi>" + html_escape(log.names[s]) +
                "</bdi></li>";
      });
      body += "</ul>" + qr_svg(url, w("cards.qr_label", {{"game", k.game.text()}})) + "<p class=\"url\">" + html_escape(url) +
              "</p></div>\n";
    }
    if (keys.games.empty()) body += "<p>" + html_escape(w("cards.none", {{"round", std::to_string(round)}})) + "</p>\n";
    PageOptions options = live("");
    options.language = w.language();
    return html(html_page(w("cards.title", {{"tournament", t.info().name}, {"round", std::to_string(round)}}), body + "</div>\n",
                          options));
  });
}

}  // namespace tenbou::server
