// End-to-end tests of standings, penalties, reports, exports and explanations, through the built binary.

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>

#include <SQLiteCpp/SQLiteCpp.h>
#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"
#include "formats/csv.h"
#include "engine/replay.h"
#include "game_generator.h"
#include "record/record_writer.h"

namespace tenbou::test {
namespace {

using nlohmann::json;

/// `rounds` rounds of `tables` tables for 4 x tables players "Player 1".., reseated at random each round.
std::vector<GameRecord> generated_tournament(int rounds, int tables, std::uint64_t seed) {
  GameGenerator generator(seed);
  std::mt19937_64 shuffle(seed);
  const auto rules = std::make_shared<const Ruleset>(preset("ema2016"));
  std::vector<std::string> players;
  for (int p = 1; p <= 4 * tables; ++p) players.push_back("Player " + std::to_string(p));
  std::vector<GameRecord> out;
  for (int r = 1; r <= rounds; ++r) {
    std::shuffle(players.begin(), players.end(), shuffle);
    for (int t = 1; t <= tables; ++t) {
      const Names names{{players[4 * t - 4], players[4 * t - 3], players[4 * t - 2], players[4 * t - 1]}};
      GameRecord record = generator.game("ema2016", rules, names);
      record.round = r;
      record.table = t;
      out.push_back(std::move(record));
    }
  }
  return out;
}

/// Each player's sum of game results over the records of rounds up to `last_round`, replayed by the engine.
std::map<std::string, Points> replayed_totals(const std::vector<GameRecord>& records, int last_round) {
  std::map<std::string, Points> totals;
  for (const GameRecord& r : records) {
    if (r.round > last_round) continue;
    ScoreSheet sheet;
    REQUIRE_FALSE(replay(*r.ruleset, r.players, r.start, r.hands, r.finished, sheet).has_value());
    REQUIRE(sheet.final_result.has_value());
    for_each_seat([&](Seat s) { totals[r.players[s]] += sheet.final_result->results[s]; });
  }
  return totals;
}

std::map<std::string, Points> standings_totals(const json& standings) {
  std::map<std::string, Points> out;
  for (const json& row : standings) out[row["name"]] = row["total"].get<Points>();
  return out;
}

TEST_CASE("standings of a tournament imported from game records equal the sum of the replayed results") {
  TempDir dir;
  const std::string db = dir.path() + "/t.tenbou";
  REQUIRE(run_tenbou({"init", db, "--name", "Imported"}).status == 0);
  const std::vector<GameRecord> records = generated_tournament(4, 3, 7);
  std::string lines;
  for (const GameRecord& r : records) lines += write_game_record(r).dump() + "\n";
  const RunResult imported = run_tenbou({"--db", db, "game", "import", "-", "--add-players"}, lines);
  REQUIRE_MESSAGE(imported.status == 0, imported.err);

  const RunResult all = run_tenbou({"--db", db, "standings", "--format", "json"});
  REQUIRE_MESSAGE(all.status == 0, all.err);
  const json standings = json::parse(all.out);
  CHECK(standings.size() == 12);
  CHECK(standings_totals(standings) == replayed_totals(records, 4));
  for (std::size_t i = 1; i < standings.size(); ++i) {
    CHECK(standings[i - 1]["total"] >= standings[i]["total"]);
    CHECK(standings[i]["games"] == 4);
  }
  const json after2 = json::parse(run_tenbou({"--db", db, "standings", "--after-round", "2", "--format", "json"}).out);
  CHECK(standings_totals(after2) == replayed_totals(records, 2));

  SUBCASE("the games exported and imported again give the same standings") {
    const RunResult exported = run_tenbou({"--db", db, "export", "games"});
    REQUIRE(exported.status == 0);
    const std::string copy = dir.path() + "/copy.tenbou";
    REQUIRE(run_tenbou({"init", copy, "--name", "Copy"}).status == 0);
    REQUIRE(run_tenbou({"--db", copy, "game", "import", "-", "--add-players"}, exported.out).status == 0);
    CHECK(json::parse(run_tenbou({"--db", copy, "standings", "--format", "json"}).out) == standings);
  }
  SUBCASE("the audit finds every table zero-sum before chombo penalties") {
    const json audit = json::parse(run_tenbou({"--db", db, "audit", "--format", "json"}).out);
    CHECK(audit["clean"] == true);
    REQUIRE(audit["games_checked"].size() == 12);
    for (const json& g : audit["games_checked"]) CHECK(g["zero_sum"] == true);
  }
  SUBCASE("statistics count every win, and read the same from an older cache without tallies") {
    const json stats = json::parse(run_tenbou({"--db", db, "stats", "--format", "json"}).out);
    int wins = 0, deal_ins = 0;
    for (const json& p : stats["players"]) {
      wins += p["wins"].get<int>();
      deal_ins += p["deal_ins"].get<int>();
    }
    int expected_wins = 0, expected_rons = 0;
    for (const GameRecord& r : records)
      for (const Hand& h : r.hands) {
        if (h.outcome == Outcome::Ron) ++expected_rons;
        if (h.outcome == Outcome::Ron || h.outcome == Outcome::Tsumo) expected_wins += h.win_count;
      }
    CHECK(wins == expected_wins);
    CHECK(deal_ins == expected_rons);
    CHECK(stats["biggest_hands"].size() == 10);
    {
      SQLite::Database raw(db, SQLite::OPEN_READWRITE);
      raw.exec("UPDATE game_state SET tallies = NULL");
    }
    CHECK(json::parse(run_tenbou({"--db", db, "stats", "--format", "json"}).out) == stats);
    CHECK(run_tenbou({"--db", db, "audit"}).status == 0);
  }
}

/// The fixture's game 1/1 played to a result: one hand, then closed by the referee.
void play_first_game(const Fixture& f) {
  REQUIRE(f.run({"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Chiara", "--han", "3", "--fu", "30",
                 "--riichi", "Alice,Dmitri"}).status == 0);
  REQUIRE(f.run({"game", "finish", "1/1"}).status == 0);
}

const json& standing_of(const json& standings, const std::string& name) {
  for (const json& row : standings)
    if (row["name"] == name) return row;
  FAIL("no row for " << name);
  return standings;
}

TEST_CASE("games in progress are shown, not counted unless asked; penalties are deducted and can be cancelled") {
  Fixture f;
  REQUIRE(f.run({"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Chiara", "--han", "3", "--fu", "30"})
              .status == 0);
  json s = f.json({"standings", "--format", "json"});
  CHECK(standing_of(s, "Alice Martin")["games"] == 0);
  CHECK(standing_of(s, "Alice Martin")["open_games"] == 1);
  CHECK(standing_of(s, "Alice Martin")["total"] == 0);
  CHECK(standing_of(s, "Eva Novak")["place"].is_null());  // no game yet
  const RunResult text = f.run({"standings"});
  CHECK(text.out.find("1 game in progress not counted") != std::string::npos);

  s = f.json({"standings", "--include-open", "--format", "json"});
  CHECK(standing_of(s, "Alice Martin")["games"] == 1);
  CHECK(standing_of(s, "Alice Martin")["provisional_games"] == 1);
  CHECK(standing_of(s, "Alice Martin")["total"] == 35800 - 30000 + 15000);

  REQUIRE(f.run({"game", "finish", "1/1"}).status == 0);
  const RunResult given = f.run({"penalty", "add", "Alice", "2000", "--reason", "late return", "--round", "1", "--by", "Kim"});
  REQUIRE_MESSAGE(given.status == 0, given.err);
  CHECK(given.out == "Penalty 1: Alice Martin -2,000 (round 1): late return.\n");
  s = f.json({"standings", "--format", "json"});
  // A penalty is a deduction, negative everywhere as chombo is: the standings' JSON and CSV, the export, the
  // penalty list, the player's page.
  CHECK(standing_of(s, "Alice Martin")["penalties"] == -2000);
  CHECK(standing_of(s, "Alice Martin")["total"] == 20800 - 2000);
  const std::vector<CsvRow> csv = parse_csv(f.run({"standings", "--format", "csv"}).out);
  const std::vector<std::string>& header = csv.at(0).fields;
  const auto column = std::find(header.begin(), header.end(), "penalties") - header.begin();
  const auto alice = std::find_if(csv.begin(), csv.end(), [](const CsvRow& r) { return r.fields.at(2) == "Alice Martin"; });
  REQUIRE(alice != csv.end());
  CHECK(header.at(2) == "name");
  CHECK(alice->fields.at(static_cast<std::size_t>(column)) == "-2000");
  const json exported = f.json({"export", "results", "--format", "json"});
  CHECK(exported["format"] == 2);
  CHECK(standing_of(exported["standings"], "Alice Martin")["penalties"] == -2000);
  CHECK(f.json({"penalty", "list", "--format", "json"})[0]["points"] == -2000);
  CHECK(f.run({"penalty", "list", "--format", "csv"}).out.find("Alice Martin,-2000,1,late return") != std::string::npos);
  CHECK(f.json({"player", "show", "Alice", "--format", "json"})["penalties"][0]["points"] == -2000);
  CHECK(f.run({"player", "show", "Alice"}).out.find("Penalty 1: -2,000") != std::string::npos);

  f.refused({"penalty", "add", "Nobody", "2000", "--reason", "x"}, {"player", "Nobody"});
  f.refused({"penalty", "add", "Alice", "150", "--reason", "x"}, {"points", "150", "multiple of 100"});
  f.refused({"penalty", "add", "Alice", "2000", "--reason", " "}, {"reason"});
  f.refused({"penalty", "cancel", "7", "--reason", "x"}, {"penalty", "7"});
  CHECK(f.run({"penalty", "add", "Alice", "2000"}).status == 2);

  REQUIRE(f.run({"penalty", "cancel", "1", "--reason", "was on time after all"}).status == 0);
  f.refused({"penalty", "cancel", "1", "--reason", "again"}, {"already cancelled"});
  CHECK(standing_of(f.json({"standings", "--format", "json"}), "Alice Martin")["total"] == 20800);
  const json list = f.json({"penalty", "list", "--format", "json"});
  REQUIRE(list.size() == 1);
  CHECK(list[0]["by"] == "Kim");
  CHECK(list[0]["cancelled"]["reason"] == "was on time after all");
}

TEST_CASE("names are data: HTML escapes them and CSV never lets a spreadsheet run them") {
  Fixture f;
  REQUIRE(f.run({"player", "add", "<script>alert(1)</script>"}).status == 0);
  REQUIRE(f.run({"player", "add", "=HYPERLINK(\"http://x\",\"y\")"}).status == 0);
  REQUIRE(f.run({"player", "add", "@SUM(1+1)"}).status == 0);
  REQUIRE(f.run({"player", "add", "--", "-Minus"}).status == 0);
  REQUIRE(f.run({"game", "start", "--round", "1", "--table", "2", "--players",
                 "<script>alert(1)</script>,=HYPERLINK,@SUM,-Minus"}).status == 0);
  for (const auto& args : std::vector<std::vector<std::string>>{{"standings", "--format", "html"},
                                                                {"stats", "--format", "html"},
                                                                {"round", "show", "1", "--format", "html"},
                                                                {"game", "show", "1/2", "--format", "html"}}) {
    const RunResult r = f.run(args);
    REQUIRE_MESSAGE(r.status == 0, r.err);
    CHECK(r.out.find("<script>") == std::string::npos);
    CHECK(r.out.find("&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
  }
  for (const auto& args : std::vector<std::vector<std::string>>{{"standings", "--format", "csv"},
                                                                {"stats", "--format", "csv"},
                                                                {"export", "results"}}) {
    const RunResult r = f.run(args);
    REQUIRE_MESSAGE(r.status == 0, r.err);
    CHECK(r.out.find("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"") != std::string::npos);
    CHECK(r.out.find("'@SUM(1+1)") != std::string::npos);
    CHECK(r.out.find("'-Minus") != std::string::npos);
    CHECK(r.out.find(",=") == std::string::npos);
  }
}

TEST_CASE("the EMA results file waits for a clean pre-flight check") {
  Fixture f;
  play_first_game(f);
  REQUIRE(f.run({"game", "start", "--round", "1", "--table", "2", "--players", "Alan,Eva,Finn,Greta"}).status == 0);
  RunResult r = f.run({"export", "ema"});
  CHECK(r.status == 1);
  CHECK(r.out.empty());
  CHECK(r.err.find("game 1/2 is not finished") != std::string::npos);
  CHECK(r.err.find("the city is not set") != std::string::npos);
  CHECK(r.err.find("Bernd Keller has no EMA number") != std::string::npos);
  CHECK(f.run({"export", "ema", "--check"}).status == 1);

  REQUIRE(f.run({"game", "finish", "1/2"}).status == 0);
  REQUIRE(f.run({"tournament", "set", "city", "Vienna"}).status == 0);
  REQUIRE(f.run({"tournament", "set", "country", "aut"}).status == 0);
  REQUIRE(f.run({"tournament", "set", "dates", "2026-11-21..2026-11-22"}).status == 0);
  f.refused({"tournament", "set", "dates", "2026-11-31"}, {"dates", "2026-11-31", "YYYY-MM-DD"});
  f.refused({"tournament", "set", "colour", "red"}, {"colour", "city, country"});
  f.refused({"tournament", "set", "tie-breaks", "coin-toss"}, {"coin-toss", "average-place"});
  CHECK(f.run({"export", "ema", "--check"}).status == 0);

  r = f.run({"export", "ema"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Tournament,Test Open\r\nCity,Vienna\r\nCountry,AUT\r\nDates,2026-11-21 to 2026-11-22\r\nDays,2\r\n"
                   "Players,8\r\nCountries,7\r\nMERS weight,2.5\r\n") == 0);
  CHECK(r.out.find("Place,Last name,First name,EMA number,Country,Score,Base rank\r\n1,Martin,Alice,04090012,FRA,") !=
        std::string::npos);
  const json overview = f.json({"tournament", "show", "--format", "json"});
  CHECK(overview["mers_weight"]["total"] == 2.5);  // two days, seven countries
  CHECK(overview["history"].size() == 4);  // the time zone recorded by init, then city, country and dates
  CHECK(overview["history"][0]["key"] == "timezone");
}

TEST_CASE("explain works a payment out from first principles and lists the hand's entries") {
  Fixture f;
  REQUIRE(f.run({"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Chiara", "--han", "3", "--fu", "30",
                 "--riichi", "Alice,Dmitri"}).status == 0);
  REQUIRE(f.run({"hand", "ron", "--game", "1/1", "--amend", "1", "--reason", "4 han, not 3", "--winner", "Alice",
                 "--from", "Chiara", "--han", "4", "--fu", "30", "--riichi", "Alice,Dmitri"}).status == 0);
  const TerminalColumns wide(200);  // what it says, not how it wraps
  const RunResult text = f.run({"explain", "1/1", "1"});
  REQUIRE_MESSAGE(text.status == 0, text.err);
  CHECK(text.out.find("Base points: 30 x 2^(2+4) = 1,920") != std::string::npos);
  CHECK(text.out.find("Chiara Rossi pays 11,600: discarder: 1,920 x 6 = 11,520, rounded up to 11,600") !=
        std::string::npos);
  CHECK(text.out.find("Alice Martin takes 2 (2,000)") != std::string::npos);
  CHECK(text.out.find("reason: 4 han, not 3") != std::string::npos);

  const json j = f.json({"explain", "1/1", "1", "--format", "json"});
  CHECK(j["before"]["dealer"] == "Alice Martin");
  CHECK(j["wins"][0]["payers"][0]["amount"] == 11600);
  CHECK(j["changes"] == json({12600, 0, -11600, -1000}));
  CHECK(j["history"].size() == 2);
  f.refused({"explain", "1/1", "5"}, {"hand", "5"});
  f.refused({"explain", "3/1", "1"}, {"3/1"});
}

TEST_CASE("player show, round show and the printable score sheet report the recorded games") {
  Fixture f;
  play_first_game(f);
  const json player = f.json({"player", "show", "Alice", "--format", "json"});
  CHECK(player["place"] == 1);
  REQUIRE(player["games"].size() == 1);
  CHECK(player["games"][0]["place"] == 1);
  CHECK(player["statistics"]["wins"] == 1);
  CHECK(player["statistics"]["riichi"] == 1);
  CHECK(player["statistics"]["hands"] == 1);

  const json round = f.json({"round", "show", "1", "--format", "json"});
  CHECK(round["tables"].size() == 1);
  CHECK(round["tables"][0]["finished"] == true);
  f.refused({"round", "show", "4"}, {"round", "4", "rounds so far: 1"});

  const RunResult sheet = f.run({"game", "show", "1/1", "--format", "html"});
  CHECK(sheet.out.find("<!DOCTYPE html>") == 0);
  CHECK(sheet.out.find("Signatures") != std::string::npos);

  const std::string page = f.dir.path() + "/standings.html";
  REQUIRE(f.run({"standings", "--format", "html", "--refresh", "30", "--output", page}).status == 0);
  std::ifstream written(page);
  const std::string html((std::istreambuf_iterator<char>(written)), {});
  CHECK(html.find("<meta http-equiv=\"refresh\" content=\"30\">") != std::string::npos);
  for (const auto& entry : std::filesystem::directory_iterator(f.dir.path()))  // written whole, nothing left beside it
    CHECK_MESSAGE(entry.path().extension() != ".tmp", entry.path());
}

}  // namespace
}  // namespace tenbou::test
