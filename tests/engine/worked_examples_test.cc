// Every worked example of the EMA rules (tests/data/ema-worked-examples.json) run through the engine.

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <set>

#include "engine/game.h"
#include "engine/final_result.h"
#include "test_support.h"
#include "worked_examples.h"

namespace tenbou {
namespace {

using nlohmann::json;
using test::build_hand;
using test::per_seat;
using test::ruleset_of;
using test::seat_names;

void check_hand_example(const json& ex) {
  const Ruleset& rules = ruleset_of(ex);
  const json& expected = ex.at("expected");
  TableState table;
  Hand hand;
  build_hand(ex, rules, table, hand);
  Settlement s;
  MaybeProblem problem = settle(rules, table, hand, seat_names(), s);
  if (!expected.at("valid").get<bool>()) {
    REQUIRE_MESSAGE(problem.has_value(), "expected rejection: " << expected.at("error"));
    CHECK_FALSE(problem->message.empty());
    return;
  }
  REQUIRE_MESSAGE(!problem.has_value(), (problem ? problem->message : ""));
  CHECK(s.deltas == per_seat<Points>(expected.at("deltas")));
  CHECK(s.honba_after == expected.at("honba_after").get<int>());
  CHECK(s.riichi_sticks_after == expected.at("riichi_sticks_on_table_after").get<int>());
  if (!expected.at("dealer_after").is_null()) {
    const Seat dealer_after = s.dealer_stays ? table.dealer() : table.dealer().after();
    CHECK(dealer_after.index == expected.at("dealer_after").get<int>());
  }
  if (expected.contains("penalty_after_uma")) {
    REQUIRE(s.chombo_deduction.has_value());
    for (const auto& [seat, amount] : expected.at("penalty_after_uma").items()) {
      CHECK(s.chombo_deduction->index == std::stoi(seat));
      CHECK(-rules.chombo_deduction == amount.get<Points>());
    }
  } else {
    CHECK_FALSE(s.chombo_deduction.has_value());
  }
}

void check_end_of_game(const json& ex) {
  Ruleset rules = ruleset_of(ex);
  rules.starting_points = ex.at("start_points");
  const json& expected = ex.at("expected");
  const FinalResult f = settle_game(rules, per_seat<Points>(ex.at("raw_scores")), ex.at("riichi_sticks_on_table"),
                                    per_seat<int>(ex.at("chombo_counts")));
  CHECK(f.places == per_seat<int>(expected.at("placements")));
  CHECK(f.uma == per_seat<Points>(expected.at("uma")));
  CHECK(f.leftover_riichi == per_seat<Points>(expected.at("leftover_riichi")));
  CHECK(f.penalties == per_seat<Points>(expected.at("chombo_penalty")));
  CHECK(f.results == per_seat<Points>(expected.at("final_scores")));
}

/// Plays `hand` in a game whose table is `before`; returns the game afterwards.
void play_check(const json& ex, const TableState& before, const Hand& hand, const json& expected) {
  const Ruleset& rules = ruleset_of(ex);
  const Names names = seat_names();
  Game game(rules, names, before);
  Settlement s;
  MaybeProblem problem = game.play(hand, s);
  if (expected.contains("valid") && !expected.at("valid").get<bool>()) {
    REQUIRE(problem.has_value());
    CHECK_FALSE(problem->message.empty());
    return;
  }
  REQUIRE_MESSAGE(!problem.has_value(), (problem ? problem->message : ""));
  if (expected.contains("scores_after")) CHECK(game.table().scores == per_seat<Points>(expected.at("scores_after")));
  CHECK(game.over() == expected.at("game_over").get<bool>());
  if (expected.contains("honba_after")) CHECK(game.table().honba == expected.at("honba_after").get<int>());
}

void check_riichi_minimum(const json& ex) {
  TableState table;
  table.scores = per_seat<Points>(ex.at("scores_before"));
  Hand hand;
  hand.outcome = Outcome::Draw;
  const Seat declarer(ex.at("declarer").get<int>());
  hand.riichi.add(declarer);
  hand.tenpai.add(declarer);
  play_check(ex, table, hand, ex.at("expected"));
}

void check_bankruptcy(const json& ex) {
  // The example's hand: seat 2 wins 2 han 30 fu (2,000) by ron off seat 1 in East 1.
  TableState table;
  table.scores = per_seat<Points>(ex.at("scores_before"));
  Hand hand;
  hand.outcome = Outcome::Ron;
  hand.discarder = Seat(1);
  hand.add_win(Win{Seat(2), 2, 30, 0, 0, std::nullopt});
  REQUIRE(per_seat<Points>(ex.at("hand_deltas")) == PerSeat<Points>{{0, -2000, 2000, 0}});
  play_check(ex, table, hand, ex.at("expected"));
}

void check_game_end(const json& ex) {
  // The example names the dealer's seat; here the dealer of the round is the seat playing it, so the
  // scores are turned round to put the example's dealer on that seat.
  TableState table;
  table.round = parse_round(ex.at("round").get<std::string>());
  const Seat dealer = table.dealer();
  const int shift = ex.at("dealer").get<int>() - dealer.index;
  const PerSeat<Points> after = per_seat<Points>(ex.at("scores_after"));
  Hand hand;
  PerSeat<Points> deltas;
  if (ex.at("dealer_won").get<bool>()) {
    hand.outcome = Outcome::Tsumo;  // 1 han 30 fu dealer tsumo: 500 all
    hand.add_win(Win{dealer, 1, 30, 0, 0, std::nullopt});
    for_each_seat([&](Seat s) { deltas[s] = s == dealer ? 1500 : -500; });
  } else {
    hand.outcome = Outcome::Ron;  // the next player wins 1 han 30 fu off the dealer
    hand.discarder = dealer;
    hand.add_win(Win{dealer.after(), 1, 30, 0, 0, std::nullopt});
    deltas[dealer] = -1000;
    deltas[dealer.after()] = 1000;
  }
  for_each_seat([&](Seat s) { table.scores[s] = after[s.after(shift + kSeats)] - deltas[s]; });
  json expected = ex.at("expected");
  expected.erase("scores_after");
  play_check(ex, table, hand, expected);
}

}  // namespace

TEST_CASE("every worked example of the EMA rules") {
  const json& examples = test::worked_examples();
  // MERS ranking examples belong to the tournament exports, not to the payment engine.
  const std::set<std::string> not_engine = {"schema", "mers_base_rank", "mers_weight"};
  int checked = 0;
  for (const json& ex : examples) {
    const std::string event = ex.at("event");
    if (not_engine.count(event)) continue;
    SUBCASE(ex.at("id").get<std::string>().c_str()) {
      if (event == "end_of_game")
        check_end_of_game(ex);
      else if (event == "riichi_check")
        check_riichi_minimum(ex);
      else if (event == "bankruptcy_check")
        check_bankruptcy(ex);
      else if (event == "game_end_check")
        check_game_end(ex);
      else
        check_hand_example(ex);
    }
    ++checked;
  }
  CHECK(checked == 98);
}

}  // namespace tenbou
