// What the table page needs from the API to word things for players and to end a game on time: the field at
// fault, who recorded a hand already there, previews of a sheet and of the closing, and the closing itself
// guarded against a second tap.

#include <signal.h>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sys/wait.h>

#include <doctest/doctest.h>

#include "server/served.h"

namespace tenbou::test {
namespace {

nlohmann::json body_of(const httplib::Result& r) { return nlohmann::json::parse(r->body); }

TEST_CASE("serve: refusals name the field at fault; a 409 names the hand recorded and who entered it") {
  Served s;
  const std::string key = s.game_key("1/1");
  auto no_from = s.post("/api/games/1/1/preview", R"({"result": "ron", "wins": [{"winner": 1, "han": 3, "fu": 30}], "expect": 1})");
  CHECK(no_from->status == 422);
  CHECK(body_of(no_from)["error"]["field"] == "discarder");
  CHECK(body_of(no_from)["error"]["message"] == "field \"discarder\" is missing");  // scripts read it as before
  auto no_fu = s.post("/api/games/1/1/preview", R"({"result": "tsumo", "winner": 1, "han": 3, "expect": 1})");
  CHECK(body_of(no_fu)["error"]["field"] == "fu");
  const std::string draw = R"({"result": "draw", "tenpai": [0], "expect": 1})";
  REQUIRE(s.post("/api/games/1/1/hands", draw, key)->status == 200);
  auto again = s.post("/api/games/1/1/hands", draw, key);
  CHECK(again->status == 409);
  const nlohmann::json error = body_of(again)["error"];
  CHECK(error["hand"] == 1);
  CHECK(error["entered_by"] == "table 1/1 phone");
  CHECK(error["entered_at"].get<std::string>().size() == 20);
  // The API carries the hand number, so the same result as the next hand is simply entered.
  CHECK(s.post("/api/games/1/1/hands", R"({"result": "draw", "tenpai": [0], "expect": 2})", key)->status == 200);
}

TEST_CASE("serve: the organiser corrects a hand already entered, with a reason; a table's key does not") {
  Served s;
  const std::string key = s.game_key("1/1");
  REQUIRE(s.post("/api/games/1/1/hands", R"({"result": "draw", "tenpai": [0], "expect": 1})", key)->status == 200);
  const std::string tsumo = R"({"result": "tsumo", "winner": 1, "han": 2, "fu": 30, "expect": 1, "amend": 1, )";
  const auto by_table = s.post("/api/games/1/1/hands", tsumo + R"("reason": "misread"})", key);
  CHECK(by_table->status == 403);
  CHECK(body_of(by_table)["error"]["field"] == "amend");
  CHECK(body_of(s.post("/api/games/1/1/hands", tsumo + R"("note": "x"})", s.organiser_key()))["error"]["field"] == "reason");
  CHECK(body_of(s.post("/api/games/1/1/hands", R"({"result": "draw", "tenpai": [], "expect": 2, "reason": "x"})",
                       s.organiser_key()))["error"]["field"] == "reason");
  CHECK(s.post("/api/games/1/1/hands", R"({"result": "draw", "tenpai": [], "expect": 1, "amend": -1, "reason": "x"})",
               s.organiser_key())->status == 400);
  // The preview says what the correction does; the write does it, kept in the game's history with its reason.
  const auto preview = s.post("/api/games/1/1/preview", tsumo + R"("reason": "misread"})");
  REQUIRE(preview->status == 200);
  CHECK(body_of(preview)["message"].get<std::string>().rfind("Hand 1 amended", 0) == 0);
  const auto amended = s.post("/api/games/1/1/hands", tsumo + R"("reason": "misread"})", s.organiser_key());
  REQUIRE(amended->status == 200);
  CHECK(body_of(amended)["table"]["hand"] == 2);
  const std::string history = s.run({"game", "history", "1/1"}).out;
  CHECK(history.find("amended") != std::string::npos);
  CHECK(history.find("misread") != std::string::npos);
}

TEST_CASE("serve: a copy of the file made by hand while the server runs holds every entry once the room settles") {
  Served s;
  REQUIRE(s.post("/api/games/1/1/hands", R"({"result": "draw", "tenpai": [0], "expect": 1})", s.game_key("1/1"))->status == 200);
  // The file alone, as Explorer or a USB stick copies it (without its -wal beside it), after the room settled.
  int hands = 0;
  for (int tries = 0; tries < 100 && hands == 0; ++tries) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    const std::string copy = s.dir.path() + "/copy " + std::to_string(tries) + ".tenbou";  // each its own
    std::filesystem::copy_file(s.db, copy);
    const RunResult shown = run_tenbou({"--db", copy, "game", "show", "1/1", "--format", "json"});
    if (shown.status == 0) hands = static_cast<int>(nlohmann::json::parse(shown.out)["hands"].size());
  }
  CHECK(hands == 1);
}

TEST_CASE("serve: a phone or a script names players as a referee types them") {
  Served s;
  const std::string key = s.game_key("1/1");
  // A unique start of a name, an EMA number and a seat wind, as at the command line.
  auto ron = s.post("/api/games/1/1/hands",
                    R"({"result": "ron", "discarder": "chi", "wins": [{"winner": "04090012", "han": 3, "fu": 30}],
                        "riichi": ["E"], "expect": 1})", key);
  REQUIRE(ron->status == 200);
  CHECK(body_of(ron)["message"].get<std::string>().find("Alice Martin 3 han 30 fu ron from Chiara Rossi") !=
        std::string::npos);
  CHECK(s.run({"game", "history", "1/1"}).out.find("riichi Alice Martin") != std::string::npos);
  // What names nobody, or more than one player, is refused in the same words as at the command line, no option
  // named, the file unchanged.
  const std::string before = database_content(s.db);
  auto nobody = s.post("/api/games/1/1/hands", R"({"result": "tsumo", "winner": "Xavier", "han": 1, "fu": 30, "expect": 2})", key);
  CHECK(nobody->status == 422);
  CHECK(body_of(nobody)["error"]["field"] == "winner");
  CHECK(body_of(nobody)["error"]["message"] ==
        "winner \"Xavier\" is not at table 1/1 (players here: East Alice Martin, South Bernd Keller, West Chiara Rossi, "
        "North Dmitri Volkov; or the seat winds E, S, W, N)");
  auto stale_seat = s.post("/api/games/1/1/hands", R"({"result": "tsumo", "winner": 4, "han": 1, "fu": 30, "expect": 2})", key);
  CHECK(stale_seat->status == 422);
  CHECK(database_content(s.db) == before);
  // A surname, as players are called at the table.
  auto by_surname = s.post("/api/games/1/1/hands", R"({"result": "tsumo", "winner": "volkov", "han": 1, "fu": 30, "expect": 2})", key);
  REQUIRE(by_surname->status == 200);
  CHECK(body_of(by_surname)["message"].get<std::string>().find("Dmitri Volkov 1 han 30 fu tsumo") != std::string::npos);
}

