// tenbou standings --nations: the players' totals summed by country, or the best K of each, places shared on equal
// totals; players without a country and unranked substitutes left out.

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {

TEST_CASE("standings --nations sums each country's totals, or its best K, and shares places on equal totals") {
  TournamentFile f;
  REQUIRE(run_tenbou({"init", f.db, "--name", "Nations Cup"}).status == 0);
  const std::string csv = f.dir.write("players.csv",
                                      "name,country\nAlice Martin,FRA\nBernd Keller,DEU\nChiara Rossi,ITA\nDmitri Volkov,\n"
                                      "Élodie Blanc,FRA\nFranz Huber,DEU\nGiulia Conti,ITA\n山田 博,JPN\n");
  REQUIRE(f.run({"player", "import", csv}).status == 0);
  REQUIRE(f.run({"player", "add", "Sam Substitute", "--country", "FRA", "--substitute"}).status == 0);
  // EMA results (30,000 start, uma 15/5/-5/-15 thousand): 45,000 35,000 25,000 15,000 give +30,000 +10,000
  // -10,000 -30,000. FRA: Alice +30,000 and Élodie +10,000; GER (entered as DEU, kept as the EMA's code): Bernd
  // +10,000 and Franz +30,000; ITA: -10,000 twice; JPN: -30,000. Dmitri has no country.
  REQUIRE(f.run({"game", "result", "--round", "1", "--table", "1", "--players", "Alice,Bernd,Chiara,Dmitri", "--scores",
                 "45000,35000,25000,15000"}).status == 0);
  REQUIRE(f.run({"game", "result", "--round", "1", "--table", "2", "--players", "Franz,Élodie,Giulia,山田", "--scores",
                 "45000,35000,25000,15000"}).status == 0);

  const auto all = f.json({"standings", "--nations", "--format", "json"});
  REQUIRE(all.size() == 4);
  CHECK(all[0]["country"] == "FRA");  // equal totals: by name
  CHECK(all[0]["place"] == 1);
  CHECK(all[0]["shared"] == true);
  CHECK(all[0]["total"] == 40000);
  CHECK(all[1]["country"] == "GER");
  CHECK(all[1]["place"] == 1);
  CHECK(all[1]["total"] == 40000);
  CHECK(all[0]["members"] == nlohmann::json::parse(R"([{"name": "Alice Martin", "total": 30000, "counted": true, "games": 1},
                                                       {"name": "Élodie Blanc", "total": 10000, "counted": true, "games": 1}])"));
  CHECK(all[2]["country"] == "ITA");
  CHECK(all[2]["place"] == 3);
  CHECK(all[2]["shared"] == false);
  CHECK(all[2]["total"] == -20000);
  CHECK(all[3]["country"] == "JPN");
  CHECK(all[3]["total"] == -30000);

  const auto best = f.json({"standings", "--nations", "--best", "1", "--format", "json"});
  CHECK(best[0]["country"] == "FRA");
  CHECK(best[0]["total"] == 30000);
  CHECK(best[0]["members"][1]["counted"] == false);
  CHECK(best[1]["country"] == "GER");
  CHECK(best[1]["total"] == 30000);
  CHECK(best[2]["total"] == -10000);  // one of the two Italians

  const RunResult text = f.run({"standings", "--nations", "--best", "1"});
  REQUIRE_MESSAGE(text.status == 0, text.err);
  CHECK(text.out.find("Nations Cup: Nations (the best 1 of each count)") != std::string::npos);
  CHECK(text.out.find("(Élodie Blanc +10,000)") != std::string::npos);
  CHECK(text.out.find("Dmitri") == std::string::npos);
  CHECK(text.out.find("Sam Substitute") == std::string::npos);
  const RunResult sheet = f.run({"standings", "--nations", "--format", "csv"});
  CHECK(sheet.out.find("place,country,total,name,member_total,counted\r\n1=,FRA,40000,Alice Martin,30000,yes\r\n") == 0);
  CHECK(f.run({"standings", "--nations", "--format", "html"}).out.find("山田 博") != std::string::npos);

  CHECK(f.run({"standings", "--best", "2"}).status == 2);
  CHECK(f.run({"standings", "--best", "0", "--nations"}).status == 2);
}

}  // namespace tenbou::test
