// Putting players right: a misspelt name or a late EMA number edited, a player registered twice merged,
// each with its history; the refusals; and the given and family names of the EMA results file.

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

TEST_CASE("a renamed player keeps every hand entered under the old name; the history shows the old and the new") {
  Fixture f;
  REQUIRE(f.run({"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Chiara", "--han", "3", "--fu", "30"}).status == 0);
  const RunResult edited = f.run({"player", "edit", "Alice", "--name", "Alice Martín", "--ema", "4090099", "--reason",
                                  "accent and EMA number from the registration form", "--by", "Desk"});
  REQUIRE_MESSAGE(edited.status == 0, edited.err);
  CHECK(edited.out == "Alice Martin corrected: name: Alice Martin -> Alice Martín; ema: 04090012 -> 04090099.\n");

  // The hand entered as "Alice" replays as Alice Martín, and new hands take the new name.
  const nlohmann::json sheet = f.json({"game", "show", "1/1", "--format", "json"});
  CHECK(sheet["players"][0] == "Alice Martín");
  CHECK(sheet["hands"][0]["result"] == "Alice Martín 3 han 30 fu ron from Chiara Rossi");
  REQUIRE(f.run({"hand", "tsumo", "--game", "1/1", "--winner", "Alice Martín", "--han", "1", "--fu", "30"}).status == 0);
  CHECK(f.json({"audit", "--format", "json"})["clean"] == true);
  CHECK(f.run({"player", "show", "04090099"}).out.find("Alice Martín") != std::string::npos);

  const nlohmann::json history = f.json({"player", "history", "Alice", "--format", "json"});
  REQUIRE(history["history"].size() == 2);
  CHECK(history["history"][0]["what"] == "registered as Alice Martin (ema 04090012, country FRA)");
  CHECK(history["history"][1]["what"] == "player Alice Martin: name: Alice Martin -> Alice Martín; ema: 04090012 -> 04090099");
  CHECK(history["history"][1]["by"] == "Desk");
  CHECK(history["player"]["ema"] == "04090099");
  CHECK(f.json({"player", "show", "Alice", "--format", "json"})["history"] == history["history"]);

  const nlohmann::json audit = f.json({"audit", "--corrections", "--format", "json"});
  REQUIRE(audit["corrections"].size() == 1);
  CHECK(audit["corrections"][0]["reason"] == "accent and EMA number from the registration form");

  // A detail is cleared with "", and the country tidied as on registration.
  REQUIRE(f.run({"player", "edit", "Bernd", "--country", "aut", "--club", "Wien Riichi", "--reason", "moved"}).status == 0);
  REQUIRE(f.run({"player", "edit", "Bernd", "--club", "", "--reason", "no club after all"}).status == 0);
  const nlohmann::json bernd = f.json({"player", "history", "Bernd", "--format", "json"});
  CHECK(bernd["player"]["country"] == "AUT");
  CHECK(bernd["player"]["club"] == nullptr);
  CHECK(bernd["history"][2]["what"] == "player Bernd Keller: club: Wien Riichi -> (none)");
}

TEST_CASE("edits that cannot be made are refused with the reason and change nothing") {
  Fixture f;
  f.refused({"player", "edit", "Alice", "--name", "bernd keller", "--reason", "x"}, {"name: \"bernd keller\" is already registered"});
  f.refused({"player", "edit", "Alice", "--ema", "02010044x", "--reason", "x"}, {"ema: \"02010044x\" is not valid"});
  f.refused({"player", "edit", "Bernd", "--ema", "4090012", "--reason", "x"}, {"ema: 04090012 is already registered for Alice Martin"});
  f.refused({"player", "edit", "Alice", "--name", " ", "--reason", "x"}, {"name: \" \" is not valid: it is blank"});
  f.refused({"player", "edit", "Alice", "--given", "Alice", "--reason", "x"}, {"family: \"\" is not valid with given \"Alice\""});
  f.refused({"player", "edit", "Alice", "--country", "Gallia", "--reason", "x"}, {"country: \"Gallia\" is not a country"});
  f.refused({"player", "edit", "Alice", "--reason", "x"}, {"nothing to change"});
  f.refused({"player", "edit", "Alice", "--ema", "04090012", "--reason", "x"}, {"already has these details"});
  f.refused({"player", "edit", "Alice", "--ema", "1", "--reason", "  "}, {"--reason is needed"});
  f.refused({"player", "edit", "Zed", "--ema", "1", "--reason", "x"}, {"player \"Zed\" is not a registered player"});
  CHECK(f.run({"player", "edit", "Alice", "--ema", "1"}).status == 2);  // --reason is required
}

