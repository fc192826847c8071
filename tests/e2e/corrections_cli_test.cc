// Putting mistakes right: games voided, restored, reopened and reseated, hands voided, restored and
// undone, the double-entry guard, and a whole day of mistakes that ends with the standings of a day
// without them.

#include <thread>

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

const char* const kPlayers =
    "name\nAlice Martin\nBernd Keller\nChiara Rossi\nDmitri Volkov\nEva Novak\nFinn Larsen\nGreta Lind\nHugo Dubois\n";

/// A tournament file with eight players and nothing else.
struct Day {
  TempDir dir;
  std::string db = dir.path() + "/day.tenbou";

  Day() {
    REQUIRE(run_tenbou({"init", db, "--name", "Day Open"}).status == 0);
    REQUIRE(run({"player", "import", dir.write("p.csv", kPlayers)}).status == 0);
  }
  RunResult run(std::vector<std::string> args) const {
    args.insert(args.begin(), {"--db", db});
    return run_tenbou(args);
  }
  /// Runs a command that must succeed and returns what it printed.
  std::string ok(const std::vector<std::string>& args) const {
    const RunResult r = run(args);
    CHECK_MESSAGE(r.status == 0, r.err);
    return r.out;
  }
};

/// Round 1 as it was really played: two tables, a few hands each, table 2 closed by the referee.
void play_first_round(const Day& d) {
  d.ok({"game", "start", "--round", "1", "--table", "2", "--players", "Eva,Finn,Greta,Hugo"});
  d.ok({"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Chiara", "--han", "3", "--fu", "30"});
  d.ok({"hand", "tsumo", "--game", "1/1", "--winner", "Bernd", "--han", "2", "--fu", "30", "--riichi", "Bernd"});
  d.ok({"hand", "chombo", "--game", "1/1", "--player", "Dmitri", "--reason", "wrong ron"});
  d.ok({"hand", "draw", "--game", "1/1", "--tenpai", "Alice,Chiara"});
  d.ok({"hand", "ron", "--game", "1/2", "--winner", "Greta", "--from", "Eva", "--han", "4", "--fu", "30"});
  d.ok({"game", "finish", "1/2"});
}

