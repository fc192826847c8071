// End-to-end tests of seat winds in hand commands: E, S, W and N are this hand's winds, which move with the deal,
// and every door that takes them says whom each named, so that a wind meant as a starting seat shows at once.

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

/// The fixture's game 1/1 after Bernd's tsumo: the deal has passed to him, so in hand 2 (E2) E is Bernd.
struct DealPassed : Fixture {
  DealPassed() {
    REQUIRE(run({"hand", "tsumo", "--game", "1/1", "--winner", "Bernd", "--han", "1", "--fu", "30"}).status == 0);
  }
};

const std::string kHand2Winds = "This hand: E = Bernd Keller, S = Chiara Rossi, W = Dmitri Volkov, N = Alice Martin.";

TEST_CASE("a hand command that names players by wind says whom each wind named") {
  DealPassed f;
  const RunResult ron = f.run({"hand", "ron", "--game", "1/1", "--winner", "N", "--from", "E", "--han", "1", "--fu", "30"});
  REQUIRE_MESSAGE(ron.status == 0, ron.err);
  CHECK(ron.out.find("Alice Martin 1 han 30 fu ron from Bernd Keller") != std::string::npos);
  CHECK(ron.out.find(kHand2Winds) != std::string::npos);
  // JSON carries it in the message too.
  const nlohmann::json draw =
      f.json({"hand", "draw", "--game", "1/1", "--tenpai", "e,w", "--riichi", "W", "--format", "json"});
  CHECK(draw["message"].get<std::string>().find("This hand: E = Chiara Rossi") != std::string::npos);  // Alice's ron passed the deal
  // Names alone: nothing more is said.
  const RunResult named = f.run({"hand", "tsumo", "--game", "1/1", "--winner", "Chiara", "--han", "1", "--fu", "30"});
  REQUIRE_MESSAGE(named.status == 0, named.err);
  CHECK(named.out.find("This hand") == std::string::npos);
}

TEST_CASE("a refused hand that names players by wind says whom each wind names, and writes nothing") {
  DealPassed f;
  f.refused({"hand", "ron", "--game", "1/1", "--winner", "N", "--from", "N", "--han", "1", "--fu", "30"}, {kHand2Winds});
  f.refused({"hand", "ron", "--game", "1/1", "--amend", "1", "--reason", "x", "--winner", "S", "--from", "S", "--han", "1",
             "--fu", "30"},
            {"This hand: E = Alice Martin, S = Bernd Keller, W = Chiara Rossi, N = Dmitri Volkov."});  // hand 1's winds
}

TEST_CASE("a refusal with a way out says the way out, then whom the winds named, each a sentence of its own") {
  DealPassed f;
  REQUIRE(f.run({"game", "finish", "1/1", "--reason", "time is up"}).status == 0);
  const RunResult command = f.run({"hand", "tsumo", "--game", "1/1", "--winner", "E", "--han", "1", "--fu", "30"});
  CHECK(command.status == 1);
  CHECK(command.err.find("no more hands can be entered; to correct one, use --amend HAND --reason ... " + kHand2Winds) !=
        std::string::npos);
  const RunResult table = f.run({"table", "1/1"}, "t E 1/30\n");
  CHECK(table.status == 1);
  CHECK(table.err.find("no more hands can be entered; to correct a hand, type amend N RESULT (or undo for the last). " +
                       kHand2Winds) != std::string::npos);
  CHECK(table.err.find(".;") == std::string::npos);
}

TEST_CASE("the hand verbs' help says the winds are this hand's, for every option that names players") {
  const RunResult help = run_tenbou({"hand", "draw", "--help"});
  CHECK(help.status == 0);
  CHECK(help.out.find("seat wind in this hand") != std::string::npos);
  CHECK(help.out.find("not the starting") != std::string::npos);
  CHECK(help.out.find("this hand's winds") != std::string::npos);  // --tenpai and --riichi
}

TEST_CASE("the table says whom each wind names: with a hand that names players by wind, and in its help") {
  DealPassed f;
  const RunResult r = f.run({"table", "1/1"}, "r N<E 1/30\nhelp\n");
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Alice Martin 1 han 30 fu ron from Bernd Keller") != std::string::npos);
  CHECK(r.out.find(kHand2Winds) != std::string::npos);
  // Alice's ron passed the deal to Chiara: the help shows hand 3's winds.
  CHECK(r.out.find("This hand: E = Chiara Rossi, S = Dmitri Volkov, W = Alice Martin, N = Bernd Keller. E S W N name") !=
        std::string::npos);
  const RunResult bad = f.run({"table", "1/1"}, "r N<N 1/30\n");
  CHECK(bad.status == 1);
  CHECK(bad.err.find("This hand: E = Chiara Rossi") != std::string::npos);
}

}  // namespace
}  // namespace tenbou::test
