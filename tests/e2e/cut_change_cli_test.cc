// A late change that moves a cut is said when it is entered: a penalty, a corrected sheet, a hand amended in a game
// before the stage. The entry is not refused, the stage keeps its players, and stage list says it while it holds.

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {

/// Eight players, round 1 from score sheets, then a top 4 cut from round 2 with its totals kept: Jan Novák +30,000,
/// Cara +29,000, Dan +11,000, Małgorzata Żółkowska +10,000; then Anna -10,000, Eli -11,000, Fay -29,000, Ben -30,000.
struct CutAfterRoundOne : TournamentFile {
  CutAfterRoundOne() {
    REQUIRE(run_tenbou({"init", db, "--name", "Cut"}).status == 0);
    REQUIRE(run({"player", "import", dir.write("p.csv", "name\nJan Novák\nMałgorzata Żółkowska\nAnna\nBen\nCara\nDan\nEli\nFay\n")})
                .status == 0);
    REQUIRE(run({"game", "result", "--round", "1", "--table", "1", "--players", "Jan,Małgorzata,Anna,Ben", "--scores",
                 "45000,35000,25000,15000"}).status == 0);
    REQUIRE(run({"game", "start", "--round", "1", "--table", "2", "--players", "Cara,Dan,Eli,Fay"}).status == 0);
    REQUIRE(run({"game", "result", "1/2", "--scores", "44000,36000,24000,16000"}).status == 0);
    REQUIRE(run({"stage", "add", "Final", "--from-round", "2", "--top", "4", "--points", "keep"}).status == 0);
  }
};

TEST_CASE("a penalty that moves the cut says so in one more line; cancelled, the cut is as it was made again") {
  CutAfterRoundOne f;
  const RunResult small = f.run({"penalty", "add", "Małgorzata", "1000", "--round", "1", "--reason", "late"});
  REQUIRE(small.status == 0);
  CHECK(small.out.find("cut") == std::string::npos);  // +9,000 is still 4th
  const RunResult penalty = f.run({"penalty", "add", "Małgorzata", "20000", "--round", "1", "--reason", "phone"});
  REQUIRE_MESSAGE(penalty.status == 0, penalty.err);
  CHECK(penalty.out.find("\nThis changes the cut of stage Final: Anna would now be in, Małgorzata Żółkowska out; the stage "
                         "keeps its players until tenbou stage remove and stage add.\n") != std::string::npos);
  CHECK(f.json({"stage", "list", "--format", "json"})[0]["cut_changed"].get<std::string>().find("Anna in the top 4") !=
        std::string::npos);
  CHECK(f.json({"standings", "--stage", "Final", "--format", "json"}).size() == 4);  // the stage keeps its players
  // A penalty tied to no round counts in every standings: the cut too.
  const nlohmann::json cancelled = f.json({"penalty", "cancel", "2", "--reason", "given in error", "--format", "json"});
  CHECK(cancelled["cut_changed"] == "this changes the cut of stage Final: its players are the top 4 again, as the cut made it");
  CHECK(f.json({"stage", "list", "--format", "json"})[0]["cut_changed"].is_null());
  const RunResult unrounded = f.run({"penalty", "add", "Dan", "25000", "--reason", "cheating", "--format", "json"});
  CHECK(nlohmann::json::parse(unrounded.out)["cut_changed"].get<std::string>().find("Anna would now be in, Dan out") !=
        std::string::npos);
}

TEST_CASE("a corrected sheet and a game's corrections before the stage say how they move the cut") {
  CutAfterRoundOne f;
  const RunResult sheet = f.run({"game", "result", "1/2", "--scores", "16000,36000,24000,44000", "--reason", "misread"});
  REQUIRE_MESSAGE(sheet.status == 0, sheet.err);
  CHECK(sheet.out.find("This changes the cut of stage Final: Fay would now be in, Cara out") != std::string::npos);
  // Voiding the game puts Cara, Dan, Eli and Fay at 0: Anna (-10,000) stays out, but nobody of table 2 is in the top 2.
  const RunResult voided = f.run({"game", "void", "1/2", "--reason", "wrong table", "--format", "json"});
  REQUIRE_MESSAGE(voided.status == 0, voided.err);
  CHECK(nlohmann::json::parse(voided.out).contains("cut_changed"));
  // A game of the stage's own rounds moves no cut.
  REQUIRE(f.run({"game", "restore", "1/2", "--reason", "it was right"}).status == 0);
  const RunResult final_game = f.run({"game", "result", "--round", "2", "--table", "1", "--players", "Jan,Cara,Dan,Małgorzata",
                                      "--scores", "10000,20000,30000,60000"});
  REQUIRE_MESSAGE(final_game.status == 0, final_game.err);
  CHECK(final_game.out.find("cut") == std::string::npos);
  // Once the stage has games, no removal is offered: it is refused, since the stage could not be added again.
  const RunResult late = f.run({"penalty", "add", "Dan", "30000", "--round", "1", "--reason", "found late"});
  CHECK_MESSAGE(late.out.find("Fay and Anna would now be in, Cara and Dan out; the stage keeps its players (its games have begun).") != std::string::npos, late.out);
  f.refused({"stage", "remove", "Final", "--reason", "recut"}, {"stage Final has games (2/1)", "void its games first"});
}

TEST_CASE("stage add's next step names --reason when the seating plan seats the stage's first round already") {
  TournamentFile f;
  REQUIRE(run_tenbou({"init", f.db, "--name", "Planned"}).status == 0);
  for (const char* name : {"A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4"}) REQUIRE(f.run({"player", "add", name}).status == 0);
  REQUIRE(f.run({"seating", "generate", "--rounds", "2", "--time-limit", "1"}).status == 0);
  REQUIRE(f.run({"game", "result", "--round", "1", "--table", "1", "--scores", "45000,35000,25000,15000"}).status == 0);
  REQUIRE(f.run({"game", "result", "--round", "1", "--table", "2", "--scores", "44000,36000,24000,16000"}).status == 0);
  const RunResult added = f.run({"stage", "add", "Final", "--from-round", "2", "--top", "4", "--points", "keep"});
  REQUIRE_MESSAGE(added.status == 0, added.err);
  CHECK(added.out.find("Seat its first round with: tenbou seating standings --round 2 --reason \"Final seated by the "
                       "standings\"") != std::string::npos);
  CHECK(f.run({"seating", "standings", "--round", "2", "--reason", "Final seated by the standings"}).status == 0);
}

}  // namespace tenbou::test
