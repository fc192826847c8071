// Reading schedules from files: the JSON tenbou writes, CSV from elsewhere, and clear refusals.

#include "seating/schedule_file.h"
#include "test_support.h"

namespace tenbou::test {

TEST_CASE("a JSON schedule is read with its players numbered in order of appearance") {
  const ScheduleFile f = read_schedule_file(
      R"({"players": 8, "rounds": [[[1,2,3,4],[5,6,7,8]], [[1,5,2,6],[3,7,4,8]]], "quality": {}})");
  CHECK(f.schedule.players == 8);
  REQUIRE(f.schedule.rounds.size() == 2);
  CHECK(f.schedule.rounds[1][0] == seating::Table{0, 4, 1, 5});
  CHECK(f.labels[4] == "5");
}

TEST_CASE("a CSV schedule takes names, a header and rows in any order") {
  const ScheduleFile f = read_schedule_file(
      "round,table,E,S,W,N\r\n2,1,Ann,Eve,Bob,Fay\r\n1,1,Ann,Bob,Cy,Dan\r\n1,2,Eve,Fay,Gus,Hal\r\n2,2,Cy,Gus,Dan,Hal\r\n");
  CHECK(f.schedule.players == 8);
  REQUIRE(f.schedule.rounds.size() == 2);
  CHECK(f.labels[static_cast<std::size_t>(f.schedule.rounds[1][0][1])] == "Eve");
  CHECK(seating::evaluate(f.schedule).repeated_pairs == 4);  // Ann-Bob, Cy-Dan, Eve-Fay, Gus-Hal meet again
}

TEST_CASE("schedule files that cannot be a seating are refused with the place and the reason") {
  auto refused = [](const std::string& text, const std::string& words) {
    try {
      read_schedule_file(text);
      FAIL("accepted: " << text);
    } catch (const ScheduleFileError& e) {
      CHECK_MESSAGE(e.message.find(words) != std::string::npos, e.message);
    }
  };
  refused(R"({"rounds": [[[1,2,3,4],[5,6,7,1]]]})", "round 1: player 1 is seated twice (tables 1 and 2)");
  refused(R"({"rounds": [[[1,2,3,4],[5,6,7,8]], [[1,2,3,4]]]})", "round 2: player 5 is not seated");
  refused(R"({"rounds": [[[1,2,3]]]})", "round 1, table 1: expected four players");
  refused(R"({"players": 12, "rounds": [[[1,2,3,4]]]})", "players: the file says 12 but seats 4");
  refused(R"({"rounds": [[[1,2,3,true]]]})", "a player is a number or a name");
  refused(R"({"rounds": )", "not valid JSON");
  refused("1,1,a,b,c\n", "line 1: expected 6 fields");
  refused("x,1,a,b,c,d\n", "line 1: round 'x' is not a number");
  refused("2,1,a,b,c,d\n", "round 1 is missing");
  refused("1,1,a,b,c,d\n1,1,e,f,g,h\n", "round 1, table 1 is listed twice");
  refused("1,2,a,b,c,d\n", "round 1: table 1 is missing");
}

}  // namespace tenbou::test
