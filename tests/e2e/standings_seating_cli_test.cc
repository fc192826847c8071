// tenbou seating standings: a round seated by the standings, the leaders at table 1 or rank brackets seated within
// themselves with as few repeated meetings as possible, stored as a plan that round start then uses.

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

const std::vector<std::string> kNames = {"Zoë Lefèvre",   "Bernd Keller", "Chiara Rossi",   "Dmitri Volkov",
                                         "田中 太郎",     "Eva Novak",    "Finn Larsen",    "Greta Lind",
                                         "Łukasz Żółkiewski", "Hana Sato", "Ivan Petrov",  "Jana Dvořák",
                                         "Αλεξάνδρα Π.",  "Karl Berg",    "Lena Vogel",     "Marc Aubert"};

/// Sixteen players registered in kNames' order (P1 .. P16 below).
struct Sixteen : TournamentFile {
  Sixteen() {
    REQUIRE(run_tenbou({"init", db, "--name", "Ranked Open"}).status == 0);
    for (const std::string& name : kNames) REQUIRE(run({"player", "add", name}).status == 0);
  }
  void result(int round, int table, const std::string& scores, const std::vector<std::string>& players = {}) const {
    std::vector<std::string> args = {"game", "result", "--round", std::to_string(round), "--table", std::to_string(table),
                                     "--scores", scores};
    if (!players.empty()) {
      std::string list;
      for (const std::string& p : players) list += (list.empty() ? "" : ",") + p;
      args.insert(args.end(), {"--players", list});
    }
    const RunResult r = run(args);
    REQUIRE_MESSAGE(r.status == 0, r.err);
  }
};

/// The players of each table of a seating's JSON, East first.
std::vector<std::vector<std::string>> tables_of(const nlohmann::json& seated) {
  std::vector<std::vector<std::string>> out;
  for (const auto& table : seated["tables"]) {
    out.emplace_back();
    for (const auto& p : table["players"]) out.back().push_back(p["name"]);
  }
  return out;
}

std::set<std::string> set_of(const std::vector<std::string>& names) { return {names.begin(), names.end()}; }

/// How often each pair has met in the games recorded, from the games' JSON.
std::map<std::set<std::string>, int> meetings(const TournamentFile& f) {
  std::map<std::set<std::string>, int> out;
  for (const auto& game : f.json({"game", "list", "--format", "json"})) {
    const auto& players = game["players"];
    for (std::size_t a = 0; a < players.size(); ++a)
      for (std::size_t b = a + 1; b < players.size(); ++b) ++out[{players[a], players[b]}];
  }
  return out;
}

int repeats(const std::map<std::set<std::string>, int>& met, const std::vector<std::string>& table) {
  int n = 0;
  for (std::size_t a = 0; a < table.size(); ++a)
    for (std::size_t b = a + 1; b < table.size(); ++b)
      if (const auto it = met.find({table[a], table[b]}); it != met.end()) n += it->second;
  return n;
}

/// Each player's starting winds (East, South, West, North) in the games recorded.
std::map<std::string, std::array<int, 4>> winds_so_far(const TournamentFile& f) {
  std::map<std::string, std::array<int, 4>> out;
  for (const auto& game : f.json({"game", "list", "--format", "json"}))
    for (std::size_t seat = 0; seat < 4; ++seat) ++out[game["players"][seat]][seat];
  return out;
}

/// The smallest wind imbalance (over the table's players, most minus least frequent wind) a table can have
/// after one more round, of its 24 seat orders.
int fewest_wind_imbalance(std::map<std::string, std::array<int, 4>> winds, const std::vector<std::string>& table) {
  std::array<std::size_t, 4> order = {0, 1, 2, 3};
  int best = 99;
  do {
    int worst = 0;
    for (std::size_t seat = 0; seat < 4; ++seat) {
      std::array<int, 4> w = winds[table[order[seat]]];
      ++w[seat];
      worst = std::max(worst, *std::max_element(w.begin(), w.end()) - *std::min_element(w.begin(), w.end()));
    }
    best = std::min(best, worst);
  } while (std::next_permutation(order.begin(), order.end()));
  return best;
}

}  // namespace

