// tenbou serve over real sockets: the JSON API equal to the command line's, keys, the double-entry guard
// between phones, hostile requests, pages, and a clean stop on SIGINT.

#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <nlohmann/json.hpp>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <set>
#include <sstream>
#include <thread>

#include <doctest/doctest.h>
#include <httplib.h>

#include "server/raw_client.h"
#include "server/served.h"

namespace tenbou::test {
namespace {


std::string error_message(const httplib::Result& r) {
  return nlohmann::json::parse(r->body)["error"]["message"].get<std::string>();
}

}  // namespace

TEST_CASE("serve: the API answers exactly as the command line's JSON, before and after a phone's write") {
  Served s;
  auto standings = s.get("/api/standings");
  REQUIRE(standings);
  CHECK(standings->status == 200);
  CHECK(standings->get_header_value("Content-Type") == "application/json");
  CHECK(standings->body == s.run({"standings", "--format", "json"}).out);
  CHECK(s.get("/api/games/1/1")->body == s.run({"game", "show", "1/1", "--format", "json"}).out);

  auto written = s.post("/api/games/1/1/hands", kRon, s.game_key("1/1"));
  REQUIRE(written);
  CHECK(written->status == 200);
  const auto answer = nlohmann::json::parse(written->body);
  CHECK(answer["hand"] == 1);
  CHECK(answer["message"].get<std::string>().find("Alice Martin 3 han 30 fu ron from Chiara Rossi") != std::string::npos);
  CHECK(answer["table"]["hand"] == 2);
  CHECK(answer["table"]["players"][0]["name"] == "Alice Martin");
  CHECK(answer["table"]["players"][0]["score"] == 30000 + 5800);  // her riichi stick back
  CHECK(s.get("/api/games/1/1")->body == s.run({"game", "show", "1/1", "--format", "json"}).out);
  CHECK(s.get("/api/standings")->body == s.run({"standings", "--format", "json"}).out);
  // Entered by the phone, as the history says; one log line for the write, none for the reads.
  CHECK(s.run({"game", "history", "1/1"}).out.find("table 1/1 phone") != std::string::npos);
  CHECK(s.log.str().find("POST /api/games/1/1/hands 200 table 1/1 phone: Hand 1 (E1)") != std::string::npos);
  CHECK(s.log.str().find("GET") == std::string::npos);
}

TEST_CASE("serve: a write needs a key that may write there; refusals change nothing") {
  Served s;
  REQUIRE(s.run({"game", "start", "--round", "1", "--table", "2", "--players", "Alan,Eva,Finn,Greta"}).status == 0);
  const std::string before = database_content(s.db);
  auto none = s.post("/api/games/1/1/hands", kRon);
  CHECK(none->status == 401);
  CHECK(error_message(none).find("a key is needed") != std::string::npos);
  CHECK(s.post("/api/games/1/1/hands", kRon, "0123456789abcdef01234567")->status == 401);
  auto other = s.post("/api/games/1/1/hands", kRon, s.game_key("1/2"));
  CHECK(other->status == 403);
  CHECK(error_message(other) == "the key of table 1/2 writes only to game 1/2, not to 1/1");
  CHECK(s.post("/api/games/1/1/undo", "{}", s.game_key("1/2"))->status == 403);
  CHECK(s.post("/api/games/1/3/hands", kRon, s.organiser_key())->status == 404);
  CHECK(database_content(s.db) == before);
  // A key in the address is not taken for a write (browsers and logs keep addresses); the organiser's key
  // writes anywhere.
  auto in_address = s.client().Post("/api/games/1/1/hands?key=" + s.game_key("1/1"), kRon, "application/json");
  CHECK(in_address->status == 401);
  CHECK(error_message(in_address).find("in the header (Authorization: Bearer KEY), not in the address") != std::string::npos);
  CHECK(database_content(s.db) == before);
  CHECK(s.post("/api/games/1/1/hands", kRon, s.game_key("1/1"))->status == 200);
  const std::string draw = R"({"result": "draw", "tenpai": ["Alan Smith"], "expect": 1})";
  CHECK(s.post("/api/games/1/2/hands", draw, s.organiser_key())->status == 200);
  CHECK(s.run({"game", "history", "1/2"}).out.find("organiser") != std::string::npos);
}

TEST_CASE("serve: two phones entering one hand at once record it once; the second is told who recorded it") {
  Served s;
  const std::string key = s.game_key("1/1");
  std::atomic<int> ok = 0, conflict = 0;
  std::vector<std::thread> phones;
  for (int i = 0; i < 4; ++i)
    phones.emplace_back([&] {
      const int status = s.post("/api/games/1/1/hands", kRon, key)->status;
      if (status == 200) ++ok;
      if (status == 409) ++conflict;
    });
  for (auto& p : phones) p.join();
  CHECK(ok == 1);
  CHECK(conflict == 3);
  CHECK(s.json({"game", "show", "1/1", "--format", "json"})["hands"].size() == 1);
  auto again = s.post("/api/games/1/1/hands", kRon, key);
  CHECK(again->status == 409);
  CHECK(error_message(again).find("already recorded: Alice Martin 3 han 30 fu ron from Chiara Rossi; riichi Alice Martin (entered by table 1/1 phone") !=
        std::string::npos);
  // Also when that hand closed the game: the guard comes first.
  REQUIRE(s.run({"game", "finish", "1/1", "--reason", "time"}).status == 0);
  CHECK(s.post("/api/games/1/1/hands", kRon, key)->status == 409);
  // A new hand on a finished game: its table's key no longer writes there.
  auto over = s.post("/api/games/1/1/hands", R"({"result": "draw", "tenpai": [], "expect": 2})", key);
  CHECK(over->status == 403);
  CHECK(error_message(over).find("game 1/1 is over") != std::string::npos);
}

TEST_CASE("serve: refused hands say why as the command line does (422), and bodies that are not hands are 400") {
  Served s;
  const std::string key = s.game_key("1/1");
  const std::string before = database_content(s.db);
  auto bad_fu = s.post("/api/games/1/1/hands",
                       R"({"result": "tsumo", "winner": "Alice Martin", "han": 2, "fu": 35, "expect": 1})", key);
  CHECK(bad_fu->status == 422);
  CHECK(error_message(bad_fu).find("fu 35 is not a valid value") != std::string::npos);
  CHECK(s.post("/api/games/1/1/hands", R"({"result": "ron", "wins": [], "expect": 1})", key)->status == 422);
  CHECK(s.post("/api/games/1/1/hands", R"({"result": "draw", "tenpai": ["Nobody"], "expect": 1})", key)->status == 422);
  auto no_expect = s.post("/api/games/1/1/hands", R"({"result": "draw", "tenpai": []})", key);
  CHECK(no_expect->status == 400);
  CHECK(error_message(no_expect).find("\"expect\" is needed") != std::string::npos);
  CHECK(s.post("/api/games/1/1/hands", "{\"result\": ", key)->status == 400);
  CHECK(s.post("/api/games/1/1/hands", "[1, 2]", key)->status == 400);
  CHECK(s.post("/api/games/1/1/hands", R"({"result": "draw", "expect": [1]})", key)->status == 400);
  CHECK(s.post("/api/games/1/1/hands", R"({"result": "draw", "tenpai": [], "expect": "E1"})", key)->status == 400);
  CHECK(s.post("/api/games/1/1/hands", R"({"result": "draw", "tenpai": [], "expect": 0})", key)->status == 400);
  CHECK(s.post("/api/games/1/1/hands", R"({"result": "draw", "tenpai": [], "expect": 1, "extra": 1})", key)->status == 422);
  CHECK(database_content(s.db) == before);
}

TEST_CASE("serve: preview, undo of the last hand only, and a CLI referee on the same file") {
  Served s;
  const std::string key = s.game_key("1/1");
  auto preview = s.post("/api/games/1/1/preview", kRon);
  CHECK(preview->status == 200);
  CHECK(nlohmann::json::parse(preview->body)["message"].get<std::string>().find("Alice Martin +5,800, Chiara Rossi -5,800") != std::string::npos);
  CHECK(s.json({"game", "show", "1/1", "--format", "json"})["hands"].empty());
  REQUIRE(s.post("/api/games/1/1/hands", kRon, key)->status == 200);
  // A referee's terminal enters hand 2 meanwhile: the server sees it at once.
  REQUIRE(s.run({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--expect", "2"}).status == 0);
  CHECK(nlohmann::json::parse(s.get("/api/games/1/1/table")->body)["hand"] == 3);
  CHECK(s.post("/api/games/1/1/undo", "{}", key)->status == 400);  // which hand: a second tap undoes nothing
  auto stale = s.post("/api/games/1/1/undo", R"({"hand": 1})", key);
  CHECK(stale->status == 409);
  auto undo = s.post("/api/games/1/1/undo", R"({"hand": 2})", key);
  CHECK(undo->status == 200);
  CHECK(nlohmann::json::parse(undo->body)["table"]["last_hand"] == 1);
  CHECK(s.post("/api/games/1/1/undo", R"({"hand": 2})", key)->status == 409);
}

TEST_CASE("serve: a game's final scores from its paper score sheet, with the table's key") {
  Served s;
  const std::string key = s.game_key("1/1");
  const std::string sheet = R"({"scores": [52300, 31200, 26500, 9000], "sticks": 1, "chombo": ["Chiara Rossi"]})";
  CHECK(s.post("/api/games/1/1/result", sheet)->status == 401);
  CHECK(s.post("/api/games/1/1/result", R"({"scores": "52300"})", key)->status == 400);
  CHECK(s.post("/api/games/1/1/result", R"({"scores": [1, 2, 3, 4], "sticks": "1"})", key)->status == 400);
  CHECK(s.post("/api/games/1/1/result", R"({"scores": [1, 2, 3, 4], "sticks": 4294967297})", key)->status == 400);
  CHECK(s.post("/api/games/1/1/result", R"({"scores": [9000000000000, 2, 3, 4]})", key)->status == 422);
  // The range is the one every door checks; a difference to the start near the largest number does not overflow.
  auto huge = s.post("/api/games/1/1/result", R"({"scores": [9223372036854775807, 0, 0, 0], "relative": true})", key);
  CHECK(huge->status == 422);
  CHECK(error_message(huge) == "score 1 (East): 9,223,372,036,854,775,807 is out of range (at most 10,000,000 points either way)");
  CHECK(s.post("/api/games/1/1/result", R"({"scores": [18446744073709551615, 0, 0, 0]})", key)->status == 400);
  CHECK(s.post("/api/games/1/1/result", R"({"scores": [1, 2, 3, 4], "sticks": 1001})", key)->status == 422);
  auto short_by = s.post("/api/games/1/1/result", R"({"scores": [52300, 31200, 26500, 9000]})", key);
  CHECK(short_by->status == 422);
  CHECK(error_message(short_by) == "the scores add up to 119,000; with no sticks on the table they should add up to 120,000: 1,000 short");
  auto recorded = s.post("/api/games/1/1/result", sheet, key);
  REQUIRE(recorded->status == 200);
  CHECK(nlohmann::json::parse(recorded->body)["table"]["over"] == true);
  CHECK(s.json({"game", "show", "1/1", "--format", "json"})["final"]["penalties"] == nlohmann::json{0, 0, -20000, 0});
  // The game is over: its table's key writes no more; the organiser's corrects it, with a reason.
  auto again = s.post("/api/games/1/1/result", R"({"scores": [52300, 31200, 26500, 9000], "sticks": 1, "chombo": [], "reason": "typo"})", key);
  CHECK(again->status == 403);
  CHECK(error_message(again) == "game 1/1 is over (" + nlohmann::json::parse(recorded->body)["table"]["end"].get<std::string>() +
                                    "): its table's key no longer writes to it; the organiser can correct it (with the "
                                    "organiser's key or tenbou on the command line)");
  CHECK(s.post("/api/games/1/1/hands", kRon, key)->status == 403);
  CHECK(s.post("/api/games/1/1/result", sheet, s.organiser_key())->status == 422);  // a second result needs a reason
  CHECK(s.log.str().find("POST /api/games/1/1/result 200 table 1/1 phone: Game 1/1 recorded from its score sheet") !=
        std::string::npos);
}

TEST_CASE("serve: a renewed key holds at once; keys list games and the organiser") {
  Served s;
  const std::string old_key = s.game_key("1/1");
  const nlohmann::json renewed = s.json({"keys", "--renew", "--round", "1", "--format", "json", "--url", "http://10.1.2.3:8080/"});
  const std::string new_key = renewed["tables"][0]["key"];
  CHECK(new_key != old_key);
  CHECK(new_key.size() == 24);
  CHECK(renewed["tables"][0]["game"] == "1/1");
  CHECK(renewed["tables"][0]["url"] == "http://10.1.2.3:8080/table/1/1?key=" + new_key);
  CHECK(s.post("/api/games/1/1/hands", kRon, old_key)->status == 401);
  CHECK(s.post("/api/games/1/1/hands", kRon, new_key)->status == 200);
  const RunResult text = s.run({"keys"});
  CHECK(text.out.find("Organiser key: " + s.organiser_key()) != std::string::npos);
  CHECK(text.out.find("/table/1/1?key=" + new_key) != std::string::npos);
  CHECK(s.json({"keys", "--round", "2", "--format", "json"})["tables"].empty());
}

TEST_CASE("serve: the organiser starts a round from the plan and sets the clock; pages are served") {
  Served s;
  REQUIRE(s.run({"seating", "generate", "--rounds", "2"}).status == 0);
  const std::string organiser = s.organiser_key();
  CHECK(s.post("/api/rounds/2/start", "{}", s.game_key("1/1"))->status == 403);
  auto early = s.post("/api/rounds/2/start", "{}", organiser);  // game 1/1 is still being played
  CHECK(early->status == 422);
  CHECK(nlohmann::json::parse(early->body)["error"]["message"].get<std::string>().find("is still playing game 1/1") !=
        std::string::npos);
  REQUIRE(s.run({"game", "finish", "1/1"}).status == 0);
  auto started = s.post("/api/rounds/2/start", "{}", organiser);
  CHECK(started->status == 200);
  CHECK(nlohmann::json::parse(started->body)["started"] == nlohmann::json{"2/1", "2/2"});
  CHECK(s.json({"keys", "--round", "2", "--format", "json"})["tables"].size() == 2);

  const auto version = nlohmann::json::parse(s.get("/api/version")->body)["version"].get<long long>();
  CHECK(s.post("/api/clock", R"({"session_end": "25:00"})", organiser)->status == 422);
  CHECK(s.post("/api/clock", R"({"session_end": "14:30"})", organiser)->status == 200);
  const auto now = nlohmann::json::parse(s.get("/api/version")->body);
  CHECK(now["session_end"] == "14:30");
  CHECK(now["version"].get<long long>() > version);

  for (const char* page : {"/", "/standings", "/players", "/rounds/1", "/games/1/1", "/table/1/1", "/projector",
                           "/projector/standings", "/projector/seating"}) {
    auto r = s.get(page);
    REQUIRE(r);
    CHECK_MESSAGE(r->status == 200, page);
    CHECK(r->get_header_value("Content-Type") == "text/html; charset=utf-8");
    CHECK(r->body.find("<!DOCTYPE html>") == 0);
  }
  CHECK(s.get("/table/1/1")->body.find("src=\"/assets/table.js\"") != std::string::npos);
  CHECK(s.get("/assets/table.js")->get_header_value("Content-Type") == "text/javascript; charset=utf-8");
  CHECK(s.get("/assets/nothing.js")->status == 404);
  CHECK(s.get("/rounds/9")->status == 404);
  CHECK(s.get("/api/games/9/1")->status == 404);
  CHECK(s.get("/organiser")->status == 401);
  CHECK(s.get("/organiser?key=" + s.game_key("1/1"))->status == 403);
  CHECK(s.get("/organiser?key=" + organiser)->body.find("data-start-round=\"2\"") != std::string::npos);
  auto cards = s.get("/organiser/cards?round=2&key=" + organiser);
  CHECK(cards->status == 200);
  CHECK(cards->body.find("<svg") != std::string::npos);
  CHECK(cards->body.find("http://127.0.0.1:" + std::to_string(s.port) + "/table/2/1?key=" + s.game_key("2/1")) != std::string::npos);
  // Each player on a table card with the wind they start on.
  const nlohmann::json game = s.json({"game", "show", "2/1", "--format", "json"});
  CHECK(cards->body.find("<span class=\"wind\">East</span> <bdi>" + game["players"][0].get<std::string>() + "</bdi>") != std::string::npos);
  CHECK(cards->body.find("<span class=\"wind\">North</span> <bdi>" + game["players"][3].get<std::string>() + "</bdi>") != std::string::npos);
  const auto players = s.json({"player", "list", "--format", "json"});
  CHECK(s.get("/players/" + std::to_string(players[0]["id"].get<long long>()))->status == 200);
}

TEST_CASE("serve: on the phones' pages names lead to the players' pages and games to their sheets, all served") {
  Served s;
  std::set<std::string> links;
  for (const char* page : {"/standings", "/rounds/1", "/players/1"}) {
    const std::string body = s.get(page)->body;
    for (std::size_t at = body.find("href=\"/"); at != std::string::npos; at = body.find("href=\"/", at + 1))
      links.insert(body.substr(at + 6, body.find('"', at + 6) - at - 6));
  }
  CHECK(links.count("/games/1/1"));  // the round's table, the player's game
  // Each name to its own page.
  for (const auto& [id, name] : {std::pair{1, "Alice Martin"}, {2, "Bernd Keller"}})
    CHECK(s.get("/standings")->body.find("<a href=\"/players/" + std::to_string(id) + "\"><bdi>" + name + "</bdi></a>") !=
          std::string::npos);
  CHECK(s.get("/rounds/1")->body.find("<a href=\"/players/1\"><bdi>Alice Martin</bdi></a>") != std::string::npos);
  for (const std::string& link : links)
    if (link.rfind("/assets/", 0) != 0) CHECK_MESSAGE(s.get(link)->status == 200, link);
}

TEST_CASE("serve: hostile requests are answered and change nothing; the server goes on serving") {
  Served s;
  REQUIRE(s.run({"player", "add", "<script>alert(1)</script>"}).status == 0);
  const std::string before = database_content(s.db);
  const std::string key = s.game_key("1/1");
  CHECK(s.post("/api/games/1/1/hands", std::string(100 * 1024, '{'), key)->status == 413);
  for (const char* path : {"/api/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/api/games/0/1", "/api/games/1/1000",
                           "/api/games/01/1", "/api/games/1/1/../../standings", "/games/1/x", "/players/-1",
                           "/assets/../../CMakeLists.txt", "/api/games/99999999999999999999/1"}) {
    auto r = s.get(path);
    REQUIRE_MESSAGE(r, path);
    CHECK_MESSAGE(r->status == 404, path);
  }
  // Bytes that are not UTF-8, in a body or an address: refused, and the answer is still JSON.
  for (const auto& r : {s.post("/api/games/1/1/hands", "{\"result\": \"\xff\xfe\"", key), s.get("/api/%FF%FE")}) {
    REQUIRE(r);
    CHECK((r->status == 400 || r->status == 404));
    CHECK_FALSE(nlohmann::json::parse(r->body, nullptr, false).is_discarded());
  }
  CHECK(s.client().Delete("/api/games/1/1")->status == 405);
  CHECK(s.client().Put("/api/games/1/1/hands", kRon, "application/json")->status == 405);
  CHECK(s.get("/api/games/1/1/hands")->status == 405);
  CHECK(s.post("/standings", "{}")->status == 405);
  // Names are escaped on every page.
  for (const char* page : {"/players", "/standings"}) {
    const std::string body = s.get(page)->body;
    CHECK(body.find("<script>alert") == std::string::npos);
    CHECK(body.find("&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
  }
  // Raw bytes: garbage, a request line that never ends, a client that stalls halfway.
  auto raw = [&](const std::string& bytes) {
    RawClient c(s.port);
    CHECK(c.send(bytes));
    return c;
  };
  const std::string garbage = raw(std::string("\x00\xff\xfe GARBAGE\r\n\r\n", 16)).receive();
  CHECK((garbage.empty() || RawClient::status_of(garbage) == 400));  // closed, or told
  CHECK(RawClient::status_of(raw("GET /" + std::string(40000, 'a') + " HTTP/1.1\r\n\r\n").receive()) == 414);
  CHECK(RawClient::status_of(raw("POST /api/games/1/1/hands HTTP/1.1\r\nHost: x\r\nContent-Length: 999999999\r\n\r\n{").receive()) == 413);
  CHECK(RawClient::status_of(raw("POST /api/games/1/1/hands HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n").receive()) >= 400);
  std::vector<RawClient> stalled;
  for (int i = 0; i < 8; ++i) stalled.push_back(raw("POST /api/games/1/1/hands HTTP/1.1\r\nHost: x\r\nContent-Le"));
  CHECK(s.get("/api/standings")->status == 200);  // answered while those stall
  stalled.clear();
  CHECK(database_content(s.db) == before);
  CHECK(s.post("/api/games/1/1/hands", kRon, key)->status == 200);
}

TEST_CASE("serve: Ctrl-C stops the server cleanly, after the requests in flight") {
  Fixture f;
  const int port = free_port();
  const pid_t server = start_tenbou({"--db", f.db, "serve", "--bind", "127.0.0.1", "--port", std::to_string(port)});
  httplib::Client c("127.0.0.1", port);
  REQUIRE(comes_up(c));
  const std::string key = f.json({"keys", "--format", "json"})["tables"][0]["key"];
  httplib::Headers headers{{"Authorization", "Bearer " + key}};
  REQUIRE(c.Post("/api/games/1/1/hands", headers, kRon, "application/json")->status == 200);
  REQUIRE(::kill(server, SIGINT) == 0);
  int status = 0;
  REQUIRE(::waitpid(server, &status, 0) == server);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
  CHECK(!c.Get("/api/version"));
  CHECK(f.json({"game", "show", "1/1", "--format", "json"})["hands"].size() == 1);
  CHECK(f.run({"audit"}).status == 0);
}

TEST_CASE("serve: refused at the start in words") {
  Fixture f;
  const RunResult bad_clock = f.run({"serve", "--session-end", "2pm"});
  CHECK(bad_clock.status == 2);
  CHECK(bad_clock.err.find("--session-end \"2pm\": give a time of day as HH:MM") != std::string::npos);
  CHECK(f.run({"serve", "--port", "0"}).status == 2);
  const RunResult missing = run_tenbou({"--db", f.dir.path() + "/none.tenbou", "serve"});
  CHECK(missing.status == 1);
  CHECK(missing.err.find("no tournament file") != std::string::npos);
}

TEST_CASE("serve: a hand posted with its tiles is valued from them, and a value that disagrees is refused") {
  Served s;
  const std::string key = s.game_key("1/1");
  // Bernd's 3 han 30 fu of the tiles tests (Red dragon triplet, two dora).
  const std::string tiles = R"("tiles": {"concealed": "23455m678p345s", "melds": [{"kind": "pon", "tiles": "777z"}], "win_tile": "5m", "dora_indicators": "4m"})";
  auto wrong = s.post("/api/games/1/1/hands",
                      R"({"result": "ron", "discarder": "Alice Martin", "wins": [{"winner": "Bernd Keller", "han": 2, "fu": 30, )" +
                          tiles + R"(}], "expect": 1})", key);
  CHECK(wrong->status == 422);
  CHECK(error_message(wrong).find("entered 2 han 30 fu; the tiles give 3 han 30 fu") != std::string::npos);
  auto right = s.post("/api/games/1/1/hands",
                      R"({"result": "ron", "discarder": "Alice Martin", "wins": [{"winner": "Bernd Keller", )" + tiles +
                          R"(}], "expect": 1})", key);
  REQUIRE(right->status == 200);
  CHECK(s.json({"game", "export", "1/1"})["hands"][0]["wins"][0]["han"] == 3);
}

TEST_CASE("serve: the charts: a game's scores after each hand under the table page, the leaders over the rounds on the "
          "projector") {
  Served s;
  CHECK(s.get("/projector/rounds")->status == 404);  // before round 2
  CHECK(s.get("/games/1/1/chart")->body.empty());    // before the first hand
  CHECK(s.get("/table/1/1")->body.find("<div id=\"chart\"></div>") != std::string::npos);
  REQUIRE(s.post("/api/games/1/1/hands", kRon, s.game_key("1/1"))->status == 200);
  const std::string chart = s.get("/games/1/1/chart?lang=de")->body;
  CHECK(chart.find("<h2>Punkte Hand für Hand</h2>") == 0);
  const nlohmann::json game = s.json({"game", "show", "1/1", "--format", "json"});
  for (std::size_t seat = 0; seat < 4; ++seat)
    CHECK(chart.find("data-series=\"" + game["players"][seat].get<std::string>() + "\" data-values=\"30000," +
                     std::to_string(game["hands"][0]["scores"][seat].get<long long>()) + "\"") != std::string::npos);
  CHECK(s.get("/games/9/9/chart")->status == 404);

  // Two rounds played: the projector shows the leaders' places after each.
  REQUIRE(s.run({"game", "finish", "1/1"}).status == 0);
  REQUIRE(s.run({"game", "result", "--round", "2", "--table", "1", "--players", "Alice,Bernd,Alan,Eva", "--scores",
                 "45000,35000,25000,15000"}).status == 0);
  const auto rounds = s.get("/projector/rounds");
  REQUIRE(rounds->status == 200);
  CHECK(rounds->body.find("<svg class=\"chart\"") != std::string::npos);
  const nlohmann::json standings = s.json({"standings", "--format", "json"});
  CHECK(rounds->body.find("data-series=\"" + standings[0]["name"].get<std::string>() + "\"") != std::string::npos);
  CHECK(s.get("/assets/projector.js")->body.find("\"/projector/rounds\"") != std::string::npos);
}

}  // namespace tenbou::test
