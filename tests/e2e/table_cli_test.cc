// `tenbou table`: whole games entered through a pipe (as a transcribed score sheet is) give the game the hand
// commands give; a refused line stops the run with nothing half-written; two tables on one game never enter a
// hand twice; on a terminal there are a prompt, a preview, completion and Ctrl-D.

#include <future>

#include <nlohmann/json.hpp>

#include "e2e/terminal.h"
#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

/// What must be the same in two files holding one game: its hands, where it stands and its result.
nlohmann::json game_figures(const Fixture& f, const std::string& game) {
  nlohmann::json j = f.json({"game", "show", game, "--format", "json"});
  return {{"hands", j["hands"]}, {"state", j["state"]}, {"final", j["final"]}};
}

TEST_CASE("a whole game through a pipe is the game the hand commands enter") {
  Fixture by_table, by_hand;
  const std::string sheet =
      "# Round 1, table 1, from the paper sheet\n"
      "r A<C 3/30 +A,D\n"
      "t E 4/30                      # Alice is still dealer\n"
      "d A,D +D\n"
      "ron --winner \"Chiara Rossi\" --from Dmitri --han 2 --fu 40 --winner Alice --han 1 --fu 30\n"
      "c B wrong ron\n"
      "r Bernd<Alice Y !Chiara\n"
      "undo\n"
      "t S 2/20\n"
      "d -\n"
      "r W<N 6 E 3/30 d1             # E3: Chiara deals, Alice is West, Bernd North\n"
      "void 7 entered twice\n"
      "restore 7 it was right\n"
      "amend 1 r A<C 4/30 +A,D --reason \"a dora was missed\"\n"
      "finish time is up\n";
  const RunResult r = by_table.run({"table", "1/1"}, sheet);
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Hand 1 (E1): Alice Martin 3 han 30 fu ron from Chiara Rossi; riichi Alice Martin, Dmitri Volkov.") == 0);
  CHECK(r.out.find("chombo by Bernd Keller") != std::string::npos);
  CHECK(r.out.find("undone (Bernd Keller yakuman, Chiara Rossi liable ron from Alice Martin)") != std::string::npos);
  CHECK(r.out.find("Alice Martin +12,000") != std::string::npos);
  CHECK(r.out.find("Game over (closed by the referee)") != std::string::npos);

  const std::vector<std::vector<std::string>> commands = {
      {"ron", "--winner", "Alice", "--from", "Chiara", "--han", "3", "--fu", "30", "--riichi", "Alice,Dmitri"},
      {"tsumo", "--winner", "Alice", "--han", "4", "--fu", "30"},
      {"draw", "--tenpai", "Alice,Dmitri", "--riichi", "Dmitri"},
      {"ron", "--winner", "Chiara", "--from", "Dmitri", "--han", "2", "--fu", "40", "--winner", "Alice", "--han", "1", "--fu", "30"},
      {"chombo", "--player", "Bernd", "--reason", "wrong ron"},
      {"tsumo", "--winner", "Bernd", "--han", "2", "--fu", "20"},
      {"draw", "--tenpai", "none"},
      {"ron", "--winner", "Alice", "--from", "Bernd", "--han", "6", "--winner", "Chiara", "--han", "3", "--fu", "30", "--dora", "1"},
  };
  for (std::vector<std::string> c : commands) {
    c.insert(c.begin(), {"hand"});
    c.insert(c.begin() + 2, {"--game", "1/1"});
    const RunResult h = by_hand.run(c);
    REQUIRE_MESSAGE(h.status == 0, h.err);
  }
  REQUIRE(by_hand.run({"hand", "ron", "--game", "1/1", "--amend", "1", "--reason", "a dora was missed", "--winner", "Alice",
                       "--from", "Chiara", "--han", "4", "--fu", "30", "--riichi", "Alice,Dmitri"}).status == 0);
  REQUIRE(by_hand.run({"game", "finish", "1/1"}).status == 0);
  const nlohmann::json table = game_figures(by_table, "1/1"), hand = game_figures(by_hand, "1/1");
  CHECK(table["final"] == hand["final"]);
  CHECK(table["state"] == hand["state"]);
  REQUIRE(table["hands"].size() == hand["hands"].size());
  for (std::size_t i = 0; i < hand["hands"].size(); ++i) {
    CHECK(table["hands"][i]["result"] == hand["hands"][i]["result"]);
    CHECK(table["hands"][i]["deltas"] == hand["hands"][i]["deltas"]);
  }
}

