// tenbou stage: a cut to a final. 32 players over six planned rounds and a seventh seated by the standings in
// brackets of 16, then the top 4 play a final of two rounds with their totals halved; the final standings, the stage's
// own table and the EMA results file are checked against figures worked out here from the scores entered.

#include <algorithm>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

/// 32 players, strongest first: at every table the stronger player finishes ahead.
const std::vector<std::string> kField = {
    "Zoë Lefèvre",      "Bernd Keller",  "田中 太郎",        "Dmitri Volkov",  "Eva Novák",      "Finn Larsen",
    "Greta Lindqvist",  "Hugo Dubois",   "Ines Ferreira",   "Jakub Kowalski", "Katrin Müller",  "Luca Bianchi",
    "Marta Horváth",    "Niels de Vries", "Olga Petrova",   "Pablo García",   "Łukasz Żółkiewski", "Hana Satō",
    "Αλεξάνδρα Παππά",  "Karl Berg",     "Lena Vogel",      "Marc Aubert",    "Nora Sørensen",  "Oskar Nyström",
    "Paula Ionescu",    "Quentin Roy",   "Rita Kovács",     "Sven Ek",        "Tomás Ó Briain", "Ursula Weiß",
    "Vera Janković",    "李 小龙"};

/// EMA results (30,000 to start, uma +15,000/+5,000/-5,000/-15,000) of a table's scores by place.
constexpr std::array<long long, 4> kScores = {45000, 35000, 25000, 15000};
constexpr std::array<long long, 4> kResults = {30000, 10000, -10000, -30000};

struct Cup : TournamentFile {
  std::map<std::string, long long> total;  // worked out from the scores entered
  std::map<std::string, int> strength;

  Cup() {
    REQUIRE(run_tenbou({"init", db, "--name", "Coupe des Finales"}).status == 0);
    for (std::size_t i = 0; i < kField.size(); ++i) {
      REQUIRE(run({"player", "add", kField[i]}).status == 0);
      strength[kField[i]] = static_cast<int>(i);
    }
    REQUIRE(run({"tournament", "set", "tie-breaks", "average-place,best-game"}).status == 0);
  }

  /// Records every table of `tables` (East first) with the stronger players ahead, from one CSV sheet.
  void play_round(int round, const std::vector<std::vector<std::string>>& tables) {
    std::string csv = "round,table,player,score\n";
    for (std::size_t t = 0; t < tables.size(); ++t) {
      std::vector<std::string> by_strength = tables[t];
      std::sort(by_strength.begin(), by_strength.end(), [&](const auto& a, const auto& b) { return strength[a] < strength[b]; });
      for (const std::string& p : tables[t]) {
        const auto place = static_cast<std::size_t>(std::find(by_strength.begin(), by_strength.end(), p) - by_strength.begin());
        csv += std::to_string(round) + "," + std::to_string(t + 1) + "," + p + "," + std::to_string(kScores[place]) + "\n";
        total[p] += kResults[place];
      }
    }
    const RunResult r = run({"game", "result", "--csv", dir.write("round" + std::to_string(round) + ".csv", csv)});
    REQUIRE_MESSAGE(r.status == 0, r.err);
  }

  /// Round `round`'s tables as the seating plan seats them, East first.
  std::vector<std::vector<std::string>> planned(int round) const {
    const nlohmann::json plan = json({"seating", "show", "--round", std::to_string(round), "--format", "json"});
    std::vector<std::vector<std::string>> out;
    for (const auto& table : plan["rounds"][0]) {
      out.emplace_back();
      for (const auto& seat : table) out.back().push_back(plan["names"][seat.get<std::size_t>() - 1]);  // numbered from 1
    }
    return out;
  }
};

std::vector<std::string> names_of(const nlohmann::json& rows, std::size_t from, std::size_t to) {
  std::vector<std::string> out;
  for (std::size_t i = from; i < to; ++i) out.push_back(rows[i]["name"]);
  return out;
}

