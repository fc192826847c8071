#include "server/router.h"

#include <charconv>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/named_fields.h"
#include "report/html_page.h"
#include "report/words.h"
#include "server/api.h"
#include "server/console_files.h"
#include "server/console_page.h"
#include "server/console_tournaments.h"
#include "server/organiser_run.h"
#include "server/page_language.h"
#include "server/pages.h"
#include "server/write_guard.h"

namespace tenbou::server {
namespace {

/// The parts of a path between slashes ("/api/games/1/3" -> api, games, 1, 3).
std::vector<std::string> parts_of(const std::string& path) {
  std::vector<std::string> parts;
  std::size_t at = 1;
  while (at <= path.size()) {
    const std::size_t end = path.find('/', at);
    parts.push_back(path.substr(at, end == std::string::npos ? std::string::npos : end - at));
    if (end == std::string::npos) break;
    at = end + 1;
  }
  if (!parts.empty() && parts.back().empty()) parts.pop_back();  // a trailing slash
  return parts;
}

/// A whole number from `low` to `high` written in plain digits, or nullopt.
std::optional<long long> number(const std::string& text, long long low, long long high) {
  long long value = 0;
  if (text.empty() || text.size() > 12 || text[0] == '0') return std::nullopt;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < low || value > high) return std::nullopt;
  return value;
}

/// The game a path names by round and table.
std::optional<GameRef> game_of(const std::string& round, const std::string& table) {
  const auto r = number(round, 1, kMaxRound);
  const auto t = number(table, 1, kMaxTable);
  if (!r || !t) return std::nullopt;
  return GameRef{static_cast<int>(*r), static_cast<int>(*t)};
}

/// 404: no such address, or `detail` says what is not there.
Reply no_route(const Request& request, const std::string& detail = "") {
  if (request.path.rfind("/api/", 0) == 0) return error_reply(404, "no such address: " + request.path);
  // In the visitor's language where it says one (the file is not read for an address that is not there).
  const Words& words = words_in(phone_language(request, Language::En));
  return {.status = 404, .type = kHtml,
          .body = std::string("<!DOCTYPE html>\n<html lang=\"") + words.code() + "\"><head><meta charset=\"utf-8\"><title>" +
                  html_escape(words("pages.not_found")) + "</title></head><body><p>" +
                  html_escape(detail.empty() ? words("pages.no_page") : detail) +
                  " <a href=\"/\">" + html_escape(words("pages.all_pages")) + "</a></p></body></html>\n"};
}

Reply wrong_method(const std::string& allowed) {
  Reply reply = error_reply(405, "this address takes " + allowed);
  return reply;
}

Reply dispatch(Room& room, const Site& site, const Request& request) {
  const std::vector<std::string> p = parts_of(request.path);
  const bool get = request.method == "GET" || request.method == "HEAD";
  const bool post = request.method == "POST";
  const std::size_t n = p.size();
  auto is = [&](std::initializer_list<const char*> words) {
    if (words.size() > n) return false;
    std::size_t i = 0;
    for (const char* w : words) {
      if (*w && p[i] != w) return false;
      ++i;
    }
    return true;
  };
  // The JSON API.
  if (n >= 1 && p[0] == "api") {
    if (n == 2 && p[1] == "standings") return get ? standings_api(room) : wrong_method("GET");
    if (n == 2 && p[1] == "version") return get ? version_api(room) : wrong_method("GET");
    if (n == 2 && p[1] == "clock") return post ? clock_api(room, request) : wrong_method("POST");
    if (n == 2 && p[1] == "games") return get ? games_api(room) : wrong_method("GET");
    if (n == 3 && p[1] == "console" && p[2] == "room")
      return get || post ? console_room_api(site, request) : wrong_method("GET or POST");
    if (n == 3 && p[1] == "console" && p[2] == "quit")
      return post ? console_quit_api(site, request) : wrong_method("POST");
    if (n == 3 && p[1] == "console" && p[2] == "tournaments")
      return get ? tournaments_api(site, request) : wrong_method("GET");
    if (n == 3 && p[1] == "console" && p[2] == "download")
      return post ? console_download_api(room, site, request) : wrong_method("POST");
    if (n == 3 && p[1] == "console" && p[2] == "publish")
      return get || post ? console_publish_api(site, request) : wrong_method("GET or POST");
    if (n == 3 && p[1] == "console" && p[2] == "open")
      return post ? open_tournament_api(site, request) : wrong_method("POST");
    if (n == 3 && p[1] == "console" && p[2] == "create")
      return post ? create_tournament_api(site, request) : wrong_method("POST");
    if (n == 3 && p[1] == "organiser" && p[2] == "cancel")
      return post ? organiser_cancel_api(room, request, site) : wrong_method("POST");
    if (n == 3 && p[1] == "organiser" && p[2] == "run")
      return post ? organiser_run_api(room, request, site) : wrong_method("POST");
    if (n == 4 && is({"api", "rounds", "", "start"})) {
      const auto round = number(p[2], 1, kMaxRound);
      if (!round) return no_route(request);
      return post ? start_round_api(room, request, static_cast<int>(*round)) : wrong_method("POST");
    }
    if ((n == 4 || n == 5 || n == 6) && p[1] == "games") {
      const auto ref = game_of(p[2], p[3]);
      if (!ref) return no_route(request);
      if (n == 4) return get ? game_api(room, *ref) : wrong_method("GET");
      if (n == 6) {  // a preview of a write: .../result/preview, .../finish/preview
        if (p[5] != "preview") return no_route(request);
        if (p[4] == "result") return post ? preview_result_api(room, request, *ref) : wrong_method("POST");
        if (p[4] == "finish") return post ? preview_finish_api(room, request, *ref) : wrong_method("POST");
        return no_route(request);
      }
      if (p[4] == "table") return get ? table_api(room, request, *ref) : wrong_method("GET");
      if (p[4] == "hands") return post ? record_hand_api(room, request, *ref) : wrong_method("POST");
      if (p[4] == "preview") return post ? preview_hand_api(room, request, *ref) : wrong_method("POST");
      if (p[4] == "undo") return post ? undo_api(room, request, *ref) : wrong_method("POST");
      if (p[4] == "result") return post ? record_result_api(room, request, *ref) : wrong_method("POST");
      if (p[4] == "finish") return post ? finish_api(room, request, *ref) : wrong_method("POST");
    }
    return no_route(request);
  }
  if (!get) return wrong_method("GET");
  // The pages.
  if (n == 0) return index_page(room, request);
  if (n == 1 && p[0] == "standings") return standings_page(room, request);
  if (n == 1 && p[0] == "players") return players_page(room, request);
  if (n == 1 && p[0] == "projector") return projector_page(room);
  if (n == 1 && p[0] == "organiser") return organiser_page(room, request);
  if (n == 1 && p[0] == "console") return console_page(room, site, request);
  if (n == 2 && p[0] == "console" && p[1] == "tournaments") return tournaments_page(site, request);
  if (n == 2 && p[0] == "projector" && p[1] == "standings") return projector_standings(room);
  if (n == 2 && p[0] == "projector" && p[1] == "seating") return projector_seating(room);
  if (n == 2 && p[0] == "projector" && p[1] == "rounds") return projector_rounds(room);
  if (n == 2 && p[0] == "organiser" && p[1] == "cards") {
    const auto round = number(request.param("round"), 1, kMaxRound);
    if (!round) return no_route(request);
    return table_cards(room, request, static_cast<int>(*round), site.base_url);
  }
  if (n == 2 && p[0] == "assets") return asset(p[1]);
  if (n == 2 && p[0] == "rounds") {
    const auto round = number(p[1], 1, kMaxRound);
    return round ? round_page(room, request, static_cast<int>(*round)) : no_route(request);
  }
  if (n == 2 && p[0] == "players") {
    const auto player = number(p[1], 1, 1'000'000'000'000);
    return player ? player_page(room, request, *player) : no_route(request);
  }
  if (n == 4 && p[0] == "games" && p[3] == "chart") {
    const auto ref = game_of(p[1], p[2]);
    return ref ? game_chart(room, request, *ref) : no_route(request);
  }
  if (n == 3 && (p[0] == "games" || p[0] == "table")) {
    const auto ref = game_of(p[1], p[2]);
    if (!ref) return no_route(request);
    return p[0] == "games" ? game_page(room, request, *ref) : table_page(room, request, *ref);
  }
  return no_route(request);
}

/// The console's first screen and its own addresses, before a tournament is open.
Reply dispatch_without_tournament(const Site& site, const Request& request) {
  const std::vector<std::string> p = parts_of(request.path);
  const bool get = request.method == "GET" || request.method == "HEAD";
  const bool post = request.method == "POST";
  const std::size_t n = p.size();
  if (n == 3 && p[0] == "api" && p[1] == "console") {
    if (p[2] == "tournaments") return get ? tournaments_api(site, request) : wrong_method("GET");
    if (p[2] == "open") return post ? open_tournament_api(site, request) : wrong_method("POST");
    if (p[2] == "create") return post ? create_tournament_api(site, request) : wrong_method("POST");
    if (p[2] == "quit") return post ? console_quit_api(site, request) : wrong_method("POST");
  }
  if (n >= 1 && p[0] == "api")
    return error_reply(409, "no tournament is open in the console yet: open or create one on its first screen, /console");
  if (!get) return wrong_method("GET");
  if (n == 2 && p[0] == "assets") return asset(p[1]);
  if ((n == 1 && p[0] == "console") || (n == 2 && p[0] == "console" && p[1] == "tournaments")) {
    if (n == 1 && !request.param("session").empty()) return console_sign_in(site, request);
    return tournaments_page(site, request);
  }
  Reply first_screen{.status = 303, .type = kHtml, .body = ""};
  first_screen.headers.emplace("Location", "/console");
  return first_screen;
}

}  // namespace

Reply route_without_tournament(const Site& site, const Request& request) {
  try {
    if (auto refused = refuse_write(request)) return *refused;
    return dispatch_without_tournament(site, request);
  } catch (const Error& e) {
    return error_reply(503, e.message);
  }
}

Reply route(Room& room, const Site& site, const Request& request) {
  try {
    if (auto refused = refuse_write(request)) return *refused;
    return dispatch(room, site, request);
  } catch (const TournamentError& e) {
    // What was asked for is not there (a round without games, a game never started).
    if (request.path.rfind("/api/", 0) == 0) return error_reply(404, e.message, shown_detail(e).dump());
    return no_route(request, e.message);
  } catch (const Error& e) {
    // The file could not be read (or changed): said as it is, and the server goes on.
    return error_reply(503, e.message);
  }
}

}  // namespace tenbou::server