TEST_CASE("serve: final scores are checked at preview with the same figures as when written") {
  Served s;
  const std::string before = database_content(s.db);
  auto short_by = s.post("/api/games/1/1/result/preview", R"({"scores": [52300, 31200, 26500, 9000]})");
  CHECK(short_by->status == 422);
  CHECK(body_of(short_by)["error"]["message"] ==
        "the scores add up to 119,000; with no sticks on the table they should add up to 120,000: 1,000 short");
  CHECK(body_of(short_by)["error"]["field"] == "scores");
  auto fine = s.post("/api/games/1/1/result/preview", R"({"scores": [52300, 31200, 26500, 10000]})");
  CHECK(fine->status == 200);
  CHECK(body_of(fine)["table"]["results"].size() == 4);
  CHECK(body_of(fine)["message"].get<std::string>().find("recorded from its score sheet") != std::string::npos);
  CHECK(database_content(s.db) == before);
}

TEST_CASE("serve: a table closes its game at the time limit once; the preview shows the final result with uma") {
  Served s;
  const std::string key = s.game_key("1/1");
  REQUIRE(s.post("/api/games/1/1/hands", R"({"result": "tsumo", "winner": 1, "han": 3, "fu": 30, "expect": 1})", key)->status == 200);
  REQUIRE(s.run({"game", "start", "--round", "1", "--table", "2", "--players", "Alan,Eva,Finn,Greta"}).status == 0);
  const std::string before = database_content(s.db);
  CHECK(s.post("/api/games/1/1/finish", R"({"hand": 1})")->status == 401);
  CHECK(s.post("/api/games/1/1/finish", R"({"hand": 1})", s.game_key("1/2"))->status == 403);
  CHECK(s.post("/api/games/1/1/finish", "{}", key)->status == 400);
  auto stale = s.post("/api/games/1/1/finish", R"({"hand": 0})", key);
  CHECK(stale->status == 409);
  CHECK(body_of(stale)["error"]["hand"] == 1);
  CHECK(database_content(s.db) == before);
  auto preview = s.post("/api/games/1/1/finish/preview", R"({"hand": 1})");
  REQUIRE(preview->status == 200);
  CHECK(body_of(preview)["message"].get<std::string>().starts_with("Game 1/1 closed at the table (time limit)"));
  CHECK(body_of(s.post("/api/games/1/1/finish/preview", R"({"hand": 1})", s.organiser_key()))["message"]
            .get<std::string>()
            .starts_with("Game 1/1 closed by the referee"));
  const nlohmann::json results = body_of(preview)["table"]["results"];
  REQUIRE(results.size() == 4);
  CHECK(results[0]["name"] == "Bernd Keller");  // 3 han 30 fu tsumo: 30,000 + 3,900 + ...
  CHECK(results[0]["place"] == 1);
  CHECK(results[0]["uma"] == 15000);
  CHECK(results[3]["uma"] == -15000);
  CHECK(s.json({"game", "show", "1/1", "--format", "json"})["final"].is_null());
  auto closed = s.post("/api/games/1/1/finish", R"({"hand": 1})", key);
  REQUIRE(closed->status == 200);
  CHECK(body_of(closed)["table"]["over"] == true);
  // Closed by the table's key: at the table, at the time limit (the organiser's key closes as the referee, below).
  CHECK(body_of(closed)["message"].get<std::string>().find("Game 1/1 closed at the table (time limit) after 1 hand.") !=
        std::string::npos);
  CHECK(body_of(closed)["table"]["end"] == "closed at the table (time limit)");
  CHECK(s.json({"game", "show", "1/1", "--format", "json"})["state"]["end"] == "closed at the table (time limit)");
  CHECK(s.run({"game", "show", "1/1"}).out.find("closed at the table (time limit)") != std::string::npos);
  const std::string after = database_content(s.db);
  auto second = s.post("/api/games/1/1/finish", R"({"hand": 1})", key);
  CHECK(second->status == 409);
  CHECK(body_of(second)["error"]["message"].get<std::string>().find("already over") != std::string::npos);
  CHECK(database_content(s.db) == after);
  REQUIRE(s.run({"game", "reopen", "1/1", "--reason", "closed at the wrong table"}).status == 0);
  CHECK(s.post("/api/games/1/1/finish", R"({"hand": 1})", s.organiser_key())->status == 200);
  CHECK(s.log.str().find("POST /api/games/1/1/finish 200 organiser: Game 1/1 closed by the referee") != std::string::npos);
}