TEST_CASE("the first refused line stops the run; the lines before it are entered, nothing of it") {
  Fixture f;
  const RunResult r = f.run({"table", "1/1"}, "r A<C 3/30\n\nt E 30/3\nd -\n");
  CHECK(r.status == 1);
  CHECK(r.err.find("line 3: Alice Martin's win: fu 3 is not a valid value") != std::string::npos);
  CHECK(r.err.find("han and fu look swapped") != std::string::npos);
  const nlohmann::json sheet = f.json({"game", "show", "1/1", "--format", "json"});
  CHECK(sheet["hands"].size() == 1);
  for (const auto& [input, message] : {std::pair{"x\n", "line 1: \"x\" is not a result or a command"},
                                       {"void 1\n", "line 1: a reason is needed: why is hand 1 voided?"},
                                       {"r A 3/30\n", "is not WINNER<FROM"},
                                       {"ron --winner\n", "line 1: ron: --winner"},
                                       {"ron --winer A\n", "line 1: no option '--winer' for `ron`; did you mean `--winner`?"},
                                       {"r A<C \"3/30\n", "quote is never closed"}}) {
    const std::string before = database_content(f.db);
    const RunResult bad = f.run({"table", "1/1"}, input);
    CHECK(bad.status == 1);
    CHECK_MESSAGE(bad.err.find(message) != std::string::npos, bad.err);
    CHECK(database_content(f.db) == before);
  }
}

TEST_CASE("a paper score sheet's final scores at the table, as game result records them") {
  Fixture f;
  const RunResult r = f.run({"table", "1/1"}, "result 52300 31200 26500 9000 sticks 1 chombo W\nsheet\n");
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Game 1/1 recorded from its score sheet") != std::string::npos);
  CHECK(r.out.find("Recorded by its final scores from the paper score sheet") != std::string::npos);
  CHECK(f.json({"game", "show", "1/1", "--format", "json"})["final"]["penalties"] == nlohmann::json{0, 0, -20000, 0});
  const RunResult again = f.run({"table", "1/1"}, "result 52300 31200 26500 10000\n");
  CHECK(again.status == 1);
  CHECK(again.err.find("line 1: a reason is needed: why is the result replaced?") != std::string::npos);
  CHECK(f.run({"table", "1/1"}, "result 52300 31200 26500 sticks\n").err.find("sticks needs a value") != std::string::npos);
}

TEST_CASE("two tables entering one game at once never record a hand twice") {
  Fixture f;
  std::size_t entered = 0;
  int refused = 0;
  for (int round = 0; round < 6; ++round) {
    auto enter = [&] { return f.run({"table", "1/1"}, "d E\n"); };  // the dealer tenpai: the game never ends
    auto first = std::async(std::launch::async, enter), second = std::async(std::launch::async, enter);
    for (const RunResult& r : {first.get(), second.get()}) {
      if (r.status == 0) {
        ++entered;
        continue;
      }
      // It saw the same hand number as the other, which wrote it first, and is told who recorded that hand; or it
      // saw the other's hand already there, and is told its line looks like that hand again.
      ++refused;
      CHECK(r.status == 1);
      CHECK_MESSAGE((r.err.find("is already recorded") != std::string::npos ||
                     r.err.find("this looks like hand") != std::string::npos), r.err);
    }
    CHECK(f.json({"game", "show", "1/1", "--format", "json"})["hands"].size() == entered);
  }
  MESSAGE(refused << " of 12 sessions lost a race and were told");
  CHECK(f.json({"audit", "--format", "json"})["clean"] == true);
}

