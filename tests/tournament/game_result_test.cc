// Games recorded from paper score sheets: the same standings as the same games entered hand by hand, for
// generated tournaments under several rulesets, with chombos, leftover sticks, referee closings and (ariari)
// bankruptcies.

#include <algorithm>
#include <random>

#include <nlohmann/json.hpp>

#include "game_generator.h"
#include "record/record_reader.h"
#include "record/record_replay.h"
#include "record/record_writer.h"
#include "report/standings_report.h"
#include "test_support.h"
#include "tournament/entry/game_result.h"
#include "tournament/entry/game_start.h"
#include "tournament/exchange/game_export.h"
#include "tournament/exchange/game_import.h"
#include "tournament/standings/standings.h"
#include "tournament/store_access.h"

namespace tenbou::test {
namespace {

/// A tournament of 12 players over 3 rounds of generated games, under `ruleset`.
std::vector<GameRecord> generated_records(const std::string& ruleset, std::uint64_t seed) {
  RulesetCache rulesets;
  const auto rules = rulesets.get(ruleset, "");
  GameGenerator generator(seed);
  std::vector<GameRecord> records;
  std::vector<std::string> field;
  for (int p = 1; p <= 12; ++p) field.push_back("P" + std::to_string(p));
  std::mt19937_64 seating(seed);
  for (int round = 1; round <= 3; ++round) {
    std::shuffle(field.begin(), field.end(), seating);
    for (int table = 1; table <= 3; ++table) {
      Names names;
      for (std::size_t s = 0; s < 4; ++s) names.values[s] = field[4 * static_cast<std::size_t>(table - 1) + s];
      GameRecord record = generator.game(ruleset, rules, names);
      record.round = round;
      record.table = table;
      records.push_back(std::move(record));
    }
  }
  return records;
}

std::string standings_of(const std::string& path) {
  const Tournament t(path, OpenMode::ReadOnly);
  return standings_json(compute_standings(t, {}));
}

}  // namespace

TEST_CASE("a tournament entered half from score sheets has the standings of the same one entered hand by hand") {
  for (const std::string ruleset : {"ema2016", "ema2008", "ema2025", "wrc2015", "ariari"}) {
    for (std::uint64_t seed : {1u, 2u, 3u}) {
      CAPTURE(ruleset);
      CAPTURE(seed);
      TempDir dir;
      const std::vector<GameRecord> records = generated_records(ruleset, seed);
      RulesetCache rulesets;
      const auto rules = rulesets.get(ruleset, "");
      const std::string by_hand = dir.path() + "/hands.tenbou", mixed = dir.path() + "/mixed.tenbou";
      Tournament::create(by_hand, "Hands", *rules);
      Tournament::create(mixed, "Mixed", *rules);
      {
        Tournament t(by_hand);
        import_games(t, write_game_records(records), std::nullopt, true, {});
      }
      Tournament t(mixed);
      std::vector<GameRecord> hand_by_hand;
      int sheets = 0;
      for (std::size_t i = 0; i < records.size(); ++i)
        if (i % 2 == 0) hand_by_hand.push_back(records[i]);
      import_games(t, write_game_records(hand_by_hand), std::nullopt, true, {});
      for (std::size_t i = 1; i < records.size(); i += 2) {
        const GameRecord& r = records[i];
        ScoreSheet sheet;
        REQUIRE_FALSE(replay(*rules, r.players, r.start, r.hands, r.finished, sheet));
        std::vector<std::string> players(r.players.values.begin(), r.players.values.end());
        for (const std::string& p : players)
          if (t.players().matches(p).empty()) {
            TournamentWrite tx(t);
            t.store().insert_player({.name = p});
            tx.commit();
          }
        start_game(t, {r.round, r.table}, players);
        SheetDraft draft{.sticks = sheet.state.riichi_sticks};
        for_each_seat([&](Seat s) {
          draft.scores.push_back(sheet.state.scores[s]);
          for (int c = 0; c < sheet.chombos[s]; ++c) draft.chombo.push_back(r.players[s]);
        });
        record_result(t, {r.round, r.table}, draft, {});
        ++sheets;
      }
      CHECK(sheets == 4);
      CHECK(standings_of(mixed) == standings_of(by_hand));
      // Exported and imported again (sheet games as records with "final_scores"), the standings stay.
      const std::string copy = dir.path() + "/copy.tenbou";
      Tournament::create(copy, "Copy", *rules);
      {
        Tournament c(copy);
        import_games(c, write_game_records(game_records(t)), std::nullopt, true, {});
      }
      CHECK(standings_of(copy) == standings_of(by_hand));
    }
  }
}

TEST_CASE("a record with final scores instead of hands is read, replayed and refused like any record") {
  RecordReader reader;
  const std::string head = R"({"ruleset": "ema2016", "players": ["A", "B", "C", "D"], )";
  GameRecord r = reader.read(head + R"("final_scores": {"scores": [52300, 31200, 26500, 9000], "riichi_sticks": 1, "chombos": [0, 0, 1, 0]}})");
  REQUIRE(r.final_scores);
  ScoreSheet sheet;
  REQUIRE_FALSE(replay_record(r, sheet));
  CHECK(sheet.end == GameEnd::ScoreSheet);
  CHECK(sheet.final_result->results.values == std::array<Points, 4>{38300, 6200, -28500, -36000});
  CHECK(nlohmann::json::parse(write_game_record(r).dump())["final_scores"]["chombos"] == nlohmann::json{0, 0, 1, 0});
  const auto refused = [&](const std::string& json, const std::string& message) {
    try {
      reader.read(head + json);
      FAIL("accepted: " << json);
    } catch (const RecordError& e) {
      CHECK_MESSAGE(e.message.find(message) != std::string::npos, e.message);
    }
  };
  refused(R"("final_scores": {"scores": [52300, 31200, 26500, 9000]}})",
          "field \"final_scores\": the scores add up to 119,000; with no sticks on the table they should add up to 120,000");
  refused(R"("final_scores": {"scores": [30000, 30000, 30000, 30000]}, "hands": []})", "not both");
  refused(R"("final_scores": {"scores": [30000, 30000, 30000]}})", "final_scores");
  refused(R"("final_scores": {"points": [30000, 30000, 30000, 30000]}})", "final_scores");
}

}  // namespace tenbou::test