TEST_CASE("serve: the session clock is kept in the file: a restarted server and the command line see it") {
  Served s;
  const std::string organiser = s.organiser_key();
  REQUIRE(s.post("/api/clock", R"({"session_end": "16:45"})", organiser)->status == 200);
  CHECK(nlohmann::json::parse(s.get("/api/version")->body)["session_end"] == "16:45");
  CHECK(server::Room{s.db}.session_end() == "16:45");  // what a restarted server reads
  const nlohmann::json shown = s.json({"tournament", "show", "--format", "json"});
  CHECK(shown.dump().find("\"16:45\"") != std::string::npos);
  CHECK(shown.dump().find("table 1/1 phone") == std::string::npos);
  // Set at the command line: the running server shows it at once.
  REQUIRE(s.run({"tournament", "set", "session-end", "09:15"}).status == 0);
  CHECK(nlohmann::json::parse(s.get("/api/version")->body)["session_end"] == "09:15");
  REQUIRE(s.post("/api/clock", R"({"session_end": ""})", organiser)->status == 200);
  CHECK(nlohmann::json::parse(s.get("/api/version")->body)["session_end"] == "");
  CHECK(s.run({"tournament", "set", "session-end", "25:00"}).status == 1);
}

TEST_CASE("serve --session-end stores the clock in the file, with its history entry") {
  Fixture f;
  httplib::Server probe;  // a free port
  const int port = probe.bind_to_any_port("127.0.0.1");
  probe.stop();
  const pid_t server = start_tenbou(
      {"--db", f.db, "serve", "--bind", "127.0.0.1", "--port", std::to_string(port), "--session-end", "13:05"});
  std::string shown;
  for (int i = 0; i < 100 && shown.find("13:05") == std::string::npos; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    shown = f.run({"tournament", "show", "--format", "json"}).out;
  }
  kill(server, SIGINT);
  waitpid(server, nullptr, 0);
  CHECK(shown.find("\"session-end\"") != std::string::npos);
  CHECK(shown.find("13:05") != std::string::npos);
  CHECK(shown.find("tenbou serve") != std::string::npos);
}

}  // namespace
}  // namespace tenbou::test

