// `tenbou seating`: generation with and without a tournament file, plans, game start from the plan,
// regeneration after a player leaves, checks of schedule files, and refusals that change nothing.

#include <set>

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {

TEST_CASE("seating generate without a file prints the documented JSON shape") {
  const RunResult r = run_tenbou({"seating", "generate", "--players", "24", "--rounds", "7", "--format", "json"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["players"] == 24);
  REQUIRE(j["rounds"].size() == 7);
  for (const auto& round : j["rounds"]) {
    REQUIRE(round.size() == 6);
    std::set<int> seated;
    for (const auto& table : round) {
      REQUIRE(table.size() == 4);
      for (const auto& p : table) seated.insert(p.get<int>());
    }
    CHECK(seated.size() == 24);
    CHECK(*seated.begin() == 1);
    CHECK(*seated.rbegin() == 24);
  }
  CHECK(j["quality"]["repeated_pairs"] == 0);
  CHECK(j["quality"]["max_meetings"] == 1);
  CHECK(j["quality"]["wind_imbalance"] == 1);
  CHECK(j["quality"]["max_rounds_without_repeats"] == 7);
  CHECK(j["quality"].contains("table_repeats"));

  // The same seed gives the same schedule, as text too.
  CHECK(run_tenbou({"seating", "generate", "--players", "24", "--rounds", "7", "--format", "json"}).out == r.out);
}

TEST_CASE("seating generate reaches the bound for 32 players over 10 rounds: no pair meets twice") {
  const RunResult r = run_tenbou({"seating", "generate", "--players", "32", "--rounds", "10", "--time-limit", "60", "--format", "json"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const nlohmann::json quality = nlohmann::json::parse(r.out)["quality"];
  CHECK(quality["repeated_pairs"] == 0);
  CHECK(quality["wind_imbalance"] <= 1);
  CHECK(quality["max_rounds_without_repeats"] == 10);
}

TEST_CASE("a player count that does not fill tables says how many substitutes complete the last table") {
  const RunResult r = run_tenbou({"seating", "generate", "--players", "18", "--rounds", "4"});
  CHECK(r.status == 1);
  CHECK(r.err.find("2 substitutes would complete the last table") != std::string::npos);
  CHECK(r.err.find("16 players would fill 4 tables") != std::string::npos);
  CHECK(run_tenbou({"seating", "generate", "--players", "16", "--rounds", "0"}).status == 2);
}

TEST_CASE("seating check reads JSON and CSV schedules and reports their quality") {
  TempDir dir;
  const RunResult generated = run_tenbou({"seating", "generate", "--players", "16", "--rounds", "5", "--format", "json"});
  const auto j = nlohmann::json::parse(run_tenbou({"seating", "check", dir.write("s.json", generated.out), "--format", "json"}).out);
  CHECK(j["players"] == 16);
  CHECK(j["rounds"] == 5);
  CHECK(j["quality"] == nlohmann::json::parse(generated.out)["quality"]);

  const std::string csv = dir.write("s.csv", "round,table,E,S,W,N\n1,1,A,B,C,D\n1,2,E,F,G,H\n2,1,A,B,E,F\n2,2,C,D,G,H\n");
  const RunResult text = run_tenbou({"seating", "check", csv});
  CHECK(text.status == 0);
  CHECK(text.out.find("8 players, 2 rounds") != std::string::npos);
  CHECK(text.out.find("Repeated meetings: 4 (4 pairs meet again, at most 2 times)") != std::string::npos);

  const RunResult bad = run_tenbou({"seating", "check", dir.write("bad.csv", "1,1,A,B,C,D\n1,2,A,F,G,H\n")});
  CHECK(bad.status == 1);
  CHECK(bad.err.find("round 1: player A is seated twice (tables 1 and 2)") != std::string::npos);
}

TEST_CASE("a stored plan seats the registered players, is shown, and starts games") {
  Fixture f;
  // Eight players at two tables cannot play two rounds without repeats: each table of round 2 holds
  // two players from each table of round 1, so four pairs meet again at best.
  // That is said at once, and the search stops once it has the fewest (not at its 10 s time limit).
  const RunResult g = f.run({"seating", "generate", "--rounds", "2", "--separate", "country"});
  REQUIRE_MESSAGE(g.status == 0, g.err);
  CHECK(g.err.find("note: 8 players over 2 rounds cannot avoid repeated meetings: at least 4") == 0);
  CHECK(g.err.find("the time limit ended the search") == std::string::npos);
  CHECK(g.out.find("Seating plan 1 stored: 8 players, 2 rounds") != std::string::npos);
  CHECK(g.out.find("Repeated meetings: 4 (4 pairs meet again, at most 2 times); at least 4 are unavoidable for 8 "
                   "players over 2 rounds (no plan has fewer)") != std::string::npos);

  const auto plan = f.json({"seating", "show", "--format", "json"});
  CHECK(plan["players"] == 8);
  CHECK(plan["names"].size() == 8);
  CHECK(plan["quality"]["repeated_pairs"] == 4);
  const auto& table = plan["rounds"][1][0];
  std::vector<std::string> expected;
  for (const auto& p : table) expected.push_back(plan["names"][p.get<std::size_t>() - 1]);

  // game start takes the players of round 2, table 1 from the plan.
  const RunResult started = f.run({"game", "start", "--round", "2", "--table", "1"});
  REQUIRE_MESSAGE(started.status == 0, started.err);
  CHECK(started.out.find("East " + expected[0] + ", South " + expected[1]) != std::string::npos);

  // The CSV export is a schedule file, and the HTML page has a card per player.
  const std::string csv = f.dir.write("plan.csv", f.run({"seating", "show", "--format", "csv"}).out);
  CHECK(run_tenbou({"seating", "check", csv}).out.find("8 players, 2 rounds") != std::string::npos);
  const std::string html = f.run({"seating", "show", "--format", "html"}).out;
  CHECK(html.find("Player cards") != std::string::npos);
  CHECK(html.find("Alice Martin") != std::string::npos);
  CHECK(f.run({"seating", "show", "--round", "2"}).out.find("Round 1\n") == std::string::npos);

  f.refused({"seating", "generate", "--rounds", "2"}, {"--reason is needed", "stored already"});
  f.refused({"seating", "show", "--round", "3"}, {"round: the seating plan has rounds 1 to 2, not 3"});
  f.refused({"game", "start", "--round", "3", "--table", "1"}, {"round: the seating plan has rounds 1 to 2"});
  f.refused({"seating", "regenerate", "--from-round", "2", "--drop", "Greta", "--reason", "left", "--time-limit", "0.5"},
            {"7 players", "1 substitute would complete the last table"});
  f.refused({"seating", "regenerate", "--from-round", "5", "--reason", "x"}, {"from-round: 5 is not valid (2 to 2"});
  f.refused({"seating", "regenerate", "--from-round", "2", "--add", "Alice", "--reason", "x"}, {"add: Alice Martin is already seated"});
}

TEST_CASE("regenerate keeps the played rounds, replaces a player who left by a substitute, and keeps the old plan") {
  TempDir dir;
  const std::string db = dir.path() + "/r.tenbou";
  REQUIRE(run_tenbou({"init", db, "--name", "Regen"}).status == 0);
  std::string players = "name\n";
  for (int i = 1; i <= 16; ++i) players += "Player " + std::to_string(i) + "\n";
  REQUIRE(run_tenbou({"--db", db, "player", "import", dir.write("p.csv", players)}).status == 0);
  REQUIRE(run_tenbou({"--db", db, "seating", "generate", "--rounds", "4"}).status == 0);
  const auto before = nlohmann::json::parse(run_tenbou({"--db", db, "seating", "show", "--format", "json"}).out);
  REQUIRE(run_tenbou({"--db", db, "player", "add", "Substitute"}).status == 0);
  const RunResult r = run_tenbou({"--db", db, "seating", "regenerate", "--from-round", "3", "--drop", "Player 7",
                                  "--add", "Substitute", "--reason", "Player 7 left after round 2"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Seating plan 2 stored: 17 players, 4 rounds (rounds 1 to 2 kept)") != std::string::npos);
  CHECK(r.out.find("Repeated meetings: 0") != std::string::npos);

  const auto after = nlohmann::json::parse(run_tenbou({"--db", db, "seating", "show", "--format", "json"}).out);
  auto names_of = [](const nlohmann::json& plan, std::size_t round) {
    std::vector<std::vector<std::string>> tables;
    for (const auto& t : plan["rounds"][round]) {
      std::vector<std::string> names;
      for (const auto& p : t) names.push_back(plan["names"][p.get<std::size_t>() - 1]);
      tables.push_back(names);
    }
    return tables;
  };
  CHECK(names_of(after, 0) == names_of(before, 0));
  CHECK(names_of(after, 1) == names_of(before, 1));
  for (std::size_t round : {2u, 3u}) {
    const std::string seated = nlohmann::json(names_of(after, round)).dump();
    CHECK(seated.find("\"Player 7\"") == std::string::npos);
    CHECK(seated.find("\"Substitute\"") != std::string::npos);
  }
  const std::string text = run_tenbou({"--db", db, "seating", "show"}).out;
  CHECK(text.find("Player 7 left after round 2") != std::string::npos);
  // The first plan is kept: plans are append-only.
  CHECK(database_content(db).find("seating_plan") != std::string::npos);
}

TEST_CASE("regenerate after a game departed from the plan for part of a table leaves no empty seat") {
  TempDir dir;
  const std::string db = dir.path() + "/r.tenbou";
  REQUIRE(run_tenbou({"init", db, "--name", "Regen"}).status == 0);
  std::string players = "name\n";
  for (int i = 1; i <= 16; ++i) players += "Player " + std::to_string(i) + "\n";
  REQUIRE(run_tenbou({"--db", db, "player", "import", dir.write("p.csv", players)}).status == 0);
  REQUIRE(run_tenbou({"--db", db, "seating", "generate", "--rounds", "3"}).status == 0);
  const auto plan = nlohmann::json::parse(run_tenbou({"--db", db, "seating", "show", "--format", "json"}).out);
  auto name = [&](std::size_t table, std::size_t seat) {
    return plan["names"][plan["rounds"][0][table][seat].get<std::size_t>() - 1].get<std::string>();
  };
  // Table 1 of round 1 is played with South of table 2 in place of its own South.
  const std::string table1 = name(0, 0) + "," + name(1, 1) + "," + name(0, 2) + "," + name(0, 3);
  REQUIRE(run_tenbou({"--db", db, "game", "start", "--round", "1", "--table", "1", "--players", table1, "--reason",
                      "South of table 2 sat here"})
              .status == 0);
  const RunResult r = run_tenbou({"--db", db, "seating", "regenerate", "--from-round", "2", "--reason", "table 1 swapped"});
  REQUIRE_MESSAGE(r.status == 0, r.err);

  const auto after = nlohmann::json::parse(run_tenbou({"--db", db, "seating", "show", "--format", "json"}).out);
  for (const auto& round : after["rounds"])
    for (const auto& table : round)
      for (const auto& p : table) CHECK_MESSAGE((p.is_number() && p.get<int>() >= 1), after.dump());
  // Round 1 as played: the recorded table, then the displaced South sits with the rest of table 2.
  std::set<std::string> seated;
  for (const auto& table : after["rounds"][0])
    for (const auto& p : table) seated.insert(after["names"][p.get<std::size_t>() - 1].get<std::string>());
  CHECK(seated.size() == 16);
  const RunResult text = run_tenbou({"--db", db, "seating", "show", "--round", "1"});
  CHECK(text.status == 0);
  for (int t = 2; t <= 4; ++t) {
    const RunResult started = run_tenbou({"--db", db, "game", "start", "--round", "1", "--table", std::to_string(t)});
    CHECK_MESSAGE(started.status == 0, started.err);
  }
}

TEST_CASE("game start with players other than the plan's needs a reason, and keeps it in the game's history") {
  Fixture f;
  REQUIRE(f.run({"seating", "generate", "--rounds", "2"}).status == 0);
  const nlohmann::json plan = f.json({"seating", "show", "--format", "json"});
  std::string others;  // the players the plan seats at table 2 of round 2
  for (const auto& p : plan["rounds"][1][1]) others += (others.empty() ? "" : ",") + plan["names"][p.get<std::size_t>() - 1].get<std::string>();
  f.refused({"game", "start", "--round", "2", "--table", "1", "--players", others},
            {"are not the players the seating plan seats at table 1 of round 2", "say why with --reason"});
  const RunResult started = f.run({"game", "start", "--round", "2", "--table", "1", "--players", others, "--reason",
                                   "the tables swapped places", "--by", "Kim"});
  REQUIRE_MESSAGE(started.status == 0, started.err);
  CHECK(started.out.find("Game 2/1 started") == 0);
  CHECK(f.run({"game", "history", "2/1"}).out.find("the tables swapped places") != std::string::npos);
  const std::string corrections = f.json({"audit", "--corrections", "--format", "json"})["corrections"].dump();
  CHECK(corrections.find("game 2/1: seats corrected") != std::string::npos);
  CHECK(corrections.find("the tables swapped places") != std::string::npos);
}

}  // namespace tenbou::test
