#include "server/pages.h"

#include <algorithm>
#include <functional>
#include <map>

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "base/unicode.h"
#include "engine/game.h"
#include "report/game_chart.h"
#include "report/html_page.h"
#include "report/keys_report.h"
#include "report/projector_pages.h"
#include "report/round_report.h"
#include "report/score_sheet_page.h"
#include "report/seating_report.h"
#include "report/standings_report.h"
#include "report/stats_report.h"
#include "report/words.h"
#include "server/assets.h"
#include "server/page_language.h"
#include "server/qr_code.h"
#include "tournament/people/access_keys.h"
#include "tournament/seats/seating_plan.h"
#include "tournament/settings.h"
#include "tournament/standings/game_outcomes.h"
#include "tournament/standings/player_report.h"
#include "tournament/standings/stages.h"
#include "tournament/standings/standings.h"

namespace tenbou::server {
namespace {

/// What the live pages add to the shared stylesheet: buttons big enough for thumbs, messages, table cards.
constexpr const char* kLiveStyle = R"(
.message { padding: .5em .7em; border-radius: .3em; margin: .6em 0; overflow-wrap: break-word; }
.message.refused { background: #fde2e1; border: 1px solid #b3261e; }
.message.done { background: #e3f4e1; border: 1px solid #2e7d32; }
fieldset.choice { border: 0; padding: 0; margin: .5em 0; display: flex; flex-wrap: wrap; gap: .35em; }
fieldset.choice legend { font-weight: bold; padding: 0; margin-bottom: .2em; width: 100%; }
button { font: inherit; min-height: 2.75rem; min-width: 2.75rem; padding: .3em .7em; border: 1px solid #555;
  border-radius: .35em; background: #f4f4f4; color: #111; touch-action: manipulation; }
button[aria-pressed="true"] { background: #1a4d8f; color: #fff; border-color: #1a4d8f; }
button.primary { background: #2e7d32; color: #fff; border-color: #2e7d32; font-weight: bold; }
button:disabled { opacity: .45; }
.values .fu-label { width: 100%; font-weight: bold; }
#details input[type=text], .organiser input { font: inherit; min-height: 2.75rem; width: 100%; box-sizing: border-box; }
.actions { display: flex; flex-wrap: wrap; gap: .5em; margin: .8em 0; }
.actions[hidden] { display: none; }
#players tr.dealer td { font-weight: bold; }
#players td.wind { width: 1.5em; }
#players td.name { overflow-wrap: break-word; }
fieldset.sheet label { width: 100%; margin-top: .3em; overflow-wrap: break-word; }
fieldset.sheet input { font: inherit; min-height: 2.75rem; width: 100%; box-sizing: border-box; }
ul.rounds { list-style: none; padding: 0; }
ul.rounds li { display: flex; flex-wrap: wrap; align-items: center; gap: .3em 1em; margin: .3em 0; }
.clock { font-size: 1.3em; font-weight: bold; text-align: right; margin: 0; }
.table-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 16em), 1fr)); }
.table-card { border: 1px dashed #555; padding: .6em; break-inside: avoid; page-break-inside: avoid; }
.table-card .qr { shape-rendering: crispEdges; width: 100%; max-width: 14em; display: block; margin: .3em auto; }
.table-card .url { font-size: .7em; overflow-wrap: anywhere; color: #333; }
.table-card h2 { margin: 0; }
.table-card ul.seats { list-style: none; padding: 0; margin: .3em 0; }
.table-card .wind { display: inline-block; min-width: 3.6em; font-weight: bold; }
fieldset.tiles .targets, fieldset.tiles .flags { display: flex; flex-wrap: wrap; gap: .3em; width: 100%; }
fieldset.tiles .keypad { display: grid; grid-template-columns: repeat(9, minmax(0, 1fr)); gap: .2em; width: 100%; }
fieldset.tiles button.tile { min-width: 0; padding: .3em 0; font-weight: bold; }
fieldset.tiles .suit-m { color: #8b1a1a; } fieldset.tiles .suit-p { color: #1a4d8f; }
fieldset.tiles .suit-s { color: #1e6b2a; } fieldset.tiles .suit-z { color: #111; }
fieldset.tiles .picked { display: flex; align-items: center; gap: .5em; width: 100%; }
fieldset.tiles .picked-name { min-width: 8em; } fieldset.tiles .picked-tiles { flex: 1; overflow-wrap: anywhere; font-family: monospace; }
#confirm .tiles-value { margin: .3em 0; }
#confirm { border: 2px solid #2e7d32; border-radius: .35em; padding: .1em .6em; margin: .8em 0; }
table.results td.name { overflow-wrap: break-word; }
@media print { .table-cards { grid-template-columns: repeat(2, 1fr); } .no-print { display: none; } }
)";

Reply html(std::string body) { return {.type = kHtml, .body = std::move(body)}; }

Reply not_found(const std::string& what, const Words& words = words_in(Language::En)) {
  return {.status = 404,
          .type = kHtml,
          .body = html_page(words("pages.not_found"), "<p>" + html_escape(what) + "</p>\n<p><a href=\"/\">" +
                                                          html_escape(words("pages.all_pages")) + "</a></p>\n",
                            {.language = words.language()})};
}

PageOptions live(const std::string& script, const std::string& layout = "") {
  return {.layout = layout, .style = kLiveStyle, .script = script.empty() ? "" : "/assets/" + script + ".js"};
}

/// Whether the request's key is one that writes here (a table's or the organiser's): the table's page keeps such a
/// key in its language switch, so that a phone still writes after switching; any other page ignores keys.
bool writing_key(const Tournament& t, const Request& request) {
  return !request.key.empty() && !query_for_switch(request).empty() && key_holder(t, request.key).has_value();
}

/// A phone's page: in the language its visitor reads (page_language.h), with the switch under its heading, which
/// keeps the request's key when `keep_key` says so.
struct PhonePage {
  const Words& words;
  PageOptions options;
  PhonePage(const Tournament& t, const Request& request, const std::string& script, bool keep_key = false)
      : words(words_in(phone_language(request, read_settings(t).language))), options(live(script)) {
    options.language = words.language();
    options.language_query = keep_key && writing_key(t, request) ? query_for_switch(request) : "";
  }
};

/// A phone's page from the room's cache, kept per language whatever else the query holds. A table's page is kept
/// per valid key too (its switch keeps it); a key that writes nowhere is ignored, so guessed keys share one page.
Reply phone_read(Room& room, const Request& request, const std::string& name,
                 const std::function<Reply(const Tournament&)>& make) {
  return room.read(name + " " + phone_page_key(request), make);
}

Reply keyed_phone_read(Room& room, const Request& request, const std::string& name,
                       const std::function<Reply(const Tournament&)>& make) {
  return room.read(
      [&](const Tournament& t) {
        return name + " " + phone_page_key(request) + (writing_key(t, request) ? " key " + request.key : "");
      },
      make);
}

/// The projector's and the table cards' words: the tournament's language, whoever looks.
const Words& room_words(const Tournament& t) { return words_in(read_settings(t).language); }

/// The words of a page's script (those whose keys start with `prefix`), as the JSON words.js reads, and words.js.
std::string script_words(const Words& words, std::string_view prefix) {
  std::string json = words.for_script(prefix).dump();
  for (std::size_t at = json.find("</"); at != std::string::npos; at = json.find("</", at)) json.replace(at, 2, "<\\/");
  return "<script type=\"application/json\" id=\"words\">" + json + "</script>\n<script src=\"/assets/words.js\"></script>\n";
}

/// The first round of the seating plan with a table whose game is not started: where people sit next.
std::optional<int> next_round(const Tournament& t) {
  const auto plan = current_seating(t);
  if (!plan) return std::nullopt;
  const std::vector<GameRow> games = games_in_play(t);
  for (int round = 1; round <= plan->plan.rounds; ++round) {
    const auto started = std::count_if(games.begin(), games.end(), [&](const GameRow& g) { return g.round == round; });
    if (static_cast<std::size_t>(started) < plan->schedule.rounds[static_cast<std::size_t>(round - 1)].size()) return round;
  }
  return std::nullopt;
}

/// The rounds that have games or are in the plan.
int last_round(const Tournament& t) {
  int last = 0;
  for (const GameRow& g : games_in_play(t)) last = std::max(last, g.round);
  if (const auto plan = current_seating(t)) last = std::max(last, plan->plan.rounds);
  return last;
}

/// The page to send instead of an organiser's page when the request carries no key or one that matches
/// nothing (401: counted as a guess) or a table's key (403), saying `why` (HTML); nothing when it carries the
/// organiser's key.
std::optional<Reply> unless_organiser(const Tournament& t, const Request& request, const std::string& title,
                                      const std::string& why) {
  const std::optional<KeyHolder> holder = request.key.empty() ? std::nullopt : key_holder(t, request.key);
  if (holder && holder->organiser) return std::nullopt;
  return Reply{.status = holder ? 403 : 401, .type = kHtml, .body = html_page(title, "<p>" + why + "</p>\n")};
}

}  // namespace

Reply index_page(Room& room, const Request& request) {
  return phone_read(room, request, "page index", [&request](const Tournament& t) {
    const PhonePage page(t, request, "");
    const Words& w = page.words;
    std::string body = "<nav class=\"links\"><a href=\"/standings\">" + html_escape(w("pages.standings")) + "</a><a href=\"/players\">" +
                       html_escape(w("pages.players")) + "</a><a href=\"/projector\">" + html_escape(w("pages.projector")) + "</a></nav>\n";
    const int rounds = last_round(t);
    if (rounds > 0) {
      body += "<h2>" + html_escape(w("pages.rounds")) + "</h2>\n<nav class=\"links\">";
      for (int r = 1; r <= rounds; ++r)
        body += "<a href=\"/rounds/" + std::to_string(r) + "\">" + html_escape(w("pages.round", {{"round", std::to_string(r)}})) + "</a>";
      body += "</nav>\n";
    }
    return remembering_choice(request, html(html_page(t.info().name, body, page.options)));
  });
}

Reply standings_page(Room& room, const Request& request) {
  return phone_read(room, request, "page standings", [&request](const Tournament& t) {
    const PhonePage page(t, request, "");
    const std::vector<GameOutcome> outcomes = game_outcomes(t, 0, false);
    return remembering_choice(request, html(standings_html(t.info().name, compute_standings(t, {}, outcomes), 0, page.words,
                                                           {.language_query = page.options.language_query},
                                                           standings_by_round(t, outcomes))));
  });
}

Reply round_page(Room& room, const Request& request, int round) {
  return phone_read(room, request, "page round " + std::to_string(round), [&request, round](const Tournament& t) {
    const PhonePage page(t, request, "");
    return remembering_choice(request, html(round_html(t.info().name, t.players(), round, round_outcomes(t, round), 0,
                                                       page.words, {.language_query = page.options.language_query})));
  });
}

Reply players_page(Room& room, const Request& request) {
  return phone_read(room, request, "page players", [&request](const Tournament& t) {
    const PhonePage page(t, request, "");
    std::vector<const PlayerRow*> players;
    for (const PlayerRow& p : t.players().all()) players.push_back(&p);
    std::sort(players.begin(), players.end(),
              [](const PlayerRow* a, const PlayerRow* b) { return unicode::collate(a->name, b->name) < 0; });
    std::string body = "<nav class=\"links\"><a href=\"/\">" + html_escape(page.words("pages.all_pages")) + "</a></nav>\n<ul>\n";
    for (const PlayerRow* p : players)
      body += "<li><a href=\"/players/" + std::to_string(p->id) + "\"><bdi>" + html_escape(p->name) + "</bdi></a>" +
              (p->country.empty() ? "" : " (" + html_escape(p->country) + ")") + "</li>\n";
    return remembering_choice(
        request, html(html_page(page.words("pages.players_title", {{"tournament", t.info().name}}), body + "</ul>\n", page.options)));
  });
}

Reply player_page(Room& room, const Request& request, RowId player) {
  return phone_read(room, request, "page player " + std::to_string(player), [&request, player](const Tournament& t) {
    const PhonePage page(t, request, "");
    const auto& all = t.players().all();
    const auto found = std::find_if(all.begin(), all.end(), [&](const PlayerRow& p) { return p.id == player; });
    if (found == all.end()) return not_found(page.words("pages.no_player", {{"id", std::to_string(player)}}), page.words);
    return remembering_choice(request, html(player_html(t.info().name, t.players(), player_report(t, *found), page.words,
                                                        {.language_query = page.options.language_query})));
  });
}

Reply game_page(Room& room, const Request& request, const GameRef& ref) {
  return phone_read(room, request, "page game " + ref.text(), [&](const Tournament& t) {
    const PhonePage page(t, request, "");
    try {
      return remembering_choice(request, html(game_page_html(t.info().name, t.rules(),
                                                             load_game_log(t, ref, GameChoice::Shown), page.words,
                                                             page.options)));
    } catch (const TournamentError& e) {
      return not_found(e.message, page.words);
    }
  });
}

Reply game_chart(Room& room, const Request& request, const GameRef& ref) {
  return phone_read(room, request, "chart game " + ref.text(), [&](const Tournament& t) {
    const PhonePage page(t, request, "");
    try {
      return html(game_chart_html(load_game_log(t, ref, GameChoice::Shown), page.words));
    } catch (const TournamentError& e) {
      return not_found(e.message, page.words);
    }
  });
}

Reply table_page(Room& room, const Request& request, const GameRef& ref) {
  return keyed_phone_read(room, request, "page table " + ref.text(), [&](const Tournament& t) {
    const PhonePage page(t, request, "table", true);
    const Words& w = page.words;
    try {
      load_game_log(t, ref);
    } catch (const TournamentError& e) {
      return not_found(e.message, w);
    }
    const auto word = [&w](const char* key) { return html_escape(w(key)); };
    const auto outcome = [&](const char* outcome, const char* key) {
      return std::string("<button type=\"button\" data-outcome=\"") + outcome + "\">" + word(key) + "</button>";
    };
    const std::string body =
        script_words(w, "table.") + "<script src=\"/assets/tile_picker.js\"></script>\n"
        "<div id=\"table\" data-game=\"" + ref.text() + "\" data-lang=\"" + w.code() + "\">\n"
        "<p><strong id=\"state\">" + word("table.loading") + "</strong> <a id=\"sheet\" href=\"/games/" + ref.text() + "\">" +
        word("table.score_sheet") + "</a></p>\n"
        "<table><tbody id=\"players\"></tbody></table>\n<p id=\"final\"></p>\n<p id=\"closed\" class=\"note\" hidden></p>\n"
        "<div id=\"message\" class=\"message\" role=\"status\" hidden></div>\n"
        "<div id=\"entry\">\n<fieldset class=\"choice\" id=\"outcomes\"><legend>" + word("table.result") + "</legend>" +
        outcome("ron", "table.ron") + outcome("tsumo", "table.tsumo") + outcome("draw", "table.draw") + outcome("chombo", "table.chombo") +
        (t.rules().abortive_draws ? outcome("abortive", "table.abortive") : "") +
        (t.rules().nagashi_mangan ? outcome("nagashi", "table.nagashi") : "") +
        "<button type=\"button\" data-outcome=\"sheet\" id=\"sheet-outcome\">" + word("table.final_scores") + "</button></fieldset>\n"
        "<div id=\"details\"></div>\n"
        "<div class=\"actions\" id=\"preview-actions\"><button type=\"button\" id=\"preview\" class=\"primary\">" + word("table.preview") +
        "</button></div>\n</div>\n"
        "<div id=\"confirm\" hidden><p id=\"confirm-text\"></p><div id=\"confirm-tiles\"></div>"
        "<table id=\"confirm-results\" class=\"results\" hidden><thead><tr><th>" + word("table.player") +
        "</th><th class=\"num\">" + word("table.score") + "</th><th class=\"num\" id=\"sticks-head\">" +
        word("table.sticks_points") + "</th><th class=\"num\">" + word("table.uma") + "</th><th class=\"num\">" +
        word("table.result_points") + "</th></tr></thead></table>"
        "<div class=\"actions\"><button type=\"button\" id=\"write\" class=\"primary\">" + word("table.confirm") + "</button>"
        "<button type=\"button\" id=\"change\">" + word("table.change") + "</button></div></div>\n"
        "<div class=\"actions\" id=\"game-actions\"><button type=\"button\" id=\"undo\">" + word("table.undo") + "</button>"
        "<button type=\"button\" id=\"finish\">" + word("table.finish") + "</button></div>\n<div id=\"chart\"></div>\n</div>\n";
    const std::string title = w("table.title", {{"tournament", t.info().name}, {"round", std::to_string(ref.round)},
                                                {"table", std::to_string(ref.table)}});
    return remembering_choice(request, html(html_page(title, body, page.options)));
  });
}

Reply projector_page(Room& room) {
  return room.read("page projector", [](const Tournament& t) {
    const Words& w = room_words(t);
    const std::string body = script_words(w, "projector.") + "<p class=\"clock\" id=\"clock\" hidden></p>\n<div id=\"stage\"><p>" +
                             html_escape(w("projector.loading")) + "</p></div>\n";
    PageOptions options = live("projector", "projector");
    options.language = w.language();
    return html(html_page(t.info().name, body, options));
  });
}

Reply projector_standings(Room& room) {
  return room.read("page projector standings", [](const Tournament& t) {
    const TournamentSettings settings = read_settings(t);
    return html(standings_projector_html(t.info().name, compute_standings_with_movement(t, {}), 0, settings.local_time(),
                                         words_in(settings.language)));
  });
}

Reply projector_seating(Room& room) {
  return room.read("page projector seating", [](const Tournament& t) {
    const Words& w = room_words(t);
    const std::optional<int> round = next_round(t);
    if (!round) return not_found(w("pages.no_round_to_seat"), w);
    const auto plan = current_seating(t);
    const std::vector<std::string> names = plan->names(t);
    return html(find_your_seat_html(t.info().name, SeatingView{plan->schedule, names, *round}, 0, w));
  });
}

Reply projector_rounds(Room& room) {
  return room.read("page projector rounds", [](const Tournament& t) {
    const Words& w = room_words(t);
    const std::string page = rounds_projector_html(t.info().name, standings_by_round(t, game_outcomes(t, 0, false)), w);
    return page.empty() ? not_found(w("pages.no_rounds_chart"), w) : html(page);
  });
}

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
    const std::string key = html_escape(request.key);
    std::string body = "<div id=\"message\" class=\"message\" role=\"status\" hidden></div>\n<h2>Games</h2>\n";
    body += "<p><a href=\"/projector\">Projector</a> · <a href=\"/standings\">Standings</a> · a game's number "
            "opens its table page, to enter results for that table.</p>\n<table class=\"games\">\n<thead><tr><th>Game</th>"
            "<th>Players, East first</th><th>Progress</th></tr></thead>\n<tbody>\n";
    // Each game's link carries that table's key, so a page opened from here writes only where its table may.
    std::map<std::pair<int, int>, std::string> table_keys;
    for (const GameKey& k : access_keys(t, std::nullopt).games) table_keys[{k.game.round, k.game.table}] = k.key;
    auto link_key = [&](const GameRef& ref) {
      const auto it = table_keys.find({ref.round, ref.table});
      return it == table_keys.end() ? std::string() : "?key=" + html_escape(it->second);
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
              "\">Start its games</button> <a href=\"/organiser/cards?round=" + std::to_string(r) + "&amp;key=" + key +
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

Reply asset(const std::string& name) {
  for (const AssetText& a : asset_texts())
    if (std::string(a.name) + ".js" == name) return {.type = kScript, .body = std::string(a.text)};
  return not_found("No such script.");
}

}  // namespace tenbou::server
