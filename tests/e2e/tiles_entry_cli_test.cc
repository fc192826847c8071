// Hands recorded with their tiles: `hand ron`/`tsumo` (and the table mode) take the tiles of each win, value them
// at the table the hand is played at (seat wind, round wind, riichi from the hand), refuse a value that disagrees
// with the breakdown, store the tiles, and export, import, replay and explain them.
//
// The expected values are worked by hand from the EMA Riichi Competition Rules 2016 (the fu and han of each
// part, the payment table of §7) and RULES.md; each case says how.

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

/// Bernd (South in E1) wins on Alice's 5m: 234m 55m (tanki) 678p 345s, an open Red dragon triplet; dora
/// indicator 4m makes both 5m dora. Red dragon 1 + dora 2 = 3 han; fu 20 + tanki 2 + open honour triplet 4 =
/// 26 -> 30 (no closed-ron 10: the hand is open). Non-dealer 3 han 30 fu ron: 3,900.
const std::vector<std::string> kBerndRon = {"hand", "ron", "--game", "1/1", "--winner", "Bernd", "--from", "Alice",
                                            "--tiles", "23455m678p345s", "--meld", "pon:777z", "--win", "5m",
                                            "--dora", "4m"};

/// East triplet concealed, 234m won on 2m (two-sided), 567p 789s 99p, closed ron. Fu 20 + closed ron 10 +
/// concealed honour triplet 8 = 38 -> 40. Han: the East triplet is 1 for the round wind (East round) and 1 more
/// for whoever sits East.
std::vector<std::string> east_triplet_ron(const std::string& winner, const std::string& from) {
  return {"hand", "ron", "--game", "1/1", "--winner", winner, "--from", from, "--tiles", "111z234m567p789s99p", "--win", "2m"};
}

nlohmann::json exported_hands(const Fixture& f) { return f.json({"game", "export", "1/1"})["hands"]; }

}  // namespace

TEST_CASE("tiles: han and fu are computed from the tiles and stored with the hand") {
  Fixture f;
  const RunResult r = f.run(kBerndRon);
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Bernd Keller 3 han 30 fu (2 dora) ron from Alice Martin") != std::string::npos);
  CHECK(r.out.find("Alice Martin -3,900, Bernd Keller +3,900") != std::string::npos);
  const nlohmann::json exported = f.json({"game", "export", "1/1"});
  const nlohmann::json win = exported["hands"][0]["wins"][0];
  CHECK(win["han"] == 3);
  CHECK(win["fu"] == 30);
  CHECK(win["dora"] == 2);
  CHECK(win["tiles"] == nlohmann::json::parse(R"({"concealed": "23455m678p345s", "melds": [{"kind": "pon", "tiles": "777z"}],
                                                  "win_tile": "5m", "dora_indicators": "4m"})"));
}

TEST_CASE("tiles: a value given with the tiles must agree, else it is refused with the computed breakdown") {
  Fixture f;
  std::vector<std::string> wrong = kBerndRon;
  wrong.insert(wrong.end(), {"--han", "2", "--fu", "50"});
  f.refused(wrong, {"Bernd Keller's win: entered 2 han 50 fu; the tiles give 3 han 30 fu (Dragon triplet: Red dragon 1, "
                    "Dora 2; fu: winning 20, pair wait (tanki) 2, open triplet of terminals or honours (7z) 4, 26 rounded "
                    "up to 30)"});
  std::vector<std::string> right = kBerndRon;
  right.insert(right.end(), {"--han", "3", "--fu", "30", "--dora", "2"});
  CHECK(f.run(right).status == 0);
}

TEST_CASE("tiles: the seat and round winds come from the table") {
  Fixture f;
  // Alice deals E1: East is her seat wind and the round wind, 2 han 40 fu; a dealer's ron pays 3,900.
  RunResult r = f.run(east_triplet_ron("Alice", "Bernd"));
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Alice Martin 2 han 40 fu ron from Bernd Keller") != std::string::npos);
  CHECK(r.out.find("Alice Martin +3,900") != std::string::npos);
  // The deal stays (E1, 1 counter). Bernd sits South: the East triplet is the round wind only, 1 han 40 fu,
  // 1,300 + 300 for the counter.
  r = f.run(east_triplet_ron("Bernd", "Chiara"));
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Bernd Keller 1 han 40 fu ron from Chiara Rossi") != std::string::npos);
  CHECK(r.out.find("Bernd Keller +1,600") != std::string::npos);
}

