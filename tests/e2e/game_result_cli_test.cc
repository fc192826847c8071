// tenbou game result: a game recorded by the final scores of its paper score sheet, refused with the
// numbers when the sheet does not add up, corrected with a reason, and counted like any game.

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {

TEST_CASE("game result: refused with the numbers, the file unchanged") {
  Fixture f;
  f.refused({"game", "result", "1/1", "--scores", "52300,31200,26500"}, {"--scores needs four scores", "(got 3)"});
  f.refused({"game", "result", "1/1", "--scores", "52300,31200,26550,9950"},
            {"score 3 (West): 26,550 is not a multiple of 100"});
  f.refused({"game", "result", "1/1", "--scores", "52300,31200,26500,8000"},
            {"the scores add up to 118,000; with no sticks on the table they should add up to 120,000: 2,000 short"});
  f.refused({"game", "result", "1/1", "--scores", "52300,31200,26500,9000", "--sticks", "2"},
            {"the scores add up to 119,000; with 2 sticks on the table they should add up to 118,000: 1,000 too many"});
  f.refused({"game", "result", "1/1", "--scores", "52300,31200,26500,10000", "--sticks", "-1"},
            {"sticks: -1 is not valid"});
  f.refused({"game", "result", "1/1", "--scores", "52,300,31200,26500,10000"}, {"--scores needs four scores"});
  f.refused({"game", "result", "1/1", "--scores", "52.3k,31200,26500,10000"}, {"--scores: \"52.3k\" is not a whole number"});
  f.refused({"game", "result", "1/1", "--scores", "52300,31200,26500,10000", "--chombo", "Greta"},
            {"--chombo Greta Lind (\"Greta\") is not at table 1/1"});
  f.refused({"game", "result", "1/2", "--scores", "52300,31200,26500,10000"}, {"1/2"});
}

TEST_CASE("game result: final scores settled as a game played hand by hand; corrections need a reason") {
  Fixture f;
  const RunResult r = f.run({"game", "result", "1/1", "--scores", "52300,31200,26500,9000", "--sticks", "1",
                             "--chombo", "Chiara"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out ==
        "Game 1/1 recorded from its score sheet: Alice Martin 52,300, Bernd Keller 31,200, Chiara Rossi 26,500, "
        "Dmitri Volkov 9,000; 1 riichi stick left on the table; chombo: Chiara Rossi. Game over (recorded from its "
        "score sheet): Alice Martin 1st +38,300, Bernd Keller 2nd +6,200, Chiara Rossi 3rd -28,500, Dmitri Volkov "
        "4th -36,000.\n");
  const nlohmann::json sheet = f.json({"game", "show", "1/1", "--format", "json"});
  CHECK(sheet["hands"].empty());
  CHECK(sheet["final"]["results"] == nlohmann::json{38300, 6200, -28500, -36000});
  CHECK(sheet["final"]["penalties"] == nlohmann::json{0, 0, -20000, 0});
  CHECK(sheet["state"]["end"] == "recorded from its score sheet");
  CHECK(f.run({"game", "show", "1/1"}).out.find("Recorded by its final scores from the paper score sheet") != std::string::npos);
  const nlohmann::json standings = f.json({"standings", "--format", "json"});
  CHECK(standings[0]["name"] == "Alice Martin");
  CHECK(standings[0]["total"] == 38300);
  const nlohmann::json stats = f.json({"stats", "--format", "json"});
  int seen = 0;
  for (const auto& p : stats["players"])
    if (p["name"] == "Chiara Rossi") {
      ++seen;
      CHECK(p["games"] == 1);
      CHECK(p["hand_games"] == 0);  // the hand statistics are not taken over a sheet game
      CHECK(p["chombos"] == 1);
    }
  CHECK(seen == 1);
  CHECK(f.run({"stats"}).out.find("Games recorded from their paper score sheets count for places") != std::string::npos);

  f.refused({"game", "result", "1/1", "--scores", "52300,31200,26500,10000"},
            {"--reason is needed to replace the result of game 1/1 (it has one)"});
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "none"},
            {"game 1/1 was recorded from its score sheet: it takes no hands"});
  // Sheets written from 0: each player's difference to the start.
  const RunResult relative = f.run({"game", "result", "1/1", "--relative", "--scores=22300,1200,-3500,-20000",
                                    "--reason", "the stick and the chombo were a misreading"});
  REQUIRE_MESSAGE(relative.status == 0, relative.err);
  CHECK(relative.out.find("replacing the earlier result: Alice Martin 52,300, Bernd Keller 31,200, Chiara Rossi 26,500, "
                          "Dmitri Volkov 10,000.") != std::string::npos);
  const TerminalColumns wide(400);
  const std::string history = f.run({"game", "history", "1/1"}).out;
  CHECK(history.find("chombo: Chiara Rossi") != std::string::npos);  // the old result stays in the history
  CHECK(history.find("the stick and the chombo were a misreading") != std::string::npos);
  CHECK(f.run({"audit", "--corrections"}).out.find("result from the score sheet replaced") != std::string::npos);
  CHECK(f.run({"audit"}).status == 0);
}

