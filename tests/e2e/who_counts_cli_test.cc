// Who counts (README, "Who counts"): every case of its table through every report that lists players, and the
// counts they give agreeing; a no-show in a nation's or team's best K; a registration removed and restored.

#include <regex>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

const nlohmann::json* row_named(const nlohmann::json& rows, const std::string& name) {
  for (const nlohmann::json& r : rows)
    if (r["name"] == name) return &r;
  return nullptr;
}

/// The tournament of the table's cases: eight entrants over two rounds, of whom Hugo withdraws after round 1 and
/// Greta misses round 2; two substitutes fill their seats in round 2 and a third never plays; a no-show withdrawn
/// after round 0; a duplicate merged into Eva; a test registration removed.
struct EveryCase : TournamentFile {
  EveryCase() {
    REQUIRE(run_tenbou({"init", db, "--name", "Who Counts Open"}).status == 0);
    const std::string csv = dir.write("players.csv",
                                      "name,country,substitute\nAlice Martin,FRA,no\nBernd Keller,GER,no\n"
                                      "Chiara Rossi,ITA,no\nDmitri Volkov,RUS,no\nEva Novák,CZE,no\nFinn Larsen,DEN,no\n"
                                      "Greta Lind,SWE,no\nHugo Dubois,FRA,no\nZoë Ångström,SWE,yes\n山田 花子,JPN,yes\n"
                                      "Sam Spare,FRA,yes\nNoah Noshow,FRA,no\nEva N.,CZE,no\nTest Entry,AUT,no\n");
    REQUIRE(run({"player", "import", csv}).status == 0);
    for (const char* setting : {"city=Wien", "country=AUT", "dates=2026-11-21"}) {
      const std::string s = setting;
      REQUIRE(run({"tournament", "set", s.substr(0, s.find('=')), s.substr(s.find('=') + 1)}).status == 0);
    }
    REQUIRE(run({"team", "add", "Les Bleus", "--players", "Alice,Hugo,Noah,Sam,Test"}).status == 0);
    REQUIRE(run({"player", "withdraw", "Noah", "--after-round", "0", "--reason", "never came"}).status == 0);
    REQUIRE(run({"player", "merge", "Eva Novák", "Eva N.", "--reason", "registered twice"}).status == 0);
    const RunResult removed = run({"player", "remove", "Test Entry", "--reason", "a test registration"});
    REQUIRE_MESSAGE(removed.status == 0, removed.err);
    CHECK(removed.out.find("They leave team Les Bleus.") != std::string::npos);
    result("1", "1", "Alice,Bernd,Chiara,Dmitri", "45000,35000,25000,15000");
    result("1", "2", "Eva,Finn,Greta,Hugo", "44000,36000,24000,16000");
    REQUIRE(run({"player", "withdraw", "Hugo", "--after-round", "1", "--reason", "train home"}).status == 0);
    REQUIRE(run({"player", "absent", "Greta", "--round", "2", "--reason", "late"}).status == 0);
    result("2", "1", "Alice,Eva,Zoë,山田", "20000,30000,50000,20000");
    result("2", "2", "Bernd,Finn,Chiara,Dmitri", "40000,30000,30000,20000");
  }

  void result(const std::string& round, const std::string& table, const std::string& players, const std::string& scores) {
    const RunResult r = run({"game", "result", "--round", round, "--table", table, "--players", players, "--scores", scores});
    REQUIRE_MESSAGE(r.status == 0, r.err);
  }
};

constexpr const char* kRanked[] = {"Alice Martin", "Bernd Keller", "Chiara Rossi", "Dmitri Volkov",
                                   "Eva Novák",    "Finn Larsen",  "Greta Lind",   "Hugo Dubois"};
constexpr const char* kPlayedUnranked[] = {"Zoë Ångström", "山田 花子"};
constexpr const char* kNeverRanked[] = {"Sam Spare", "Noah Noshow"};
constexpr const char* kNowhere[] = {"Eva N.", "Test Entry"};

