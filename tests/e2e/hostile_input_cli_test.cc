// Input that is not what a file or a phone should send is refused in words, never as an internal error: bytes that
// are not UTF-8 in a game record (on every output form), a key given twice (readers would differ on which counts),
// JSON nested deeper than any real file (it took the reader's stack), and a byte-order mark before JSON Lines or a
// published tournament.json is accepted as it is before CSV.

#include <filesystem>
#include <fstream>

#include <httplib.h>

#include <nlohmann/json.hpp>

#include "server/served.h"

namespace tenbou::test {
namespace {

const std::string kDraw = R"({"players": ["A", "B", "C", "D"], "hands": [{"result": "draw", "tenpai": []}]})";

TEST_CASE("bytes that are not UTF-8 in a game record: exit 1, the record's line, words on every output form") {
  TempDir dir;
  const std::string file = dir.write("bad.jsonl", kDraw + "\n" +
                                                      R"({"players": ["A", "B", "C", "D"], "hands": [{"result": "draw", )"
                                                      "\"tenpai\": [], \"\x83u\": 30}]}\n");
  const RunResult text = run_tenbou({"replay", file});
  CHECK(text.status == 1);
  CHECK_MESSAGE(text.err.find("record 2 (line 2): not valid JSON: line 1, column 79: text that is not UTF-8") !=
                    std::string::npos,
                text.err);
  CHECK(text.err.find('\x83') == std::string::npos);  // the byte itself is never printed
  const RunResult json = run_tenbou({"replay", file, "--format", "json"});
  CHECK(json.status == 1);
  const nlohmann::json error = nlohmann::json::parse(json.out)["error"];
  CHECK(error["line"] == 2);
  CHECK(error["record"] == 2);
}

TEST_CASE("a key given twice is refused, in files and in the API") {
  Served s;
  const std::string twice = R"({"result": "ron", "discarder": 1, "wins": [{"winner": 0, "han": 1, "fu": 30}], )"
                            R"("wins": [{"winner": 2, "han": 1, "fu": 30}])";
  const std::string file = s.dir.write("twice.json", R"({"players": ["A", "B", "C", "D"], "hands": [)" + twice + "}]}");
  const RunResult replay = s.run({"replay", file});
  CHECK(replay.status == 1);
  CHECK(replay.err.find("hand 1: field \"wins\" is given twice") != std::string::npos);
  const std::string before = database_content(s.db);
  auto posted = s.post("/api/games/1/1/hands", twice + R"(, "expect": 1})", s.game_key("1/1"));
  CHECK(posted->status == 400);
  const nlohmann::json error = nlohmann::json::parse(posted->body)["error"];
  CHECK(error["field"] == "wins");
  CHECK(error["message"].get<std::string>().find("\"wins\" twice") != std::string::npos);
  CHECK(s.post("/api/games/1/1/preview", twice + R"(, "expect": 1})")->status == 400);
  CHECK(s.post("/api/games/1/1/result", R"({"scores": [1, 2, 3, 4], "scores": [30000, 30000, 30000, 30000]})",
               s.game_key("1/1"))->status == 400);
  CHECK(database_content(s.db) == before);
}

TEST_CASE("JSON nested 100,000 deep is refused in words at every door: imports, a plan, a replay, the API") {
  Served s;
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  const std::string site = s.dir.write("site.json", R"({"generator": "tenbou", "games": )" + deep + "}");
  const std::string value = s.dir.write("value.json", kDraw.substr(0, kDraw.size() - 1) + R"(, "rules": )" + deep + "}");
  const std::string lines = s.dir.write("lines.jsonl", kDraw + "\n" + R"({"players": )" + deep + "}\n");
  const std::string plan = s.dir.write("plan.json", R"({"players": 8, "rounds": )" + deep + "}");
  const std::string before = database_content(s.db);
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"game", "import", site}, {"game", "import", value, "--round", "2", "--table", "1"},
        {"game", "import", lines}, {"seating", "check", plan}, {"replay", value}}) {
    const RunResult r = s.run(args);
    CHECK_MESSAGE(r.status == 1, args[0] << " " << args[2] << ": " << r.err);
    CHECK_MESSAGE(r.err.find("arrays and objects nested deeper than 64 levels, which no file tenbou reads does") !=
                      std::string::npos,
                  r.err);
  }
  for (const char* address : {"/api/games/1/1/hands", "/api/games/1/1/result", "/api/games/1/1/preview"}) {
    const auto posted = s.post(address, R"({"result": )" + deep.substr(0, 30000) + deep.substr(0, 30000) + "}",
                               s.game_key("1/1"));
    REQUIRE(posted);
    CHECK_MESSAGE(posted->status == 400, address);
    CHECK_MESSAGE(posted->body.find("nested deeper than 64 levels") != std::string::npos, posted->body);
  }
  CHECK(database_content(s.db) == before);
}

