// The parameters the online platforms pay and end games by (the tenhou and majsoul presets): counters and sticks
// to the first of several winners, triple ron as a draw, nagashi paid as a draw, return points with the oka, and
// the goal points (agari-yame with them, the West round without them), and agari-yame without tenpai-yame.

#include <doctest/doctest.h>

#include "engine/game.h"
#include "test_support.h"

namespace tenbou {
namespace {

const Names kPlatformNames{{"Aki", "Bo", "Chie", "Dai"}};

TableState scores_at(int round, std::array<Points, 4> scores, int honba = 0, int sticks = 0) {
  TableState t;
  t.round = round;
  t.honba = honba;
  t.riichi_sticks = sticks;
  for (int i = 0; i < kSeats; ++i) t.scores[Seat(i)] = scores[static_cast<std::size_t>(i)];
  return t;
}

Win won(int seat, int han, int fu) { return Win{Seat(seat), han, fu, 0, 0, std::nullopt}; }

Settlement settle_or_fail(const Ruleset& rules, const TableState& t, const Hand& h) {
  Settlement s;
  const MaybeProblem p = settle(rules, t, h, kPlatformNames, s);
  REQUIRE_MESSAGE(!p, (p ? p->message : ""));
  return s;
}

}  // namespace

TEST_CASE("Tenhou's double ron: the first winner after the discarder takes the counters and every stick") {
  // ONLINE.md's double ron (mjai-reviewer double_ron.json) with a counter and a stick added: South 4, seat 3
  // deals in to seats 0 (haneman, riichi) and 2 (30 fu 2 han).
  Hand h;
  h.outcome = Outcome::Ron;
  h.discarder = Seat(3);
  h.add_win(won(2, 2, 30));
  h.add_win(won(0, 6, 0));
  h.riichi.add(Seat(0));
  const TableState t = scores_at(7, {41800, 26300, 37400, 13500}, 1, 1);
  const Settlement tenhou = settle_or_fail(test::preset("tenhou"), t, h);
  // Seat 0 is first after seat 3: 12,000 + 300 counters + 2 sticks (the table's and its own) - its deposit.
  CHECK(tenhou.deltas[Seat(0)] == 12000 + 300 + 2000 - 1000);
  CHECK(tenhou.deltas[Seat(2)] == 2000);
  CHECK(tenhou.deltas[Seat(3)] == -(12300 + 2000));
  // Under EMA each winner takes the counters, and the riichi winner takes its own stick back either way.
  const Settlement ema = settle_or_fail(test::preset("ema2016"), t, h);
  CHECK(ema.deltas[Seat(2)] == 2300);
  CHECK(ema.deltas[Seat(0)] == 12000 + 300 + 2000 - 1000);
}

TEST_CASE("a triple ron is an abortive draw where the ruleset says so, and paid where it does not") {
  Hand h;
  h.outcome = Outcome::Ron;
  h.discarder = Seat(0);
  for (int seat : {1, 2, 3}) h.add_win(won(seat, 1, 30));
  const TableState t = scores_at(0, {25000, 25000, 25000, 25000});
  Settlement s;
  const MaybeProblem refused = settle(test::preset("tenhou"), t, h, kPlatformNames, s);
  REQUIRE(refused);
  CHECK(refused->message.find("make an abortive draw") != std::string::npos);
  CHECK(settle_or_fail(test::preset("majsoul"), t, h).deltas[Seat(0)] == -3000);
}

TEST_CASE("nagashi paid as a draw: no counters, the dealer stays only if tenpai, the counters go up") {
  Hand h;
  h.outcome = Outcome::Nagashi;
  h.nagashi.add(Seat(2));
  h.tenpai.add(Seat(1));
  const TableState t = scores_at(1, {25000, 25000, 25000, 25000}, 2);
  const Settlement tenhou = settle_or_fail(test::preset("tenhou"), t, h);
  CHECK(tenhou.deltas[Seat(2)] == 8000);
  CHECK(tenhou.deltas[Seat(1)] == -4000);  // the dealer pays half, without counters
  CHECK(tenhou.dealer_stays);
  CHECK(tenhou.honba_after == 3);
  h.tenpai = {};
  CHECK_FALSE(settle_or_fail(test::preset("tenhou"), t, h).dealer_stays);
  // EMA 2008 pays it as a tsumo with counters, and what follows is a win's.
  const Settlement ema2008 = settle_or_fail(test::preset("ema2008"), scores_at(1, {30000, 30000, 30000, 30000}, 2), h);
  CHECK(ema2008.deltas[Seat(2)] == 8000 + 600);
  CHECK(ema2008.honba_after == 0);
}

TEST_CASE("return points above the starting points: results count from them and the oka goes to first place") {
  const Ruleset& tenhou = test::preset("tenhou");
  const FinalResult f = settle_game(tenhou, PerSeat<Points>{{42000, 31000, 17000, 10000}}, 0, {});
  CHECK(f.uma[Seat(0)] == 20000 + 20000);  // uma and the oka of 4 x 5,000
  CHECK(f.results[Seat(0)] == 42000 - 30000 + 40000);
  CHECK(f.results[Seat(3)] == 10000 - 30000 - 20000);
  Points sum = 0;
  for_each_seat([&](Seat s) { sum += f.results[s]; });
  CHECK(sum == 0);
  // Ties by seat: the earlier seat ranks higher and takes the leftover stick.
  const FinalResult tied = settle_game(tenhou, PerSeat<Points>{{24000, 24000, 26000, 25000}}, 1, {});
  CHECK(tied.places[Seat(0)] == 3);
  CHECK(tied.places[Seat(1)] == 4);
  CHECK(tied.leftover_riichi[Seat(2)] == 1000);
}

TEST_CASE("goal points: no agari-yame below them, and the West round until someone has them") {
  const Ruleset& tenhou = test::preset("tenhou");
  Hand draw;
  draw.outcome = Outcome::Draw;
  draw.tenpai.add(Seat(0));
  // South 4, nobody at 30,000 after it, the dealer (seat 3) noten: the game goes on into West 1.
  Game game(tenhou, kPlatformNames, scores_at(7, {26000, 26000, 25000, 23000}));
  Settlement s;
  REQUIRE_FALSE(game.play(draw, s));
  CHECK_FALSE(game.over());
  CHECK(game.table().round == 8);
  CHECK(round_name(game.table().round) == "W1");
  // West 1: seat 0 deals and is tenpai alone: it stays, first with 32,000; Tenhou has no tenpai-yame, so the game
  // goes on, where Mahjong Soul's ends.
  REQUIRE_FALSE(game.play(draw, s));
  CHECK_FALSE(game.over());
  CHECK(game.table().round == 8);
  Game majsoul(test::preset("majsoul"), kPlatformNames, scores_at(8, {29000, 25000, 24000, 22000}));
  REQUIRE_FALSE(majsoul.play(draw, s));
  CHECK(majsoul.end() == GameEnd::AgariYame);
  // A win by the leading dealer ends it on Tenhou too (agari-yame).
  Hand dealer_tsumo;
  dealer_tsumo.outcome = Outcome::Tsumo;
  dealer_tsumo.add_win(won(0, 1, 30));
  REQUIRE_FALSE(game.play(dealer_tsumo, s));
  CHECK(game.end() == GameEnd::AgariYame);

  // South 4 with someone at the goal: the game ends when the deal passes.
  Game ended(tenhou, kPlatformNames, scores_at(7, {31000, 25000, 21000, 23000}));
  REQUIRE_FALSE(ended.play(draw, s));
  CHECK(ended.end() == GameEnd::Completed);

  // West 4 is the last hand whatever the scores.
  Game last(tenhou, kPlatformNames, scores_at(11, {28000, 25000, 24000, 23000}));
  REQUIRE_FALSE(last.play(draw, s));
  CHECK(last.end() == GameEnd::Completed);

  // The leading dealer below the goal plays on.
  Hand dealer_tenpai;
  dealer_tenpai.outcome = Outcome::Draw;
  dealer_tenpai.tenpai.add(Seat(3));
  Game below(tenhou, kPlatformNames, scores_at(7, {25000, 25000, 24000, 26000}));
  REQUIRE_FALSE(below.play(dealer_tenpai, s));
  CHECK_FALSE(below.over());
}

}  // namespace tenbou