TEST_CASE("every case of the table of who counts, through every report, with every count agreeing") {
  EveryCase f;

  SUBCASE("the standings: text, JSON, CSV, HTML and the projector") {
    const nlohmann::json rows = f.json({"standings", "--format", "json"});
    CHECK(rows.size() == 12);
    int ranked = 0;
    for (const nlohmann::json& r : rows) ranked += r["ranked"] == true;
    CHECK(ranked == 8);
    for (const char* name : kRanked) {
      CAPTURE(name);
      REQUIRE(row_named(rows, name));
      CHECK((*row_named(rows, name))["ranked"] == true);
      CHECK((*row_named(rows, name))["place"].is_number());
    }
    for (const auto& names : {std::vector<const char*>(std::begin(kPlayedUnranked), std::end(kPlayedUnranked)),
                              std::vector<const char*>(std::begin(kNeverRanked), std::end(kNeverRanked))})
      for (const char* name : names) {
        CAPTURE(name);
        REQUIRE(row_named(rows, name));
        CHECK((*row_named(rows, name))["ranked"] == false);
        CHECK((*row_named(rows, name))["place"].is_null());
      }
    CHECK((*row_named(rows, "Greta Lind"))["absent_rounds"] == nlohmann::json::array({2}));
    CHECK((*row_named(rows, "Hugo Dubois"))["withdrawn_after_round"] == 1);
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"standings"}, {"standings", "--format", "csv"}, {"standings", "--format", "html"},
          {"standings", "--format", "html", "--projector"}, {"export", "results"}, {"stats"}, {"stats", "--format", "html"},
          {"round", "show", "2"}, {"player", "list"}, {"seating", "show", "--format", "html"}}) {
      const RunResult r = f.run(args);
      CAPTURE(args[0]);
      CHECK(r.status <= 1);
      for (const char* name : kNowhere) CHECK(r.out.find(name) == std::string::npos);
    }
  }

  SUBCASE("nations and teams: members with a counted game count; a no-show never fills a place of the best K") {
    const nlohmann::json nations = f.json({"standings", "--nations", "--best", "2", "--format", "json"});
    const auto fra = std::find_if(nations.begin(), nations.end(), [](const nlohmann::json& n) { return n["country"] == "FRA"; });
    REQUIRE(fra != nations.end());
    // Alice: +30,000 then -15,000 (20,000 at table 1 of round 2: 3rd with 20,000, shared with 山田); Hugo -29,000.
    CHECK((*fra)["members"].size() == 3);  // Alice, Hugo, and Noah without games; not Sam (a substitute)
    CHECK((*fra)["members"][2] == nlohmann::json{{"name", "Noah Noshow"}, {"total", 0}, {"counted", false}, {"games", 0}});
    CHECK((*fra)["total"] == (*fra)["members"][0]["total"].get<int>() + (*fra)["members"][1]["total"].get<int>());
    for (const nlohmann::json& n : nations)
      for (const nlohmann::json& m : n["members"]) CHECK(m["name"] != "Zoë Ångström");
    const nlohmann::json teams = f.json({"standings", "--teams", "--best", "3", "--format", "json"});
    REQUIRE(teams.size() == 1);
    CHECK(teams[0]["members"].size() == 3);  // Alice, Hugo, Noah: Sam is a substitute, Test Entry removed
    CHECK(teams[0]["members"][2]["name"] == "Noah Noshow");
    CHECK(teams[0]["members"][2]["counted"] == false);
    CHECK(f.run({"standings", "--teams"}).out.find("Noah Noshow (no games)") != std::string::npos);
  }

  SUBCASE("the EMA results, the MERS weight and the ranking give the same players") {
    const RunResult csv = f.run({"export", "ema", "--force"});
    REQUIRE_MESSAGE(csv.status == 0, csv.err);
    CHECK(csv.out.find("Players,8\r\nSubstitutes,2\r\n") != std::string::npos);
    const std::string rows = csv.out.substr(csv.out.find("Place,"));
    CHECK(std::count(rows.begin(), rows.end(), '\n') == 11);  // the header, 8 ranked and 2 substitutes
    for (const char* name : {"Spare", "Noshow", "N.", "Entry"}) CHECK(csv.out.find(name) == std::string::npos);
    const nlohmann::json shown = f.json({"tournament", "show", "--format", "json"});
    CHECK(shown["mers_weight"]["ranked_players"] == 8);
    CHECK(shown["mers_weight"]["counted_substitutes"] == 2);
    CHECK(shown["mers_weight"]["counted_players"] == 10);
    CHECK(shown["mers_weight"]["counted_countries"] == 8);  // not AUT (removed) nor the no-show's FRA twice
    CHECK(f.run({"tournament", "show"}).out.find("over 10 players with a counted game from 8 countries: 8 ranked, 2 substitutes") !=
          std::string::npos);

    const std::string workbook = f.dir.path() + "/results.xlsx", sheet = f.dir.write("results.csv", csv.out);
    REQUIRE(f.run({"export", "ema", "--format", "xlsx", "--output", workbook, "--force"}).status == 0);
    for (const std::string& file : {f.db, workbook, sheet}) {
      CAPTURE(file);
      const RunResult explained = run_tenbou({"ranking", "explain", "Alice Martin", file, "--format", "json"});
      REQUIRE_MESSAGE(explained.status == 0, explained.err);
      CHECK(nlohmann::json::parse(explained.out)["results"][0]["players"] == 8);
    }
    CHECK(run_tenbou({"ranking", "explain", "Sam Spare", f.db}).status == 1);
  }

  SUBCASE("statistics, player pages and a cut") {
    const nlohmann::json stats = f.json({"stats", "--format", "json"});
    const std::string dumped = stats.dump();
    for (const char* name : kNowhere) CHECK(dumped.find(name) == std::string::npos);
    const nlohmann::json noah = f.json({"player", "show", "Noah", "--format", "json"});
    CHECK(noah.dump().find("\"place\":null") != std::string::npos);
    f.refused({"player", "show", "Test Entry"}, {"whose registration was removed", "tenbou player restore"});
    // A cut after round 2: Zoë's total reaches it, but she is a substitute; Noah has no games, Hugo withdrew.
    f.refused({"stage", "add", "Top 12", "--from-round", "3", "--top", "12", "--points", "keep"},
              {"top: 12 is more than the 7 players who can play on", "Zoë Ångström (substitute) is not eligible",
               "Hugo Dubois (withdrew after round 1) is not eligible", "Noah Noshow (withdrew after round 0) is not eligible"});
    const RunResult cut = f.run({"stage", "add", "Final", "--from-round", "3", "--top", "4", "--points", "keep"});
    REQUIRE_MESSAGE(cut.status == 0, cut.err);
    CHECK(cut.out.find("Zoë Ångström (substitute) is not eligible") != std::string::npos);
    CHECK(cut.out.find("Noah") == std::string::npos);  // 0 is below the cut's last total
    for (const nlohmann::json& stage : f.json({"stage", "list", "--format", "json"}))
      for (const nlohmann::json& name : stage["players"]) CHECK(std::count(std::begin(kRanked), std::end(kRanked), name) == 1);
  }
}

