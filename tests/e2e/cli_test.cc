// The tenbou binary as a user runs it: output shapes, exit status, and no output on rejected input.

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <algorithm>

#include "test_support.h"

namespace tenbou {
namespace {

using nlohmann::json;
using test::run_tenbou;

const char* kFirstHand = R"({ "ruleset": "ema2016", "players": ["Alice", "Bob", "Carol", "Dave"],
  "hands": [ { "result": "ron", "discarder": "Carol", "wins": [ { "winner": "Alice", "han": 3, "fu": 30 } ], "riichi": ["Alice"] } ] })";

}  // namespace

TEST_CASE("calc: the documented JSON for 3 han 30 fu") {
  const auto r = run_tenbou({"calc", "--han", "3", "--fu", "30", "--format", "json"});
  REQUIRE(r.status == 0);
  const json out = json::parse(r.out);
  CHECK(out["base"] == 960);
  CHECK(out["limit"].is_null());
  CHECK(out["non_dealer"] == json::parse(R"({"ron": 3900, "tsumo": {"dealer": 2000, "non_dealer": 1000}})"));
  CHECK(out["dealer"] == json::parse(R"({"ron": 5800, "tsumo": {"each": 2000}})"));
}

TEST_CASE("calc: counters, limits, rulesets and overrides") {
  json out = json::parse(run_tenbou({"calc", "--han", "4", "--fu", "30", "--honba", "1", "--format", "json"}).out);
  CHECK(out["non_dealer"]["ron"] == 8000);  // 7,700 + 300
  out = json::parse(run_tenbou({"calc", "--han", "4", "--fu", "30", "--ruleset", "ema2025", "--format", "json"}).out);
  CHECK(out["limit"] == "mangan");
  CHECK(out["non_dealer"]["ron"] == 8000);
  out = json::parse(
      run_tenbou({"calc", "--han", "4", "--fu", "30", "--rule", "kiriage_mangan=true", "--format", "json"}).out);
  CHECK(out["non_dealer"]["ron"] == 8000);
  out = json::parse(run_tenbou({"calc", "--yakuman", "2", "--format", "json"}).out);
  CHECK(out["non_dealer"]["ron"] == 32000);
  out = json::parse(run_tenbou({"calc", "--han", "2", "--fu", "20", "--format", "json"}).out);
  CHECK(out["non_dealer"]["ron"].is_null());
  CHECK(out["non_dealer"]["tsumo"]["dealer"] == 700);
  const auto text = run_tenbou({"calc", "--han", "3", "--fu", "30"});
  CHECK(text.out.find("30 x 2^(2+3) = 960") != std::string::npos);
  CHECK(text.out.find("960 x 4 = 3,840, rounded up to 3,900") != std::string::npos);
}

TEST_CASE("calc: impossible values exit 1, usage errors exit 2") {
  auto r = run_tenbou({"calc", "--han", "1", "--fu", "20"});
  CHECK(r.status == 1);
  CHECK(r.out.empty());
  CHECK(r.err.find("1 han 20 fu") != std::string::npos);
  r = run_tenbou({"calc", "--han", "1", "--fu", "20", "--format", "json"});
  CHECK(r.status == 1);
  CHECK(json::parse(r.out)["error"]["message"].get<std::string>().find("20 fu") != std::string::npos);
  r = run_tenbou({"calc", "--han", "3", "--fu", "30", "--rule", "kiriage=yes"});
  CHECK(r.status == 1);
  CHECK(r.err.find("\"kiriage\": unknown key") != std::string::npos);
  CHECK(run_tenbou({"calc", "--han", "three"}).status == 2);
  CHECK(run_tenbou({"calc", "--han", "3", "--format", "xml"}).status == 2);
  CHECK(run_tenbou({"frobnicate"}).status == 2);
  CHECK(run_tenbou({}).status == 2);
}

TEST_CASE("replay: the documented JSON for the first hand of the example") {
  const auto r = run_tenbou({"replay", "-", "--format", "json"}, kFirstHand);
  REQUIRE(r.status == 0);
  const json out = json::parse(r.out);
  CHECK(out["players"] == json::parse(R"(["Alice", "Bob", "Carol", "Dave"])"));
  const json& hand = out["hands"][0];
  CHECK(hand["round"] == "E1");
  CHECK(hand["honba"] == 0);
  CHECK(hand["riichi_sticks"] == 0);
  CHECK(hand["dealer"] == 0);
  CHECK(hand["deltas"] == json::parse("[5800, 0, -5800, 0]"));
  CHECK(hand["scores"] == json::parse("[35800, 30000, 24200, 30000]"));
  CHECK(out["state"]["round"] == "E1");
  CHECK(out["state"]["honba"] == 1);
  CHECK(out["state"]["dealer"] == 0);
  CHECK(out["state"]["finished"] == false);
  CHECK(out["final"].is_null());
}