TEST_CASE("game result: a game has either hands or a result") {
  Fixture f;
  REQUIRE(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "none"}).status == 0);
  f.refused({"game", "result", "1/1", "--scores", "30000,30000,30000,30000"},
            {"game 1/1 has 1 hand entered one by one", "tenbou game void 1/1"});
}

TEST_CASE("game result: a chombo is the one hand a sheet game takes, before or after its result") {
  Fixture f;
  REQUIRE(f.run({"hand", "chombo", "--game", "1/1", "--player", "Bernd"}).status == 0);  // before the sheet came in
  const RunResult sheet = f.run({"game", "result", "1/1", "--scores", "40000,30000,20000,30000"});
  REQUIRE_MESSAGE(sheet.status == 0, sheet.err);
  const RunResult after = f.run({"hand", "chombo", "--game", "1/1", "--player", "Chiara"});
  REQUIRE_MESSAGE(after.status == 0, after.err);
  const auto result_of = [&](const nlohmann::json& standings, const std::string& name) {
    for (const nlohmann::json& row : standings)
      if (row["name"] == name) return row["total"].get<int>();
    FAIL("no row for " << name);
    return 0;
  };
  nlohmann::json standings = f.json({"standings", "--format", "json"});
  CHECK(result_of(standings, "Bernd Keller") == -20000);    // 2nd (shared) 0 uma, one chombo
  CHECK(result_of(standings, "Chiara Rossi") == -45000);    // 4th -25,000, one chombo
  f.refused({"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Bernd", "--han", "1", "--fu", "30"},
            {"it takes no hands but a chombo"});
  // Exported, the chombos entered as hands are the sheet's; imported, they count the same.
  const RunResult exported = f.run({"game", "export", "1/1"});
  REQUIRE(exported.status == 0);
  const nlohmann::json record = nlohmann::json::parse(exported.out);
  CHECK(record["final_scores"]["chombos"] == nlohmann::json{0, 1, 1, 0});
  CHECK_FALSE(record.contains("hands"));
  // The game is over (its sheet): undoing its chombo changes its result, so it takes a reason.
  f.refused({"hand", "undo", "--game", "1/1"}, {"is over", "--reason"});
  REQUIRE(f.run({"hand", "undo", "--game", "1/1", "--reason", "the chombo was Bernd's alone"}).status == 0);
  standings = f.json({"standings", "--format", "json"});
  CHECK(result_of(standings, "Chiara Rossi") == -25000);
  CHECK(f.run({"audit"}).status == 0);
}

}  // namespace tenbou::test