TEST_CASE("an import refuses a round or table no other door could address, naming the field and the range") {
  Fixture f;
  const std::string before = database_content(f.db);
  const std::string records = f.dir.write(
      "far.jsonl", R"({"round": 100000, "table": 1, "players": ["A", "B", "C", "D"], "hands": []})" "\n"
                   R"({"round": 2, "table": 1000, "players": ["A", "B", "C", "D"], "hands": []})" "\n");
  const RunResult r = f.run({"game", "import", records, "--add-players"});
  CHECK(r.status == 1);
  CHECK(r.err.find("record 1 (line 1): field \"round\": 100000 is not valid (expected a whole number from 1 to 99)") !=
        std::string::npos);
  CHECK(r.err.find("record 2 (line 2): field \"table\": 1000 is not valid (expected a whole number from 1 to 999)") !=
        std::string::npos);
  CHECK(database_content(f.db) == before);
}

TEST_CASE("limits no real tournament reaches, said in each refusal: hands and entries of a game, games of an import, "
          "the size of a file") {
  Fixture f;
  const std::string draw = R"({"result": "draw", "tenpai": ["A", "B", "C", "D"]})";  // the dealer stays: no end
  std::string hands;
  for (int i = 0; i < 201; ++i) hands += (i ? ", " : "") + draw;
  const std::string before = database_content(f.db);
  const std::string long_game = f.dir.write(
      "long.json", R"({"round": 2, "table": 1, "players": ["A", "B", "C", "D"], "hands": [)" + hands + "]}");
  const RunResult r = f.run({"game", "import", long_game, "--add-players"});
  CHECK(r.status == 1);
  CHECK_MESSAGE(r.err.find("field \"hands\": 201 hands, where a game holds at most 200 (no real game comes near it)") !=
                    std::string::npos,
                r.err);
  // 200 hands come in; the 201st, from any door, does not.
  const std::string full = f.dir.write(
      "full.json", R"({"round": 2, "table": 1, "players": ["A", "B", "C", "D"], "hands": [)" +
                       hands.substr(0, hands.size() - draw.size() - 2) + "]}");
  REQUIRE(f.run({"game", "import", full, "--add-players"}).status == 0);
  const RunResult more = f.run({"hand", "draw", "--game", "2/1", "--tenpai", "E,S,W,N", "--expect", "201"});
  CHECK(more.status == 1);
  CHECK(more.err.find("game 2/1 would hold 201 hands, where a game holds at most 200") != std::string::npos);
  CHECK(f.json({"game", "show", "2/1", "--format", "json"})["hands"].size() == 200);
  CHECK(f.run({"hand", "undo", "--game", "2/1"}).status == 0);  // what takes a game back always goes in
  CHECK(f.run({"game", "void", "2/1", "--reason", "imported twice"}).status == 0);
  // 10,001 games in one import.
  std::string games;
  for (int i = 0; i < 10001; ++i)
    games += R"({"round": )" + std::to_string(i / 999 + 3) + R"(, "table": )" + std::to_string(i % 999 + 1) +
             R"(, "players": ["A", "B", "C", "D"], "hands": []})" + "\n";
  const RunResult many = f.run({"game", "import", f.dir.write("many.jsonl", games)});
  CHECK(many.status == 1);
  CHECK(many.err.find("the file holds 10001 games: an import takes at most 10000") != std::string::npos);
  // A file of 33 MB is refused before it is read.
  const std::string huge = f.dir.write("huge.jsonl", "");
  std::filesystem::resize_file(huge, 33u << 20);
  for (const std::vector<std::string>& args : {std::vector<std::string>{"game", "import", huge},
                                               {"seating", "check", huge}, {"ranking", huge}}) {
    const RunResult big = f.run(args);
    CHECK(big.status == 1);
    CHECK_MESSAGE(big.err.find("it holds 33.0 MB: tenbou reads files of at most 32 MB") != std::string::npos, big.err);
  }
}

TEST_CASE("a published tournament.json after a byte-order mark imports, as CSV does") {
  Fixture f;
  REQUIRE(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "none"}).status == 0);
  REQUIRE(f.run({"game", "finish", "1/1"}).status == 0);
  REQUIRE(f.run({"publish", f.dir.path() + "/site", "--lang", "en"}).status == 0);
  std::ifstream in(f.dir.path() + "/site/tournament.json", std::ios::binary);
  const std::string json((std::istreambuf_iterator<char>(in)), {});
  const std::string marked = f.dir.write("marked.json", "\xEF\xBB\xBF" + json);
  const TournamentFile copy;
  REQUIRE(run_tenbou({"init", copy.db, "--name", "Copy"}).status == 0);
  const RunResult r = copy.run({"game", "import", marked, "--add-players"});
  CHECK_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Imported 1 game") == 0);
}

TEST_CASE("JSON Lines after a byte-order mark are read, as CSV is") {
  TempDir dir;
  const std::string file = dir.write("bom.jsonl", "\xEF\xBB\xBF" + kDraw + "\n" + kDraw + "\n");
  const RunResult r = run_tenbou({"replay", file});
  CHECK_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("=== Game 2 ===") != std::string::npos);
}

}  // namespace
}  // namespace tenbou::test