TEST_CASE("seating standings puts places 1-4 at table 1, and says how equal totals at a table's edge were split") {
  Sixteen f;
  // Round 1 by hand: tables of P1-P4, P5-P8, P9-P12, P13-P16. EMA results (30,000 start, uma 15/5/-5/-15
  // thousand): 45,000 35,000 25,000 15,000 give +30,000 +10,000 -10,000 -30,000; at table 4 P13 and P14 share
  // first and second with 40,000 each: +10,000 and half of 15,000 + 5,000, so +20,000 each.
  for (int table = 1; table <= 4; ++table) {
    const std::vector<std::string> players(kNames.begin() + 4 * (table - 1), kNames.begin() + 4 * table);
    f.result(1, table, table == 4 ? "40000,40000,25000,15000" : "45000,35000,25000,15000", players);
  }
  // Standings after round 1: P1, P5, P9 at +30,000 (1=), P13 and P14 at +20,000 (4=), P2, P6, P10 at +10,000,
  // P3, P7, P11, P15 at -10,000, P4, P8, P12, P16 at -30,000. Equal places are taken in registration order, so
  // P13 is fourth and sits at table 1, P14 fifth at table 2.
  const nlohmann::json seated = f.json({"seating", "standings", "--round", "2", "--format", "json"});
  const auto tables = tables_of(seated);
  REQUIRE(tables.size() == 4);
  CHECK(set_of(tables[0]) == set_of({kNames[0], kNames[4], kNames[8], kNames[12]}));
  CHECK(set_of(tables[1]) == set_of({kNames[13], kNames[1], kNames[5], kNames[9]}));
  CHECK(set_of(tables[2]) == set_of({kNames[2], kNames[6], kNames[10], kNames[14]}));
  CHECK(set_of(tables[3]) == set_of({kNames[3], kNames[7], kNames[11], kNames[15]}));
  CHECK(seated["after_round"] == 1);
  CHECK(seated["repeated_meetings"] == 0);
  REQUIRE(seated["ties"].size() == 1);
  CHECK(seated["ties"][0]["after_place"] == 4);
  CHECK(seated["ties"][0]["total"] == 20000);
  CHECK(seated["ties"][0]["above"] == nlohmann::json::array({kNames[12]}));
  CHECK(seated["ties"][0]["below"] == nlohmann::json::array({kNames[13]}));
  for (const auto& p : seated["tables"][0]["players"]) CHECK(p["place"].get<int>() <= 4);

  // The plan holds round 2 now: round start starts its tables as seated, East as chosen.
  const RunResult started = f.run({"round", "start", "2"});
  REQUIRE_MESSAGE(started.status == 0, started.err);
  const auto game = f.json({"game", "show", "2/1", "--format", "json"});
  CHECK(game["players"] == nlohmann::json(tables[0]));
  f.refused({"seating", "standings", "--round", "3"}, {"4 games up to round 2 not finished (2/1, 2/2, 2/3 and 2/4)",
                                                       "game finish"});
  f.refused({"seating", "standings", "--round", "2", "--reason", "again"}, {"round 2 has games already", "game void"});
  for (int table = 1; table <= 4; ++table)
    REQUIRE(f.run({"game", "result", "2/" + std::to_string(table), "--scores", "30000,30000,30000,30000"}).status == 0);
  f.refused({"seating", "standings", "--round", "2", "--reason", "again"},
            {"round 2 has games already (2/1, 2/2, 2/3 and 2/4)", "game void"});
}

