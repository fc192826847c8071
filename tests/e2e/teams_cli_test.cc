// tenbou team and standings --teams: a team cup of eight teams of four, its teams changed and ranked, and every
// refusal leaving the file as it was.

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

/// Player p (0..31) of team p / 4: "T1 A" .. "T8 D", with a few names in other scripts.
std::string player(int p) {
  static const char* const kLetters[] = {"Anna", "Ben", "Chloé", "山田"};
  return "T" + std::to_string(p / 4 + 1) + " " + kLetters[p % 4];
}

/// Thirty-two players in eight teams of four ("Team 1" .. "Team 8"), and round 1 played by score sheets.
struct TeamCup : TournamentFile {
  TeamCup() {
    REQUIRE(run_tenbou({"init", db, "--name", "Team Cup"}).status == 0);
    for (int p = 0; p < 32; ++p) REQUIRE(run({"player", "add", player(p)}).status == 0);
    for (int team = 0; team < 8; ++team) {
      std::string members;
      for (int m = 0; m < 4; ++m) members += (m ? "," : "") + player(4 * team + m);
      const RunResult r = run({"team", "add", "Team " + std::to_string(team + 1), "--players", members});
      REQUIRE_MESSAGE(r.status == 0, r.err);
    }
  }
};

}  // namespace

TEST_CASE("a team cup of eight teams of four: teams formed, ranked by their members' totals, changed and removed") {
  TeamCup f;
  CHECK(f.json({"team", "list", "--format", "json"}).size() == 8);
  // Round 1: tables 1-4 seat one player of each of teams 1-4, tables 5-8 one of each of teams 5-8, the teams turned
  // by a seat at every table: at table 1 team 1 sits East, at table 2 South, ..., so each team sits East, South,
  // West and North once. EMA results of 45,000 35,000 25,000 15,000 (30,000 start, uma 15/5/-5/-15 thousand):
  // +30,000 +10,000 -10,000 -30,000, 0 for every team. Table 8 plays 40,000 40,000 25,000 15,000 instead: its East
  // (team 6) and South (team 7) share first and second, +20,000 each, so team 6 ends at -10,000 and team 7 at
  // +10,000; the six other teams at 0 share second place.
  for (int table = 1; table <= 8; ++table) {
    const int base = table <= 4 ? 0 : 4, turn = (table - 1) % 4;
    std::string players;
    for (int seat = 0; seat < 4; ++seat) {
      const int team = base + (seat - turn + 4) % 4;
      players += (seat ? "," : "") + player(4 * team + turn);
    }
    const RunResult r = f.run({"game", "result", "--round", "1", "--table", std::to_string(table), "--players", players,
                               "--scores", table == 8 ? "40000,40000,25000,15000" : "45000,35000,25000,15000"});
    REQUIRE_MESSAGE(r.status == 0, r.err);
  }
  const auto teams = f.json({"standings", "--teams", "--format", "json"});
  REQUIRE(teams.size() == 8);
  CHECK(teams[0]["team"] == "Team 7");
  CHECK(teams[0]["total"] == 10000);
  CHECK(teams[0]["place"] == 1);
  CHECK(teams[1]["place"] == 2);
  CHECK(teams[1]["shared"] == true);  // Teams 1-5 and 8 at 0
  CHECK(teams[1]["total"] == 0);
  CHECK(teams[7]["team"] == "Team 6");
  CHECK(teams[7]["total"] == -10000);
  CHECK(teams[7]["place"] == 8);
  CHECK(teams[0]["members"].size() == 4);

  const std::string projector = f.run({"standings", "--teams", "--projector", "--format", "html"}).out;
  CHECK(projector.find("As of round 1") != std::string::npos);
  CHECK(projector.find("Team 7") < projector.find("Team 6"));

  // Best 2 of each: team 7's players have +30,000 (table 7), +20,000 (table 8), -10,000 and -30,000.
  const auto best = f.json({"standings", "--teams", "--best", "2", "--format", "json"});
  CHECK(best[0]["team"] == "Team 7");
  CHECK(best[0]["total"] == 50000);
  CHECK(best[0]["members"][2]["counted"] == false);

  // Changes: a rename, a swap of players between two teams (drop first), a removal; each with its reason.
  f.refused({"team", "edit", "Team 1", "--add", player(4), "--reason", "swap"}, {"add: T2 Anna is in team Team 2 already"});
  REQUIRE(f.run({"team", "edit", "team 2", "--drop", player(4), "--add", "T9 Extra", "--reason", "x"}).status == 1);
  REQUIRE(f.run({"player", "add", "T9 Extra"}).status == 0);
  const RunResult edited = f.run({"team", "edit", "team 2", "--name", "Les Bleus", "--drop", player(4), "--add", "T9 Extra",
                                  "--reason", "Anna left the team", "--by", "Referee Kim"});
  REQUIRE_MESSAGE(edited.status == 0, edited.err);
  CHECK(edited.out.find("Team Les Bleus is now T2 Ben, T2 Chloé, T2 山田 and T9 Extra.") != std::string::npos);
  REQUIRE(f.run({"team", "edit", "Team 1", "--add", player(4), "--reason", "joined"}).status == 0);
  REQUIRE(f.run({"team", "remove", "Team 8", "--reason", "withdrew from the team cup"}).status == 0);
  const auto after = f.json({"team", "list", "--format", "json"});
  CHECK(after.size() == 7);
  const auto history = f.json({"team", "list", "--history", "--format", "json"});
  REQUIRE(history.size() == 11);
  CHECK(history[8]["kind"] == "edit");
  CHECK(history[8]["team"] == "Les Bleus");
  CHECK(history[8]["entered_by"] == "Referee Kim");
  CHECK(history[8]["reason"] == "Anna left the team");
  CHECK(history[10]["kind"] == "remove");
  CHECK(f.run({"standings", "--teams"}).out.find("Team 8") == std::string::npos);

  // Refusals, the file unchanged.
  f.refused({"team", "add", "team 3", "--players", player(0) + "," + player(1)}, {"name: there is a team called Team 3 already"});
  f.refused({"team", "add", "Solo", "--players", "T9 Extra"}, {"in team Les Bleus already"});
  f.refused({"team", "add", "Pair", "--players", player(28) + "," + player(28)}, {"players: T8 Anna is named twice"});
  f.refused({"team", "add", "Pair", "--players", player(28)}, {"players: a team has two players or more, not 1"});
  f.refused({"team", "add", "Ghosts", "--players", "Nobody,Somebody"}, {"Nobody"});
  f.refused({"team", "edit", "Team 3", "--drop", player(8) + "," + player(9) + "," + player(10), "--reason", "x"},
            {"a team has two players or more, not 1"});
  f.refused({"team", "edit", "Team 3", "--drop", player(0), "--reason", "x"}, {"drop: T1 Anna is not in team Team 3"});
  f.refused({"team", "edit", "Team 3", "--reason", "x"}, {"nothing to change"});
  f.refused({"team", "remove", "Team 9", "--reason", "x"}, {"team: no team is called Team 9"});
  CHECK(f.run({"team", "remove", "Team 3"}).status == 2);  // --reason is required
}

