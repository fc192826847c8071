// tenbou ranking: the EMA ranking over a tenbou tournament file, tenbou's EMA results CSV of the same tournament
// (counted once), a CSV of another tool's results workbook and results workbooks (.xlsx: tenbou's own and one as
// Excel writes it), checked against figures worked out by hand.

#include <fstream>
#include <iterator>

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

TEST_CASE("tenbou ranking over a tournament file and a results workbook's cells, as of a date") {
  TournamentFile alpha;
  REQUIRE(run_tenbou({"init", alpha.db, "--name", "Alpha Cup"}).status == 0);
  for (const auto& [name, ema] : std::vector<std::pair<std::string, std::string>>{
           {"Eva Novák", "09050018"}, {"Jan Berg", ""}, {"Ola Lind", "15010009"}, {"Kim Roy", "04010115"}}) {
    std::vector<std::string> args = {"player", "add", name, "--country", "CZE"};
    if (!ema.empty()) args.insert(args.end(), {"--ema", ema});
    REQUIRE(alpha.run(args).status == 0);
  }
  for (const auto& [key, value] : std::vector<std::pair<std::string, std::string>>{
           {"dates", "2026-05-01..2026-05-02"}, {"city", "Brno"}, {"country", "CZE"}})
    REQUIRE(alpha.run({"tournament", "set", key, value}).status == 0);
  // Places 1 to 4 of N = 4: base ranks 1000, 667, 333, 0; weight 2 (two days).
  REQUIRE(alpha.run({"game", "result", "--round", "1", "--table", "1", "--players", "Eva,Jan,Ola,Kim", "--scores",
                     "45000,35000,25000,15000"})
              .status == 0);
  const std::string alpha_csv = alpha.dir.path() + "/alpha-ema.csv";
  REQUIRE(alpha.run({"export", "ema", "--force", "--output", alpha_csv}).status == 0);
  // Another tool's workbook as CSV: Beta Open, 12-13 September (one date and two days), weight 1.5; Ola 1st, Eva
  // 2nd, Jan 3rd (no EMA number: 0), Tom 4th.
  const std::string beta = alpha.dir.write("beta.csv",
                                           "Title,,,,,,,,,,,,,,,,,\n"
                                           ",,1,Ola,Lind,15010009,0,51000,1,SWE,,,,,,,,\n"
                                           "Beta Open,4,2,EVA,NOVAK,09050018,0,12000,1,CZE,,DEN,Odense,1.5,,Riichi,2026-09-12,2\n"
                                           ",,3,Jan,Berg,0,0,-20000,0,NED,,,,,,,,\n"
                                           ",,4,Tom,Ek,0,0,-43000,0,DEN,,,,,,,,\n");

  const RunResult r = run_tenbou({"ranking", alpha.db, alpha_csv, beta, "--as-of", "2026-11-30", "--format", "json"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.err.find("the same tournament as") != std::string::npos);  // alpha's CSV: counted once
  const nlohmann::json ranking = nlohmann::json::parse(r.out);
  REQUIRE(ranking.size() == 3);  // Kim and Tom have one result: not listed
  // Eva: 1000 at weight 2, 667 at 1.5. Part A (3000.5) / (3.5 + 3 of padding) = 461.62; part B 3000.5 / 5.5 = 545.55.
  CHECK(ranking[0]["ema"] == "09050018");
  CHECK(ranking[0]["name"] == "EVA NOVAK");  // the latest tournament's spelling
  CHECK(ranking[0]["part_a"] == 461.62);
  CHECK(ranking[0]["part_b"] == 545.55);
  CHECK(ranking[0]["ranking"] == 503.58);
  CHECK(ranking[0]["matched_by_name"] == false);
  // Ola: 1000 at 1.5, 333 at 2: (1500 + 666) / 6.5 = 333.23, / 5.5 = 393.82.
  CHECK(ranking[1]["ema"] == "15010009");
  CHECK(ranking[1]["ranking"] == 363.52);
  // Jan, without an EMA number, matched by name: 667 at 2, 333 at 1.5: 1833.5 / 6.5 = 282.08, / 5.5 = 333.36.
  CHECK(ranking[2]["name"] == "Jan Berg");
  CHECK(ranking[2]["matched_by_name"] == true);
  CHECK(ranking[2]["ranking"] == 307.72);
  CHECK(ranking[2]["place"] == 3);

  // Two years and a day after Beta's last day (2026-09-13), nothing counts.
  const RunResult later = run_tenbou({"ranking", alpha.db, beta, "--as-of", "2028-09-14", "--format", "json"});
  CHECK(nlohmann::json::parse(later.out).empty());
  // As of 2027-06-01 Alpha (last day 2026-05-02) is more than a year old and counts half; Beta fully.
  const RunResult explained = run_tenbou({"ranking", "explain", "eva", alpha.db, beta, "--as-of", "2027-06-01", "--format", "json"});
  REQUIRE_MESSAGE(explained.status == 0, explained.err);
  const nlohmann::json eva = nlohmann::json::parse(explained.out);
  REQUIRE(eva["results"].size() == 2);
  CHECK(eva["results"][0]["tournament"] == "Alpha Cup");
  CHECK(eva["results"][0]["weight"] == 2.0);
  CHECK(eva["results"][0]["age_factor"] == 0.5);
  CHECK(eva["results"][1]["base_rank"] == 667);
  CHECK(eva["results"][1]["age_factor"] == 1.0);

  // A name as typed anywhere: accents and case folded; a country by any name, and none that is not one.
  const RunResult folded = run_tenbou({"ranking", "explain", "eva novak", alpha.db, beta, "--as-of", "2026-11-30", "--format", "json"});
  REQUIRE_MESSAGE(folded.status == 0, folded.err);
  CHECK(nlohmann::json::parse(folded.out)["ema"] == "09050018");
  const RunResult dutch = run_tenbou({"ranking", alpha.db, beta, "--as-of", "2026-11-30", "--country", "Nederland", "--format", "json"});
  REQUIRE(nlohmann::json::parse(dutch.out).size() == 1);  // Jan
  const RunResult nowhere = run_tenbou({"ranking", alpha.db, beta, "--country", "Atlantis"});
  CHECK(nowhere.status == 1);
  CHECK(nowhere.err.find("\"Atlantis\" is not a country") != std::string::npos);

  const RunResult bad = run_tenbou({"ranking", alpha.dir.write("notes.txt", "hello\n")});
  CHECK(bad.status == 1);
  CHECK(bad.err.find("not a tournament file or an EMA results file") != std::string::npos);
}

TEST_CASE("tenbou ranking reads results workbooks: tenbou's own and one as Excel writes it") {
  TournamentFile alpha;
  REQUIRE(run_tenbou({"init", alpha.db, "--name", "Alpha Cup"}).status == 0);
  for (const auto& [name, ema] : std::vector<std::pair<std::string, std::string>>{
           {"Eva Novák", "09050018"}, {"Jan Berg", ""}, {"Ola Lind", "15010009"}, {"Kim Roy", "04010115"}})
    REQUIRE(alpha.run(ema.empty() ? std::vector<std::string>{"player", "add", name, "--country", "CZE"}
                                  : std::vector<std::string>{"player", "add", name, "--country", "CZE", "--ema", ema})
                .status == 0);
  REQUIRE(alpha.run({"tournament", "set", "dates", "2026-05-01..2026-05-02"}).status == 0);
  REQUIRE(alpha.run({"tournament", "set", "country", "CZE"}).status == 0);
  REQUIRE(alpha.run({"game", "result", "--round", "1", "--table", "1", "--players", "Eva,Jan,Ola,Kim", "--scores",
                     "45000,35000,25000,15000"})
              .status == 0);
  const std::string alpha_xlsx = alpha.dir.path() + "/alpha.xlsx";
  REQUIRE(alpha.run({"export", "ema", "--force", "--format", "xlsx", "--output", alpha_xlsx}).status == 0);
  // Gamma Riichi Open (tests/data/ema-workbook): 3-4 October, weight 1.5, N = 5 (B3); Ola 1st (1000), Zoë 2nd (750),
  // Eva and 佐藤 美咲 3rd (500 each), Jan 5th (0). Eva's EMA number is a number cell there: 9050018.
  const std::string gamma = std::string(TENBOU_SOURCE_DIR) + "/tests/data/ema-workbook/results.xlsx";

  const RunResult r = run_tenbou({"ranking", alpha_xlsx, gamma, alpha.db, "--as-of", "2026-11-30", "--format", "json"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.err.find("the same tournament as") != std::string::npos);  // the tournament file and its workbook: once
  const nlohmann::json ranking = nlohmann::json::parse(r.out);
  REQUIRE(ranking.size() == 3);
  // Eva: 1000 at weight 2 and 500 at 1.5, matched by EMA number: A 2750 / 6.5 = 423.08, B 2750 / 5.5 = 500.
  CHECK(ranking[0]["ema"] == "09050018");
  CHECK(ranking[0]["name"] == "Eva Novák");
  CHECK(ranking[0]["matched_by_name"] == false);
  CHECK(ranking[0]["part_a"] == 423.08);
  CHECK(ranking[0]["part_b"] == 500.0);
  CHECK(ranking[0]["ranking"] == 461.54);
  // Ola: 1000 at 1.5, 333 at 2: (333.23 + 393.82) / 2.
  CHECK(ranking[1]["ranking"] == 363.52);
  // Jan: 667 at 2 and 0 at 1.5 (EMA number 0: none), by name: 1334 / 6.5 = 205.23, 1334 / 5.5 = 242.55.
  CHECK(ranking[2]["name"] == "Jan Berg");
  CHECK(ranking[2]["matched_by_name"] == true);
  CHECK(ranking[2]["ranking"] == 223.89);

  const RunResult zoe = run_tenbou({"ranking", "explain", "zoe lefevre & co", gamma, alpha_xlsx, "--as-of", "2026-11-30", "--format", "json"});
  REQUIRE_MESSAGE(zoe.status == 0, zoe.err);
  const nlohmann::json explained = nlohmann::json::parse(zoe.out);
  REQUIRE(explained["results"].size() == 1);
  CHECK(explained["results"][0]["tournament"] == "Gamma Riichi Open");
  CHECK(explained["results"][0]["base_rank"] == 750);
  CHECK(explained["results"][0]["players"] == 5);

  // A workbook cut short: refused naming the file, nothing ranked.
  std::ifstream whole(gamma, std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(whole)), std::istreambuf_iterator<char>());
  const std::string cut = alpha.dir.write("cut.xlsx", bytes.substr(0, bytes.size() / 2));
  const RunResult refused = run_tenbou({"ranking", cut, alpha.db});
  CHECK(refused.status == 1);
  CHECK(refused.err.find("cut.xlsx: not a readable zip archive") != std::string::npos);
  CHECK(refused.out.empty());
}

TEST_CASE("tenbou ranking reads tenbou's own semicolon CSV (a decimal comma), and names what a file's line or cell holds") {
  TournamentFile f;
  REQUIRE(run_tenbou({"init", f.db, "--name", "Komma Cup"}).status == 0);
  for (const char* name : {"Eva Novák", "Jan Berg", "Ola Lind", "Kim Roy"}) REQUIRE(f.run({"player", "add", name}).status == 0);
  for (const auto& [key, value] : std::vector<std::pair<std::string, std::string>>{
           {"dates", "2026-05-01..2026-05-02"}, {"city", "Köln"}, {"country", "GER"}, {"csv-delimiter", "semicolon"},
           {"csv-bom", "yes"}})
    REQUIRE(f.run({"tournament", "set", key, value}).status == 0);
  REQUIRE(f.run({"game", "result", "--round", "1", "--table", "1", "--players", "Eva,Jan,Ola,Kim", "--scores",
                 "45000,35000,25000,15000"}).status == 0);
  const std::string written = f.run({"export", "ema", "--force"}).out;
  const std::string csv = f.dir.write("komma.csv", written);
  CHECK(written.find("MERS weight;2,0\r\n") != std::string::npos);
  const RunResult ranked = run_tenbou({"ranking", "explain", "Eva Novák", csv, "--format", "json"});
  REQUIRE_MESSAGE(ranked.status == 0, ranked.err);
  CHECK(nlohmann::json::parse(ranked.out)["results"][0]["weight"] == 2.0);
  CHECK(nlohmann::json::parse(ranked.out)["results"][0]["players"] == 4);

  // A line or cell that cannot be read is named, with what it holds.
  std::string odd = written;
  odd.replace(odd.find("MERS weight;2,0"), 15, "MERS weight;3,5x");
  const RunResult weight = run_tenbou({"ranking", f.dir.write("odd.csv", odd)});
  CHECK(weight.status == 1);
  CHECK(weight.err.find("the MERS weight line holds \"3,5x\": not a MERS weight") != std::string::npos);
  odd = written;
  odd.replace(odd.find("2026-05-01 to 2026-05-02"), 24, "1st of May");
  CHECK(run_tenbou({"ranking", f.dir.write("dates.csv", odd)}).err.find("the Dates line holds \"1st of May\": not dates") !=
        std::string::npos);
  const std::string cells = f.dir.write("cells.csv", "Title,,,,,,,,,,,,,,,,,\n,,1,Ola,Lind,0,0,51000,1,SWE,,,,,,,,\n"
                                                     "Beta Open,1,,,,,,,,,,DEN,Odense,\"3,5x\",,Riichi,2026-09-12,2\n");
  CHECK(run_tenbou({"ranking", cells}).err.find("N3 holds \"3,5x\": not a MERS weight") != std::string::npos);
  const std::string comma = f.dir.write("comma.csv", "Title,,,,,,,,,,,,,,,,,\n,,1,Ola,Lind,0,0,51000,1,SWE,,,,,,,,\n"
                                                     "Beta Open,1,,,,,,,,,,DEN,Odense,\"1,5\",,Riichi,2026-09-12,2\n");
  const RunResult excel = run_tenbou({"ranking", "explain", "Ola Lind", comma, "--format", "json"});
  REQUIRE_MESSAGE(excel.status == 0, excel.err);
  CHECK(nlohmann::json::parse(excel.out)["results"][0]["weight"] == 1.5);
}

TEST_CASE("tenbou ranking reads dates as the EMA's pages write them and converts a country code such as JAP") {
  TempDir dir;
  const std::string cells = dir.write("pages.csv", "Title,,,,,,,,,,,,,,,,,\n,,1,Ola,Lind,0,0,51000,1,JAP,,,,,,,,\n"
                                                   "Beta Open,1,,,,,,,,,,DEN,Odense,1.5,,Riichi,28 Feb.-2 Mar. 2025,3\n");
  const std::string second = dir.write("second.csv", "Title,,,,,,,,,,,,,,,,,\n,,1,Ola,Lind,0,0,51000,1,jap,,,,,,,,\n"
                                                     "Gamma Open,1,,,,,,,,,,DEN,Odense,1.5,,Riichi,2025-04-05,1\n");
  const RunResult read = run_tenbou({"ranking", cells, second, "--as-of", "2025-06-01", "--format", "json"});
  REQUIRE_MESSAGE(read.status == 0, read.err);
  CHECK(nlohmann::json::parse(read.out)[0]["country"] == "JPN");
  CHECK_MESSAGE(read.err == "tenbou: " + cells + ": country \"JAP\" read as JPN (Japan), the EMA's code\ntenbou: " +
                                second + ": country \"jap\" read as JPN (Japan), the EMA's code\n", read.err);
  const RunResult explained = run_tenbou({"ranking", "explain", "Ola Lind", cells, "--as-of", "2025-06-01", "--format", "json"});
  REQUIRE_MESSAGE(explained.status == 0, explained.err);
  CHECK(nlohmann::json::parse(explained.out)["results"][0]["date"] == "2025-03-02");  // the last of the three days
  const std::string slashes = dir.write("slashes.csv", "Title,,,,,,,,,,,,,,,,,\n,,1,Ola,Lind,0,0,51000,1,SWE,,,,,,,,\n"
                                                       "Beta Open,1,,,,,,,,,,DEN,Odense,1.5,,Riichi,02/03/2025,1\n");
  const RunResult day_first = run_tenbou({"ranking", "explain", "Ola Lind", slashes, "--as-of", "2025-06-01", "--format", "json"});
  REQUIRE_MESSAGE(day_first.status == 0, day_first.err);
  CHECK(nlohmann::json::parse(day_first.out)["results"][0]["date"] == "2025-03-02");  // day first: 2 March
  const std::string odd = dir.write("odd.csv", "Title,,,,,,,,,,,,,,,,,\n,,1,Ola,Lind,0,0,51000,1,SWE,,,,,,,,\n"
                                               "Beta Open,1,,,,,,,,,,DEN,Odense,1.5,,Riichi,Spring 2025,1\n");
  const RunResult refused = run_tenbou({"ranking", odd});
  CHECK(refused.status == 1);
  CHECK_MESSAGE(refused.err.find("Q3 holds \"Spring 2025\": not dates (YYYY-MM-DD, ") != std::string::npos, refused.err);
  CHECK(refused.err.find("28 Feb.-2 Mar. 2025") != std::string::npos);
}

}  // namespace
}  // namespace tenbou::test