TEST_CASE("a 32-player cup: six planned rounds, a seventh by the standings in groups of 16, a top-4 final halved" *
          slow()) {
  Cup cup;
  // A time limit the search does not reach (it stops at a schedule it cannot better, in well under a second): a
  // slow machine (a sanitizer build under load) cut short at 2 s got another plan, and with it a tie at the cut.
  REQUIRE(cup.run({"seating", "generate", "--rounds", "6", "--time-limit", "60"}).status == 0);
  for (int round = 1; round <= 6; ++round) {
    cup.play_round(round, cup.planned(round));
    // A referee's penalty in round 3 to the strongest player: the halving then meets a half hundred.
    if (round == 3) REQUIRE(cup.run({"penalty", "add", kField[0], "1100", "--round", "3", "--reason", "slow play"}).status == 0);
  }
  cup.total[kField[0]] -= 1100;

  // Round 7 in brackets of 16: tables 1-4 hold places 1-16 after round 6, tables 5-8 the others.
  const nlohmann::json after6 = cup.json({"standings", "--format", "json"});
  const nlohmann::json seated = cup.json({"seating", "standings", "--round", "7", "--groups", "16", "--format", "json"});
  std::vector<std::vector<std::string>> round7;
  for (const auto& table : seated["tables"]) {
    round7.emplace_back();
    for (const auto& p : table["players"]) round7.back().push_back(p["name"]);
  }
  REQUIRE(round7.size() == 8);
  std::set<std::string> top16, seated_top;
  for (std::size_t i = 0; i < 16; ++i) top16.insert(after6[i]["name"].get<std::string>());
  for (std::size_t t = 0; t < 4; ++t) seated_top.insert(round7[t].begin(), round7[t].end());
  CHECK(seated_top == top16);
  CHECK(cup.planned(7) == round7);
  cup.play_round(7, round7);

  // The standings after round 7 are the worked-out totals, best first.
  const nlohmann::json after7 = cup.json({"standings", "--format", "json"});
  REQUIRE(after7.size() == 32);
  for (std::size_t i = 0; i < after7.size(); ++i) {
    CAPTURE(after7[i]["name"]);
    CHECK(after7[i]["total"].get<long long>() == cup.total[after7[i]["name"]]);
    if (i > 0) CHECK(after7[i]["total"] <= after7[i - 1]["total"]);
    CHECK(after7[i]["stage"].is_null());
    CHECK(after7[i]["stage_total"].is_null());
  }
  // The strongest player won every game: 7 x 30,000 less the penalty, a place in the final.
  const std::string leader = kField[0];
  CHECK(cup.total[leader] == 208900);
  REQUIRE(after7[3]["total"] != after7[4]["total"]);  // no tie at the cut (the scores are chosen so)
  const std::vector<std::string> finalists = names_of(after7, 0, 4);
  REQUIRE(std::count(finalists.begin(), finalists.end(), leader) == 1);

  // What cannot be is refused, the file unchanged.
  cup.refused({"stage", "add", "Final", "--from-round", "7", "--top", "4", "--points", "halve"}, {"round 7 has games already"});
  cup.refused({"stage", "add", "Final", "--from-round", "9", "--top", "4", "--points", "halve"}, {"latest round played is round 7"});
  cup.refused({"stage", "add", "Final", "--from-round", "8", "--top", "36", "--points", "halve"}, {"36", "32 players"});
  cup.refused({"stage", "add", "Final", "--from-round", "8", "--top", "6", "--points", "halve"}, {"--top", "6", "tables of four"});
  CHECK(cup.run({"stage", "add", "Final", "--from-round", "8", "--top", "4", "--points", "half"}).status == 2);

  const RunResult added = cup.run({"stage", "add", "Final", "--from-round", "8", "--top", "4", "--points", "halve",
                                   "--reason", "the top four play the final table"});
  REQUIRE_MESSAGE(added.status == 0, added.err);
  CHECK(added.out.find("top 4 from round 8, points halved") != std::string::npos);
  cup.refused({"stage", "add", "FINAL", "--from-round", "9", "--top", "4", "--points", "keep"}, {"called Final already"});
  const nlohmann::json listed = cup.json({"stage", "list", "--format", "json"});
  REQUIRE(listed.size() == 1);
  CHECK(listed[0]["players"] == finalists);
  CHECK(listed[0]["points"] == "halve");

  // Carried over: half of each total, rounded to a hundred with a half hundred going up: 208,900 -> 104,500.
  std::map<std::string, long long> carried;
  for (const std::string& f : finalists) {
    const long long t = cup.total[f];
    carried[f] = (t < 0 ? -1 : 1) * ((std::llabs(t) + 100) / 200 * 100);
  }
  CHECK(carried[leader] == 104500);

  // Round 8 seats the final table only; a player cut is refused a seat, naming the stage.
  const nlohmann::json final8 = cup.json({"seating", "standings", "--round", "8", "--format", "json"});
  REQUIRE(final8["tables"].size() == 1);
  cup.refused({"game", "start", "--round", "8", "--table", "2", "--players", after7[4]["name"].get<std::string>() + "," +
                                                                             after7[5]["name"].get<std::string>() + "," +
                                                                             after7[6]["name"].get<std::string>() + "," +
                                                                             after7[7]["name"].get<std::string>()},
              {after7[4]["name"].get<std::string>(), "not in stage Final"});

  // The final: the leader loses both games, the other finalists finish in their order after round 7, reversed.
  std::vector<std::string> roles = {leader};
  for (const std::string& f : finalists)
    if (f != leader) roles.push_back(f);
  const std::map<std::string, std::array<long long, 2>> final_scores = {
      {roles[0], {10000, 12000}}, {roles[1], {30000, 28000}}, {roles[2], {36000, 30000}}, {roles[3], {44000, 50000}}};
  // Their results: 4th, 3rd, 2nd, 1st both times (-35,000 -33,000; -5,000 -7,000; +11,000 +5,000; +29,000 +35,000).
  const std::map<std::string, long long> final_results = {
      {roles[0], -68000}, {roles[1], -12000}, {roles[2], 16000}, {roles[3], 64000}};
  for (int round = 8; round <= 9; ++round) {
    std::vector<std::string> table;
    if (round == 8) {
      for (const auto& p : final8["tables"][0]["players"]) table.push_back(p["name"]);
    } else {
      const nlohmann::json final9 = cup.json({"seating", "standings", "--round", "9", "--format", "json"});
      for (const auto& p : final9["tables"][0]["players"]) table.push_back(p["name"]);
    }
    REQUIRE(std::set<std::string>(table.begin(), table.end()) == std::set<std::string>(finalists.begin(), finalists.end()));
    std::vector<std::string> scores;
    for (const std::string& p : table) scores.push_back(std::to_string(final_scores.at(p)[static_cast<std::size_t>(round - 8)]));
    const RunResult r = cup.run({"game", "result", "--round", std::to_string(round), "--table", "1", "--scores",
                                 scores[0] + "," + scores[1] + "," + scores[2] + "," + scores[3]});
    REQUIRE_MESSAGE(r.status == 0, r.err);
  }

  // The final standings: the finalists by stage total (carried + the final's results), then the others in their
  // order after round 7, places 5 to 32.
  std::vector<std::string> final_order = finalists;
  std::stable_sort(final_order.begin(), final_order.end(), [&](const auto& a, const auto& b) {
    return carried[a] + final_results.at(a) > carried[b] + final_results.at(b);
  });
  CHECK(final_order.back() == leader);  // 104,500 - 68,000 = 36,500: the leader lost the final twice
  const nlohmann::json standings = cup.json({"standings", "--format", "json"});
  REQUIRE(standings.size() == 32);
  CHECK(names_of(standings, 0, 4) == final_order);
  for (std::size_t i = 0; i < 4; ++i) {
    const std::string name = standings[i]["name"];
    CAPTURE(name);
    CHECK(standings[i]["place"] == i + 1);
    CHECK(standings[i]["stage"] == "Final");
    CHECK(standings[i]["stage_total"].get<long long>() == carried[name] + final_results.at(name));
    CHECK(standings[i]["total"].get<long long>() == cup.total[name] + final_results.at(name));
  }
  CHECK(standings[3]["stage_total"] == 36500);
  CHECK(names_of(standings, 4, 32) == names_of(after7, 4, 32));
  for (std::size_t i = 4; i < 32; ++i) {
    CHECK(standings[i]["place"].get<int>() == after7[i]["place"].get<int>());
    CHECK(standings[i]["stage"].is_null());
  }
  // After a round before the stage, the standings are as they were; after round 8, the final order with round 8 only.
  CHECK(cup.json({"standings", "--after-round", "7", "--format", "json"}) == after7);
  const nlohmann::json after8 = cup.json({"standings", "--after-round", "8", "--format", "json"});
  for (std::size_t i = 0; i < 4; ++i) CHECK(after8[i]["stage"] == "Final");

  // The stage's own table.
  const nlohmann::json stage = cup.json({"standings", "--stage", "final", "--format", "json"});
  REQUIRE(stage.size() == 4);
  for (std::size_t i = 0; i < 4; ++i) {
    const std::string name = stage[i]["name"];
    CHECK(name == final_order[i]);
    CHECK(stage[i]["carried"].get<long long>() == carried[name]);
    CHECK(stage[i]["total"].get<long long>() == carried[name] + final_results.at(name));
    CHECK(stage[i]["games"] == 2);
  }
  cup.refused({"standings", "--stage", "Semi"}, {"no stage is called Semi", "Final"});

  // The EMA results file: the final order, finalists scored by their stage total.
  const RunResult ema = cup.run({"export", "ema", "--force"});
  REQUIRE_MESSAGE(ema.status == 0, ema.err);
  const auto at = ema.out.find("\n1,");
  REQUIRE(at != std::string::npos);
  const std::string& winner = final_order[0];
  CHECK(ema.out.find(std::to_string(carried[winner] + final_results.at(winner)), at) != std::string::npos);

  // The projector names the stage.
  const RunResult page = cup.run({"standings", "--projector", "--format", "html"});
  CHECK(page.out.find("Stage Final: top 4 from round 8, points halved") != std::string::npos);

  // stage remove undoes it once its games are voided (removed with its games in, it could not be added again):
  // everyone by total again; its history keeps both facts.
  CHECK(cup.run({"stage", "remove", "Final"}).status == 2);  // --reason is required
  cup.refused({"stage", "remove", "Final", "--reason", "entered by mistake"},
              {"stage Final has games (8/1 and 9/1)", "void its games first"});
  for (const char* game : {"8/1", "9/1"}) REQUIRE(cup.run({"game", "void", game, "--reason", "the final was a mistake"}).status == 0);
  REQUIRE(cup.run({"stage", "remove", "Final", "--reason", "entered by mistake"}).status == 0);
  const nlohmann::json plain = cup.json({"standings", "--format", "json"});
  for (std::size_t i = 1; i < plain.size(); ++i) CHECK(plain[i]["total"] <= plain[i - 1]["total"]);
  CHECK(plain[0]["stage"].is_null());
  CHECK(cup.json({"stage", "list", "--history", "--format", "json"}).size() == 2);
}