TEST_CASE("player import's team column forms teams and joins them; seating generate --separate team keeps them apart") {
  TournamentFile f;
  REQUIRE(run_tenbou({"init", f.db, "--name", "Team Cup"}).status == 0);
  // A team of one that the file would form is refused, with its line; nothing is registered.
  std::string csv = "name;country;team\n";
  for (int p = 0; p < 31; ++p) csv += player(p) + ";FRA;Team " + std::to_string(p / 4 + 1) + "\n";
  csv += "Lone Wolf;DEU;Einzelgänger\n";
  f.refused({"player", "import", f.dir.write("lone.csv", csv)}, {"line 33", "team: Einzelgänger would have one player"});
  CHECK(f.json({"player", "list", "--format", "json"}).empty());
  // The last team's fourth player joins it from a second file, its name in other capitals.
  csv.erase(csv.rfind("Lone Wolf"));
  REQUIRE(f.run({"player", "import", f.dir.write("players.csv", csv)}).status == 0);
  // It says whom it registered, with their country and team, and keeps who imported them ($TENBOU_REFEREE).
  set_environment("TENBOU_REFEREE", "Schiri Jürgen");
  const RunResult late = f.run({"player", "import", f.dir.write("late.csv", "name,country,team\n" + player(31) + ",fra,TEAM 8\n")});
  unset_environment("TENBOU_REFEREE");
  REQUIRE_MESSAGE(late.status == 0, late.err);
  CHECK(late.out == "Registered 1 player from " + f.dir.path() + "/late.csv:\n  32 " + player(31) + " (FRA), team TEAM 8\n");
  const nlohmann::json registered = f.json({"player", "history", player(31), "--format", "json"});
  CHECK(registered["history"][0]["by"] == "Schiri Jürgen");
  CHECK(f.json({"player", "history", player(0), "--format", "json"})["history"][0]["by"].is_null());
  const nlohmann::json teams = f.json({"team", "list", "--format", "json"});
  REQUIRE(teams.size() == 8);
  for (const auto& team : teams) CHECK(team["members"].size() == 4);
  CHECK(teams[7]["team"] == "Team 8");
  const nlohmann::json history = f.json({"team", "list", "--history", "--format", "json"});
  REQUIRE(history.size() == 9);
  CHECK(history[8]["kind"] == "edit");
  CHECK(history[8]["reason"].get<std::string>().find("late.csv") != std::string::npos);

  // Six rounds: no pair meets twice and no teammates meet.
  const RunResult generated = f.run({"seating", "generate", "--rounds", "6", "--separate", "team", "--time-limit", "60"});
  REQUIRE_MESSAGE(generated.status == 0, generated.err);
  CHECK(generated.out.find("teams kept apart") != std::string::npos);
  const nlohmann::json plan = f.json({"seating", "show", "--format", "json"});
  REQUIRE(plan["rounds"].size() == 6);
  for (const auto& round : plan["rounds"])
    for (const auto& table : round)
      for (std::size_t a = 0; a < 4; ++a)
        for (std::size_t b = a + 1; b < 4; ++b) {
          const std::string x = plan["names"][table[a].get<std::size_t>() - 1], y = plan["names"][table[b].get<std::size_t>() - 1];
          CHECK_MESSAGE(x.substr(0, x.find(' ')) != y.substr(0, y.find(' ')), x << " meets teammate " << y);
        }
  CHECK(plan["quality"]["repeated_pairs"] == 0);
}

TEST_CASE("a file without teams has none, --best needs a group, and --separate team needs teams") {
  TournamentFile empty;
  REQUIRE(run_tenbou({"init", empty.db, "--name", "Solo Cup"}).status == 0);
  CHECK(empty.json({"standings", "--teams", "--format", "json"}).empty());
  CHECK(empty.run({"team", "list"}).out.find("No teams.") == 0);
  CHECK(empty.run({"standings", "--best", "2"}).status == 2);
  CHECK(empty.run({"standings", "--teams", "--nations"}).status == 2);
  for (int p = 0; p < 8; ++p) REQUIRE(empty.run({"player", "add", player(p)}).status == 0);
  empty.refused({"seating", "generate", "--rounds", "2", "--separate", "team"}, {"no teams to keep apart", "team add"});
}

}  // namespace tenbou::test
