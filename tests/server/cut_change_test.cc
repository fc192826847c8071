// The API's answer to an entry that moves a stage's cut carries `cut_changed`; the organiser's page shows the stage
// and its note while the change holds.

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "server/served.h"

namespace tenbou::test {
namespace {

TEST_CASE("serve: a sheet corrected with the organiser's key answers with cut_changed; the organiser page notes it") {
  Served s;  // eight players, game 1/1 started: Alice, Bernd, Chiara, Dmitri
  REQUIRE(s.run({"game", "result", "1/1", "--scores", "45000,35000,25000,15000"}).status == 0);
  REQUIRE(s.run({"game", "result", "--round", "1", "--table", "2", "--players", "Alan,Eva,Finn,Greta", "--scores",
                 "44000,36000,24000,16000"}).status == 0);
  REQUIRE(s.run({"stage", "add", "Final", "--from-round", "2", "--top", "4", "--points", "keep"}).status == 0);
  const std::string organiser = s.organiser_key();
  CHECK(s.get("/organiser?key=" + organiser)->body.find("Note on Final") == std::string::npos);
  auto corrected = s.post("/api/games/1/2/result", R"({"scores": [16000, 36000, 24000, 44000], "reason": "misread"})", organiser);
  REQUIRE(corrected->status == 200);
  const nlohmann::json answer = nlohmann::json::parse(corrected->body);
  CHECK(answer["cut_changed"] == "this changes the cut of stage Final: Greta Lind would now be in, Alan Smith out; the stage "
                                 "keeps its players until tenbou stage remove and stage add");
  const std::string page = s.get("/organiser?key=" + organiser)->body;
  CHECK(page.find("<h2>Stages</h2>") != std::string::npos);
  CHECK(page.find("Note on Final: since the cut, entries changed the standings after round 1") != std::string::npos);
  // An entry that moves nothing carries no such field.
  auto again = s.post("/api/games/1/2/result", R"({"scores": [16000, 36000, 24000, 44000], "reason": "same again"})", organiser);
  REQUIRE(again->status == 200);
  CHECK_FALSE(nlohmann::json::parse(again->body).contains("cut_changed"));
}

}  // namespace
}  // namespace tenbou::test