namespace tenbou::test {
namespace {

httplib::Result post_in(const Served& s, const std::string& path, const std::string& body, const std::string& key,
                        const std::string& language) {
  const httplib::Headers headers{{"Authorization", "Bearer " + key}, {"Accept-Language", language}};
  return s.client().Post(path, headers, body, "application/json");
}

TEST_CASE("serve: the confirmations a phone shows are in its language; the server's log stays English") {
  Served s;
  const std::string key = s.game_key("1/1");
  const std::string tsumo = R"({"result": "tsumo", "winner": 1, "han": 3, "fu": 30, "expect": 1})";
  // The rules' refusals a table can meet: a hand that cannot be, and final scores that do not add up.
  const std::string impossible = R"({"result": "ron", "discarder": 0, "wins": [{"winner": 2, "han": 1, "fu": 20}], "expect": 1})";
  auto refused = post_in(s, "/api/games/1/1/preview", impossible, key, "de");
  CHECK(refused->status == 422);
  CHECK(body_of(refused)["error"]["message"] ==
        "Hand 1: Gewinn von Chiara Rossi: 1 han 20 fu ron ist unmöglich: 20 Fu gibt es nur bei Pinfu Tsumo; ein Ron "
        "hat mindestens 30 Fu");
  CHECK(body_of(refused)["error"]["hand"] == 1);
  CHECK(!body_of(refused)["error"].contains("words"));  // the page's words stay the server's
  CHECK(body_of(post_in(s, "/api/games/1/1/preview", impossible, key, "en"))["error"]["message"] ==
        "hand 1: Chiara Rossi's win: 1 han 20 fu ron is impossible: 20 fu exists only for pinfu tsumo; a ron has at "
        "least 30 fu");
  auto sheet = post_in(s, "/api/games/1/1/result/preview", R"({"scores": [40000, 30000, 20000, 20000]})", key, "fr");
  CHECK(sheet->status == 422);
  CHECK(body_of(sheet)["error"]["message"] ==
        "les scores font en tout 110\u00A0000 ; avec 0 mises de riichi sur la table, ils devraient faire 120\u00A0000 : "
        "il manque 10\u00A0000");
  auto preview = post_in(s, "/api/games/1/1/preview", tsumo, key, "de-AT,de;q=0.9,en;q=0.5");
  REQUIRE(preview->status == 200);
  CHECK(body_of(preview)["message"] ==
        "Hand 1 (Ost 1): Bernd Keller 3 han 30 fu Tsumo. Alice Martin -2.000, Bernd Keller +4.000, "
        "Chiara Rossi -1.000, Dmitri Volkov -1.000. Punkte: Alice Martin 28.000, Bernd Keller 34.000, Chiara Rossi 29.000, "
        "Dmitri Volkov 29.000.");
  auto written = post_in(s, "/api/games/1/1/hands", tsumo, key, "pl");
  REQUIRE(written->status == 200);
  CHECK(body_of(written)["message"].get<std::string>().starts_with("Rozdanie 1 (Wschód 1): Bernd Keller 3 han 30 fu"));
  CHECK(s.log.str().find("table 1/1 phone: Hand 1 (E1): Bernd Keller 3 han 30 fu tsumo.") != std::string::npos);
  // The choice made with the page's switch (its cookie) wins over the browser's languages, as for the pages.
  httplib::Headers french{{"Authorization", "Bearer " + key}, {"Accept-Language", "de"}, {"Cookie", "tenbou_lang=fr"}};
  auto closed = s.client().Post("/api/games/1/1/finish", french, R"({"hand": 1})", "application/json");
  REQUIRE(closed->status == 200);
  const nlohmann::json answer = body_of(closed);
  CHECK(answer["message"].get<std::string>().starts_with(
      "Partie 1/1 close à la table après 1 main (limite de temps). Partie terminée"));
  CHECK(answer["table"]["end"] == "close à la table (limite de temps)");
  CHECK(answer["table"]["final"].get<std::string>().starts_with(
      "Partie terminée (close à la table (limite de temps)) : Bernd Keller 1er +"));
  auto late = post_in(s, "/api/games/1/1/hands", R"({"result": "draw", "tenpai": [], "expect": 2})", key, "nl");
  CHECK(late->status == 403);
  CHECK(body_of(late)["error"]["message"].get<std::string>().starts_with("spel 1/1 is voorbij (aan tafel afgesloten"));
  // The API's own refusals too: a key that is no key, a key of another table.
  auto unknown = post_in(s, "/api/games/1/1/hands", tsumo, "not-a-key", "de");
  CHECK(unknown->status == 401);
  CHECK(body_of(unknown)["error"]["message"].get<std::string>().starts_with("dieser Schlüssel ist nicht gültig"));
  REQUIRE(s.run({"game", "start", "--round", "1", "--table", "2", "--players", "Alan,Eva,Finn,Greta"}).status == 0);
  auto elsewhere = post_in(s, "/api/games/1/2/hands", tsumo, key, "nl-BE");
  CHECK(elsewhere->status == 403);
  CHECK(body_of(elsewhere)["error"]["message"] == "de sleutel van tafel 1/1 schrijft alleen in spel 1/1, niet in 1/2");
  // An address that is not there, in the words of the phone that asked.
  auto nowhere = s.client().Get("/nowhere", {{"Accept-Language", "pl"}});
  CHECK(nowhere->status == 404);
  CHECK(nowhere->body.find("<html lang=\"pl\">") != std::string::npos);
  CHECK(nowhere->body.find("Nie ma takiej strony. <a href=\"/\">Wszystkie strony</a>") != std::string::npos);
  // The table's view, as each phone reads it: an English phone gets the command line's words.
  CHECK(s.client().Get("/api/games/1/1/table", {{"Accept-Language", "nl"}})->body.find("\"end\":\"aan tafel afgesloten (tijdslimiet)\"") != std::string::npos);
  CHECK(s.client().Get("/api/games/1/1/table", {{"Accept-Language", "en-GB"}})->body.find("\"end\":\"closed at the table (time limit)\"") != std::string::npos);
}

TEST_CASE("serve: refusals are logged in English, whatever language the phone is answered in") {
  Served s;
  const std::string key = s.game_key("1/1");
  const std::string tsumo = R"({"result": "tsumo", "winner": 1, "han": 3, "fu": 30, "expect": 1})";
  REQUIRE(s.run({"game", "start", "--round", "1", "--table", "2", "--players", "Alan,Eva,Finn,Greta"}).status == 0);
  // One refusal with a valid key and one without (an address's refusals are logged at most once a second each).
  auto elsewhere = post_in(s, "/api/games/1/2/hands", tsumo, key, "de");
  CHECK(elsewhere->status == 403);
  CHECK(body_of(elsewhere)["error"]["message"].get<std::string>().find("Schlüssel") != std::string::npos);
  auto unknown = post_in(s, "/api/games/1/1/hands", tsumo, "not-a-key", "nl");
  CHECK(unknown->status == 401);
  const std::string log = s.log.str();
  CHECK(log.find("POST /api/games/1/2/hands 403 refused: the key of table 1/1 writes only to game 1/1, not to 1/2") !=
        std::string::npos);
  CHECK(log.find("POST /api/games/1/1/hands 401 refused: this key is not valid") != std::string::npos);
  CHECK(log.find("Schlüssel") == std::string::npos);
  CHECK(log.find("sleutel") == std::string::npos);
}

}  // namespace
}  // namespace tenbou::test