TEST_CASE("a nation's and a team's best K leave out a member without games (the reproduction of the report)") {
  TournamentFile f;
  REQUIRE(run_tenbou({"init", f.db, "--name", "R"}).status == 0);
  const std::string csv = f.dir.write("p.csv", "name,country,team\nA1,CZE,Alpha\nA2,CZE,Alpha\nA3,CZE,Alpha\nB1,GER,Beta\n"
                                               "B2,GER,Beta\nB3,GER,Beta\nC1,FRA,Gamma\nC2,FRA,Gamma\nNoshow,CZE,Alpha\n");
  REQUIRE(f.run({"player", "import", csv}).status == 0);
  REQUIRE(f.run({"player", "withdraw", "Noshow", "--after-round", "0", "--reason", "x"}).status == 0);
  REQUIRE(f.run({"game", "start", "--round", "1", "--table", "1", "--players", "A1,B1,C1,A3"}).status == 0);
  REQUIRE(f.run({"game", "start", "--round", "1", "--table", "2", "--players", "A2,B2,C2,B3"}).status == 0);
  REQUIRE(f.run({"game", "result", "1/1", "--scores", "40000,30000,30000,20000"}).status == 0);
  REQUIRE(f.run({"game", "result", "1/2", "--scores", "35000,30000,30000,25000"}).status == 0);
  for (const char* kind : {"--nations", "--teams"}) {
    CAPTURE(kind);
    const nlohmann::json groups = f.json({"standings", kind, "--best", "3", "--format", "json"});
    CHECK(groups[0]["total"] == 20000);  // A1 +25,000, A2 +20,000, A3 -25,000: not Noshow's 0
    CHECK(groups[0]["place"] == 1);
    CHECK(groups[0]["members"][3] == nlohmann::json{{"name", "Noshow"}, {"total", 0}, {"counted", false}, {"games", 0}});
    const std::string text = f.run({"standings", kind, "--best", "3"}).out;
    CHECK(text.find("+20,000") != std::string::npos);
    CHECK(text.find("Noshow (no games)") != std::string::npos);
    CHECK(text.find("+45,000") == std::string::npos);
    CHECK(f.run({"standings", kind, "--format", "csv"}).out.find(",Noshow,0,no games\r\n") != std::string::npos);
  }
  // A group of no-shows only has no place, and comes last.
  REQUIRE(f.run({"player", "add", "Lone", "--country", "ESP"}).status == 0);
  const nlohmann::json nations = f.json({"standings", "--nations", "--format", "json"});
  CHECK(nations.back()["country"] == "ESP");
  CHECK(nations.back()["place"].is_null());
}

