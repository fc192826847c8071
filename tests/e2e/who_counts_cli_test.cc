// Who counts (README, "Who counts"): every case of its table through every report that lists players, and the
// counts they give agreeing; a no-show in a nation's or team's best K; a registration removed and restored.

#include <set>

#include <nlohmann/json.hpp>

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

/// Every report of the table's list, read once from an EveryCase tournament (after `setting` KEY=VALUE, if given):
/// what each says of a player, and the counts they give.
struct Reports {
  explicit Reports(const std::string& setting = "") {
    if (!setting.empty())
      REQUIRE(f.run({"tournament", "set", setting.substr(0, setting.find('=')), setting.substr(setting.find('=') + 1)}).status == 0);
    standings = f.json({"standings", "--format", "json"});
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"standings"}, {"standings", "--format", "csv"}, {"standings", "--format", "html"},
          {"standings", "--format", "html", "--projector"}, {"standings", "--nations"}, {"standings", "--teams"},
          {"export", "results"}, {"export", "results", "--format", "json"}, {"stats"}, {"stats", "--format", "json"},
          {"stats", "--format", "html"}, {"round", "show", "2"}, {"player", "list"}, {"tournament", "show"}})
      everything += f.run(args).out;
    nations = f.json({"standings", "--nations", "--format", "json"});
    teams = f.json({"standings", "--teams", "--format", "json"});
    ema = f.run({"export", "ema", "--force"}).out;
    const std::string workbook = f.dir.path() + "/results.xlsx";
    REQUIRE(f.run({"export", "ema", "--format", "xlsx", "--output", workbook, "--force"}).status == 0);
    for (const std::string& file : {f.db, workbook, f.dir.write("results.csv", ema)}) {
      const RunResult explained = run_tenbou({"ranking", "explain", "Alice Martin", file, "--format", "json"});
      REQUIRE_MESSAGE(explained.status == 0, explained.err);
      ranking_players.push_back(nlohmann::json::parse(explained.out)["results"][0]["players"]);
    }
    shown = f.json({"tournament", "show", "--format", "json"});
    const RunResult seated = f.run({"seating", "standings", "--round", "3", "--format", "json"});
    REQUIRE_MESSAGE(seated.status == 0, seated.err);
    const nlohmann::json seating = nlohmann::json::parse(seated.out);
    for (const nlohmann::json& table : seating["tables"])
      for (const nlohmann::json& seat : table["players"]) round_three.insert(seat["name"].get<std::string>());
    // More than the players eligible: the refusal names everyone who is not, and why.
    cut_refusal = f.run({"stage", "add", "Top 12", "--from-round", "3", "--top", "12", "--points", "keep"}).err;
  }

  const nlohmann::json* row(const std::string& name) const { return row_named(standings, name); }
  /// The player's line under a nation's or team's members, or nullptr.
  static const nlohmann::json* member(const nlohmann::json& groups, const std::string& name) {
    for (const nlohmann::json& g : groups)
      if (const nlohmann::json* m = row_named(g["members"], name)) return m;
    return nullptr;
  }
  bool in_ema(const std::string& family) const { return ema.find("," + family + ",") != std::string::npos; }
  /// The ranked count every report gives: the standings, the EMA CSV and workbook, tournament show, the ranking.
  void check_counts_agree(int ranked) const {
    int in_standings = 0;
    for (const nlohmann::json& r : standings) in_standings += r["ranked"] == true;
    CHECK(in_standings == ranked);
    CHECK(ema.find("Players," + std::to_string(ranked) + "\r\n") != std::string::npos);
    CHECK(shown["mers_weight"]["ranked_players"] == ranked);
    for (const nlohmann::json& n : ranking_players) CHECK(n == ranked);
  }

  EveryCase f;
  nlohmann::json standings, nations, teams, shown;
  std::string everything, ema, cut_refusal;
  std::vector<nlohmann::json> ranking_players;  ///< N as the ranking reads the file, the workbook and the CSV
  std::set<std::string> round_three;             ///< seated by the standings for round 3
};

/// What every report says of one case of the table. `passed_over`: the cut names the player as not eligible (a player
/// without a result is not eligible either, but not named).
struct Expected {
  bool ranked, listed, group_counted, ema_row, passed_over, seated;
};

void check_case(const Reports& r, const std::string& name, const std::string& family, const Expected& e) {
  CAPTURE(name);
  const nlohmann::json* row = r.row(name);
  CHECK((row != nullptr) == e.listed);
  if (row) {
    CHECK((*row)["ranked"] == e.ranked);
    CHECK((*row)["place"].is_number() == e.ranked);
  }
  if (!e.listed) CHECK(r.everything.find(name) == std::string::npos);
  if (const nlohmann::json* m = Reports::member(r.nations, name)) CHECK((*m)["counted"] == e.group_counted);
  else CHECK_FALSE(e.group_counted);
  if (const nlohmann::json* m = Reports::member(r.teams, name)) CHECK((*m)["counted"] == e.group_counted);
  CHECK(r.in_ema(family) == e.ema_row);
  CHECK((r.cut_refusal.find(name + " (") != std::string::npos) == e.passed_over);
  CHECK(r.round_three.contains(name) == e.seated);
}

