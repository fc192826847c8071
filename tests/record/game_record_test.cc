// Reading game records: every mistake is reported with the hand, the field, the value and what is valid.

#include <doctest/doctest.h>

#include "record/record_reader.h"
#include "test_support.h"

namespace tenbou {
namespace {

/// The error for a record whose hands are `hands` (JSON text), or "" if it reads.
std::string error_for(const std::string& hands, const std::string& extra = "") {
  RecordReader reader;
  try {
    reader.read(R"({"players": ["Alice", "Bob", "Carol", "Dave"], "hands": )" + hands + extra + "}");
  } catch (const RecordError& e) {
    return "hand " + std::to_string(e.hand) + ": " + e.message;
  }
  return "";
}

}  // namespace

TEST_CASE("the documented example record reads, players by name, index or any case") {
  RecordReader reader;
  const GameRecord rec = reader.read(R"({"ruleset": "ema2008", "rules": {"uma": [15000, 5000, -5000, -15000]},
    "players": ["Alice", "Bob", "Carol", "Dave"],
    "start": {"round": "E2", "honba": 1, "riichi_sticks": 1, "scores": [30000, 29000, 30000, 30000]},
    "hands": [
      {"result": "ron", "discarder": "carol", "wins": [{"winner": 0, "yakuman": 1, "pao": 3}, {"winner": "Bob", "han": 2, "fu": 40, "dora": 1}]},
      {"result": "abortive", "riichi": ["Dave"]},
      {"result": "nagashi", "winners": ["Carol"], "tenpai": [], "riichi": []},
      {"result": "chombo", "offender": "Carol", "note": "invalid ron"}],
    "finished": true})");
  CHECK(rec.ruleset->uma[0] == 15000);
  CHECK(rec.start.round == 1);
  CHECK(rec.start.scores[Seat(1)] == 29000);
  REQUIRE(rec.hands.size() == 4);
  CHECK(rec.hands[0].discarder == Seat(2));
  CHECK(rec.hands[0].wins[0].pao == Seat(3));
  CHECK(rec.hands[0].wins[1].dora == 1);
  CHECK(rec.notes[3] == "invalid ron");
  CHECK(rec.finished);
}

TEST_CASE("mistakes in a record name the hand, the field, the value and what is valid") {
  CHECK(error_for(R"([{"result": "ron", "discarder": "Carl", "wins": [{"winner": "Alice", "han": 1, "fu": 30}]}])") ==
        R"(hand 1: field "discarder": "Carl" is not valid (expected a player at this table: Alice, Bob, Carol, Dave, or 0 to 3))");
  CHECK(error_for(R"([{"result": "draw", "tenpai": []}, {"result": "tsumo", "winner": "Bob", "han": 3}])") ==
        R"(hand 2: field "fu" is missing (needed below 5 han))");
  CHECK(error_for(R"([{"result": "tsumo", "winner": "Bob", "han": 3, "fu": 30, "riichii": ["Bob"]}])")
            .find(R"(hand 1: unknown field "riichii")") == 0);
  CHECK(error_for(R"([{"result": "ron", "discarder": 1, "wins": [{"winner": 2, "han": "three", "fu": 30}]}])") ==
        R"(hand 1: win 1: field "han": "three" is not valid (expected a whole number from 0 to 1000))");
  CHECK(error_for(R"([{"result": "draw", "tenpai": ["Bob", "bob"]}])") == R"(hand 1: field "tenpai": Bob is listed twice)");
  CHECK(error_for(R"([{"result": "sanma"}])").find(R"(hand 1: field "result": "sanma" is not valid (expected one of)") == 0);
  CHECK(error_for("[]", R"(, "start": {"round": "W1"})") ==
        R"(hand 0: start: field "round": "W1" is not valid (expected a round from E1 to S4))");
  CHECK(error_for("[]", R"(, "start": {"scores": 30000})") ==
        R"(hand 0: start: field "scores": 30000 is not valid (expected four whole numbers, East first))");
  CHECK(error_for("[]", R"(, "start": {"scores": [1, 2, "3", 4]})").find("expected four whole numbers") != std::string::npos);
  CHECK(error_for("[]", R"(, "ruleset": "ema1999")").find("hand 0: unknown ruleset \"ema1999\"") == 0);
  CHECK(error_for("[]", R"(, "rules": {"kiriage": true})").find("hand 0: ruleset key \"kiriage\": unknown key") == 0);
  CHECK(error_for(R"([{"result": "draw" "tenpai": []}])").find("hand 0: not valid JSON: parse error at line 1, column") == 0);
}

TEST_CASE("a record nests 64 levels at most, as every JSON tenbou reads") {
  const auto nest = [](int levels) { return std::string(levels, '[') + std::string(levels, ']'); };
  CHECK(error_for("[]", R"(, "x": )" + nest(63)).find(R"(unknown field "x")") != std::string::npos);  // 64 in all
  CHECK(error_for("[]", R"(, "x": )" + nest(64)).find("arrays and objects nested deeper than 64 levels") !=
        std::string::npos);
}

TEST_CASE("players must be four distinct names") {
  RecordReader reader;
  auto error = [&](const std::string& players) {
    try {
      reader.read(R"({"players": )" + players + R"(, "hands": []})");
    } catch (const RecordError& e) {
      return e.message;
    }
    return std::string();
  };
  CHECK(error(R"(["A", "B", "C"])").find("expected a list of four names") != std::string::npos);
  CHECK(error(R"(["A", "B", "C", "a"])") == R"(field "players": "a" appears twice)");
  CHECK(error(R"(["A", "B", "C", ""])").find("expected a non-empty name") != std::string::npos);
}

}  // namespace tenbou
