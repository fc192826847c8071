// seating generate --separate: groups kept apart whenever a plan allows it, with no repeated meeting, and said so
// only then; otherwise the count with the least possible. seating check --separate reports the stored plan alike.

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

/// A tournament of `sizes` groups (group g: players G<g>-<i>, in team "Team <g>" and of country `countries[g]`).
struct GroupedTournament : TournamentFile {
  GroupedTournament(const std::vector<int>& sizes, const std::vector<std::string>& countries) {
    REQUIRE(run_tenbou({"init", db, "--name", "Groups"}).status == 0);
    std::string csv = "name,country,team\n";
    for (std::size_t g = 0; g < sizes.size(); ++g)
      for (int i = 0; i < sizes[g]; ++i)
        csv += "G" + std::to_string(g) + "-" + std::to_string(i) + "," + countries[g % countries.size()] + ",Team " +
               std::to_string(g) + "\n";
    REQUIRE(run({"player", "import", dir.write("players.csv", csv)}).status == 0);
  }
};

/// The plan `seating generate` finds, checked. Its search ends once it stops improving, in seconds; the time limit is
/// set far beyond (a busy machine under the sanitizers cut the default 10 s search short of the best plan), so that
/// what is checked is the plan the search finds, never how fast the machine was.
nlohmann::json generated(const TournamentFile& f, int rounds, const std::string& separate, std::string& text) {
  const RunResult r = f.run({"seating", "generate", "--rounds", std::to_string(rounds), "--separate", separate,
                             "--time-limit", "300"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  text = r.out;
  return f.json({"seating", "check", "--separate", separate, "--format", "json"});
}

TEST_CASE("teams of four are kept apart with no repeated meeting: 8 teams over 7 rounds, 10 teams over 6") {
  for (const auto& [teams_of_case, rounds] : {std::pair{8, 7}, {10, 6}}) {
    const int teams = teams_of_case;  // a variable of its own: CAPTURE takes it by reference
    CAPTURE(teams);
    const GroupedTournament f(std::vector<int>(static_cast<std::size_t>(teams), 4), {"AUT", "GER"});
    std::string text;
    const nlohmann::json checked = generated(f, rounds, "team", text);
    CHECK(text.find("; teams kept apart.") != std::string::npos);
    CHECK(checked["quality"]["repeated_pairs"] == 0);
    CHECK(checked["groups_apart"]["meetings"] == 0);
    CHECK(f.run({"seating", "check", "--separate", "team"}).out.find("Teams kept apart.") != std::string::npos);
    // The same plan checked for countries: two countries of 16 or 20 players cannot be kept apart.
    const nlohmann::json countries = f.json({"seating", "check", "--separate", "country", "--format", "json"});
    CHECK(countries["groups_apart"]["meetings"].get<int>() >= countries["groups_apart"]["least"].get<int>());
    CHECK(countries["groups_apart"]["least"].get<int>() > 0);
  }
}

TEST_CASE("countries of 12, 8, 6, 4 and 2 over 5 rounds: at most the 20 meetings the 12 force, said with the reason") {
  const GroupedTournament f({12, 8, 6, 4, 2}, {"GER", "FRA", "ITA", "POL", "CZE"});
  std::string text;
  const nlohmann::json checked = generated(f, 5, "country", text);
  CHECK(checked["quality"]["repeated_pairs"] == 0);
  CHECK(checked["groups_apart"]["meetings"].get<int>() <= 20);
  CHECK(checked["groups_apart"]["least"] == 20);
  CHECK(text.find("12 players of GER cannot all be kept apart at 8 tables") != std::string::npos);
  CHECK(text.find("kept apart.") == std::string::npos);
}

TEST_CASE("seating check --separate needs a stored plan; a file or --separate, not both") {
  const GroupedTournament f({4, 4}, {"AUT"});
  f.refused({"seating", "check", "--separate", "team"}, {"no seating plan is stored", "--rounds"});
  CHECK(f.run({"seating", "check"}).status == 2);
  CHECK(f.run({"seating", "check", "plan.json", "--separate", "team"}).status == 2);
}

}  // namespace
}  // namespace tenbou::test
