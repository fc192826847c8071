// Online logs read and replayed: every real Tenhou and Mahjong Soul game of tests/data/online paid by the engine
// under its platform's preset exactly as the log says, hand by hand, to the final scores and points; and logs
// edited, cut short or made hostile refused in words.

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "record/online/log_replay.h"
#include "record/online/tile_check.h"
#include "test_support.h"

namespace tenbou {
namespace {

const Names kLogNames{{"Seat 0", "Seat 1", "Seat 2", "Seat 3"}};

std::string online_file(const std::string& relative) {
  std::ifstream in(std::string(TENBOU_SOURCE_DIR) + "/tests/data/online/" + relative, std::ios::binary);
  REQUIRE_MESSAGE(in, relative);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// Every whole-game log of the folder (not the single hands of mjai-reviewer, nor the files cut short on purpose).
std::vector<std::string> whole_games() {
  std::vector<std::string> files;
  const std::string root = std::string(TENBOU_SOURCE_DIR) + "/tests/data/online/";
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
    const std::string path = entry.path().lexically_relative(root).generic_string();  // "/" on Windows too
    const std::string ext = entry.path().extension().string();
    if (ext != ".xml" && ext != ".mjlog" && ext != ".json") continue;
    if (path.find("-no-") != std::string::npos) continue;
    if (path.rfind("mjai-reviewer/", 0) == 0 && path.find("ranked_game") == std::string::npos) continue;
    files.push_back(path);
  }
  std::sort(files.begin(), files.end());
  return files;
}

/// The ruleset a real log was played under: Tenhou's preset, East-round games with their uma, and the lobbies' own
/// (newattr2023.xml: 30,000 start and return, uma 15/5, shared places; ratio.xml: 1,000 each, no uma).
Ruleset ruleset_of(const std::string& path, const OnlineLog& log) {
  nlohmann::json overrides = nlohmann::json::object();
  if (log.rules.length == GameLength::EastOnly) {  // Tenhou's East-round games: uma 10/5
    overrides["game_length"] = "east_only";
    overrides["uma"] = {10000, 5000, -5000, -10000};
  }
  if (path.find("ratio.xml") != std::string::npos) {  // a lobby of 1,000 points each and no uma
    overrides["starting_points"] = 1000;
    overrides["return_points"] = nullptr;
    overrides["uma"] = {0, 0, 0, 0};
  }
  if (path.find("newattr2023") != std::string::npos) {
    overrides["starting_points"] = 30000;
    overrides["return_points"] = nullptr;
    overrides["uma"] = {15000, 5000, -5000, -15000};
    overrides["ties"] = "shared";
  }
  return load_ruleset(platform_preset(log), overrides);
}

}  // namespace

TEST_CASE("every real game log is paid by the engine as its platform paid it, to the final scores and points") {
  const std::vector<std::string> files = whole_games();
  CHECK(files.size() >= 55);
  int hands = 0, with_points = 0;
  for (const std::string& path : files) {
    CAPTURE(path);
    const OnlineLog log = read_online_log(online_file(path));
    const Ruleset rules = ruleset_of(path, log);
    try {
      const LogReplay replay = replay_log(log, rules, kLogNames);
      hands += static_cast<int>(replay.hands.size());
      CHECK(replay.hands.size() == log.hands.size());
      if (replay.log_points) {
        ++with_points;
        CHECK_MESSAGE(replay.points_agree, "points " << replay.points[0] << " " << replay.points[1] << " "
                                                     << replay.points[2] << " " << replay.points[3]);
      }
    } catch (const LogError& e) {
      FAIL_CHECK(e.message);
    }
  }
  CHECK(hands > 500);
  CHECK(with_points > 30);
}

TEST_CASE("every win of the real logs valued from its tiles agrees with the log's han, fu and yaku") {
  int wins = 0;
  for (const std::string& path : whole_games()) {
    CAPTURE(path);
    const OnlineLog log = read_online_log(online_file(path));
    const TileCheck check = check_tiles(log, ruleset_of(path, log));
    wins += check.wins;
    for (const WinValuation& v : check.valuations)
      CHECK_MESSAGE(v.agree, v.hand << ": log " << log_valuation_json(v.log).dump() << ", tiles "
                                    << tiles_valuation_json(v).dump() << " " << write_written_tiles(v.tiles).dump());
  }
  CHECK(wins > 300);
}

TEST_CASE("the single hands of mjai-reviewer (calls, kans, chankan, rinshan, double ron, draws) are paid and valued as the log says") {
  int wins = 0;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(TENBOU_SOURCE_DIR) + "/tests/data/online/mjai-reviewer")) {
    const std::string file = entry.path().filename().string();
    // ranked_game.json is a whole game (above); confusing_nakis_2.json is a three-player game, refused as such.
    if (entry.path().extension() != ".json" || file == "ranked_game.json") continue;
    CAPTURE(file);
    if (file == "confusing_nakis_2.json") {
      CHECK_THROWS_WITH_AS(read_online_log(online_file("mjai-reviewer/" + file)), doctest::Contains("three-player"), LogError);
      continue;
    }
    const OnlineLog log = read_online_log(online_file("mjai-reviewer/" + file));
    const Ruleset rules = load_ruleset("tenhou", nullptr);
    try {
      replay_log(log, rules, kLogNames, LogExtent::Hands);
      // confusing_nakis_1.json, a test of calls' notation, pays its winner no riichi stick though the discarder's
      // declaration two discards before stood: a fixture edited by hand, not a platform's payment.
      CHECK(file != "confusing_nakis_1.json");
    } catch (const LogError& e) {
      if (file == "confusing_nakis_1.json")
        CHECK(e.message.find("the log +1,600, tenbou +2,600") != std::string::npos);
      else
        FAIL_CHECK(e.message);
    }
    const TileCheck check = check_tiles(log, rules);
    wins += check.wins;
    for (const WinValuation& v : check.valuations)
      CHECK_MESSAGE(v.agree, v.hand << ": log " << log_valuation_json(v.log).dump() << ", tiles " << tiles_valuation_json(v).dump());
  }
  CHECK(wins >= 5);
}