TEST_CASE("on a terminal: the hand is shown, each result previewed, names completed, Ctrl-D quits") {
  Fixture f;
  Terminal term({"--db", f.db, "table", "1/1"});
  const std::string start = term.until("1/1 hand 1> ");
  CHECK(start.find("Game 1/1, hand 1: E1, 0 counters, 0 riichi sticks on the table") != std::string::npos);
  CHECK(start.find("E  Alice Martin") != std::string::npos);
  CHECK(start.find("dealer") != std::string::npos);

  term.type("r A<C 3/30\r");
  CHECK(term.until("anything else discards it: ").find("Preview: Hand 1 (E1): Alice Martin 3 han 30 fu ron from Chiara Rossi") !=
        std::string::npos);
  term.type("no\r");
  CHECK(term.until("1/1 hand 1> ").find("Discarded: nothing was written.") != std::string::npos);
  CHECK(f.json({"game", "show", "1/1", "--format", "json"})["hands"].empty());

  term.type("d Ber\t,Dm\t\r");  // completes Bernd and Dmitri
  CHECK(term.until("anything else discards it: ").find("draw, tenpai Bernd Keller, Dmitri Volkov") != std::string::npos);
  term.type("\r");
  CHECK(term.until("1/1 hand 2> ").find("Hand 1 (E1): draw, tenpai Bernd Keller, Dmitri Volkov.") != std::string::npos);

  term.type("void 1\r");
  term.until("Why is hand 1 voided? ");
  term.type("wrong table\r");
  CHECK(term.until("1/1 hand 2> ").find("Hand 1 of game 1/1 voided") != std::string::npos);

  term.type("\x04");  // Ctrl-D
  const int status = term.exit_status();
  CHECK_MESSAGE(status == 0, "after Ctrl-D the terminal showed: " << term.until("\x01"));
  const nlohmann::json history = f.json({"game", "history", "1/1", "--format", "json"});
  CHECK(history.dump().find("wrong table") != std::string::npos);
}

TEST_CASE("TENBOU_GAME names the game of the hand commands and of the table") {
  Fixture f;
  setenv("TENBOU_GAME", "1/1", 1);
  const RunResult hand = f.run({"hand", "draw", "--tenpai", "none"});
  const RunResult table = f.run({"table"}, "d A\n");
  const RunResult finish = f.run({"game", "finish"});
  unsetenv("TENBOU_GAME");
  CHECK_MESSAGE(finish.status == 0, finish.err);
  CHECK(finish.out.find("Game 1/1 closed by the referee after 2 hands.") == 0);
  CHECK_MESSAGE(hand.status == 0, hand.err);
  CHECK_MESSAGE(table.status == 0, table.err);
  CHECK(f.json({"game", "show", "1/1", "--format", "json"})["hands"].size() == 2);
}

TEST_CASE("a refusal of a short line names the field, not an option") {
  Fixture f;
  const RunResult r = f.run({"table", "1/1"}, "r Xavier<C 3/30\n");
  CHECK(r.status == 1);
  CHECK_MESSAGE(r.err.find("line 1: winner \"Xavier\" is not at table 1/1 (players here: East Alice Martin") == 0, r.err);
}

TEST_CASE("a voided game is said to be voided, with the way back") {
  Fixture f;
  REQUIRE(f.run({"game", "void", "1/1", "--reason", "wrong players"}).status == 0);
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "none"},
            {"game 1/1 was voided", "tenbou game restore 1/1 --reason"});
  const RunResult table = f.run({"table", "1/1"}, "d -\n");
  CHECK(table.status == 1);
  CHECK(table.err.find("game 1/1 was voided") != std::string::npos);
  CHECK(table.err.find("was voided", table.err.find("was voided") + 1) == std::string::npos);  // said once
}

TEST_CASE("final scores on a game with hands: the table mode says what to type") {
  Fixture f;
  const RunResult r = f.run({"table", "1/1"}, "d A\nresult 42300 31200 28500 18000\n");
  CHECK(r.status == 1);
  CHECK_MESSAGE(r.err.find("line 2: game 1/1 has 1 hand entered one by one: a game has either hands or a result from "
                           "its score sheet (void its hands first: void N REASON for each)") == 0, r.err);
  f.refused({"game", "result", "1/1", "--scores", "42300,31200,28500,18000"},
            {"(void its hands with tenbou hand void, or the game with tenbou game void 1/1 --reason ..., first)"});
}

}  // namespace
}  // namespace tenbou::test