TEST_CASE("player remove takes a registration made by mistake off every list; player restore brings it back") {
  Fixture f;  // eight players, game 1/1 started (Alice, Bernd, Chiara, Dmitri)
  REQUIRE(f.run({"player", "add", "Test", "--country", "AUT", "--ema", "12345678"}).status == 0);
  REQUIRE(f.run({"team", "add", "Testers", "--players", "Test,Greta,Finn"}).status == 0);
  CHECK(f.run({"player", "remove", "Test"}).status == 2);  // --reason is required
  f.refused({"player", "remove", "Alice", "--reason", "x"},
            {"Alice Martin has played (game 1/1)", "withdraw them instead: tenbou player withdraw \"Alice Martin\" --after-round 1 --reason"});
  const RunResult removed = f.run({"player", "remove", "Test", "--reason", "typed by mistake", "--by", "Kim"});
  REQUIRE_MESSAGE(removed.status == 0, removed.err);
  CHECK(removed.out.find("Test's registration removed") != std::string::npos);
  CHECK(removed.out.find("They leave team Testers.") != std::string::npos);
  for (const std::vector<std::string>& args : {std::vector<std::string>{"player", "list"}, {"standings", "--format", "json"},
                                               {"team", "list"}, {"standings", "--nations"}, {"export", "results"}})
    CHECK(f.run(args).out.find("Test\"") == std::string::npos);
  CHECK(f.json({"player", "list", "--format", "json"}).size() == 8);
  const nlohmann::json listed = f.json({"player", "list", "--removed", "--format", "json"});
  REQUIRE(listed.size() == 1);
  CHECK(listed[0]["name"] == "Test");
  CHECK(listed[0]["removed"] == true);
  CHECK(f.run({"audit", "--corrections"}).out.find("player Test: registration removed") != std::string::npos);
  // Gone from every door that names players, with the way back; its name and EMA number stay taken.
  f.refused({"game", "start", "--round", "1", "--table", "2", "--players", "Test,Alan,Eva,Finn"},
            {"whose registration was removed", "tenbou player restore \"Test\" --reason"});
  f.refused({"player", "add", "test"}, {"a removed registration"});
  f.refused({"player", "add", "Tess", "--ema", "12345678"}, {"12345678 is already registered for Test"});
  f.refused({"player", "remove", "Test", "--reason", "again"}, {"whose registration was removed"});
  f.refused({"player", "restore", "Alice", "--reason", "x"}, {"is not a removed registration"});

  const RunResult restored = f.run({"player", "restore", "Test", "--reason", "was real after all"});
  REQUIRE_MESSAGE(restored.status == 0, restored.err);
  CHECK(restored.out.find("Test's registration restored: back in team Testers.") != std::string::npos);
  CHECK(f.json({"player", "list", "--format", "json"}).size() == 9);
  CHECK(f.run({"player", "list", "--removed"}).out == "No registration has been removed.\n");
  const std::string history = f.run({"player", "history", "Test"}).out;
  CHECK(history.find("registration removed") != std::string::npos);
  CHECK(history.find("registration restored") != std::string::npos);
}

