// End-to-end tests of the tournament commands: a referee's day, run through the built binary.

#include <signal.h>
#include <nlohmann/json.hpp>
#include <sys/wait.h>

#include <chrono>
#include <thread>

#include <SQLiteCpp/SQLiteCpp.h>

#include "e2e/tournament_fixture.h"
#include "game_generator.h"
#include "record/record_writer.h"

namespace tenbou::test {
namespace {

TEST_CASE("a game entered hand by hand shows, exports and replays to the same figures") {
  Fixture f;
  CHECK(f.run({"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Chiara", "--han", "3", "--fu", "30",
               "--riichi", "Alice,Dmitri"}).status == 0);
  const RunResult tsumo = f.run({"hand", "tsumo", "--game", "1/1", "--winner", "E", "--han", "2", "--fu", "20",
                                 "--expect", "E1.1"});
  CHECK_MESSAGE(tsumo.status == 0, tsumo.err);
  CHECK(tsumo.out.find("Hand 2 (E1, 1 counter): Alice Martin 2 han 20 fu tsumo") == 0);
  CHECK(tsumo.out.find("Scores: Alice Martin 39,200") != std::string::npos);

  const nlohmann::json sheet = f.json({"game", "show", "1/1", "--format", "json"});
  CHECK(sheet["players"] == nlohmann::json({"Alice Martin", "Bernd Keller", "Chiara Rossi", "Dmitri Volkov"}));
  CHECK(sheet["hands"].size() == 2);
  CHECK(sheet["state"]["scores"] == nlohmann::json({39200, 29200, 23400, 28200}));
  CHECK(sheet["state"]["honba"] == 2);

  const RunResult exported = f.run({"game", "export", "1/1"});
  REQUIRE(exported.status == 0);
  const RunResult replayed = run_tenbou({"replay", "-", "--format", "json"}, exported.out);
  REQUIRE_MESSAGE(replayed.status == 0, replayed.err);
  CHECK(nlohmann::json::parse(replayed.out)["state"] == sheet["state"]);
}

TEST_CASE("players are found by name, unique prefix, EMA number or seat wind") {
  Fixture f;
  // "Al" is ambiguous in the tournament (Alice, Alan) but unique at the table.
  CHECK(f.run({"hand", "ron", "--game", "1/1", "--winner", "al", "--from", "04090012", "--han", "1", "--fu", "30"})
            .status == 1);  // Alice cannot ron her own discard: the EMA number named her
  const RunResult r = f.run({"hand", "ron", "--game", "1/1", "--winner", "al", "--from", "W", "--han", "1", "--fu", "30"});
  CHECK_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Alice Martin 1 han 30 fu ron from Chiara Rossi") != std::string::npos);
  // After the dealer's win the dealer stays: E is still Alice; after Bernd's win S would become East.
  CHECK(f.run({"hand", "ron", "--game", "1/1", "--winner", "S", "--from", "E", "--han", "1", "--fu", "30"}).status == 0);
  const RunResult winds = f.run({"hand", "tsumo", "--game", "1/1", "--winner", "E", "--han", "1", "--fu", "30"});
  CHECK(winds.out.find("Bernd Keller 1 han 30 fu tsumo") != std::string::npos);
  f.refused({"game", "start", "--round", "1", "--table", "2", "--players", "Al,Eva,Finn,Greta"},
            {"\"Al\" is Alice Martin or Alan Smith: give more of the name"});
}

TEST_CASE("bad input is refused with the field, the value and what is valid, and changes nothing") {
  Fixture f;
  CHECK(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "Alice"}).status == 0);
  f.refused({"hand", "ron", "--game", "1/1", "--winner", "Zoe", "--from", "Bernd", "--han", "1", "--fu", "30"},
            {"--winner", "Zoe", "players here: East Alice Martin"});
  f.refused({"hand", "ron", "--game", "1/1", "--winner", "Eva", "--from", "Bernd", "--han", "1", "--fu", "30"},
            {"--winner Eva Novak", "is not at table 1/1"});
  f.refused({"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Bernd", "--han", "1", "--fu", "20"},
            {"1 han 20 fu", "impossible"});
  f.refused({"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Bernd", "--han", "2"}, {"--fu is needed"});
  f.refused({"hand", "ron", "--game", "2/7", "--winner", "Alice", "--from", "Bernd", "--han", "2", "--fu", "30"},
            {"--game 2/7", "no such game"});
  f.refused({"hand", "ron", "--game", "one", "--winner", "Alice", "--from", "Bernd", "--han", "2", "--fu", "30"},
            {"\"one\"", "ROUND/TABLE"});
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--expect", "E1.0"},
            {"--expect E1.0", "hand 1 (E1) is already recorded: draw, tenpai Alice Martin", "entered at",
             "the next hand is hand 2 (E1, 1 counter)"});
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--expect", "E3"},
            {"--expect E3", "the next hand is hand 2 (E1, 1 counter)"});
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--expect", "1"},
            {"--expect 1", "hand 1 (E1) is already recorded"});
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--expect", "X9"}, {"--expect \"X9\"", "ROUND.COUNTERS"});
  f.refused({"hand", "void", "--game", "1/1", "--hand", "4", "--reason", "typo"}, {"hand 4: there is no such hand", "hands 1 to 1"});
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--amend", "1"}, {"--reason is needed"});
  f.refused({"hand", "abortive", "--game", "1/1"}, {"abortive"});
  f.refused({"game", "start", "--round", "1", "--table", "2", "--players", "Alice,Eva,Finn,Greta"},
            {"Alice Martin already plays at table 1 in round 1"});
  f.refused({"game", "start", "--round", "1", "--table", "1", "--players", "Alan,Eva,Finn,Greta"},
            {"game 1/1 has already been started"});
  f.refused({"player", "add", "alice martin"}, {"already registered"});
  f.refused({"player", "add", "Zoe", "--ema", "12x"}, {"ema", "\"12x\"", "up to 8 digits"});
  f.refused({"player", "add", "Zoe", "--country", "Atlantis"}, {"country", "\"Atlantis\" is not a country", "did you mean"});
  const std::string bad_csv = f.dir.write("bad.csv", "name,ema,country\nZoe Adams,1,FRA\n\"Yann Bell,2,FRA\n");
  f.refused({"player", "import", bad_csv}, {"line 3", "never closed"});
  const std::string rows = f.dir.write("rows.csv", "name,ema,country,club\nZoe Adams,123456789,FRA\nYann Bell,,Francia Nova\nXavier,,,club,extra\n");
  f.refused({"player", "import", rows}, {"3 problems, nothing imported", "line 2: ema", "line 3: country", "line 4: 5 fields (expected at most 4"});
  f.refused({"game", "import", "-", "--round", "2", "--table", "1"}, {"not valid JSON", "line 1"}, "{\"players\": [");
  f.refused({"game", "import", "-", "--round", "2", "--table", "1"}, {"Zoe", "not registered", "--add-players"},
            R"({"players": ["Zoe", "Alice Martin", "Bernd Keller", "Eva Novak"], "hands": []})");
  f.refused({"game", "import", "-", "--round", "2", "--table", "1"}, {"hand 1", "field \"han\""},
            R"({"players": ["Alan Smith", "Eva Novak", "Finn Larsen", "Greta Lind"],
                "hands": [{"result": "tsumo", "winner": "Alan Smith", "han": "many", "fu": 30}]})");
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "Alice,Alice", "--format", "json"}, {"lists Alice Martin twice"});
  const RunResult json = f.run({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--expect", "S1", "--format", "json"});
  CHECK(json.status == 1);
  CHECK(nlohmann::json::parse(json.out)["error"]["field"] == "expect");
}

TEST_CASE("a finished game takes no more hands; amendments and voids re-derive the rest") {
  Fixture f;
  for (int i = 0; i < 8; ++i)  // the dealer deals in; the deal passes every hand: E1 to S4
    REQUIRE(f.run({"hand", "ron", "--game", "1/1", "--winner", "S", "--from", "E", "--han", "1", "--fu", "30"}).status == 0);
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "none"}, {"game 1/1 is over", "all rounds played", "--amend"});
  // Turning hand 3 into a dealer win keeps the dealer: the game then is no longer over.
  const RunResult amend = f.run({"hand", "ron", "--game", "1/1", "--amend", "3", "--reason", "wrong winner", "--by",
                                 "Referee Kim", "--winner", "E", "--from", "S", "--han", "1", "--fu", "30"});
  CHECK_MESSAGE(amend.status == 0, amend.err);
  CHECK(amend.out.find("Hand 3 amended (E3)") == 0);
  nlohmann::json sheet = f.json({"game", "show", "1/1", "--format", "json"});
  CHECK(sheet["final"].is_null());
  CHECK(sheet["state"]["round"] == "S4");
  CHECK(sheet["hands"][3]["round"] == "E3");
  // Hand 9 ends the game again; turning hand 3 back into a non-dealer win would then leave hand 9 after the end.
  // (It is the same result as hand 8, whose winds were read when it was entered at S4: --expect says it is new.)
  CHECK(f.run({"hand", "ron", "--game", "1/1", "--winner", "S", "--from", "E", "--han", "1", "--fu", "30", "--expect", "9"})
            .status == 0);
  f.refused({"hand", "ron", "--game", "1/1", "--amend", "3", "--reason", "x", "--winner", "S", "--from", "E", "--han",
             "1", "--fu", "30"},
            {"this would make hand 9 impossible", "already over"});
  CHECK(f.run({"hand", "void", "--game", "1/1", "--hand", "5", "--reason", "entered twice"}).status == 0);
  sheet = f.json({"game", "show", "1/1", "--format", "json"});
  CHECK(sheet["hands"].size() == 8);
  CHECK(sheet["hands"][4]["number"] == 6);
  CHECK(sheet["final"].is_null());
  const nlohmann::json history = f.json({"game", "history", "1/1", "--format", "json"});
  REQUIRE(history.size() == 11);
  CHECK(history[8]["kind"] == "amend");
  CHECK(history[8]["by"] == "Referee Kim");
  CHECK(history[8]["reason"] == "wrong winner");
  CHECK(history[10]["kind"] == "void");
  CHECK(history[10]["hand"] == 5);
  const nlohmann::json audit = f.json({"audit", "--format", "json"});
  CHECK(audit["clean"] == true);
  CHECK(audit["hands"] == 8);
  // The live view equals a fresh replay of the exported record.
  const RunResult replayed = run_tenbou({"replay", "-", "--format", "json"}, f.run({"game", "export", "1/1"}).out);
  CHECK(nlohmann::json::parse(replayed.out)["state"] == sheet["state"]);
  CHECK(f.run({"game", "finish", "1/1", "--reason", "time"}).status == 0);
  CHECK(f.json({"game", "show", "1/1", "--format", "json"})["state"]["end"] == "closed by the referee");
  f.refused({"game", "finish", "1/1"}, {"already over"});
}

