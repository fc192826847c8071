// The game state machine and the end-of-game settlement, plus properties over many generated games.

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "engine/replay.h"
#include "game_generator.h"
#include "record/record_reader.h"
#include "record/record_writer.h"
#include "test_support.h"

namespace tenbou {
namespace {

const Names kGameNames{{"Alice", "Bob", "Carol", "Dave"}};

Hand draw(std::initializer_list<int> tenpai) {
  Hand h;
  h.outcome = Outcome::Draw;
  for (int s : tenpai) h.tenpai.add(Seat(s));
  return h;
}

Hand tsumo(int seat, int han, int fu) {
  Hand h;
  h.outcome = Outcome::Tsumo;
  h.add_win(Win{Seat(seat), han, fu, 0, 0, std::nullopt});
  return h;
}

TableState start(const Ruleset& rules, int round = 0) {
  TableState t;
  t.round = round;
  for_each_seat([&](Seat s) { t.scores[s] = rules.starting_points; });
  return t;
}

}  // namespace

TEST_CASE("the deal passes round the table through East and South, then the game ends") {
  const Ruleset& rules = test::preset("ema2016");
  Game game(rules, kGameNames, start(rules));
  Settlement s;
  for (int hand = 0; hand < 7; ++hand) {
    REQUIRE_FALSE(game.play(draw({}), s));
    CHECK(game.table().round == hand + 1);
    CHECK(game.table().honba == hand + 1);  // counters carry over when the deal passes after a draw
  }
  REQUIRE_FALSE(game.play(draw({3}), s));  // S4: the dealer (Dave) is tenpai and keeps the deal
  CHECK_FALSE(game.over());
  REQUIRE_FALSE(game.play(tsumo(3, 3, 30), s));  // no agari-yame in EMA: the dealer goes on
  CHECK_FALSE(game.over());
  REQUIRE_FALSE(game.play(tsumo(0, 1, 30), s));
  CHECK(game.end() == GameEnd::Completed);
  CHECK(game.play(draw({}), s)->message.find("already over") != std::string::npos);
}

TEST_CASE("a chombo is replayed: dealer, counters and sticks stay") {
  const Ruleset& rules = test::preset("ema2016");
  TableState t = start(rules, 5);
  t.honba = 2;
  t.riichi_sticks = 1;
  Game game(rules, kGameNames, t);
  Hand chombo;
  chombo.outcome = Outcome::Chombo;
  chombo.offender = Seat(2);
  chombo.riichi.add(Seat(1));
  Settlement s;
  REQUIRE_FALSE(game.play(chombo, s));
  CHECK(game.table().round == 5);
  CHECK(game.table().honba == 2);
  CHECK(game.table().riichi_sticks == 1);
  CHECK(game.table().scores == t.scores);
  CHECK(game.chombos()[Seat(2)] == 1);
  game.close();
  CHECK(game.final_result().penalties == PerSeat<Points>{{0, 0, -20000, 0}});
}

TEST_CASE("bankruptcy and agari-yame end a club game; the referee can close any game") {
  const Ruleset& club = test::preset("ariari");
  TableState t = start(club);
  t.scores = PerSeat<Points>{{20000, 1000, 40000, 39000}};
  Game bankrupt(club, kGameNames, t);
  Settlement s;
  REQUIRE_FALSE(bankrupt.play(tsumo(2, 3, 30), s));  // Bob pays 1,000 and is at 0: not below zero
  CHECK_FALSE(bankrupt.over());
  REQUIRE_FALSE(bankrupt.play(tsumo(3, 1, 30), s));  // Bob pays 300 more
  CHECK(bankrupt.end() == GameEnd::Bankruptcy);
  Game agari_yame(club, kGameNames, start(club, 7));
  REQUIRE_FALSE(agari_yame.play(tsumo(3, 2, 30), s));  // S4 dealer Dave wins and leads
  CHECK(agari_yame.end() == GameEnd::AgariYame);

  const Ruleset& ema = test::preset("ema2016");
  Game closed(ema, kGameNames, start(ema));
  REQUIRE_FALSE(closed.play(tsumo(1, 3, 30), s));
  closed.close();
  CHECK(closed.end() == GameEnd::ClosedByReferee);
  // Scores 28,000 / 34,000 / 29,000 / 29,000: Carol and Dave share 2nd and split 5,000 - 5,000.
  CHECK(closed.final_result().results == PerSeat<Points>{{-2000 - 15000, 4000 + 15000, -1000, -1000}});
}

TEST_CASE("ties: shared places split uma and sticks in hundreds, remainders from East") {
  const Ruleset& club = test::preset("ariari");
  // Three players tie for 1st under 10/5/-5/-10 uma: (10,000 + 5,000 - 5,000) / 3 does not divide evenly.
  const FinalResult f = settle_game(club, PerSeat<Points>{{30000, 30000, 10000, 30000}}, 1, {});
  CHECK(f.places == PerSeat<int>{{1, 1, 4, 1}});
  CHECK(f.uma == PerSeat<Points>{{3400, 3300, -10000, 3300}});
  CHECK(f.leftover_riichi == PerSeat<Points>{{400, 300, 0, 300}});
  Points total = 0;
  for_each_seat([&](Seat s) { total += f.uma[s]; });
  CHECK(total == 0);

  Ruleset seat_order = test::preset("ema2016");
  seat_order.ties = Ties::SeatOrder;
  const FinalResult g = settle_game(seat_order, PerSeat<Points>{{25000, 35000, 35000, 25000}}, 0, {});
  CHECK(g.places == PerSeat<int>{{3, 1, 2, 4}});
  CHECK(g.uma == PerSeat<Points>{{-5000, 15000, 5000, -15000}});
}

TEST_CASE("leftover sticks go to nobody where the ruleset says so") {
  const FinalResult f = settle_game(test::preset("wrc2015"), PerSeat<Points>{{40000, 30000, 29000, 20000}}, 1, {});
  CHECK(f.leftover_riichi == PerSeat<Points>{});
  CHECK(f.results == PerSeat<Points>{{25000, 5000, -6000, -25000}});
}

TEST_CASE("generated games under every preset: conservation, zero-sum results, deterministic replay") {
  RulesetCache rulesets;
  GameGenerator generator(7);
  for (const char* preset : {"ema2016", "ema2025", "ema2008", "ariari", "wrc2015"}) {
    CAPTURE(preset);
    auto rules = rulesets.get(preset, "");
    for (int g = 0; g < 200; ++g) {
      const GameRecord record = generator.game(preset, rules, kGameNames);
      ScoreSheet first, second;
      REQUIRE_FALSE(replay(*rules, kGameNames, record.start, record.hands, record.finished, first));
      REQUIRE_FALSE(replay(*rules, kGameNames, record.start, record.hands, record.finished, second));
      for (const SheetLine& line : first.lines) {
        Points sum = 0;
        for_each_seat([&](Seat s) { sum += line.settlement.deltas[s]; });
        CHECK(sum == rules->riichi_deposit * (line.before.riichi_sticks - line.settlement.riichi_sticks_after));
      }
      REQUIRE(first.final_result.has_value());
      Points results = 0, penalties = 0;
      for_each_seat([&](Seat s) {
        results += first.final_result->results[s];
        penalties += first.final_result->penalties[s];
        CHECK(first.final_result->results[s] == second.final_result->results[s]);
      });
      const Points lost_sticks = rules->leftover_riichi_to_first ? 0 : first.state.riichi_sticks * 1000;
      CHECK(results == penalties - lost_sticks);
    }
  }
}

TEST_CASE("a game record written out reads back to the same game") {
  RulesetCache rulesets;
  GameGenerator generator(11);
  RecordReader reader;
  for (const char* preset : {"ema2016", "ema2008"}) {
    const GameRecord record = generator.game(preset, rulesets.get(preset, ""), kGameNames);
    const GameRecord back = reader.read(write_game_record(record).dump());
    CHECK(write_game_record(back) == write_game_record(record));
  }
}

}  // namespace tenbou