TEST_CASE("replay: a finished game carries its final result; the text sheet shows it") {
  std::string record = kFirstHand;
  record.insert(record.rfind('}'), R"(, "finished": true)");
  auto r = run_tenbou({"replay", "-", "--format", "json"}, record);
  REQUIRE(r.status == 0);
  const json final = json::parse(r.out)["final"];
  CHECK(final["places"] == json::parse("[1, 2, 4, 2]"));
  CHECK(final["uma"] == json::parse("[15000, 0, -15000, 0]"));
  CHECK(final["results"] == json::parse("[20800, 0, -20800, 0]"));
  r = run_tenbou({"replay", "-"}, record);
  CHECK(r.out.find("Final result (closed by the referee)") != std::string::npos);
  CHECK(r.out.find("2=") != std::string::npos);
}

TEST_CASE("replay: an invalid hand prints nothing on stdout and names the hand") {
  test::TempDir dir;
  const std::string bad = dir.write("bad.json", R"({"players": ["A", "B", "C", "D"], "hands": [
    {"result": "draw", "tenpai": []},
    {"result": "ron", "discarder": "A", "wins": [{"winner": "B", "han": 1, "fu": 20}]}]})");
  auto r = run_tenbou({"replay", bad});
  CHECK(r.status == 1);
  CHECK(r.out.empty());
  CHECK(r.err == "tenbou: hand 2: B's win: 1 han 20 fu ron is impossible: 20 fu exists only for pinfu tsumo; a ron "
                 "has at least 30 fu\n");
  r = run_tenbou({"replay", bad, "--format", "json"});
  CHECK(r.status == 1);
  const json error = json::parse(r.out)["error"];
  CHECK(error["hand"] == 2);
  CHECK(error["message"].get<std::string>().find("1 han 20 fu ron is impossible") != std::string::npos);
  CHECK(run_tenbou({"replay", dir.path() + "/missing.json"}).status == 1);
}

TEST_CASE("replay: JSON Lines and arrays answer with results in the same order; one bad record stops all") {
  std::string a = kFirstHand, b = kFirstHand;
  for (std::string* s : {&a, &b}) s->erase(std::remove(s->begin(), s->end(), '\n'), s->end());
  b.replace(b.find("\"Carol\", \"wins\""), 7, "\"Bob\"");  // Bob deals in instead
  const std::vector<std::string> inputs = {a + "\n" + b + "\n", "[" + a + "," + b + "]"};
  for (const std::string& input : inputs) {
    const auto r = run_tenbou({"replay", "-", "--format", "json"}, input);
    REQUIRE(r.status == 0);
    const json out = json::parse(r.out);
    REQUIRE(out.size() == 2);
    CHECK(out[0]["hands"][0]["deltas"] == json::parse("[5800, 0, -5800, 0]"));
    CHECK(out[1]["hands"][0]["deltas"] == json::parse("[5800, -5800, 0, 0]"));
  }
  const auto r = run_tenbou({"replay", "-", "--format", "json"}, a + "\n" + "{\"players\": []}\n" + b + "\n");
  CHECK(r.status == 1);
  const json error = json::parse(r.out)["error"];
  CHECK(error["record"] == 2);
  CHECK(error["line"] == 2);
  CHECK(r.err.find("record 2 (line 2)") != std::string::npos);
}

TEST_CASE("the demo game replays to a finished game") {
  const auto r = run_tenbou({"replay", std::string(TENBOU_SOURCE_DIR) + "/data/games/demo-game.json", "--format", "json"});
  REQUIRE(r.status == 0);
  const json out = json::parse(r.out);
  CHECK(out["state"]["finished"] == true);
  CHECK(out["final"]["places"] == json::parse("[4, 3, 1, 2]"));
}

TEST_CASE("ruleset list and show") {
  auto r = run_tenbou({"ruleset", "list", "--format", "json"});
  REQUIRE(r.status == 0);
  CHECK(json::parse(r.out).size() == 8);
  r = run_tenbou({"ruleset", "show", "ariari", "--format", "json"});
  CHECK(json::parse(r.out)["starting_points"] == 25000);
  CHECK(run_tenbou({"ruleset", "show", "nope"}).status == 1);
}

TEST_CASE("ruleset show with a tournament's file and no preset shows the ruleset the tournament was made with") {
  test::TempDir dir;
  const std::string db = dir.path() + "/Été.tenbou";
  REQUIRE(run_tenbou({"init", db, "--name", "Coupe d'Été", "--ruleset", "ariari", "--rule", "starting_points=27000"}).status == 0);
  auto r = run_tenbou({"--db", db, "ruleset", "show", "--format", "json"});
  REQUIRE(r.status == 0);
  CHECK(json::parse(r.out)["starting_points"] == 27000);
  r = run_tenbou({"--db", db, "ruleset", "show"});
  CHECK(r.out.rfind("The ruleset of Coupe d'Été, kept in its file since tenbou init:", 0) == 0);
  // A preset named is that preset, the file or not.
  CHECK(json::parse(run_tenbou({"--db", db, "ruleset", "show", "ema2016", "--format", "json"}).out)["starting_points"] == 30000);
  // --rule changes a preset, never the tournament's stored ruleset: a usage error naming the way.
  r = run_tenbou({"--db", db, "ruleset", "show", "--rule", "starting_points=25000"});
  CHECK(r.status == 2);
  CHECK(r.err.find("name the preset") != std::string::npos);
}

}  // namespace tenbou