TEST_CASE("a player registered twice is merged: the duplicate's games count for the kept player") {
  // The clean day: Eva plays both rounds under one registration.
  Fixture clean;
  // The day with a duplicate: round 2 was started with "Eva N." registered again by mistake.
  Fixture day;
  REQUIRE(day.run({"player", "add", "Eva N.", "--country", "CZE", "--ema", "12345"}).status == 0);
  for (const Fixture* f : {&clean, &day}) {
    REQUIRE(f->run({"game", "start", "--round", "1", "--table", "2", "--players", "Alan,Eva Novak,Finn,Greta"}).status == 0);
    REQUIRE(f->run({"hand", "ron", "--game", "1/2", "--winner", "Eva Novak", "--from", "Finn", "--han", "4", "--fu", "30"}).status == 0);
    REQUIRE(f->run({"game", "finish", "1/2"}).status == 0);
    REQUIRE(f->run({"hand", "tsumo", "--game", "1/1", "--winner", "Bernd", "--han", "2", "--fu", "30"}).status == 0);
    REQUIRE(f->run({"game", "finish", "1/1"}).status == 0);
  }
  REQUIRE(clean.run({"game", "start", "--round", "2", "--table", "1", "--players", "Eva Novak,Alice,Finn,Dmitri"}).status == 0);
  REQUIRE(day.run({"game", "start", "--round", "2", "--table", "1", "--players", "Eva N.,Alice,Finn,Dmitri"}).status == 0);
  for (const Fixture* f : {&clean, &day}) {
    REQUIRE(f->run({"hand", "ron", "--game", "2/1", "--winner", "E", "--from", "W", "--han", "3", "--fu", "40"}).status == 0);
    REQUIRE(f->run({"game", "finish", "2/1"}).status == 0);
    REQUIRE(f->run({"game", "start", "--round", "2", "--table", "2", "--players", "Bernd,Chiara,Alan,Greta"}).status == 0);
    REQUIRE(f->run({"game", "finish", "2/2"}).status == 0);
  }
  CHECK(day.json({"standings", "--format", "json"}).size() == 9);

  // Merging two players of one game, or one round, is refused; so is merging a player with itself.
  day.refused({"player", "merge", "Eva N.", "Alice", "--reason", "x"}, {"cannot merge Alice Martin into Eva N.", "both sat in game 2/1"});
  day.refused({"player", "merge", "Eva N.", "Bernd", "--reason", "x"}, {"both played in round 2"});
  day.refused({"player", "merge", "Eva N.", "12345", "--reason", "x"}, {"the same player"});
  day.refused({"player", "merge", "Eva Novak", "Eva N.", "--reason", ""}, {"--reason is needed"});

  const RunResult merged = day.run({"player", "merge", "Eva Novak", "Eva N.", "--reason", "registered twice"});
  REQUIRE_MESSAGE(merged.status == 0, merged.err);
  CHECK(merged.out.find("Eva N. merged into Eva Novak (CZE): 1 game now count") == 0);
  CHECK(merged.out.find("the duplicate's ema 00012345 was not taken over") != std::string::npos);

  CHECK(day.json({"standings", "--format", "json"}) == clean.json({"standings", "--format", "json"}));
  CHECK(day.json({"stats", "--format", "json"}) == clean.json({"stats", "--format", "json"}));
  CHECK(day.json({"audit", "--format", "json"})["clean"] == true);
  // The duplicate is no longer listed or found; its game shows the kept player.
  CHECK(day.json({"player", "list", "--format", "json"}).size() == 8);
  CHECK(day.run({"player", "show", "Eva N."}).status == 1);
  CHECK(day.json({"game", "show", "2/1", "--format", "json"})["players"][0] == "Eva Novak");
  const nlohmann::json history = day.json({"player", "history", "Eva", "--format", "json"});
  REQUIRE(history["history"].size() == 3);
  CHECK(history["history"][1]["what"] == "duplicate registered as Eva N. (ema 00012345, country CZE)");
  CHECK(history["history"][2]["what"] == "player Eva N.: merged into Eva Novak");
  // Merged once, the duplicate cannot be merged again.
  day.refused({"player", "merge", "Eva Novak", "Eva N.", "--reason", "again"}, {"not a registered player"});
}

