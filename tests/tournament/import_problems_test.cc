// The problems of an import (tournament/exchange/import_problems.h): said alike by every importer, capped, and
// kept whole in the refusal's detail.

#include <nlohmann/json.hpp>

#include "test_support.h"
#include "tournament/exchange/import_problems.h"

namespace tenbou::test {
namespace {

/// The refusal `problems` raises.
TournamentError raised(const ImportProblems& problems, nlohmann::json detail = nlohmann::json::object()) {
  try {
    problems.raise(std::move(detail));
  } catch (const TournamentError& e) {
    return e;
  }
  FAIL("no refusal was raised");
  return TournamentError{""};
}

TEST_CASE("an import without problems raises nothing") {
  ImportProblems problems("players.csv");
  CHECK(problems.empty());
  CHECK_NOTHROW(problems.raise());
}

TEST_CASE("one problem is said on one line, with the file and what did not happen") {
  ImportProblems problems("results.csv", "nothing recorded");
  problems.add("line 4", "score \"x\" is not a whole number of points");
  const TournamentError e = raised(problems);
  CHECK(e.message == "results.csv: line 4: score \"x\" is not a whole number of points; nothing recorded");
  CHECK(e.detail()["problems"].size() == 1);
  CHECK(e.detail()["fields_from"] == std::string("results.csv: ").size());
}

TEST_CASE("many problems are counted and listed, the first 20 shown and all kept in the detail") {
  ImportProblems problems;  // a game import's input has no name
  for (int i = 1; i <= 23; ++i) problems.add("record " + std::to_string(i), "game 1/" + std::to_string(i) + " already exists");
  const TournamentError e = raised(problems);
  CHECK(e.message.rfind("23 problems, nothing imported:\n  record 1: game 1/1 already exists\n", 0) == 0);
  CHECK(e.message.find("record 20: game 1/20") != std::string::npos);
  CHECK(e.message.find("record 21:") == std::string::npos);
  CHECK(e.message.find("\n  ... and 3 more") != std::string::npos);
  CHECK(e.detail()["problems"].size() == 23);
  CHECK(e.detail()["fields_from"] == 0);
}

TEST_CASE("the fields a problem names, its own or a refusal's, are kept in order beside the importer's detail") {
  ImportProblems problems("players.csv");
  problems.add("line 2", "ema: \"12\" is not an EMA number", {"ema"});
  problems.add("line 3", TournamentError{"country: \"Atlantis\" is not a country", {{"fields", {"country"}}}});
  const TournamentError e = raised(problems, {{"rows", nlohmann::json::array({2, 3})}});
  CHECK(e.detail()["fields"] == nlohmann::json::array({"ema", "country"}));
  CHECK(e.detail()["rows"].size() == 2);
  CHECK(e.message.find("players.csv: 2 problems, nothing imported:\n  line 2: ema") == 0);
}

}  // namespace
}  // namespace tenbou::test
