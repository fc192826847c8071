// Substitutes, withdrawals and rounds missed: each a fact with who, when and why; the standings, the EMA
// results file and the seating follow the tournament's settings; every refusal leaves the file unchanged.

#include <nlohmann/json.hpp>

#include "tournament_fixture.h"

namespace tenbou::test {
namespace {

/// The standings row of `name` (standings JSON).
nlohmann::json row_of(const nlohmann::json& standings, const std::string& name) {
  for (const nlohmann::json& row : standings)
    if (row["name"] == name) return row;
  FAIL("no row for " << name);
  return {};
}

/// Records round 1 in two sheet games: 1/1 (Alice 1st, Bernd, Chiara, Dmitri) and 1/2 with `north`.
void play_round_one(const Fixture& f, const std::string& north) {
  REQUIRE(f.run({"game", "result", "1/1", "--scores", "45000,35000,25000,15000"}).status == 0);
  const RunResult second = f.run({"game", "result", "--round", "1", "--table", "2", "--players",
                                  "Alan,Eva,Finn," + north, "--scores", "40000,30000,30000,20000", "--reason",
                                  "seated by hand"});
  REQUIRE_MESSAGE(second.status == 0, second.err);
}

}  // namespace

TEST_CASE("a substitute fills a seat and is listed after the ranked players, without a place") {
  Fixture f;
  const RunResult added = f.run({"player", "add", "Zoë Ångström", "--country", "SWE", "--substitute"});
  REQUIRE_MESSAGE(added.status == 0, added.err);
  CHECK(added.out.find(", a substitute.") != std::string::npos);
  play_round_one(f, "Zoë");

  nlohmann::json standings = f.json({"standings", "--format", "json"});
  REQUIRE(standings.size() == 9);
  const nlohmann::json zoe = row_of(standings, "Zoë Ångström");
  CHECK(zoe["substitute"] == true);
  CHECK(zoe["place"].is_null());
  CHECK(zoe["ranked"] == false);
  CHECK(zoe["total"] == -25000);
  CHECK(standings[7]["name"] == "Zoë Ångström");  // after the seven ranked players who played
  CHECK(standings[8]["name"] == "Greta Lind");     // then the player without a game
  CHECK(row_of(standings, "Bernd Keller")["place"] == 3);  // places are over the ranked players only
  CHECK(f.run({"standings"}).out.find("Zoë Ångström (substitute)") != std::string::npos);

  // The EMA results file: the substitute after the ranked players, without place or base rank.
  REQUIRE(f.run({"tournament", "set", "city", "Wien"}).status == 0);
  REQUIRE(f.run({"tournament", "set", "country", "AUT"}).status == 0);
  REQUIRE(f.run({"tournament", "set", "dates", "2026-11-21"}).status == 0);
  const RunResult exported = f.run({"export", "ema", "--force"});
  REQUIRE_MESSAGE(exported.status == 0, exported.err);
  const std::string& csv = exported.out;
  CHECK(csv.find("Players,7\r\nSubstitutes,1\r\n") != std::string::npos);  // the ranked entrants, then the substitute
  CHECK(f.json({"tournament", "show", "--format", "json"})["mers_weight"]["counted_players"] == 8);  // both count
  CHECK(csv.find("\n,Ångström,Zoë,,SWE,-25000,\r\n") != std::string::npos);
  CHECK(csv.find("\n7,Volkov,Dmitri,,,-30000,0\r\n") != std::string::npos);  // base ranks over the ranked only

  // Ranked by setting; and marked an entrant again by an edit (both with a reason in the history).
  REQUIRE(f.run({"tournament", "set", "substitutes", "ranked"}).status == 0);
  CHECK(row_of(f.json({"standings", "--format", "json"}), "Zoë Ångström")["place"] == 7);
  REQUIRE(f.run({"tournament", "set", "substitutes", "unranked"}).status == 0);
  f.refused({"player", "edit", "Zoë", "--substitute", "yes", "--reason", "again"}, {"is a substitute already"});
  const RunResult entrant = f.run({"player", "edit", "Zoë", "--substitute", "no", "--reason", "paid the entry fee"});
  REQUIRE_MESSAGE(entrant.status == 0, entrant.err);
  CHECK(entrant.out.find("substitute: yes -> no") != std::string::npos);
  CHECK(row_of(f.json({"standings", "--format", "json"}), "Zoë Ångström")["ranked"] == true);
  const std::string history = f.run({"player", "history", "Zoë"}).out;
  CHECK(history.find("marked a substitute") != std::string::npos);
  CHECK(history.find("paid the entry fee") != std::string::npos);
  f.refused({"tournament", "set", "substitutes", "sometimes"}, {"substitutes: \"sometimes\" is not valid", "ranked"});
}

TEST_CASE("a substitute column in the player list; a bad value refuses the whole file") {
  Fixture f;
  const std::string bad = f.dir.write("bad.csv", "name;substitute\nYuki Tanaka;yes\nOle Nordmann;maybe\n");
  f.refused({"player", "import", bad}, {"line 3", "substitute: \"maybe\" is not valid (yes or no; empty for no)"});
  const std::string good = f.dir.write("good.csv", "name;substitute\nYuki Tanaka;yes\nOle Nordmann;\n");
  REQUIRE(f.run({"player", "import", good}).status == 0);
  CHECK(f.run({"player", "history", "Yuki"}).out.find("marked a substitute") != std::string::npos);
  CHECK(f.run({"player", "history", "Ole"}).out.find("substitute") == std::string::npos);
  CHECK(f.run({"player", "list"}).out.find("10 players (1 substitute)") != std::string::npos);
  const nlohmann::json listed = f.json({"player", "list", "--format", "json"});
  CHECK(listed[8]["substitute"] == true);
  CHECK(listed[9]["substitute"] == false);
}

TEST_CASE("a player withdraws after a round: the games stay, later rounds refuse them until they return") {
  Fixture f;
  play_round_one(f, "Greta");
  f.refused({"player", "withdraw", "Greta", "--after-round", "1", "--reason", " "}, {"--reason"});
  f.refused({"player", "withdraw", "Nobody", "--after-round", "1", "--reason", "ill"}, {"Nobody"});
  REQUIRE(f.run({"game", "start", "--round", "2", "--table", "1", "--players", "Alice,Bernd,Chiara,Greta"}).status == 0);
  f.refused({"player", "withdraw", "Greta", "--after-round", "1", "--reason", "ill"},
            {"Greta Lind has game 2/1 in round 2, after round 1", "void that game first"});
  REQUIRE(f.run({"game", "void", "2/1", "--reason", "Greta went home"}).status == 0);
  const RunResult withdrawn = f.run({"player", "withdraw", "Greta", "--after-round", "1", "--reason", "fell ill"});
  REQUIRE_MESSAGE(withdrawn.status == 0, withdrawn.err);
  CHECK(withdrawn.out.find("tenbou seating regenerate --from-round 2") != std::string::npos);
  f.refused({"player", "withdraw", "Greta", "--after-round", "2", "--reason", "again"}, {"withdrew after round 1 already"});
  f.refused({"game", "start", "--round", "2", "--table", "1", "--players", "Alice,Bernd,Chiara,Greta"},
            {"Greta Lind withdrew after round 1", "tenbou player return"});

  nlohmann::json greta = row_of(f.json({"standings", "--format", "json"}), "Greta Lind");
  CHECK(greta["withdrawn"] == true);
  CHECK(greta["withdrawn_after_round"] == 1);
  CHECK(greta["place"] == 7);  // ranked by default: her round-1 game (-30,000) counts
  CHECK(f.run({"standings"}).out.find("Greta Lind (withdrew after round 1)") != std::string::npos);
  REQUIRE(f.run({"tournament", "set", "withdrawn", "unranked"}).status == 0);
  greta = row_of(f.json({"standings", "--format", "json"}), "Greta Lind");
  CHECK(greta["place"].is_null());
  CHECK(greta["games"] == 1);

  f.refused({"player", "return", "Alice", "--reason", "x"}, {"Alice Martin has not withdrawn"});
  REQUIRE(f.run({"player", "return", "Greta", "--reason", "feels better"}).status == 0);
  REQUIRE(f.run({"game", "start", "--round", "2", "--table", "1", "--players", "Alice,Bernd,Chiara,Greta"}).status == 0);
  const std::string history = f.run({"player", "history", "Greta"}).out;
  CHECK(history.find("withdrew after round 1") != std::string::npos);
  CHECK(history.find("fell ill") != std::string::npos);
  CHECK(history.find("returned after withdrawing") != std::string::npos);
}

TEST_CASE("every way of seating a player checks the withdrawals and the rounds missed") {
  Fixture f;
  play_round_one(f, "Greta");
  REQUIRE(f.run({"game", "start", "--round", "2", "--table", "1", "--players", "Alice,Bernd,Chiara,Dmitri"}).status == 0);
  const RunResult exported = f.run({"game", "export", "2/1"});
  REQUIRE(exported.status == 0);
  REQUIRE(f.run({"game", "void", "2/1", "--reason", "Dmitri left"}).status == 0);
  REQUIRE(f.run({"player", "withdraw", "Dmitri", "--after-round", "1", "--reason", "ill"}).status == 0);
  REQUIRE(f.run({"player", "absent", "Greta", "--round", "2", "--reason", "late"}).status == 0);
  f.refused({"game", "restore", "2/1", "--reason", "voided by mistake"}, {"Dmitri Volkov withdrew after round 1"});
  const std::string record = f.dir.write("2-1.json", exported.out);
  f.refused({"game", "import", record}, {"Dmitri Volkov withdrew after round 1"});
  REQUIRE(f.run({"game", "start", "--round", "2", "--table", "1", "--players", "Alice,Bernd,Chiara,Alan"}).status == 0);
  f.refused({"game", "seats", "2/1", "--players", "Alice,Bernd,Chiara,Dmitri", "--reason", "x"},
            {"Dmitri Volkov withdrew after round 1"});
  f.refused({"game", "seats", "2/1", "--players", "Alice,Bernd,Chiara,Greta", "--reason", "x"},
            {"Greta Lind is recorded absent from round 2"});
  // A duplicate with a part of its own is not merged: its facts would change the kept player's.
  REQUIRE(f.run({"player", "add", "Dmitri V."}).status == 0);
  // Withdrawn after round 0 reads as a person says it: before round 1.
  const RunResult never = f.run({"player", "withdraw", "Dmitri V.", "--after-round", "0", "--reason", "never came"});
  REQUIRE_MESSAGE(never.status == 0, never.err);
  CHECK(never.out.find("Dmitri V. withdrew before round 1;") == 0);
  CHECK(f.run({"player", "list"}).out.find("withdrew before round 1") != std::string::npos);
  CHECK(f.run({"player", "history", "Dmitri V."}).out.find("withdrew before round 1") != std::string::npos);
  CHECK(f.run({"standings"}).out.find("withdrew before round 1") != std::string::npos);
  CHECK(f.run({"standings", "--format", "html", "--lang", "de"}).out.find("vor Runde 1 ausgeschieden") != std::string::npos);
  for (const auto& args : std::vector<std::vector<std::string>>{{"player", "list"}, {"standings"}, {"player", "history", "Dmitri V."}})
    CHECK(f.run(args).out.find("after round 0") == std::string::npos);
  f.refused({"player", "merge", "Eva", "Dmitri V.", "--reason", "same"}, {"the duplicate is recorded as withdrawn"});
}

TEST_CASE("seating generate leaves out substitutes; a player who only missed rounds has no game: no place, no EMA row") {
  Fixture f;
  REQUIRE(f.run({"player", "add", "Zoë", "--substitute"}).status == 0);
  const RunResult generated = f.run({"seating", "generate", "--rounds", "2", "--time-limit", "1"});
  REQUIRE_MESSAGE(generated.status == 0, generated.err);
  const std::string shown = f.run({"seating", "show", "--round", "1"}).out;
  CHECK(shown.substr(0, shown.find("Repeated meetings")).find("Zoë") == std::string::npos);  // no table seats her
  play_round_one(f, "Greta");
  REQUIRE(f.run({"player", "add", "Noé Lefèvre"}).status == 0);
  REQUIRE(f.run({"player", "absent", "Noé", "--round", "1", "--reason", "never came"}).status == 0);
  const std::string csv = f.run({"export", "ema", "--force"}).out;
  CHECK(csv.find("Lefèvre") == std::string::npos);
  CHECK(csv.find("Players,8\r\n") != std::string::npos);
  const nlohmann::json noe = row_of(f.json({"standings", "--format", "json"}), "Noé Lefèvre");
  CHECK(noe["place"].is_null());
  CHECK(noe["ranked"] == false);
  CHECK(noe["total"] == -30000);  // the round missed is still shown in the total
}

TEST_CASE("seating regenerate leaves out who withdrew and says how many substitutes complete the tables") {
  Fixture f;
  REQUIRE(f.run({"seating", "generate", "--rounds", "3", "--time-limit", "1"}).status == 0);
  play_round_one(f, "Greta");
  REQUIRE(f.run({"player", "withdraw", "Greta", "--after-round", "1", "--reason", "fell ill"}).status == 0);
  f.refused({"seating", "regenerate", "--from-round", "2", "--reason", "Greta left", "--time-limit", "1"},
            {"Greta Lind withdrew", "7 players do not fill tables of four: 1 substitute would complete the last table",
             "or 4 players would fill 1 table", "tenbou player add NAME --substitute"});
  REQUIRE(f.run({"player", "add", "Zoë", "--substitute"}).status == 0);
  const RunResult regenerated =
      f.run({"seating", "regenerate", "--from-round", "2", "--add", "Zoë", "--reason", "a withdrawal", "--time-limit", "1"});
  REQUIRE_MESSAGE(regenerated.status == 0, regenerated.err);
  const std::string shown = f.run({"seating", "show", "--round", "2"}).out;
  const std::string round2 = shown.substr(0, shown.find("Repeated meetings"));  // the tables, not the player list
  CHECK(round2.find("Zoë") != std::string::npos);
  CHECK(round2.find("Greta") == std::string::npos);
}

TEST_CASE("a round missed counts with the absent-result setting, and can be cancelled") {
  Fixture f;
  play_round_one(f, "Greta");
  f.refused({"player", "absent", "Alice", "--round", "1", "--reason", "late"},
            {"Alice Martin plays game 1/1 in round 1"});
  REQUIRE(f.run({"player", "absent", "Alice", "--round", "2", "--reason", "train late"}).status == 0);
  // A round missed counts once its round has begun.
  CHECK(row_of(f.json({"standings", "--format", "json"}), "Alice Martin")["absent_points"] == 0);
  REQUIRE(f.run({"game", "start", "--round", "2", "--table", "2", "--players", "Alan,Eva,Finn,Greta"}).status == 0);
  f.refused({"player", "absent", "Alice", "--round", "2", "--reason", "late"}, {"recorded absent from round 2 already"});
  f.refused({"game", "start", "--round", "2", "--table", "1", "--players", "Alice,Bernd,Chiara,Dmitri"},
            {"Alice Martin is recorded absent from round 2", "--cancel"});
  nlohmann::json alice = row_of(f.json({"standings", "--format", "json"}), "Alice Martin");
  CHECK(alice["absent_rounds"] == nlohmann::json{2});
  CHECK(alice["absent_points"] == -30000);
  CHECK(alice["total"] == alice["game_results"].get<int>() - 30000);
  CHECK(row_of(f.json({"standings", "--format", "json", "--after-round", "1"}), "Alice Martin")["absent_points"] == 0);
  CHECK(f.run({"standings"}).out.find("Alice Martin (absent from round 2)") != std::string::npos);

  f.refused({"tournament", "set", "absent-result", "-150"}, {"absent-result: \"-150\" is not valid"});
  REQUIRE(f.run({"tournament", "set", "absent-result", "-20,000"}).status == 0);
  CHECK(row_of(f.json({"standings", "--format", "json"}), "Alice Martin")["absent_points"] == -20000);
  REQUIRE(f.run({"tournament", "set", "absent-result", "none"}).status == 0);
  alice = row_of(f.json({"standings", "--format", "json"}), "Alice Martin");
  CHECK(alice["total"] == alice["game_results"]);

  f.refused({"player", "absent", "Alice", "--round", "3", "--cancel", "--reason", "x"}, {"not recorded absent from round 3"});
  REQUIRE(f.run({"player", "absent", "Alice", "--round", "2", "--cancel", "--reason", "she was there"}).status == 0);
  CHECK(row_of(f.json({"standings", "--format", "json"}), "Alice Martin")["absent_rounds"].empty());
  REQUIRE(f.run({"player", "add", "Zoë", "--substitute"}).status == 0);
  f.refused({"player", "absent", "Zoë", "--round", "2", "--reason", "x"}, {"a substitute misses no rounds"});
  CHECK(f.run({"player", "history", "Alice"}).out.find("no longer absent from round 2") != std::string::npos);
}

}  // namespace tenbou::test