TEST_CASE("tiles: amending an earlier hand moves the dealer, and a later hand's tiles are valued where it now is") {
  Fixture f;
  REQUIRE(f.run({"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Chiara", "--han", "3", "--fu", "30"}).status == 0);
  REQUIRE(f.run(east_triplet_ron("Alice", "Bernd")).status == 0);  // E1, Alice deals: 2 han 40 fu
  CHECK(exported_hands(f)[1]["wins"][0]["han"] == 2);
  // Hand 1 was Bernd's win: the deal passes, hand 2 is E2 with Bernd dealing and Alice North: 1 han 40 fu.
  const RunResult r = f.run({"hand", "ron", "--game", "1/1", "--amend", "1", "--winner", "Bernd", "--from", "Chiara",
                             "--han", "3", "--fu", "30", "--reason", "the winner was Bernd"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const nlohmann::json win = exported_hands(f)[1]["wins"][0];
  CHECK(win["han"] == 1);
  CHECK(win["fu"] == 40);
  CHECK(f.json({"game", "show", "1/1", "--format", "json"})["hands"][1]["round"] == "E2");
  // The tiles are kept through the amendment of the hand itself.
  REQUIRE(f.run({"hand", "ron", "--game", "1/1", "--amend", "2", "--winner", "Alice", "--from", "Chiara", "--tiles",
                 "111z234m567p789s99p", "--win", "2m", "--reason", "from Chiara"}).status == 0);
  CHECK(f.json({"game", "export", "1/1"})["hands"][1]["wins"][0]["tiles"]["concealed"] == "111z234m567p789s99p");
}

TEST_CASE("tiles: riichi is the hand's riichi; the win's own flags go with its tiles") {
  Fixture f;
  // Bernd, closed 234567m 234p 55p (tanki) 678s, tsumo on 5p. Riichi 1 + tsumo 1 + all simples 1 + ippatsu 1 =
  // 4 han; fu 20 + tsumo 2 + tanki 2 = 24 -> 30. Non-dealer 4 han 30 fu tsumo: 2,000 / 3,900, and Bernd's own
  // riichi stick back.
  const std::vector<std::string> tsumo = {"hand", "tsumo", "--game", "1/1", "--winner", "Bernd", "--tiles",
                                          "234567m23455p678s", "--win", "5p", "--ippatsu"};
  f.refused(tsumo, {"Bernd Keller's tiles: ippatsu without riichi"});
  std::vector<std::string> doubled = tsumo;
  doubled.push_back("--double-riichi");
  f.refused(doubled, {"the tiles say riichi, but the hand does not list the winner's riichi"});
  std::vector<std::string> with_riichi = tsumo;
  with_riichi.insert(with_riichi.end(), {"--riichi", "Bernd"});
  const RunResult r = f.run(with_riichi);
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Bernd Keller 4 han 30 fu tsumo") != std::string::npos);
  CHECK(r.out.find("Alice Martin -3,900, Bernd Keller +7,900, Chiara Rossi -2,000, Dmitri Volkov -2,000") != std::string::npos);
}

TEST_CASE("tiles: a double ron takes each winner's tiles") {
  Fixture f;
  // Dmitri deals in a 5m: Bernd as above (3 han 30 fu, 3,900); Alice (dealer) the East triplet with 345m, and the
  // 5m is a dora for her too: 3 han 40 fu, 7,700.
  const RunResult r = f.run({"hand", "ron", "--game", "1/1", "--from", "Dmitri", "--winner", "Bernd", "--tiles",
                             "23455m678p345s", "--meld", "pon:777z", "--win", "5m", "--dora", "4m", "--winner", "Alice",
                             "--tiles", "111z345m567p789s99p", "--win", "5m", "--dora", "4m"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK_MESSAGE(r.out.find("Alice Martin +7,700, Bernd Keller +3,900, Dmitri Volkov -11,600") != std::string::npos, r.out);
}

TEST_CASE("tiles: the winners of a double ron share the indicators; the real mistake is named first") {
  Fixture f;
  // Given once, the indicators are every winner's: Bernd's two 5m are dora as before (3,900 each way).
  RunResult r = f.run({"hand", "ron", "--game", "1/1", "--from", "Dmitri", "--winner", "Bernd", "--tiles", "23455m678p345s",
                       "--meld", "pon:777z", "--win", "5m", "--dora", "4m", "--winner", "Alice", "--tiles",
                       "111z345m567p789s99p", "--win", "5m", "--expect", "1"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Alice Martin 3 han 40 fu (1 dora) + Bernd Keller 3 han 30 fu (2 dora)") != std::string::npos);
  // Kan dora indicators may be given one --dora at a time.
  REQUIRE(f.run({"hand", "undo", "--game", "1/1"}).status == 0);
  r = f.run({"hand", "ron", "--game", "1/1", "--winner", "Bernd", "--from", "Alice", "--tiles", "23455m678p345s", "--meld",
             "pon:777z", "--win", "5m", "--dora", "4m", "--dora", "6z"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  // 6z shows 7z: the red dragon pon is three dora more, 6 han, a non-dealer's haneman.
  CHECK_MESSAGE(r.out.find("Bernd Keller 6 han (5 dora) (haneman) ron from Alice Martin") != std::string::npos, r.out);
  REQUIRE(f.run({"hand", "undo", "--game", "1/1"}).status == 0);
  f.refused({"hand", "ron", "--game", "1/1", "--from", "Dmitri", "--winner", "Bernd", "--tiles", "23455m678p345s", "--meld",
             "pon:777z", "--win", "5m", "--dora", "4m", "--winner", "Alice", "--tiles", "111z345m567p789s99p", "--win", "5m",
             "--dora", "1m"},
            {"Alice Martin's dora indicators differ from Bernd Keller's: the winners of one hand share them"});
  // One discard: the same winning tile, and four copies of a tile at most between the hands and the indicators
  // (Alice's 555m and Bernd's 55m share the discarded 5m: four; the 5m indicator is a fifth).
  f.refused({"hand", "ron", "--game", "1/1", "--from", "Dmitri", "--winner", "Bernd", "--tiles", "23455m678p345s", "--meld",
             "pon:777z", "--win", "5m", "--winner", "Alice", "--tiles", "111z234m567p789s99p", "--win", "2m"},
            {"Alice Martin's winning tile 2m differs from Bernd Keller's 5m: the winners of a ron won on one discard"});
  CHECK(f.run({"hand", "ron", "--game", "1/1", "--from", "Dmitri", "--winner", "Bernd", "--tiles", "23455m678p345s", "--meld",
               "pon:777z", "--win", "5m", "--winner", "Alice", "--tiles", "111z555m567p789s99p", "--win", "5m"})
            .status == 0);
  REQUIRE(f.run({"hand", "undo", "--game", "1/1"}).status == 0);
  f.refused({"hand", "ron", "--game", "1/1", "--from", "Dmitri", "--winner", "Bernd", "--tiles", "23455m678p345s", "--meld",
             "pon:777z", "--win", "5m", "--dora", "5m", "--winner", "Alice", "--tiles", "111z555m567p789s99p", "--win", "5m"},
            {"the winners' hands and the indicators hold 5 copies of 5m: a tile has four"});
  f.refused({"hand", "ron", "--game", "1/1", "--winner", "Bernd", "--from", "Bernd", "--tiles", "23455m678p345s", "--meld",
             "pon:777z", "--win", "5m"},
            {"Bernd Keller is both the discarder and a winner"});
  // A closed hand whose only yaku would be riichi (closed wait on 3s: no pinfu), with the riichi left out of the hand.
  f.refused({"hand", "ron", "--game", "1/1", "--winner", "Bernd", "--from", "Alice", "--tiles", "123456m789p23499s", "--win", "3s"},
            {"no yaku", "if Bernd Keller declared riichi, list it with the hand's riichi"});
}

TEST_CASE("tiles: the confirmation says what the tiles left out") {
  Fixture f;
  std::vector<std::string> with_ura = kBerndRon;
  with_ura.insert(with_ura.end(), {"--ura", "1p"});
  const RunResult r = f.run(with_ura);
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Note: Bernd Keller's tiles: ura dora indicators ignored: only a riichi hand counts ura dora.") !=
        std::string::npos);
}

TEST_CASE("tiles: what cannot be read is refused before anything is written, naming the option") {
  Fixture f;
  f.refused({"hand", "ron", "--game", "1/1", "--winner", "Bernd", "--from", "Alice", "--tiles", "23455m678p345x", "--win", "5m"},
            {"--tiles", "position 14"});
  f.refused({"hand", "ron", "--game", "1/1", "--winner", "Bernd", "--from", "Alice", "--tiles", "23455m678p345s77z"},
            {"--win is needed for Bernd's win with --tiles"});
  f.refused({"hand", "ron", "--game", "1/1", "--winner", "Bernd", "--from", "Alice", "--win", "5m", "--han", "1", "--fu", "30"},
            {"--tiles is needed for Bernd's win"});
  f.refused({"hand", "ron", "--game", "1/1", "--winner", "Bernd", "--from", "Alice", "--tiles", "23455m678p345s", "--meld",
             "pon:777z", "--win", "5m", "--rinshan"},
            {"Bernd Keller's tiles:", "rinshan"});
  f.refused({"hand", "ron", "--game", "1/1", "--winner", "Bernd", "--from", "Alice", "--tiles", "23456m678p345s", "--meld",
             "pon:777z", "--win", "5m"},
            {"Bernd Keller's tiles: ", "not a winning hand"});
}

TEST_CASE("tiles: import takes the value from the tiles and refuses one that disagrees; replay checks the same") {
  Fixture f;
  const std::string head = R"({"round": 2, "table": 1, "players": ["Alice Martin", "Bernd Keller", "Chiara Rossi", "Dmitri Volkov"], "hands": [)";
  const std::string tiles = R"("tiles": {"concealed": "23455m678p345s", "melds": [{"kind": "pon", "tiles": "777z"}], "win_tile": "5m", "dora_indicators": "4m"})";
  const std::string wrong = f.dir.write("wrong.json", head + R"({"result": "ron", "discarder": "Alice Martin", "wins": [{"winner": "Bernd Keller", "han": 2, "fu": 30, )" + tiles + "}]}]}");
  f.refused({"game", "import", wrong}, {"hand 1: Bernd Keller's win: entered 2 han 30 fu; the tiles give 3 han 30 fu"});
  const RunResult replayed = f.run({"replay", wrong});
  CHECK(replayed.status == 1);
  CHECK(replayed.err.find("entered 2 han 30 fu; the tiles give 3 han 30 fu") != std::string::npos);

  const std::string right = f.dir.write("right.json", head + R"({"result": "ron", "discarder": "Alice Martin", "wins": [{"winner": "Bernd Keller", )" + tiles + "}]}]}");
  const RunResult imported = f.run({"game", "import", right});
  REQUIRE_MESSAGE(imported.status == 0, imported.err);
  const nlohmann::json game = f.json({"game", "export", "2/1"});
  CHECK(game["hands"][0]["wins"][0]["han"] == 3);
  CHECK(game["hands"][0]["wins"][0]["tiles"]["win_tile"] == "5m");
  CHECK(f.run({"replay", right}).status == 0);

  const std::string unknown = f.dir.write("unknown.json", head + R"({"result": "tsumo", "winner": "Bernd Keller", "tiles": {"concealed": "234567m23455p678s", "win_tile": "5p", "wind": "E"}}]})");
  f.refused({"game", "import", unknown}, {"unknown field \"wind\""});
}

TEST_CASE("tiles: explain shows the yaku and fu of a hand recorded with its tiles, the history its tiles") {
  Fixture f;
  REQUIRE(f.run(kBerndRon).status == 0);
  const RunResult r = f.run({"explain", "1/1", "1"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("  Tiles: 23455m678p345s, pon:777z, won on 5m; dora indicators 4m\n") != std::string::npos);
  CHECK(r.out.find("    Dragon triplet: Red dragon: 1 han\n    Dora: 2 han\n") != std::string::npos);
  CHECK(r.out.find("  Fu: 26, rounded up to 30.\n") != std::string::npos);
  const nlohmann::json j = f.json({"explain", "1/1", "1", "--format", "json"});
  CHECK(j["wins"][0]["from_tiles"]["fu"] == 30);
  CHECK(j["wins"][0]["tiles"]["concealed"] == "23455m678p345s");
  const TerminalColumns wide(400);
  CHECK(f.run({"game", "history", "1/1"}).out.find(
            "[Bernd Keller's tiles: 23455m678p345s, pon:777z, won on 5m; dora indicators 4m]") != std::string::npos);
}

TEST_CASE("tiles: the table mode takes the same tile options, and the short form takes the tiles as the value") {
  Fixture f;
  RunResult r = f.run({"table", "1/1"}, "ron --winner Bernd --from Alice --tiles 23455m678p345s --meld pon:777z --win 5m --dora 4m\n");
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Bernd Keller 3 han 30 fu (2 dora) ron from Alice Martin") != std::string::npos);
  // E2, Bernd deals: his riichi ippatsu tsumo (riichi, ippatsu, tsumo, all simples and the ura dora 4p: 5 han,
  // a dealer's mangan, 4,000 from each), then a double ron with one winner by tiles and one by han and fu.
  r = f.run({"table", "1/1"},
            "t Bernd 234567m23455p678s@5p ippatsu dora:1z ura:3p +Bernd\n"
            "r A<C 111z345m567p789s99p@5m B 2/40\n");
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Bernd Keller 5 han (1 dora) (mangan) tsumo; riichi Bernd Keller. Alice Martin -4,000, Bernd Keller "
                   "+12,000") != std::string::npos);
  // Alice sits North in E2: the East triplet is the round wind only, 1 han 40 fu.
  CHECK(r.out.find("Alice Martin 1 han 40 fu + Bernd Keller 2 han 40 fu ron from Chiara Rossi") != std::string::npos);
  f.refused({"table", "1/1"}, {"line 1: Bernd Keller's tiles: rinshan is won by tsumo"},
            "r B<A 23455m678p345s@5m pon:777z dora:4m rinshan\n");
}

}  // namespace tenbou::test