TEST_CASE("the EMA results file takes given and family names as registered, and lists the names it would guess") {
  Fixture f;
  const std::string named = f.dir.write("named.csv",
                                        "name,given,family,country\n"
                                        "Jan van der Berg,Jan,van der Berg,NLD\n"
                                        "Mei Ling Chen,,,TWN\n");
  REQUIRE(f.run({"player", "import", named}).status == 0);
  const nlohmann::json jan = f.json({"player", "history", "Jan", "--format", "json"});
  CHECK(jan["player"]["family"] == "van der Berg");
  REQUIRE(f.run({"game", "start", "--round", "1", "--table", "2", "--players", "Jan,Mei,Eva,Finn"}).status == 0);
  for (const char* game : {"1/1", "1/2"}) REQUIRE(f.run({"game", "finish", game}).status == 0);
  for (const auto& [key, value] : {std::pair{"city", "Vienna"}, {"country", "AUT"}, {"dates", "2026-11-21"}})
    REQUIRE(f.run({"tournament", "set", key, value}).status == 0);

  const RunResult check = f.run({"export", "ema", "--check"});
  CHECK(check.status == 1);
  CHECK(check.err.find("Mei Ling Chen: which part is the given and which the family name is not certain") != std::string::npos);
  CHECK(check.err.find("Jan van der Berg:") == std::string::npos);
  REQUIRE(f.run({"player", "edit", "Mei", "--given", "Mei Ling", "--family", "Chen", "--reason", "EMA name"}).status == 0);
  const RunResult ready = f.run({"export", "ema"});
  REQUIRE_MESSAGE(ready.status == 0, ready.err << ready.out);
  CHECK(ready.out.find("van der Berg,Jan") != std::string::npos);
  CHECK(ready.out.find("Chen,Mei Ling") != std::string::npos);
}

TEST_CASE("the EMA pre-flight flags a one-word name written family name first, and leaves out open games' players") {
  Fixture f;
  REQUIRE(f.run({"player", "add", "山田太郎", "--country", "JPN"}).status == 0);
  REQUIRE(f.run({"game", "start", "--round", "1", "--table", "2", "--players", "山田太郎,Eva,Finn,Greta"}).status == 0);
  REQUIRE(f.run({"game", "result", "1/2", "--scores", "40000,30000,30000,20000"}).status == 0);
  for (const auto& [key, value] : {std::pair{"city", "Vienna"}, {"country", "AUT"}, {"dates", "2026-11-21"}})
    REQUIRE(f.run({"tournament", "set", key, value}).status == 0);

  const RunResult check = f.run({"export", "ema", "--check"});
  CHECK(check.status == 1);
  CHECK(check.err.find("山田太郎: the given and the family name cannot be told apart in a name of one word") !=
        std::string::npos);
  CHECK(check.err.find("tenbou player edit \"山田太郎\" --given \"...\" --family \"...\"") != std::string::npos);
  // Forced, the file lists the players of the finished game only: game 1/1's are still playing.
  const RunResult forced = f.run({"export", "ema", "--force"});
  REQUIRE_MESSAGE(forced.status == 0, forced.err);
  CHECK(forced.out.find("Players,4") != std::string::npos);
  CHECK(forced.out.find("Novak,Eva") != std::string::npos);
  for (const char* playing : {"Martin", "Keller", "Rossi", "Volkov"}) CHECK(forced.out.find(playing) == std::string::npos);

  REQUIRE(f.run({"player", "edit", "山田", "--given", "太郎", "--family", "山田", "--reason", "EMA name"}).status == 0);
  const RunResult named = f.run({"export", "ema", "--check"});
  CHECK(named.err.find("山田太郎:") == std::string::npos);
  CHECK(f.run({"export", "ema", "--force"}).out.find("山田,太郎,,JPN") != std::string::npos);
}

TEST_CASE("audit --corrections lists player edits, removed registrations and cancelled penalties with who and why") {
  Fixture f;
  REQUIRE(f.run({"player", "edit", "Alan", "--club", "Leeds", "--reason", "registration form", "--by", "Kim"}).status == 0);
  REQUIRE(f.run({"player", "add", "Test Entry"}).status == 0);
  REQUIRE(f.run({"player", "remove", "Test Entry", "--reason", "a test registration", "--by", "Kim"}).status == 0);
  REQUIRE(f.run({"penalty", "add", "Eva", "2000", "--reason", "late"}).status == 0);
  REQUIRE(f.run({"penalty", "cancel", "1", "--reason", "was on time after all", "--by", "Sam"}).status == 0);
  const nlohmann::json corrections = f.json({"audit", "--corrections", "--format", "json"})["corrections"];
  std::string listed;
  for (const nlohmann::json& c : corrections) listed += c.dump() + "\n";
  CHECK_MESSAGE(corrections.size() == 3, listed);
  CHECK(listed.find("player Alan Smith: club") != std::string::npos);
  CHECK(listed.find("player Test Entry: ") != std::string::npos);
  CHECK(listed.find("a test registration") != std::string::npos);
  CHECK(listed.find("penalty 1 cancelled (Eva Novak -2,000)") != std::string::npos);
  CHECK(listed.find("was on time after all") != std::string::npos);
  CHECK(listed.find("\"Sam\"") != std::string::npos);
  CHECK(f.run({"audit", "--corrections"}).out.find("penalty 1 cancelled (Eva Novak -2,000)") != std::string::npos);
}

}  // namespace
}  // namespace tenbou::test