TEST_CASE("seating standings with groups seats each rank bracket with the fewest repeated meetings possible" *
          slow()) {
  Sixteen f;
  REQUIRE(f.run({"seating", "generate", "--rounds", "4", "--time-limit", "2"}).status == 0);
  const std::vector<std::string> scores = {"51000,32000,22000,15000", "38000,31000,31000,20000",
                                           "60000,25000,20000,15000", "30000,30000,30000,30000"};
  for (int round = 1; round <= 2; ++round)
    for (int table = 1; table <= 4; ++table) f.result(round, table, scores[static_cast<std::size_t>((table + round) % 4)]);

  // The plan seats round 3 already: seating it otherwise needs a reason.
  f.refused({"seating", "standings", "--round", "3", "--groups", "8"}, {"--reason is needed", "round 3"});
  f.refused({"seating", "standings", "--round", "3", "--groups", "6", "--reason", "x"}, {"groups: 6 is not a multiple of 4"});
  f.refused({"seating", "standings", "--round", "3", "--after-round", "3", "--reason", "x"},
            {"after-round: 3 is not valid (1 to 2"});
  const nlohmann::json seated = f.json({"seating", "standings", "--round", "3", "--groups", "8", "--reason",
                                        "second day by rank", "--time-limit", "2", "--format", "json"});
  const auto tables = tables_of(seated);
  REQUIRE(tables.size() == 4);

  // Bracket 1 (tables 1-2) holds places 1-8 after round 2, in the standings' order (equal places by registration).
  const auto standings = f.json({"standings", "--format", "json"});
  std::map<std::string, int> registered;
  for (std::size_t i = 0; i < kNames.size(); ++i) registered[kNames[i]] = static_cast<int>(i);
  std::vector<std::string> ranked;
  for (const auto& row : standings) ranked.push_back(row["name"]);
  std::stable_sort(ranked.begin(), ranked.end(), [&](const std::string& a, const std::string& b) {
    const auto place = [&](const std::string& n) {
      for (const auto& row : standings)
        if (row["name"] == n) return row["place"].get<int>();
      return 0;
    };
    return place(a) != place(b) ? place(a) < place(b) : registered[a] < registered[b];
  });
  std::set<std::string> top(ranked.begin(), ranked.begin() + 8), seated_top;
  for (int t = 0; t < 2; ++t) seated_top.insert(tables[static_cast<std::size_t>(t)].begin(), tables[static_cast<std::size_t>(t)].end());
  CHECK(seated_top == top);

  // Within each bracket the split into two tables is the best of all 35: the fewest repeated meetings, then
  // the smallest wind imbalance; and each table's winds are the best of its 24 orders.
  const auto met = meetings(f);
  const auto winds = winds_so_far(f);
  const auto judged = [&](const std::vector<std::string>& a, const std::vector<std::string>& b) {
    return std::pair(repeats(met, a) + repeats(met, b),
                     std::max(fewest_wind_imbalance(winds, a), fewest_wind_imbalance(winds, b)));
  };
  int total = 0, imbalance = 0;
  for (std::size_t bracket = 0; bracket < 2; ++bracket) {
    const auto& first = tables[2 * bracket];
    const auto& second = tables[2 * bracket + 1];
    std::vector<std::string> members = first;
    members.insert(members.end(), second.begin(), second.end());
    std::pair<int, int> best{1 << 20, 1 << 20};
    for (unsigned mask = 0; mask < 256; ++mask) {
      if (std::popcount(mask) != 4 || !(mask & 1)) continue;
      std::vector<std::string> a, b;
      for (std::size_t i = 0; i < 8; ++i) (mask >> i & 1 ? a : b).push_back(members[i]);
      best = std::min(best, judged(a, b));
    }
    CHECK(judged(first, second) == best);
    total += best.first;
    imbalance = std::max(imbalance, best.second);
  }
  CHECK(seated["repeated_meetings"] == total);
  CHECK(seated["wind_imbalance"] == imbalance);

  // The plan shows it, with its reason, and keeps round 4 as it was planned.
  std::string shown = f.run({"seating", "show", "--round", "3"}).out;
  for (std::size_t wrap; (wrap = shown.find("\n  ")) != std::string::npos;) shown.replace(wrap, 3, " ");
  CHECK(shown.find("second day by rank (round 3 seated by the standings after round 2 in brackets of 8)") !=
        std::string::npos);
  CHECK(f.json({"seating", "show", "--format", "json"})["rounds"].size() == 4);
  const RunResult text = f.run({"seating", "standings", "--round", "3", "--groups", "8", "--reason", "again"});
  REQUIRE_MESSAGE(text.status == 0, text.err);
  CHECK(text.out.find("Round 3 seated by the standings after round 2, in brackets of 8") != std::string::npos);

  // A player who withdraws leaves fifteen, which do not fill tables; a substitute in his seats completes them.
  REQUIRE(f.run({"player", "withdraw", "Marc", "--after-round", "2", "--reason", "train"}).status == 0);
  f.refused({"seating", "standings", "--round", "3", "--reason", "x"},
            {"players: taking part in round 3, 15 players do not fill tables of four", "seating replace"});
  REQUIRE(f.run({"player", "add", "Nora Sub", "--substitute"}).status == 0);
  const RunResult replaced = f.run({"seating", "replace", "Marc", "Nora", "--from-round", "3", "--reason", "train"});
  REQUIRE_MESSAGE(replaced.status == 0, replaced.err);
  const nlohmann::json refilled = f.json({"seating", "standings", "--round", "3", "--groups", "8", "--reason", "Nora in",
                                          "--time-limit", "1", "--format", "json"});
  std::set<std::string> seated_now;
  for (const auto& table : tables_of(refilled)) seated_now.insert(table.begin(), table.end());
  CHECK(seated_now.size() == 16);
  CHECK(seated_now.count("Nora Sub") == 1);
  CHECK(seated_now.count("Marc Aubert") == 0);
}

}  // namespace tenbou::test