TEST_CASE("player remove is refused for a penalty, a round missed or a seat in the seating plan, naming the way out") {
  Fixture f;
  REQUIRE(f.run({"player", "add", "Pen"}).status == 0);
  REQUIRE(f.run({"penalty", "add", "Pen", "1000", "--reason", "late"}).status == 0);
  REQUIRE(f.run({"penalty", "cancel", "1", "--reason", "given in error"}).status == 0);
  f.refused({"player", "remove", "Pen", "--reason", "x"}, {"Pen has a penalty (penalty 1)", "tenbou player withdraw"});
  REQUIRE(f.run({"player", "add", "Abe"}).status == 0);
  REQUIRE(f.run({"player", "absent", "Abe", "--round", "2", "--reason", "late"}).status == 0);
  f.refused({"player", "remove", "Abe", "--reason", "x"},
            {"Abe is recorded absent from round 2", "tenbou player absent \"Abe\" --round 2 --cancel --reason"});

  TournamentFile planned;
  REQUIRE(run_tenbou({"init", planned.db, "--name", "Plan"}).status == 0);
  for (const char* name : {"P1", "P2", "P3", "P4", "P5", "P6", "P7", "Typo"}) REQUIRE(planned.run({"player", "add", name}).status == 0);
  REQUIRE(planned.run({"seating", "generate", "--rounds", "3", "--time-limit", "1"}).status == 0);
  planned.refused({"player", "remove", "Typo", "--reason", "x"},
                  {"Typo is seated in round 1 of the seating plan", "tenbou player withdraw \"Typo\" --after-round 0"});
  REQUIRE(planned.run({"round", "start", "1"}).status == 0);
  // Typo has a game now; a player seated only from round 2 on is told to take them out of the plan first.
  planned.refused({"player", "remove", "Typo", "--reason", "x"}, {"has played (game 1/"});
  REQUIRE(planned.run({"player", "add", "Late"}).status == 0);
  const RunResult regenerated = planned.run({"seating", "regenerate", "--from-round", "2", "--drop", "Typo", "--add", "Late",
                                             "--reason", "Typo left", "--time-limit", "1"});
  REQUIRE_MESSAGE(regenerated.status == 0, regenerated.err);
  planned.refused({"player", "remove", "Late", "--reason", "x"},
                  {"Late is seated in round 2 of the seating plan", "tenbou seating regenerate --from-round 2 --drop \"Late\"",
                   "tenbou seating replace \"Late\" SUBSTITUTE --from-round 2"});
}

}  // namespace
}  // namespace tenbou::test