TEST_CASE("Mahjong Soul's draws that pay nothing: all tenpai when the dealer keeps the deal, else all noten") {
  // Mahjong Soul's converters write both as ["流局", [0, 0, 0, 0]]; the next hand's round tells the dealer's tenpai.
  using nlohmann::json;
  const auto hand = [](int round, int honba) {
    json h = json::array();
    h.push_back(json::array({round, honba, 0}));
    h.push_back(json::array({25000, 25000, 25000, 25000}));
    h.push_back(json::array({11}));
    for (int i = 0; i < 13; ++i) h.push_back(json::array());
    h.push_back(json::array({"流局", json::array({0, 0, 0, 0})}));
    return h;
  };
  json kept = json::object();
  kept["ref"] = "231014-84c11a6f-0000-0000-0000-000000000000";
  kept["name"] = json::array({"A", "B", "C", "D"});
  kept["rule"] = json::object({{"disp", "銅の間南喰赤"}, {"aka", 1}});
  kept["log"] = json::array({hand(0, 0), hand(0, 1), hand(1, 2)});
  const OnlineLog log = read_online_log(kept.dump());
  CHECK(log.platform == "Mahjong Soul");
  CHECK(log.id == "231014-84c11a6f-0000-0000-0000-000000000000");
  CHECK(log.hands[0].tenpai.size() == 4);  // E1 again after it: the dealer was tenpai, so all were
  CHECK(log.hands[1].tenpai.empty());      // E2 after it: the dealer was not, so none was
  const LogReplay replay = replay_log(log, load_ruleset("majsoul", nullptr), kLogNames, LogExtent::Hands);
  CHECK(replay.hands.size() == 3);
  // With a riichi declared in it, a draw that paid nothing was all tenpai, whatever follows.
  json riichi = kept;
  riichi["log"] = json::array({hand(0, 0)});
  riichi["log"][0][9] = json::array({"r11"});
  const OnlineLog declared = read_online_log(riichi.dump());
  CHECK(declared.hands[0].tenpai.size() == 4);
  CHECK(declared.hands[0].changes[Seat(1)] == -1000);
  CHECK(replay_log(declared, load_ruleset("majsoul", nullptr), kLogNames, LogExtent::Hands).hands.size() == 1);
}

}  // namespace tenbou