TEST_CASE("who counts: an entrant with games") {
  const Reports r;
  check_case(r, "Alice Martin", "Martin", {.ranked = true, .listed = true, .group_counted = true, .ema_row = true, .passed_over = false, .seated = true});
  r.check_counts_agree(8);
}

TEST_CASE("who counts: an entrant without games (withdrawn after round 0)") {
  const Reports r;
  check_case(r, "Noah Noshow", "Noshow", {.ranked = false, .listed = true, .group_counted = false, .ema_row = false, .passed_over = false, .seated = false});
  CHECK(Reports::member(r.nations, "Noah Noshow"));  // listed under FRA as "no games"
  CHECK((*Reports::member(r.teams, "Noah Noshow"))["games"] == 0);
  CHECK(r.f.json({"stage", "add", "Final", "--from-round", "3", "--top", "4", "--points", "keep", "--format", "json"})["players"]
            .size() == 4);  // the ranked players only
  CHECK(r.shown["mers_weight"]["counted_players"] == 10);  // 8 ranked and the 2 substitutes who played
}

TEST_CASE("who counts: withdrawn after round 1, with games") {
  const Reports r;
  check_case(r, "Hugo Dubois", "Dubois", {.ranked = true, .listed = true, .group_counted = true, .ema_row = true, .passed_over = true, .seated = false});
  CHECK((*r.row("Hugo Dubois"))["withdrawn_after_round"] == 1);
  CHECK(r.cut_refusal.find("Hugo Dubois (withdrew after round 1) is not eligible") != std::string::npos);
  // withdrawn unranked: listed after the ranked players, an EMA row without a place, still counted for the weight.
  const Reports unranked("withdrawn=unranked");
  check_case(unranked, "Hugo Dubois", "Dubois", {.ranked = false, .listed = true, .group_counted = true, .ema_row = true, .passed_over = true, .seated = false});
  CHECK(unranked.ema.find("Players,7\r\nUnranked players,1\r\nSubstitutes,2\r\n") != std::string::npos);
  CHECK(unranked.shown["mers_weight"]["counted_players"] == 10);
  unranked.check_counts_agree(7);
}

TEST_CASE("who counts: absent for a round") {
  const Reports r;
  check_case(r, "Greta Lind", "Lind", {.ranked = true, .listed = true, .group_counted = true, .ema_row = true, .passed_over = false, .seated = true});
  CHECK((*r.row("Greta Lind"))["absent_rounds"] == nlohmann::json::array({2}));
  CHECK((*r.row("Greta Lind"))["absent_points"] == -30000);
}

TEST_CASE("who counts: a substitute who filled seats") {
  const Reports r;
  // Zoë fills the seat that completes the tables of round 3 (Hugo's); 山田, whose place Greta takes back, does not.
  check_case(r, "Zoë Ångström", "Ångström", {.ranked = false, .listed = true, .group_counted = false, .ema_row = true, .passed_over = true, .seated = true});
  check_case(r, "山田 花子", "山田", {.ranked = false, .listed = true, .group_counted = false, .ema_row = true, .passed_over = true, .seated = false});
  CHECK(r.ema.find("Players,8\r\nSubstitutes,2\r\n") != std::string::npos);
  CHECK(r.shown["mers_weight"]["counted_substitutes"] == 2);
  CHECK(r.cut_refusal.find("Zoë Ångström (substitute) is not eligible") != std::string::npos);
  // substitutes ranked: places among the others, counted in groups and for the weight as players, eligible.
  const Reports ranked("substitutes=ranked");
  check_case(ranked, "Zoë Ångström", "Ångström", {.ranked = true, .listed = true, .group_counted = true, .ema_row = true, .passed_over = false, .seated = true});
  CHECK(ranked.shown["mers_weight"]["counted_substitutes"] == 0);
  ranked.check_counts_agree(10);
}

TEST_CASE("who counts: a substitute who never played") {
  const Reports r;
  check_case(r, "Sam Spare", "Spare", {.ranked = false, .listed = true, .group_counted = false, .ema_row = false, .passed_over = false, .seated = false});
  CHECK_FALSE(Reports::member(r.teams, "Sam Spare"));  // a substitute the settings do not rank is no member
  const Reports ranked("substitutes=ranked");
  check_case(ranked, "Sam Spare", "Spare", {.ranked = false, .listed = true, .group_counted = false, .ema_row = false, .passed_over = false, .seated = false});
}

TEST_CASE("who counts: a merged duplicate") {
  const Reports r;
  check_case(r, "Eva N.", "N.", {.ranked = false, .listed = false, .group_counted = false, .ema_row = false, .passed_over = false, .seated = false});
  CHECK((*r.row("Eva Novák"))["games"] == 2);  // the kept player has the games
}

TEST_CASE("who counts: a removed registration") {
  const Reports r;
  check_case(r, "Test Entry", "Entry", {.ranked = false, .listed = false, .group_counted = false, .ema_row = false, .passed_over = false, .seated = false});
  CHECK(r.shown["mers_weight"]["counted_countries"] == 8);  // not AUT, the removed registration's
  CHECK(r.f.json({"player", "list", "--removed", "--format", "json"})[0]["name"] == "Test Entry");
  r.f.refused({"player", "show", "Test Entry"}, {"whose registration was removed", "tenbou player restore"});
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