TEST_CASE("a day of mistakes, each put right, ends with the standings of a day without them") {
  Day clean;
  clean.ok({"game", "start", "--round", "1", "--table", "1", "--players", "Alice,Bernd,Chiara,Dmitri"});
  play_first_round(clean);
  clean.ok({"game", "finish", "1/1"});

  Day day;
  // Round 11 typed for round 1: the game is voided and its table is free again.
  day.ok({"game", "start", "--round", "11", "--table", "1", "--players", "Alice,Bernd,Chiara,Dmitri"});
  const std::string voided = day.ok({"game", "void", "11/1", "--reason", "typed 11 for round 1"});
  CHECK(voided.find("Game 11/1 voided: it counts nowhere") != std::string::npos);
  // Started with South and West swapped: the seats are corrected after two hands.
  day.ok({"game", "start", "--round", "1", "--table", "1", "--players", "Alice,Chiara,Bernd,Dmitri"});
  play_first_round(day);
  const std::string seats = day.ok({"game", "seats", "1/1", "--players", "Alice,Bernd,Chiara,Dmitri", "--reason",
                                    "South and West were swapped on the sheet"});
  CHECK(seats.find("Seats of game 1/1 corrected: East Alice Martin, South Bernd Keller") != std::string::npos);
  CHECK(seats.find("hands 1-4 re-derived") != std::string::npos);
  // A hand entered at the wrong table, and a void of the wrong hand, taken back.
  day.ok({"hand", "ron", "--game", "1/1", "--winner", "Bernd", "--from", "Alice", "--han", "1", "--fu", "30"});
  const std::string wrong = day.ok({"hand", "void", "--game", "1/1", "--hand", "4", "--reason", "meant hand 5"});
  CHECK(wrong.find("Hand 4 of game 1/1 voided (draw, tenpai Alice Martin, Chiara Rossi); hand 5 re-derived") !=
        std::string::npos);
  const std::string restored = day.ok({"hand", "restore", "--game", "1/1", "--hand", "4", "--reason", "voided the wrong hand"});
  CHECK(restored.find("Hand 4 of game 1/1 restored; hand 5 re-derived; next hand 6") != std::string::npos);
  const std::string undone = day.ok({"hand", "undo", "--game", "1/1", "--expect", "5"});
  CHECK(undone.find("Hand 5 of game 1/1 undone (Bernd Keller 1 han 30 fu ron from Alice Martin)") != std::string::npos);
  // The undo repeated by a second click is refused: hand 5 is gone, the last hand is 4.
  const RunResult again = day.run({"hand", "undo", "--game", "1/1", "--expect", "5"});
  CHECK(again.status == 1);
  CHECK(again.err.find("--expect 5 does not match: that is hand 4") != std::string::npos);
  // The referee closed table 1 instead of table 2 (which the rules had not ended either): reopened.
  day.ok({"game", "finish", "1/1"});
  day.ok({"game", "reopen", "1/1", "--reason", "closed the wrong table"});
  day.ok({"game", "finish", "1/1", "--reason", "time"});

  const nlohmann::json expected = nlohmann::json::parse(clean.ok({"standings", "--format", "json"}));
  const nlohmann::json got = nlohmann::json::parse(day.ok({"standings", "--format", "json"}));
  CHECK(got == expected);
  CHECK(nlohmann::json::parse(day.ok({"tournament", "show", "--format", "json"}))["rounds"] == 1);

  const nlohmann::json audit = nlohmann::json::parse(day.ok({"audit", "--corrections", "--format", "json"}));
  CHECK(audit["clean"] == true);
  std::vector<std::string> what;
  for (const auto& c : audit["corrections"]) what.push_back(c["what"]);
  CHECK(what == std::vector<std::string>{"game 11/1: game voided", "game 1/1: seats corrected",
                                         "game 1/1: hand 4 voided", "game 1/1: hand 4 restored",
                                         "game 1/1: hand 5 voided", "game 1/1: reopened"});
  CHECK(audit["corrections"][0]["reason"] == "typed 11 for round 1");

  // The corrected game exports to a record that replays to the same result; its JSON lists the corrections.
  const nlohmann::json sheet = nlohmann::json::parse(day.ok({"game", "show", "1/1", "--format", "json"}));
  CHECK(sheet["corrections"].size() == 5);  // seats, void, restore, undo, reopen
  const RunResult replayed = run_tenbou({"replay", "-", "--format", "json"}, day.ok({"game", "export", "1/1"}));
  REQUIRE_MESSAGE(replayed.status == 0, replayed.err);
  CHECK(nlohmann::json::parse(replayed.out)["final"] == sheet["final"]);
  // The voided game is still shown, marked, with its history.
  const nlohmann::json gone = nlohmann::json::parse(day.ok({"game", "show", "11/1", "--format", "json"}));
  CHECK(gone["voided"] == true);
  CHECK(day.ok({"game", "history", "11/1"}).find("voided the game") != std::string::npos);
}