TEST_CASE("two stages in a row: a top 8 with totals kept, then a top 4 with totals cleared; ties at a cut refused") {
  TournamentFile f;
  REQUIRE(run_tenbou({"init", f.db, "--name", "Two Cuts Cup"}).status == 0);
  std::vector<std::string> p(kField.begin(), kField.begin() + 16);  // p[0] .. p[15]: A .. P below
  for (const std::string& name : p) REQUIRE(f.run({"player", "add", name}).status == 0);
  const auto game = [&](int round, int table, std::array<int, 4> who, const std::string& scores) {
    const RunResult r = f.run({"game", "result", "--round", std::to_string(round), "--table", std::to_string(table), "--players",
                               p[who[0]] + "," + p[who[1]] + "," + p[who[2]] + "," + p[who[3]], "--scores", scores});
    REQUIRE_MESSAGE(r.status == 0, r.err);
  };
  enum { A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P };
  // Totals after round 2 (in thousands): A 56, E 43, B 40, F 21, C 20, I 14, J 2, M 1, D 0, G -1, N -17, H -19,
  // K -22, L -38, O -43, P -57.
  game(1, 1, {A, B, C, D}, "45000,35000,25000,15000");
  game(1, 2, {E, F, G, H}, "44000,36000,24000,16000");
  game(1, 3, {I, J, K, L}, "43000,37000,23000,17000");
  game(1, 4, {M, N, O, P}, "42000,38000,22000,18000");
  game(2, 1, {A, E, I, M}, "41000,39000,21000,19000");
  game(2, 2, {B, F, J, N}, "45000,35000,25000,15000");
  game(2, 3, {C, G, K, O}, "45000,35000,25000,15000");
  game(2, 4, {D, H, L, P}, "45000,35000,25000,15000");
  REQUIRE(f.run({"player", "withdraw", p[F], "--after-round", "2", "--reason", "train home"}).status == 0);

  // The top 8 play on with their totals: F withdrew, so D (9th) takes the last place.
  const RunResult top8 = f.run({"stage", "add", "Top 8", "--from-round", "3", "--top", "8", "--points", "keep"});
  REQUIRE_MESSAGE(top8.status == 0, top8.err);
  CHECK(top8.out.find(p[F] + " (withdrew after round 2) is not eligible.") != std::string::npos);
  f.refused({"game", "start", "--round", "3", "--table", "3", "--players", p[G] + "," + p[H] + "," + p[K] + "," + p[L]},
            {p[G], "not in stage Top 8"});
  // Round 3, stage totals (kept + round 3): B 50, C 50, E 33, A 26, D 26, M 15, J -12, I -12.
  game(3, 1, {A, E, B, C}, "15000,25000,35000,45000");
  game(3, 2, {I, J, M, D}, "19000,21000,39000,41000");

  // A and D are level at the cut of a top 4 and no tie-break parts them: refused, naming both.
  f.refused({"stage", "add", "Final", "--from-round", "4", "--top", "4", "--points", "clear"}, {p[A], p[D], "share place 4"});
  // Head-to-head parts them (A was 1st and D 4th in round 1).
  REQUIRE(f.run({"tournament", "set", "tie-breaks", "head-to-head,average-place,best-game"}).status == 0);
  const RunResult final_stage = f.run({"stage", "add", "Final", "--from-round", "4", "--top", "4", "--points", "clear"});
  REQUIRE_MESSAGE(final_stage.status == 0, final_stage.err);
  CHECK(final_stage.out.find("ordered by the tie-breaks") != std::string::npos);
  f.refused({"stage", "remove", "Top 8", "--reason", "x"}, {"stage Final follows Top 8", "remove it first"});
  game(4, 1, {B, C, E, A}, "15000,25000,35000,45000");

  // Final: A +30, E +10, C -10, B -30 (cleared); then D, M, I, J of the top 8 in its order after round 3 (I and J
  // level on head-to-head and average place, I's best game +28,000 before J's +12,000); then the rest in their order
  // after round 2, F (withdrew) among them.
  const nlohmann::json s = f.json({"standings", "--format", "json"});
  const std::vector<std::string> expected = {p[A], p[E], p[C], p[B], p[D], p[M], p[I], p[J],
                                             p[F], p[G], p[N], p[H], p[K], p[L], p[O], p[P]};
  CHECK(names_of(s, 0, 16) == expected);
  const std::vector<long long> stage_totals = {30000, 10000, -10000, -30000, 26000, 15000, -12000, -12000};
  for (std::size_t i = 0; i < 16; ++i) {
    CAPTURE(s[i]["name"]);
    CHECK(s[i]["place"] == i + 1);
    if (i < 8) CHECK(s[i]["stage_total"].get<long long>() == stage_totals[i]);
    CHECK(s[i]["stage"] == (i < 4 ? nlohmann::json("Final") : i < 8 ? nlohmann::json("Top 8") : nlohmann::json()));
  }
  // The top 8's own table is as it stood after round 3, its last round.
  const nlohmann::json t8 = f.json({"standings", "--stage", "Top 8", "--format", "json"});
  REQUIRE(t8.size() == 8);
  CHECK(t8[0]["total"] == 50000);
  CHECK(t8[2]["name"] == p[E]);
  CHECK(t8[2]["carried"] == 43000);
  CHECK(t8[2]["games"] == 1);
  const nlohmann::json fin = f.json({"standings", "--stage", "Final", "--format", "json"});
  REQUIRE(fin.size() == 4);
  CHECK(fin[0]["name"] == p[A]);
  CHECK(fin[0]["carried"] == 0);
  CHECK(fin[0]["total"] == 30000);

  // A penalty of round 2 entered late would have cut A out of the top 8: stage list says so, and who would be in.
  CHECK(f.json({"stage", "list", "--format", "json"})[0]["cut_changed"].is_null());
  REQUIRE(f.run({"penalty", "add", p[A], "100000", "--round", "2", "--reason", "found out after the day"}).status == 0);
  const nlohmann::json stages = f.json({"stage", "list", "--format", "json"});
  const std::string changed = stages[0]["cut_changed"];
  CHECK(changed.find(p[G] + " in the top 8") != std::string::npos);
  CHECK(changed.find(p[A] + " out") != std::string::npos);
  CHECK(f.run({"stage", "list"}).out.find("Note on Top 8: since the cut") != std::string::npos);
}

}  // namespace
}  // namespace tenbou::test