TEST_CASE("hand void checks --expect against the hand it voids") {
  Fixture f;
  REQUIRE(f.run({"hand", "ron", "--game", "1/1", "--winner", "Bernd", "--from", "Chiara", "--han", "2", "--fu", "30"})
              .status == 0);
  REQUIRE(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "Alice"}).status == 0);
  f.refused({"hand", "void", "--game", "1/1", "--hand", "2", "--expect", "E1.0", "--reason", "wrong table"},
            {"--expect E1.0 does not match: that is hand 2 (E2)"});
  const RunResult voided =
      f.run({"hand", "void", "--game", "1/1", "--hand", "2", "--expect", "E2.0", "--reason", "wrong table"});
  CHECK_MESSAGE(voided.status == 0, voided.err);
}

TEST_CASE("audit counts leftover sticks at the ruleset's riichi deposit") {
  TempDir dir;
  const std::string db = dir.path() + "/half.tenbou";
  REQUIRE(run_tenbou({"init", db, "--name", "Half Sticks", "--rule", "riichi_deposit=500", "--rule",
                      "leftover_riichi_to_first=false"}).status == 0);
  REQUIRE(run_tenbou({"--db", db, "player", "import", dir.write("p.csv", "name\nAlan\nBeth\nCaro\nDirk\n")}).status == 0);
  REQUIRE(run_tenbou({"--db", db, "game", "start", "--round", "1", "--table", "1", "--players", "A,B,C,D"}).status == 0);
  REQUIRE(run_tenbou({"--db", db, "hand", "draw", "--game", "1/1", "--tenpai", "A,B", "--riichi", "A,B"}).status == 0);
  REQUIRE(run_tenbou({"--db", db, "game", "finish", "1/1"}).status == 0);
  const RunResult audit = run_tenbou({"--db", db, "audit", "--format", "json"});
  CHECK_MESSAGE(audit.status == 0, audit.out);
  const auto report = nlohmann::json::parse(audit.out);
  CHECK(report["games_checked"][0]["zero_sum"] == true);
  CHECK(report["games_checked"][0]["sticks_unawarded"] == 2);
}