TEST_CASE("corrections that cannot be made are refused with the reason and change nothing") {
  Fixture f;
  REQUIRE(f.run({"hand", "ron", "--game", "1/1", "--winner", "Chiara", "--from", "Dmitri", "--han", "2", "--fu", "30"})
              .status == 0);
  f.refused({"game", "void", "3/3", "--reason", "x"}, {"--game 3/3", "no such game"});
  f.refused({"game", "void", "1/1", "--reason", "  "}, {"--reason is needed"});
  f.refused({"game", "reopen", "1/1", "--reason", "x"}, {"not closed by a referee", "in progress"});
  f.refused({"game", "restore", "1/1", "--reason", "x"}, {"no voided game"});
  f.refused({"game", "seats", "1/1", "--players", "Alice,Bernd,Eva,Dmitri", "--reason", "x"},
            {"hand 1 names Chiara Rossi, who would no longer be at the table"});
  f.refused({"game", "seats", "1/1", "--players", "Alice,Bernd,Chiara,Dmitri", "--reason", "x"}, {"already seated so"});
  f.refused({"hand", "restore", "--game", "1/1", "--hand", "1", "--reason", "x"}, {"not voided"});
  f.refused({"hand", "restore", "--game", "1/1", "--hand", "7", "--reason", "x"}, {"no voided hand"});
  f.refused({"hand", "undo", "--game", "1/1", "--expect", "2"}, {"--expect 2 does not match: that is hand 1"});
  f.refused({"hand", "chombo", "--game", "1/1", "--player", "Alice", "--reason", "x", "--expect", "1"},
            {"hand 1 (E1) is already recorded: Chiara Rossi 2 han 30 fu ron from Dmitri Volkov"});
  const RunResult no_tenpai = f.run({"hand", "draw", "--game", "1/1"});
  CHECK(no_tenpai.status == 2);
  CHECK(no_tenpai.err.find("--tenpai none") != std::string::npos);

  // A game the rules ended cannot be reopened.
  REQUIRE(f.run({"game", "start", "--round", "1", "--table", "2", "--players", "Alan,Eva,Finn,Greta"}).status == 0);
  for (int i = 1; i <= 8; ++i)  // the same draw each time: --expect says each is a new hand
    REQUIRE(f.run({"hand", "draw", "--game", "1/2", "--tenpai", "none", "--expect", std::to_string(i)}).status == 0);
  f.refused({"game", "reopen", "1/2", "--reason", "x"}, {"not closed by a referee", "all rounds played"});

  // A voided game's table takes a new game; the voided game comes back only once the table is free.
  REQUIRE(f.run({"game", "void", "1/2", "--reason", "wrong players"}).status == 0);
  REQUIRE(f.run({"game", "start", "--round", "1", "--table", "2", "--players", "Eva,Alan,Finn,Greta"}).status == 0);
  f.refused({"game", "restore", "1/2", "--reason", "x"}, {"another game is in play at that table"});
}

TEST_CASE("corrections and entries from several referees at once lose nothing") {
  Fixture f;
  REQUIRE(f.run({"game", "start", "--round", "1", "--table", "2", "--players", "Alan,Eva,Finn,Greta"}).status == 0);
  REQUIRE(f.run({"hand", "ron", "--game", "1/1", "--winner", "E", "--from", "S", "--han", "1", "--fu", "30"}).status == 0);
  constexpr int kHands = 60, kCorrections = 30;
  std::vector<int> failures(3, 0);
  std::vector<std::thread> referees;
  for (int table = 1; table <= 2; ++table)
    referees.emplace_back([&, table] {
      for (int i = 0; i < kHands; ++i)  // the dealer keeps the deal, so the games never end
        failures[static_cast<std::size_t>(table - 1)] +=
            f.run({"hand", "draw", "--game", "1/" + std::to_string(table), "--tenpai", "E", "--expect", "E1"}).status != 0;
    });
  referees.emplace_back([&] {
    for (int i = 0; i < kCorrections; ++i)
      failures[2] += f.run({"hand", i % 2 ? "restore" : "void", "--game", "1/1", "--hand", "1", "--reason", "x"})
                         .status != 0;
  });
  for (std::thread& t : referees) t.join();
  CHECK(failures == std::vector<int>(3, 0));
  const nlohmann::json audit = f.json({"audit", "--format", "json"});
  CHECK(audit["clean"] == true);
  CHECK(audit["entries"] == 1 + 2 * kHands + kCorrections);
  const nlohmann::json sheet = f.json({"game", "show", "1/1", "--format", "json"});
  CHECK(sheet["hands"].size() == kHands + 1);  // the last correction restored hand 1
}

}  // namespace
}  // namespace tenbou::test