namespace tenbou::test {

TEST_CASE("game result --round --table: started from the plan and recorded in one step, all or nothing") {
  Fixture f;
  REQUIRE(f.run({"seating", "generate", "--rounds", "2", "--time-limit", "1"}).status == 0);
  // A refused sheet leaves no game started.
  f.refused({"game", "result", "--round", "2", "--table", "1", "--scores", "52300,31200,26500,9000"},
            {"the scores add up to 119,000"});
  CHECK(f.run({"game", "show", "2/1"}).status == 1);
  const RunResult r = f.run({"game", "result", "--round", "2", "--table", "1", "--scores", "52300,31200,26500,10000"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const nlohmann::json sheet = f.json({"game", "show", "2/1", "--format", "json"});
  CHECK(sheet["final"]["places"] == nlohmann::json{1, 2, 3, 4});
  // Players the plan does not seat there need a reason (two tables swapped is the common typo).
  f.refused({"game", "result", "--round", "2", "--table", "2", "--players", "Alice,Bernd,Chiara,Dmitri", "--scores",
             "30000,30000,30000,30000"},
            {"are not the players the seating plan seats at table 2 of round 2"});
  const std::string swapped = f.dir.write("swapped.csv", "round,table,player,score\n2,2,Alice,30000\n2,2,Bernd,30000\n"
                                                         "2,2,Chiara,30000\n2,2,Dmitri,30000\n");
  f.refused({"game", "result", "--csv", swapped},
            {"lines 2-5 (game 2/2)", "are not the players the seating plan seats at table 2 of round 2", "--reason"});
  f.refused({"game", "result", "2/1", "--round", "2", "--table", "2", "--scores", "30000,30000,30000,30000"},
            {"give the game as ROUND/TABLE"});
  f.refused({"game", "result", "2/1", "--players", "Alice,Bernd,Chiara,Dmitri", "--scores", "30000,30000,30000,30000"},
            {"--players is for a game started here"});
}

}  // namespace tenbou::test

namespace tenbou::test {

TEST_CASE("game result --csv: a session from a spreadsheet, every table checked, all or none") {
  Fixture f;  // game 1/1 is started (Alice, Bernd, Chiara, Dmitri)
  const std::string bad = f.dir.write("bad.csv",
                                      "round;table;player;score;sticks;chombo\n"
                                      "1;1;Dmitri;9000;1;\n1;1;Alice;52300;;\n1;1;Bernd;31200;;1\n1;1;Chiara;26500;;\n"
                                      "1;2;Alan;30000;;\n1;2;Eva;30000;;\n1;2;Finn;30000;;\n1;2;Greta;31000;;\n"
                                      "1;3;Hugo;30000;;\n");
  f.refused({"game", "result", "--csv", bad},
            {"bad.csv: 2 problems, nothing recorded:",
             "lines 6-9 (game 1/2): the scores add up to 121,000; with no sticks on the table they should add up to "
             "120,000: 1,000 too many",
             "line 10 (game 1/3): 1 row; a table has four players"});
  f.refused({"game", "result", "--csv", f.dir.write("h.csv", "round,table,name,score\n")},
            {"line 1: column \"name\" is unknown"});
  f.refused({"game", "result", "--csv", bad, "--scores", "1,2,3,4"}, {"--csv records the games its rows name"});

  const std::string good = f.dir.write("good.csv",
                                       "round;table;player;score;sticks;chombo\n"
                                       "1;1;Dmitri;9000;1;\n1;1;Alice;52300;;\n1;1;Bernd;31200;;1\n1;1;Chiara;26500;;\n"
                                       ";;;;;\n"  // a blank row of the spreadsheet
                                       "1;2;Alan;30000;;\n1;2;Eva;30000;;\n1;2;Finn;30000;;\n1;2;Greta;30000;;\n");
  const RunResult r = f.run({"game", "result", "--csv", good});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  // Each game as `game result` says it (its final line), then the count.
  CHECK(r.out.find("Game 1/1 recorded from its score sheet: Alice Martin 52,300, Bernd Keller 31,200") == 0);
  CHECK(r.out.find("Game over (recorded from its score sheet): Alice Martin 1st +38,300") != std::string::npos);
  CHECK(r.out.find("\nGame 1/2 recorded from its score sheet: Alan Smith 30,000") != std::string::npos);
  CHECK(r.out.ends_with("\nRecorded the results of 2 games from " + good + " (1 of them started).\n"));
  // Rows in any order fill the seats of a started game; a new game is seated in the rows' order.
  const nlohmann::json one = f.json({"game", "show", "1/1", "--format", "json"});
  CHECK(one["final"]["scores"] == nlohmann::json{52300, 31200, 26500, 9000});
  CHECK(one["final"]["penalties"] == nlohmann::json{0, -20000, 0, 0});
  CHECK(f.json({"game", "show", "1/2", "--format", "json"})["players"][0] == "Alan Smith");
  CHECK(f.run({"audit"}).status == 0);
}

}  // namespace tenbou::test
