// `tenbou round start R`: every table of a round started from the seating plan in one command, all or none;
// tables started already are said and left; `--tables` starts some.

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

/// Eight players, a plan of three rounds and no game started.
struct PlannedFixture {
  TempDir dir;
  std::string db = dir.path() + "/t.tenbou";
  PlannedFixture() {
    REQUIRE(run_tenbou({"init", db, "--name", "Round Open"}).status == 0);
    for (const char* name : {"Alice Martin", "Bernd Keller", "Chiara Rossi", "Dmitri Volkov", "Eva Novák", "Finn Larsen",
                             "Greta Lind", "山田太郎"})
      REQUIRE(run({"player", "add", name}).status == 0);
    REQUIRE(run({"seating", "generate", "--rounds", "3", "--time-limit", "0.2"}).status == 0);
  }
  RunResult run(std::vector<std::string> args) const {
    args.insert(args.begin(), {"--db", db});
    return run_tenbou(args);
  }
  nlohmann::json json(std::vector<std::string> args) const {
    const RunResult r = run(std::move(args));
    REQUIRE_MESSAGE(r.status == 0, r.err);
    return nlohmann::json::parse(r.out);
  }
  std::size_t games() const { return json({"game", "list", "--format", "json"}).size(); }
};

TEST_CASE("round start starts every table of the round from the plan, one line per table") {
  PlannedFixture f;
  const nlohmann::json plan = f.json({"seating", "show", "--round", "1", "--format", "json"});
  const RunResult r = f.run({"round", "start", "1"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Table 1 started: ") == 0);
  CHECK(r.out.find("Table 2 started: ") != std::string::npos);
  CHECK(r.out.find("Round 1: 2 games started.") != std::string::npos);
  CHECK(f.games() == 2);
  // The games seat the plan's players, East first.
  const nlohmann::json shown = f.json({"game", "show", "1/1", "--format", "json"});
  CHECK(r.out.find(shown["players"][0].get<std::string>() + " (E)") != std::string::npos);
  CHECK(plan.dump().find(shown["players"][0].get<std::string>()) != std::string::npos);
}

TEST_CASE("round start says which tables were started already and starts the rest") {
  PlannedFixture f;
  REQUIRE(f.run({"game", "start", "--round", "2", "--table", "2"}).status == 0);
  const RunResult r = f.run({"round", "start", "2"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Table 1 started: ") != std::string::npos);
  CHECK(r.out.find("Table 2: already started") != std::string::npos);
  CHECK(r.out.find("1 game started, 1 table already started") != std::string::npos);
  const RunResult again = f.run({"round", "start", "2", "--format", "json"});
  REQUIRE(again.status == 0);
  CHECK(nlohmann::json::parse(again.out)["already_started"] == nlohmann::json{1, 2});
}

TEST_CASE("round start --tables starts only those tables") {
  PlannedFixture f;
  const RunResult r = f.run({"round", "start", "1", "--tables", "2"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Table 1") == std::string::npos);
  CHECK(f.games() == 1);
  const std::string before = database_content(f.db);
  const RunResult wrong = f.run({"round", "start", "1", "--tables", "3"});
  CHECK(wrong.status == 1);
  CHECK(wrong.err.find("tables: 3 is not a table of round 1 in the seating plan (1 to 2)") != std::string::npos);
  CHECK(database_content(f.db) == before);
}

TEST_CASE("round start starts nothing when a table cannot start, naming each table and player") {
  PlannedFixture f;
  const nlohmann::json plan = f.json({"seating", "show", "--round", "2", "--format", "json"});
  REQUIRE(f.run({"player", "withdraw", "Dmitri Volkov", "--after-round", "1", "--reason", "ill"}).status == 0);
  REQUIRE(f.run({"player", "absent", "山田太郎", "--round", "2", "--reason", "train late"}).status == 0);
  const std::string before = database_content(f.db);
  const RunResult r = f.run({"round", "start", "2"});
  CHECK(r.status == 1);
  CHECK(r.err.find("round 2 was not started (no table was)") != std::string::npos);
  CHECK(r.err.find(": Dmitri Volkov withdrew after round 1") != std::string::npos);
  CHECK(r.err.find(": 山田太郎 is recorded absent from round 2") != std::string::npos);
  CHECK(database_content(f.db) == before);
  CHECK(f.games() == 0);
  CHECK(f.run({"round", "start", "4"}).status == 1);  // no such round in the plan
}

TEST_CASE("round start refuses a round whose players still play an unfinished game (round 3 typed for 2)") {
  PlannedFixture f;
  REQUIRE(f.run({"round", "start", "1"}).status == 0);
  const std::string before = database_content(f.db);
  const RunResult r = f.run({"round", "start", "2"});
  CHECK(r.status == 1);
  CHECK_MESSAGE(r.err.find(" is still playing game 1/") != std::string::npos, r.err);
  CHECK(r.err.find("which has not finished") != std::string::npos);
  CHECK(database_content(f.db) == before);
  REQUIRE(f.run({"game", "finish", "1/1"}).status == 0);
  REQUIRE(f.run({"game", "finish", "1/2"}).status == 0);
  CHECK(f.run({"round", "start", "2"}).status == 0);
}

}  // namespace
}  // namespace tenbou::test
