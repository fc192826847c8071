// The day's edges found by a new organiser: rounds that do not exist refused with the rounds there are, and
// averages shown rounded half up (JSON keeps the exact value).

#include "e2e/tournament_fixture.h"

namespace tenbou::test {

TEST_CASE("a round after the last one played or planned is refused, naming the round typed and the rounds there are") {
  const Fixture f;  // game 1/1 started, no seating plan
  f.refused({"standings", "--after-round", "99"},
            {"--after-round: round 99 is not a round of this tournament: round 1 is the only one played or planned"});
  f.refused({"standings", "--after-round", "2", "--format", "json"}, {"round 2 is not a round of this tournament"});
  CHECK(f.run({"standings", "--after-round", "1"}).status == 0);
  f.refused({"seating", "standings", "--round", "99", "--reason", "the final"},
            {"--round: round 99 is not a round of this tournament", "(round 2 is the next to seat)"});
}

TEST_CASE("an average deal-in of 5,166.67 is shown as 5,167, and kept exact in JSON") {
  const Fixture f;
  // Chiara deals in three times: 3,900, 7,700 and 3,900 (15,500 in three).
  for (const std::vector<std::string>& hand : std::vector<std::vector<std::string>>{
           {"--winner", "Bernd", "--from", "Chiara", "--han", "3", "--fu", "30"},
           {"--winner", "Dmitri", "--from", "Chiara", "--han", "4", "--fu", "30"},
           {"--winner", "Alice", "--from", "Chiara", "--han", "3", "--fu", "30"}}) {
    std::vector<std::string> args = {"hand", "ron", "--game", "1/1"};
    args.insert(args.end(), hand.begin(), hand.end());
    const RunResult r = f.run(args);
    REQUIRE_MESSAGE(r.status == 0, r.err);
  }
  const RunResult text = f.run({"stats"});
  REQUIRE(text.status == 0);
  CHECK(text.out.find("5,167") != std::string::npos);
  CHECK(text.out.find("5,166") == std::string::npos);
  const nlohmann::json json = f.json({"player", "show", "Chiara", "--format", "json"});
  CHECK(json["statistics"]["average_deal_in"].get<double>() == doctest::Approx(15500.0 / 3));
}

TEST_CASE("penalty numbers follow one another: a cancellation takes none") {
  const Fixture f;
  for (const char* who : {"Alice", "Bernd"})
    REQUIRE(f.run({"penalty", "add", who, "2000", "--reason", "late"}).status == 0);
  REQUIRE(f.run({"penalty", "cancel", "2", "--reason", "he was on time"}).status == 0);
  const RunResult third = f.run({"penalty", "add", "Chiara", "1000", "--reason", "phone rang"});
  REQUIRE_MESSAGE(third.status == 0, third.err);
  CHECK(third.out.find("Penalty 3") != std::string::npos);
  const nlohmann::json list = f.json({"penalty", "list", "--format", "json"});
  REQUIRE(list.size() == 3);
  CHECK(list[2]["id"] == 3);
  CHECK(list[1]["cancelled"].is_object());
  const RunResult cancelled = f.run({"penalty", "cancel", "3", "--reason", "it was the organiser's"});
  CHECK_MESSAGE(cancelled.status == 0, cancelled.err);
  f.refused({"penalty", "cancel", "4", "--reason", "x"}, {"4 is not a penalty"});
  CHECK(f.run({"audit", "--corrections"}).out.find("penalty 3 cancelled") != std::string::npos);
}

TEST_CASE("undoing the last hand of a game that is over needs a reason, says what becomes of it and what moved") {
  // A game the rules ended: under Tenhou's rules the dealer's yakuman off Bo takes Bo below zero.
  TournamentFile f;
  REQUIRE(run_tenbou({"init", f.db, "--name", "Bust Cup", "--ruleset", "tenhou"}).status == 0);
  for (const char* name : {"Aki", "Bo", "Chie", "Dai", "Emi", "Fen", "Gus", "Hal"})
    REQUIRE(f.run({"player", "add", name}).status == 0);
  REQUIRE(f.run({"game", "start", "--round", "1", "--table", "1", "--players", "Aki,Bo,Chie,Dai"}).status == 0);
  REQUIRE(f.run({"game", "start", "--round", "1", "--table", "2", "--players", "Emi,Fen,Gus,Hal"}).status == 0);
  REQUIRE(f.run({"hand", "ron", "--game", "1/1", "--winner", "Aki", "--from", "Bo", "--yakuman", "1"}).status == 0);
  REQUIRE(f.run({"hand", "tsumo", "--game", "1/2", "--winner", "Emi", "--han", "1", "--fu", "30"}).status == 0);
  REQUIRE(f.run({"game", "finish", "1/2", "--reason", "time"}).status == 0);
  CHECK(f.json({"standings", "--format", "json"})[0]["name"] == "Aki");
  f.refused({"hand", "undo", "--game", "1/1"},
            {"game 1/1 is over (a score dropped below zero)", "reopens it and changes its result and the standings",
             "--reason"});
  const RunResult undone = f.run({"hand", "undo", "--game", "1/1", "--reason", "the yakuman was a misread"});
  REQUIRE_MESSAGE(undone.status == 0, undone.err);
  CHECK(undone.out.find("Game 1/1 was over (a score dropped below zero) and is open again") != std::string::npos);
  CHECK(undone.out.find("Aki 1 -> -") != std::string::npos);
  CHECK(f.run({"game", "history", "1/1"}).out.find("the yakuman was a misread") != std::string::npos);
  // A game in progress is undone as before, without a reason.
  REQUIRE(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "Aki"}).status == 0);
  CHECK(f.run({"hand", "undo", "--game", "1/1"}).status == 0);
  // A game the referee closed stays closed, with another result.
  const RunResult closed = f.run({"hand", "undo", "--game", "1/2", "--reason", "the tsumo was at table 3"});
  REQUIRE_MESSAGE(closed.status == 0, closed.err);
  CHECK(closed.out.find("Game 1/2 is over (closed by the referee) and keeps its closing, with another result") !=
        std::string::npos);
}

}  // namespace tenbou::test
