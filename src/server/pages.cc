#include "server/pages.h"

#include <algorithm>
#include <functional>

#include <nlohmann/json.hpp>

#include "engine/game.h"
#include "report/game_chart.h"
#include "report/html_page.h"
#include "report/player_list.h"
#include "report/projector_pages.h"
#include "report/round_report.h"
#include "report/score_sheet_page.h"
#include "report/seating_report.h"
#include "report/standings_report.h"
#include "report/stats_report.h"
#include "report/words.h"
#include "server/assets.h"
#include "server/page_language.h"
#include "server/page_replies.h"
#include "tournament/people/access_keys.h"
#include "tournament/seats/seating_plan.h"
#include "tournament/settings.h"
#include "tournament/standings/game_outcomes.h"
#include "tournament/standings/player_report.h"
#include "tournament/standings/standings.h"

namespace tenbou::server {
namespace {

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
  /// The options of a report's page served to a phone: its switch, and its names and games leading to the server's
  /// pages.
  PageOptions report() const { return {.language_query = options.language_query, .links = PageLinks::served()}; }
};

/// A phone's page from the room's cache, kept per language whatever else the query holds. A table's page is kept
/// per valid key too (its switch keeps it); a key that writes nowhere is ignored, so guessed keys share one page.
Reply phone_read(Room& room, const Request& request, const std::string& name,
                 const std::function<Reply(const Tournament&)>& make) {
  return room.read(name + " " + phone_page_key(request), make);
}

/// Whether the request writes with the organiser's rights: the console's session, or the organiser's key kept by the
/// page (its switch): the table's page then offers to correct a hand already entered.
bool by_organiser(const Tournament& t, const Request& request) {
  if (request.by_console) return true;
  if (request.key.empty() || query_for_switch(request).empty()) return false;  // as writing_key, with one lookup
  const std::optional<KeyHolder> holder = key_holder(t, request.key);
  return holder && holder->organiser;
}

/// A phone's page kept per valid key and for the console apart (table_page: what they may write differs).
Reply keyed_phone_read(Room& room, const Request& request, const std::string& name,
                       const std::function<Reply(const Tournament&)>& make) {
  return room.read(
      [&](const Tournament& t) {
        return name + " " + phone_page_key(request) + (writing_key(t, request) ? " key " + request.key : "") +
               (request.by_console ? " console" : "");
      },
      make);
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
  return phone_read(room, request, "page standings", [&room, &request](const Tournament& t) {
    const PhonePage page(t, request, "");
    const TournamentFigures& figures = room.figures(t);
    return remembering_choice(request, html(standings_html(t.info().name, figures.standings, 0, page.words,
                                                           page.report(), figures.by_round)));
  });
}

Reply round_page(Room& room, const Request& request, int round) {
  return phone_read(room, request, "page round " + std::to_string(round), [&request, round](const Tournament& t) {
    const PhonePage page(t, request, "");
    return remembering_choice(request, html(round_html(t.info().name, t.players(), round, round_outcomes(t, round), 0,
                                                       page.words, page.report())));
  });
}

Reply players_page(Room& room, const Request& request) {
  return phone_read(room, request, "page players", [&request](const Tournament& t) {
    const PhonePage page(t, request, "");
    const std::string body =
        "<nav class=\"links\"><a href=\"/\">" + html_escape(page.words("pages.all_pages")) + "</a></nav>\n" +
        player_links_html(t.players().all(), [](RowId id) { return "/players/" + std::to_string(id); });
    return remembering_choice(
        request, html(html_page(page.words("pages.players_title", {{"tournament", t.info().name}}), body, page.options)));
  });
}

Reply player_page(Room& room, const Request& request, RowId player) {
  return phone_read(room, request, "page player " + std::to_string(player), [&room, &request, player](const Tournament& t) {
    const PhonePage page(t, request, "");
    const auto& all = t.players().all();
    const auto found = std::find_if(all.begin(), all.end(), [&](const PlayerRow& p) { return p.id == player; });
    if (found == all.end()) return not_found(page.words("pages.no_player", {{"id", std::to_string(player)}}), page.words);
    return remembering_choice(request, html(player_html(t.info().name, t.players(), player_report(room.figures(t), *found), page.words,
                                                        page.report())));
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
        "<script src=\"/assets/table_correction.js\"></script>\n"
        "<div id=\"table\" data-game=\"" + ref.text() + "\" data-lang=\"" + w.code() + "\"" +
        (by_organiser(t, request) ? " data-organiser=\"1\"" : "") + ">\n"
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
  return room.read("page projector rounds", [&room](const Tournament& t) {
    const Words& w = room_words(t);
    const std::string page = rounds_projector_html(t.info().name, room.figures(t).by_round, w);
    return page.empty() ? not_found(w("pages.no_rounds_chart"), w) : html(page);
  });
}

Reply asset(const std::string& name) {
  for (const AssetText& a : asset_texts())
    if (std::string(a.name) + ".js" == name) return {.type = kScript, .body = std::string(a.text)};
  return not_found("No such script.");
}

}  // namespace tenbou::server
