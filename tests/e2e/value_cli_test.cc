// tenbou value: the issue's own example, JSON keys as organisers' scripts read them, and refusals with exit 1.

#include <sstream>

#include <nlohmann/json.hpp>

#include "test_support.h"

namespace tenbou::test {

TEST_CASE("tenbou value: a hand from its tiles, text and JSON") {
  // Red dragon 1 + two dora (indicator 4m, two 5m), pair wait: 20 + 2 + 4 (open triplet of honours) = 26 -> 30 fu.
  // 3 han 30 fu for a non-dealer on a discard: 3,900 (RULES.md §1 table); one counter +300.
  const RunResult r = run_tenbou({"value", "23455m678p345s", "--meld", "pon:777z", "--win", "5m", "--ron", "--seat", "S",
                                  "--dora", "4m", "--counters", "1", "--format", "json"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const nlohmann::json v = nlohmann::json::parse(r.out);
  CHECK(v["han"] == 3);
  CHECK(v["fu"] == 30);
  CHECK(v["limit"] == "");
  CHECK(v["payment"] == nlohmann::json{{"ron", 3900}});
  CHECK(v["total"] == 4200);
  CHECK(v["yaku"][0]["name"] == "Dragon triplet: Red dragon");
  CHECK(v["fu_details"][1] == nlohmann::json{{"reason", "pair wait (tanki)"}, {"fu", 2}});

  // Riichi, tsumo, a dora and an ura dora: 4 han; 20 + 2 tsumo + 8 (closed 999p) + 2 closed wait = 32 -> 40 fu,
  // which reach the mangan limit (RULES.md §1: base capped at 2,000); a non-dealer's tsumo: 2,000 / 4,000.
  const RunResult mangan = run_tenbou({"value", "234m999p22234567s", "--win", "3s", "--tsumo", "--seat", "W",
                                       "--riichi", "--dora", "1m", "--ura", "1m", "--format", "json"});
  REQUIRE_MESSAGE(mangan.status == 0, mangan.err);
  const nlohmann::json m = nlohmann::json::parse(mangan.out);
  CHECK(m["limit"] == "mangan");
  CHECK(m["payment"] == nlohmann::json{{"tsumo_dealer", 4000}, {"tsumo_nondealer", 2000}});

  const RunResult text = run_tenbou({"value", "123m456p789s23455s", "--win", "2s", "--ron", "--seat", "E", "--riichi"});
  REQUIRE(text.status == 0);
  CHECK(text.out.find("Pinfu: 1 han") != std::string::npos);
  CHECK(text.out.find("closed ron: 10") != std::string::npos);
  CHECK(text.out.find("Value: 2 han 30 fu; the discarder pays 2,900.") != std::string::npos);  // dealer: 6 x 480
  CHECK(text.out.find("Not judged from the tiles: furiten, a dead hand, swap-calling.") != std::string::npos);
}

TEST_CASE("tenbou value: the ruleset decides open tanyao, red fives, renhou and the five-counter two-han rule") {
  const std::vector<std::string> open_tanyao = {"value", "234567m22p", "--meld", "chi:345s", "--meld", "chi:678p",
                                                "--win", "7m", "--ron", "--seat", "S"};
  CHECK(run_tenbou(open_tanyao).status == 0);  // EMA 2016: open all simples
  std::vector<std::string> older = open_tanyao;
  older.insert(older.end(), {"--ruleset", "ema2008"});
  const RunResult closed_only = run_tenbou(older);
  CHECK(closed_only.status == 1);
  CHECK(closed_only.err.find("no yaku") != std::string::npos);

  // A red five: refused under EMA 2016, one han under EMA 2008 (riichi + pinfu + red five: 3 han 30 fu = 3,900).
  const std::vector<std::string> red = {"value", "123m456p789s23405s", "--win", "2s", "--ron", "--seat", "S", "--riichi",
                                        "--format", "json"};
  CHECK(run_tenbou(red).status == 1);
  std::vector<std::string> red2008 = red;
  red2008.insert(red2008.end(), {"--ruleset", "ema2008"});
  const RunResult counted = run_tenbou(red2008);
  REQUIRE_MESSAGE(counted.status == 0, counted.err);
  CHECK(nlohmann::json::parse(counted.out)["han"] == 3);
  CHECK(nlohmann::json::parse(counted.out)["total"] == 3900);

  // Renhou: a mangan in 2016, a yakuman in 2008.
  const std::vector<std::string> renhou = {"value", "123m456p789s23499s", "--win", "3s", "--ron", "--seat", "S", "--renhou",
                                           "--format", "json"};
  CHECK(nlohmann::json::parse(run_tenbou(renhou).out)["total"] == 8000);
  std::vector<std::string> renhou2008 = renhou;
  renhou2008.insert(renhou2008.end(), {"--ruleset", "ema2008"});
  CHECK(nlohmann::json::parse(run_tenbou(renhou2008).out)["total"] == 32000);

  // Five counters: two han from yaku under EMA 2008 (dora do not count); no such rule in 2016.
  const std::vector<std::string> one_han = {"value", "123m456p789s23455s", "--win", "2s", "--ron", "--seat", "S",
                                            "--dora", "1m", "--counters", "5"};
  CHECK(run_tenbou(one_han).status == 0);
  std::vector<std::string> one_han2008 = one_han;
  one_han2008.insert(one_han2008.end(), {"--ruleset", "ema2008"});
  const RunResult refused = run_tenbou(one_han2008);
  CHECK(refused.status == 1);
  CHECK(refused.err.find("with 5 counters on the table a hand needs two han from yaku") != std::string::npos);

  // Big Four Winds with four concealed triplets: one yakuman in 2016 (no double, no stacking); in 2008 Big
  // Four Winds alone is a double yakuman, and the dealer's tsumo is 32,000 from each (RULES.md §1).
  const std::vector<std::string> winds = {"value", "111222333444z55m", "--win", "5m", "--tsumo", "--seat", "E"};
  CHECK(run_tenbou(winds).out.find("Big four winds (daisuushii): yakuman\n") != std::string::npos);
  std::vector<std::string> winds2008 = winds;
  winds2008.insert(winds2008.end(), {"--ruleset", "ema2008"});
  const RunResult doubled = run_tenbou(winds2008);
  CHECK(doubled.out.find("Big four winds (daisuushii): double yakuman\nYakuman x2.\nValue: yakuman; each player pays "
                         "32,000.") != std::string::npos);
}

TEST_CASE("tenbou value --batch: one result per line, a refused hand as an error line, exit 1 if any") {
  const std::string lines =
      R"({"concealed": "23455m678p345s", "melds": [{"kind": "pon", "tiles": "777z"}], "win_tile": "5m", "win": "ron", )"
      R"("flags": [], "seat_wind": "S", "round_wind": "E", "dora_indicators": "4m", "ura_dora_indicators": "", )"
      R"("honba": 1, "riichi_sticks": 0})" "\n"
      R"({"concealed": "123m456p789s23455s", "win_tile": "2s", "win": "tsumo", "flags": ["double_riichi"], "seat_wind": "E"})" "\n"
      "\n"
      R"({"concealed": "123m456p789s23455s", "win_tile": "2s", "win": "tsumo", "flags": ["riichii"], "seat_wind": "E"})" "\n"
      "not json\n";
  const RunResult r = run_tenbou({"value", "--batch", "-"}, lines);
  CHECK(r.status == 1);
  std::vector<nlohmann::json> out;
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);) out.push_back(nlohmann::json::parse(line));
  REQUIRE(out.size() == 4);
  CHECK(out[0]["total"] == 4200);
  CHECK(out[1]["han"] == 4);  // double riichi 2, tsumo, pinfu; 20 fu
  CHECK(out[1]["payment"] == nlohmann::json{{"tsumo_each", 2600}});  // 4 han 20 fu, dealer: 2,600 all (RULES.md §1)
  CHECK(out[2]["error"]["message"].get<std::string>().find("\"riichii\" is not a flag") != std::string::npos);
  CHECK(out[3]["error"]["message"] == "the line is not a JSON object");
  const RunResult good = run_tenbou({"value", "--batch", "-"}, lines.substr(0, lines.find("\n\n")));
  CHECK(good.status == 0);
}

TEST_CASE("tenbou value: refusals exit 1 with the problem, usage errors exit 2") {
  const RunResult bad = run_tenbou({"value", "123m456p78x9s23455s", "--win", "2s", "--ron", "--seat", "S"});
  CHECK(bad.status == 1);
  CHECK(bad.err.find("'x' is not a number or a suit at position 11") != std::string::npos);
  const RunResult no_yaku = run_tenbou({"value", "123m456p789s234s55z", "--win", "5z", "--ron", "--seat", "S", "--meld", "chi:123p"});
  CHECK(no_yaku.status == 1);
  const RunResult open_riichi =
      run_tenbou({"value", "456p789s23455s", "--meld", "chi:123m", "--win", "2s", "--ron", "--seat", "S", "--riichi"});
  CHECK(open_riichi.status == 1);
  CHECK(open_riichi.err.find("riichi needs a concealed hand") != std::string::npos);
  CHECK(run_tenbou({"value", "123m456p789s23455s", "--win", "2s", "--seat", "S"}).status == 1);  // neither ron nor tsumo
  const RunResult red_win = run_tenbou({"value", "123m456p789s23455s", "--win", "0s", "--ron", "--seat", "S", "--riichi"});
  CHECK(red_win.status == 1);
  CHECK(red_win.err.find("red five") != std::string::npos);
  CHECK(run_tenbou({"value", "123m456p789s23455s", "--win", "2s", "--ron", "--tsumo", "--seat", "S"}).status == 2);
  const RunResult json = run_tenbou({"value", "1m", "--win", "1m", "--ron", "--seat", "S", "--format", "json"});
  CHECK(json.status == 1);
  CHECK(nlohmann::json::parse(json.out).contains("error"));
}

}  // namespace tenbou::test
