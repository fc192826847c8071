// Hand values and game records as people mistype them: swapped han and fu, han with a yakuman, an option
// given twice for one winner, pao on a closed hand, starts that do not add up. Each refused with the field
// and the value, the file unchanged.

#include <SQLiteCpp/SQLiteCpp.h>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

const std::vector<std::string> kRon = {"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Chiara"};

std::vector<std::string> ron_command(std::vector<std::string> more) {
  std::vector<std::string> args = kRon;
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

TEST_CASE("hand values that cannot be what the referee meant are refused") {
  Fixture f;
  f.refused(ron_command({"--han", "30", "--fu", "3"}), {"fu 3 is not a valid value", "han and fu look swapped: 3 han 30 fu?"});
  f.refused(ron_command({"--han", "6", "--fu", "35"}), {"fu 35 is not a valid value", "round up to the next 10: 35 -> 40"});
  f.refused(ron_command({"--han", "3", "--fu", "30", "--yakuman", "1"}), {"a yakuman is entered without han and fu"});
  f.refused(ron_command({"--han", "3", "--han", "4", "--fu", "30"}), {"--han is given twice for Alice's win"});
  f.refused(ron_command({"--yakuman", "1", "--pao", "Bernd", "--riichi", "Alice"}),
            {"liability (pao) needs the winner's open melds, but the winner declared riichi"});
  // The second winner's options after its --winner are its own.
  const RunResult two = f.run(ron_command({"--han", "3", "--fu", "30", "--winner", "Bernd", "--han", "2", "--fu", "40"}));
  CHECK_MESSAGE(two.status == 0, two.err);
  // From 5 han fu may be left out, and a valid value is accepted (it does not count).
  CHECK(f.run({"hand", "tsumo", "--game", "1/1", "--winner", "Chiara", "--han", "6", "--fu", "40"}).status == 0);
}

/// A game record with `start` as its start block.
std::string record_with_start(const std::string& start) {
  return R"({"players": ["Alan Smith", "Eva Novak", "Finn Larsen", "Greta Lind"], "start": )" + start +
         R"(, "hands": [{"result": "draw", "tenpai": []}]})";
}

TEST_CASE("a game record's start must be a table the ruleset can have") {
  Fixture f;
  const auto import = [&](const std::string& start) {
    return std::vector<std::string>{"game", "import", f.dir.write("g.json", record_with_start(start)), "--round", "2",
                                    "--table", "1"};
  };
  f.refused(import(R"({"round": "E1", "scores": [90000, 30000, 30000, 30000]})"),
            {"the start scores add up to 180,000; with 0 sticks on the table they should add up to 120,000: 60,000 too many"});
  f.refused(import(R"({"round": "S4", "riichi_sticks": 1, "scores": [40000, 30000, 30000, 20000]})"),
            {"add up to 120,000; with 1 stick on the table they should add up to 119,000: 1,000 too many"});
  f.refused(import(R"({"round": "S2", "scores": [30050, 29950, 30000, 30000]})"), {"30,050 of East is not a multiple of 100"});
  f.refused(import(R"({"round": "W1"})"), {"round", "E1 to S4"});
  f.refused(import(R"({"honba": -1})"), {"honba"});
  f.refused({"replay", f.dir.write("r.json", record_with_start(R"({"scores": [25000, 25000, 25000, 25000]})"))},
            {"should add up to 120,000: 20,000 short"});
  CHECK(f.run(import(R"({"round": "S4", "honba": 2, "riichi_sticks": 2, "scores": [99000, 10000, 5000, 4000]})")).status == 0);
}

TEST_CASE("names and notes in imported records are checked like those typed") {
  Fixture f;
  const std::string record =
      R"({"players": ["Alan Smith", "Eva Novak", "Finn Larsen", "New\u001b[31mcomer"], "hands": [{"result": "draw", )"
      R"("tenpai": [], "note": "bell\u0007"}]})";
  f.refused({"game", "import", f.dir.write("g.json", record), "--round", "2", "--table", "1", "--add-players"},
            {"player name: \"New\\u{1B}[31mcomer\" is not valid", "note: \"bell\\u{7}\" is not valid"});
}

TEST_CASE("audit flags a stored game whose start breaks the rules") {
  Fixture f;
  {
    SQLite::Database db(f.db, SQLite::OPEN_READWRITE);
    db.exec("INSERT INTO game (round, table_number, east, south, west, north, start, created_at) VALUES (3, 1, 5, 6, 7, 8, "
            "'{\"round\":\"E1\",\"honba\":0,\"riichi_sticks\":0,\"scores\":[90000,30000,30000,30000]}', '2026-11-24T10:00:00Z')");
  }
  const RunResult audit = f.run({"audit"});
  CHECK(audit.status == 1);
  CHECK(audit.out.find("its stored start breaks the rules: the start scores add up to 180,000") != std::string::npos);
}

TEST_CASE("numbers out of range are refused in words, and counts are singular or plural") {
  Fixture f;
  const RunResult zero = f.run({"round", "show", "0"});
  CHECK(zero.status == 2);
  CHECK(zero.err.find("round: \"0\" is not valid (a round from 1 to 99)") != std::string::npos);
  const RunResult start = f.run({"game", "start", "--round", "1", "--table", "x", "--players", "a,b,c,d"});
  CHECK(start.status == 2);
  CHECK(start.err.find("--table: \"x\" is not valid (a table from 1 to 999)") != std::string::npos);
  f.refused({"hand", "draw", "--game", "1/99999999999", "--tenpai", "none"}, {"is not a game", "tables from 1 to 999"});
  REQUIRE(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "none"}).status == 0);
  const RunResult audit = f.run({"audit"});
  CHECK(audit.out.find("Audit: 1 game, 1 hand from 1 entry replayed") == 0);
  CHECK(f.run({"game", "show", "1/1"}).out.find("1 counter, 0 riichi sticks on the table") != std::string::npos);
  for (const std::string& out : {audit.out, f.run({"standings"}).out, f.run({"round", "show", "1"}).out})
    CHECK(out.find("(s)") == std::string::npos);
}

}  // namespace
}  // namespace tenbou::test
