// `tenbou seating replace PLAYER SUBSTITUTE --from-round K`: the substitute takes exactly the withdrawn player's
// seats (tables and winds) from round K on, and nobody else moves.

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

/// Where each player sits in each round of the plan: round -> player -> "table/wind".
std::map<int, std::map<std::string, std::string>> seats(const Fixture& f) {
  std::map<int, std::map<std::string, std::string>> out;
  const nlohmann::json plan = f.json({"seating", "show", "--format", "json"});
  const nlohmann::json& names = plan["names"];
  for (std::size_t r = 0; r < plan["rounds"].size(); ++r)
    for (std::size_t t = 0; t < plan["rounds"][r].size(); ++t)
      for (std::size_t s = 0; s < 4; ++s)
        out[static_cast<int>(r) + 1][names[plan["rounds"][r][t][s].get<std::size_t>() - 1].get<std::string>()] =
            std::to_string(t + 1) + "/" + std::to_string(s);
  return out;
}

struct PlanFixture : Fixture {
  PlanFixture() {
    REQUIRE(run({"game", "void", "1/1", "--reason", "the plan seats round 1"}).status == 0);
    REQUIRE(run({"seating", "generate", "--rounds", "4", "--time-limit", "0.2"}).status == 0);
    REQUIRE(run({"player", "add", "Zoë Ångström", "--substitute"}).status == 0);
    REQUIRE(run({"player", "add", "Søren Kierkegaard", "--substitute"}).status == 0);
  }
};

TEST_CASE("a substitute takes exactly the withdrawn player's seats; nobody else moves") {
  PlanFixture f;
  const auto before = seats(f);
  REQUIRE(f.run({"player", "withdraw", "Dmitri", "--after-round", "2", "--reason", "fell ill"}).status == 0);
  const RunResult r = f.run({"seating", "replace", "Dmitri", "Zoë", "--from-round", "3", "--reason", "Dmitri withdrew"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Zoë Ångström takes Dmitri Volkov's seats from round 3: round 3 table ") == 0);
  CHECK(r.out.find("Nobody else moves.") != std::string::npos);
  const auto after = seats(f);
  for (int round = 1; round <= 4; ++round)
    for (const auto& [name_seated, seat] : before.at(round)) {
      const std::string& name = name_seated;  // a variable of its own: CAPTURE takes it by reference
      if (name == "Dmitri Volkov" && round >= 3) {
        CHECK(after.at(round).count(name) == 0);
        CHECK(after.at(round).at("Zoë Ångström") == seat);  // the same table and wind
      } else {
        CHECK_MESSAGE(after.at(round).at(name) == seat, name << " moved in round " << round);
      }
    }
  // The plan is used to start the round.
  const auto zoe = after.at(3).at("Zoë Ångström");
  const std::string table = zoe.substr(0, zoe.find('/'));
  REQUIRE(f.run({"game", "start", "--round", "3", "--table", table}).status == 0);
}

TEST_CASE("seating replace is refused when the substitute already sits, a game has started, or the player is there") {
  PlanFixture f;
  const auto plan = seats(f);
  const std::string before = database_content(f.db);
  // Dmitri has not withdrawn.
  f.refused({"seating", "replace", "Dmitri", "Zoë", "--from-round", "3", "--reason", "x"},
            {"Dmitri Volkov has neither withdrawn nor been recorded absent from round 3", "player withdraw"});
  REQUIRE(f.run({"player", "withdraw", "Dmitri", "--after-round", "2", "--reason", "fell ill"}).status == 0);
  // Alan is seated in those rounds.
  f.refused({"seating", "replace", "Dmitri", "Alan", "--from-round", "3", "--reason", "x"},
            {"substitute: Alan Smith is already seated in round 3"});
  // A game of round 3 at Dmitri's seat has started.
  const auto dmitri = plan.at(3).at("Dmitri Volkov");
  const std::string table = dmitri.substr(0, dmitri.find('/'));
  std::string players;
  for (const auto& [name, seat] : plan.at(3))
    if (seat.substr(0, seat.find('/')) == table) players += (players.empty() ? "" : ",") + (name == "Dmitri Volkov" ? "Søren" : name);
  REQUIRE(f.run({"game", "start", "--round", "3", "--table", table, "--players", players, "--reason", "Søren sat in"}).status == 0);
  f.refused({"seating", "replace", "Dmitri", "Zoë", "--from-round", "3", "--reason", "x"},
            {"Zoë Ångström cannot take the seat at table " + table + " in round 3", "has started"});
  CHECK(f.run({"seating", "replace", "Dmitri", "Zoë", "--from-round", "3"}).status == 2);  // no reason: usage
  CHECK(database_content(f.db) != before);  // only the withdrawal and the game were written
}

TEST_CASE("a player absent from one round keeps the seats of the others") {
  PlanFixture f;
  const auto before = seats(f);
  REQUIRE(f.run({"player", "absent", "Dmitri", "--round", "3", "--reason", "train late"}).status == 0);
  const RunResult r = f.run({"seating", "replace", "Dmitri", "Søren", "--from-round", "2", "--reason", "Dmitri late"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Søren Kierkegaard takes Dmitri Volkov's seats from round 2: round 3 table ") == 0);
  const auto after = seats(f);
  CHECK(after.at(2).at("Dmitri Volkov") == before.at(2).at("Dmitri Volkov"));
  CHECK(after.at(3).at("Søren Kierkegaard") == before.at(3).at("Dmitri Volkov"));
  CHECK(after.at(4).at("Dmitri Volkov") == before.at(4).at("Dmitri Volkov"));
}

}  // namespace
}  // namespace tenbou::test
