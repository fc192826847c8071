// tenbou ranking over 20 tournaments of two years: 300 players, a fifth of them without an EMA number, written as
// workbook CSVs, tenbou's results CSVs and tenbou tournament files; every listed player's figures are checked against
// the formula worked out again here, independently of tenbou's code.

#include <algorithm>
#include <cmath>
#include <map>

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

struct Player {
  std::string first, last, ema;  // ema "" for none
};

std::vector<Player> field() {
  static const char* const kFirst[] = {"Anna", "Björn", "Chloé", "Dávid", "Eero", "Fátima", "Gustav", "Hélène", "Iñigo", "Jana"};
  std::vector<Player> out;
  for (int i = 0; i < 300; ++i)
    out.push_back({kFirst[i % 10], "Spieler" + std::to_string(i), i % 5 == 0 ? "" : std::to_string(10000000 + i)});
  return out;
}

/// A result as the test ranks it.
struct Result {
  int base_rank;
  double weight;
  int day;  // days since the first tournament
};

double weighted(std::vector<Result> results, std::size_t count) {
  double sum = 0, weights = 0;
  for (std::size_t i = 0; i < count; ++i) {
    sum += i < results.size() ? results[i].base_rank * results[i].weight : 0;
    weights += i < results.size() ? results[i].weight : 1;
  }
  return sum / weights;
}

