// End-to-end tests of players found by any word of their name, as they are called at the table: a surname, a
// given name, or a unique start of one, accents and case ignored, at every door that takes a name.

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

/// The fixture's eight players, and Anja Weiß, Ágnes Kovács and Jean-Luc Picard, who play game 1/2 with Eva.
struct Named : Fixture {
  Named() {
    for (const char* name : {"Anja Weiß", "Ágnes Kovács", "Jean-Luc Picard"}) REQUIRE(run({"player", "add", name}).status == 0);
    REQUIRE(run({"game", "start", "--round", "1", "--table", "2", "--players", "weiss,kovacs,picard,novak"}).status == 0);
  }
};

TEST_CASE("a surname, a given name or the start of one finds the one player it names, in every door") {
  Named f;
  // game start took the surnames above: the seats are as typed.
  const nlohmann::json seated = f.json({"game", "show", "1/2", "--format", "json"});
  CHECK(seated["players"] == nlohmann::json({"Anja Weiß", "Ágnes Kovács", "Jean-Luc Picard", "Eva Novak"}));
  // Hand verbs: a surname without its accents, a part of a hyphenated name, the start of a surname.
  const RunResult ron = f.run({"hand", "ron", "--game", "1/2", "--winner", "KOVACS", "--from", "luc", "--han", "2",
                               "--fu", "30", "--riichi", "weiß"});
  REQUIRE_MESSAGE(ron.status == 0, ron.err);
  CHECK(ron.out.find("Ágnes Kovács 2 han 30 fu ron from Jean-Luc Picard") != std::string::npos);
  CHECK(ron.out.find("riichi Anja Weiß") != std::string::npos);
  // Table mode.
  const RunResult table = f.run({"table", "1/2"}, "r picar<nov 1/30\n");
  REQUIRE_MESSAGE(table.status == 0, table.err);
  CHECK(table.out.find("Jean-Luc Picard 1 han 30 fu ron from Eva Novak") != std::string::npos);
  // Player commands.
  CHECK(f.json({"player", "show", "kovács", "--format", "json"})["name"] == "Ágnes Kovács");
  CHECK(f.run({"player", "history", "picard"}).out.find("Jean-Luc Picard") == 0);
  // A whole word beats the start of another: "martin" is Alice Martin even if a Martina registers.
  REQUIRE(f.run({"player", "add", "Martina Blum"}).status == 0);
  CHECK(f.json({"player", "show", "martin", "--format", "json"})["name"] == "Alice Martin");
}

TEST_CASE("a word that names several players lists them, and nothing is written") {
  Named f;
  REQUIRE(f.run({"player", "add", "Bernd Weiss"}).status == 0);
  // ß folds to ss: weiss names both Anja Weiß and Bernd Weiss.
  f.refused({"player", "edit", "weiss", "--club", "Köln", "--reason", "form"},
            {"player \"weiss\" is Anja Weiß or Bernd Weiss: give more of the name"});
  f.refused({"penalty", "add", "weiss", "1000", "--reason", "late"}, {"is Anja Weiß or Bernd Weiss: give more of the name"});
  // At a table only its players count: weiss is Anja at table 1/2.
  CHECK(f.run({"hand", "tsumo", "--game", "1/2", "--winner", "weiss", "--han", "1", "--fu", "30"}).out.find(
            "Anja Weiß 1 han 30 fu tsumo") != std::string::npos);
  // A start of a word that is several players' is as ambiguous.
  f.refused({"player", "edit", "wei", "--club", "Köln", "--reason", "form"}, {"Anja Weiß or Bernd Weiss"});
  // More of the name decides.
  CHECK(f.run({"player", "edit", "bernd weiss", "--club", "Köln", "--reason", "form"}).status == 0);
}

}  // namespace
}  // namespace tenbou::test