TEST_CASE("audit finds figures that differ from the entries, and entries cannot be changed in place") {
  Fixture f;
  CHECK(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "Alice"}).status == 0);
  {
    SQLite::Database db(f.db, SQLite::OPEN_READWRITE);
    CHECK_THROWS_WITH(db.exec("UPDATE entry SET facts = '{}'"), doctest::Contains("append-only"));
    CHECK_THROWS_WITH(db.exec("DELETE FROM entry"), doctest::Contains("append-only"));
    db.exec("UPDATE game_state SET scores = '[1,2,3,4]'");
  }
  const RunResult r = f.run({"audit"});
  CHECK(r.status == 1);
  CHECK(r.out.find("game 1/1: scores: stored [1,2,3,4], the entries replay to [33000,29000,29000,29000]") !=
        std::string::npos);
}

TEST_CASE("the schema is migrated on open; a file from a newer tenbou is refused") {
  Fixture f;
  {
    SQLite::Database db(f.db, SQLite::OPEN_READWRITE);
    CHECK(db.execAndGet("PRAGMA user_version").getInt() >= 2);
    CHECK(db.execAndGet("PRAGMA journal_mode").getString() == "wal");
    db.exec("PRAGMA user_version = 99");
  }
  f.refused({"player", "list"}, {"newer tenbou", "schema level 99"});
  const std::string other = f.dir.path() + "/other.sqlite";
  {
    SQLite::Database db(other, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    db.exec("CREATE TABLE notes (text TEXT)");
  }
  const RunResult r = run_tenbou({"--db", other, "player", "list"});
  CHECK(r.status == 1);
  CHECK(r.err.find("not a tenbou tournament") != std::string::npos);
  CHECK(run_tenbou({"player", "list"}).status == 2);  // no --db: a usage error
  CHECK(run_tenbou({"--db", f.dir.path() + "/missing.tenbou", "player", "list"}).err.find("tenbou init") !=
        std::string::npos);
}

TEST_CASE("four referees writing 200 hands each (the most a game holds) into four games of one file at once lose "
          "nothing" * slow()) {
  Fixture f;
  REQUIRE(f.run({"player", "import", f.dir.write("more.csv", "name\nP1\nP2\nP3\nP4\nP5\nP6\nP7\nP8\n")}).status == 0);
  REQUIRE(f.run({"game", "start", "--round", "1", "--table", "2", "--players", "Alan,Eva,Finn,Greta"}).status == 0);
  REQUIRE(f.run({"game", "start", "--round", "1", "--table", "3", "--players", "P1,P2,P3,P4"}).status == 0);
  REQUIRE(f.run({"game", "start", "--round", "1", "--table", "4", "--players", "P5,P6,P7,P8"}).status == 0);
  constexpr int kHands = 200;
  std::vector<int> failures(4, 0);
  std::vector<std::thread> referees;
  for (int table = 1; table <= 4; ++table)
    referees.emplace_back([&, table] {
      const std::string game = "1/" + std::to_string(table);
      for (int i = 0; i < kHands; ++i) {
        // The dealer keeps the deal either way, so the game never ends: E1 with ever more counters.
        const RunResult r = i % 2 ? f.run({"hand", "draw", "--game", game, "--tenpai", "E,S,W,N"})
                                  : f.run({"hand", "ron", "--game", game, "--winner", "E", "--from", "S", "--han",
                                           "1", "--fu", "30", "--expect", "E1." + std::to_string(i)});
        failures[static_cast<std::size_t>(table - 1)] += r.status != 0;
      }
    });
  for (std::thread& t : referees) t.join();
  CHECK(failures == std::vector<int>(4, 0));
  const nlohmann::json audit = f.json({"audit", "--format", "json"});
  CHECK(audit["clean"] == true);
  CHECK(audit["hands"] == 4 * kHands);
}

TEST_CASE("two referees entering the same hand at once: exactly one succeeds") {
  Fixture f;
  for (int trial = 0; trial < 10; ++trial) {
    const std::string expect = "E1." + std::to_string(trial);
    RunResult results[2];
    std::thread a([&] { results[0] = f.run({"hand", "draw", "--game", "1/1", "--tenpai", "E", "--expect", expect}); });
    std::thread b([&] { results[1] = f.run({"hand", "draw", "--game", "1/1", "--tenpai", "E", "--expect", expect}); });
    a.join();
    b.join();
    CHECK((results[0].status == 0) + (results[1].status == 0) == 1);
    const RunResult& lost = results[0].status == 0 ? results[1] : results[0];
    CHECK(lost.err.find("already recorded") != std::string::npos);
  }
  CHECK(f.json({"game", "show", "1/1", "--format", "json"})["hands"].size() == 10);
}

/// Kills a command part-way after `delay` and checks the file holds all of its work or none of it.
void kill_midway(const Fixture& f, const std::vector<std::string>& args, std::chrono::milliseconds delay,
                 const std::string& count_sql, int none, int all) {
  std::vector<std::string> full = {"--db", f.db};
  full.insert(full.end(), args.begin(), args.end());
  const pid_t pid = start_tenbou(full);
  std::this_thread::sleep_for(delay);
  kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  SQLite::Database db(f.db, SQLite::OPEN_READWRITE);
  CHECK(db.execAndGet("PRAGMA integrity_check").getString() == "ok");
  const int count = db.execAndGet(count_sql).getInt();
  CHECK_MESSAGE((count == none || count == all), "found " << count << " after SIGKILL at " << delay.count() << " ms");
}

TEST_CASE("a process killed during an import leaves all of it or none of it") {
  Fixture f;
  std::string records;
  GameGenerator generator(11);
  const auto rules = std::make_shared<const Ruleset>(preset("ema2016"));
  const Names names{{"Alan Smith", "Eva Novak", "Finn Larsen", "Greta Lind"}};
  for (int i = 0; i < 2000; ++i) {
    GameRecord record = generator.game("ema2016", rules, names);
    record.round = i + 2;
    record.table = 1;
    records += write_game_record(record).dump() + "\n";
  }
  const std::string games = f.dir.write("games.jsonl", records);
  std::string players;
  for (int i = 0; i < 50000; ++i) players += "Player " + std::to_string(i) + "," + std::to_string(i + 1) + ",FRA,\n";
  const std::string csv = f.dir.write("players.csv", players);
  for (int ms : {5, 50, 120, 250}) {
    kill_midway(f, {"game", "import", games, "--add-players"}, std::chrono::milliseconds(ms),
                "SELECT count(*) FROM game", 1, 1 + 2000);
    kill_midway(f, {"player", "import", csv}, std::chrono::milliseconds(ms), "SELECT count(*) FROM player", 8,
                8 + 50000);
  }
}

}  // namespace
}  // namespace tenbou::test