TEST_CASE("tenbou ranking over 20 tournaments, 300 players, mixed tenbou files and results files") {
  const std::vector<Player> players = field();
  TempDir dir;
  std::vector<std::string> files;
  std::map<std::string, std::vector<Result>> expected;  // by EMA number, else by name
  unsigned seed = 12345;
  const auto next = [&] { return seed = seed * 1103515245u + 12345u, (seed >> 8) % 1000003u; };
  // As of 2026-12-31; tournament t ends 36 t days after 2025-01-05, so the first ones count half.
  for (int t = 0; t < 20; ++t) {
    std::vector<int> chosen;  // 40 players, in place order
    while (chosen.size() < 40)
      if (const int p = static_cast<int>(next() % 300); std::find(chosen.begin(), chosen.end(), p) == chosen.end()) chosen.push_back(p);
    const int day = 36 * t;
    const std::string last_day = [&] {
      char text[40];  // room for any three ints, which the compiler cannot bound
      const int month_days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
      int y = 2025, m = 0, d = 5 + day;
      while (d > month_days[m] + (m == 1 && y % 4 == 0)) d -= month_days[m] + (m == 1 && y % 4 == 0), m = (m + 1) % 12, y += m == 0;
      std::snprintf(text, sizeof text, "%04d-%02d-%02d", y, m + 1, d);
      return std::string(text);
    }();
    const double weight = 1 + (t % 3) * 0.5;
    std::string csv;
    if (t % 2 == 0) {  // the workbook's cells
      csv = "Title\n";
      for (std::size_t i = 0; i < chosen.size(); ++i) {
        const Player& p = players[static_cast<std::size_t>(chosen[i])];
        csv += (i == 1 ? "Cup " + std::to_string(t) + ",40," : ",,") + std::to_string(i + 1) + "," + p.first + "," + p.last + "," + (p.ema.empty() ? "0" : p.ema) + ",0,0,1,CZE" +
               (i == 1 ? ",,CZE,Brno," + std::to_string(weight) + ",,Riichi," + last_day + ",1" : "") + "\n";
      }
    } else {  // tenbou's results CSV
      csv = "Tournament,Cup " + std::to_string(t) + "\nDates," + last_day + "\nMERS weight," + std::to_string(weight) +
            "\n\nPlace,Last name,First name,EMA number,Country,Score,Base rank\n";
      for (std::size_t i = 0; i < chosen.size(); ++i) {
        const Player& p = players[static_cast<std::size_t>(chosen[i])];
        csv += std::to_string(i + 1) + "," + p.last + "," + p.first + "," + p.ema + ",CZE,0,0\n";
      }
    }
    files.push_back(dir.write("cup" + std::to_string(t) + ".csv", csv));
    for (std::size_t i = 0; i < chosen.size(); ++i) {
      const Player& p = players[static_cast<std::size_t>(chosen[i])];
      const int base = static_cast<int>(std::floor(1000.0 * (40 - static_cast<int>(i) - 1) / 39 + 0.5));
      expected[p.ema.empty() ? p.first + " " + p.last : p.ema].push_back({base, weight, day});
    }
  }
  // Two tenbou tournament files too: four players each, places 1 to 4 from one game, weight 1 (one day).
  for (int f = 0; f < 2; ++f) {
    TournamentFile file;
    REQUIRE(run_tenbou({"init", file.db, "--name", "Club Night " + std::to_string(f)}).status == 0);
    std::string names;
    for (int i = 0; i < 4; ++i) {
      const Player& p = players[static_cast<std::size_t>(10 * f + i)];
      std::vector<std::string> args = {"player", "add", p.first + " " + p.last, "--given", p.first, "--family", p.last};
      if (!p.ema.empty()) args.insert(args.end(), {"--ema", p.ema});
      REQUIRE(file.run(args).status == 0);
      names += (i ? "," : "") + p.first + " " + p.last;
      expected[p.ema.empty() ? p.first + " " + p.last : p.ema].push_back({std::vector<int>{1000, 667, 333, 0}[static_cast<std::size_t>(i)], 1.0, 700});
    }
    REQUIRE(file.run({"tournament", "set", "dates", "2026-12-06"}).status == 0);  // day 700 after 2025-01-05
    REQUIRE(file.run({"game", "result", "--round", "1", "--table", "1", "--players", names, "--scores", "45000,35000,25000,15000"}).status == 0);
    const std::string kept = dir.path() + "/club" + std::to_string(f) + ".tenbou";
    REQUIRE(file.run({"backup", kept}).status == 0);
    files.push_back(kept);
  }

  std::vector<std::string> args = {"ranking", "--as-of", "2026-12-31", "--format", "json"};
  args.insert(args.end(), files.begin(), files.end());
  const RunResult r = run_tenbou(args);
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const nlohmann::json ranking = nlohmann::json::parse(r.out);

  // The formula again: age 1 within a year of 2026-12-31 (last day on or after 2025-12-31, day 360), else 1/2.
  int listed = 0;
  std::map<std::string, double> worked;
  for (auto& [key, results] : expected) {
    for (Result& res : results) res.weight *= res.day >= 360 ? 1.0 : 0.5;
    std::stable_sort(results.begin(), results.end(), [](const Result& a, const Result& b) {
      return a.base_rank != b.base_rank ? a.base_rank > b.base_rank : a.weight != b.weight ? a.weight > b.weight : a.day > b.day;
    });
    if (results.size() < 2) continue;
    ++listed;
    const std::size_t n = results.size();
    const std::size_t in_a = n > 5 ? 5 + static_cast<std::size_t>(std::ceil(0.8 * static_cast<double>(n - 5))) : 5;
    worked[key] = (weighted(results, in_a) + weighted(results, 4)) / 2;
  }
  CHECK(ranking.size() == static_cast<std::size_t>(listed));
  int checked = 0;
  for (const auto& row : ranking) {
    const std::string key = row["ema"].get<std::string>().empty() ? row["name"].get<std::string>() : row["ema"].get<std::string>();
    CAPTURE(key);
    REQUIRE(worked.count(key) == 1);
    CHECK(row["ranking"].get<double>() == doctest::Approx(std::round(worked[key] * 100) / 100).epsilon(1e-9));
    CHECK(row["matched_by_name"] == row["ema"].get<std::string>().empty());
    ++checked;
  }
  CHECK(checked > 200);  // of the 300, those with two results or more
  for (std::size_t i = 1; i < ranking.size(); ++i) CHECK(ranking[i]["ranking"] <= ranking[i - 1]["ranking"]);
}

}  // namespace
}  // namespace tenbou::test
