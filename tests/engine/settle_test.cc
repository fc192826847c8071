// Hand settlement beyond the worked examples: validation, multiple ron, liability, nagashi, abortive draws.

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "engine/settle.h"
#include "test_support.h"

namespace tenbou {
namespace {

const Names kSettleNames{{"Alice", "Bob", "Carol", "Dave"}};

TableState table_at(int round, int honba = 0, int sticks = 0) {
  TableState t;
  t.round = round;
  t.honba = honba;
  t.riichi_sticks = sticks;
  for_each_seat([&](Seat s) { t.scores[s] = 30000; });
  return t;
}

Hand ron(int discarder, std::initializer_list<Win> wins) {
  Hand h;
  h.outcome = Outcome::Ron;
  h.discarder = Seat(discarder);
  for (const Win& w : wins) h.add_win(w);
  return h;
}

Hand of(Outcome outcome) {
  Hand h;
  h.outcome = outcome;
  return h;
}

Win win(int seat, int han, int fu, int yakuman = 0) { return Win{Seat(seat), han, fu, yakuman, 0, std::nullopt}; }

std::string problem(const std::string& preset, const TableState& t, const Hand& h) {
  Settlement s;
  MaybeProblem p = settle(test::preset(preset), t, h, kSettleNames, s);
  return p ? p->message : "";
}

Settlement settled(const std::string& preset, const TableState& t, const Hand& h) {
  Settlement s;
  MaybeProblem p = settle(test::preset(preset), t, h, kSettleNames, s);
  REQUIRE_MESSAGE(!p, (p ? p->message : ""));
  return s;
}

}  // namespace

TEST_CASE("entries that cannot happen are refused with a reason naming the players") {
  CHECK(problem("ema2016", table_at(0), ron(1, {win(1, 3, 30)})).find("Bob is both the discarder and a winner") == 0);
  CHECK(problem("ema2016", table_at(0), ron(1, {win(2, 3, 30), win(2, 2, 30)})).find("Carol is listed as a winner twice") == 0);

  Hand pao_on_small_hand = ron(1, {win(2, 3, 30)});
  pao_on_small_hand.wins[0].pao = Seat(3);
  CHECK(problem("ema2016", table_at(0), pao_on_small_hand).find("only to Big Three Dragons or Big Four Winds") !=
        std::string::npos);
  Hand pao_self = ron(1, {win(2, 0, 0, 1)});
  pao_self.wins[0].pao = Seat(2);
  CHECK(problem("ema2016", table_at(0), pao_self).find("Carol cannot be liable") == 0);

  Hand noten_riichi = of(Outcome::Draw);
  noten_riichi.riichi.add(Seat(3));
  CHECK(problem("ema2016", table_at(0), noten_riichi).find("record a chombo for Dave") != std::string::npos);

  CHECK(problem("ema2016", table_at(0), of(Outcome::Abortive)).find("has no abortive draws") != std::string::npos);
  Hand nagashi = of(Outcome::Nagashi);
  nagashi.nagashi.add(Seat(1));
  CHECK(problem("ema2016", table_at(0), nagashi).find("has no nagashi mangan") != std::string::npos);

  CHECK(problem("ema2016", table_at(0), of(Outcome::Tsumo)) == "a tsumo has exactly one winner");
  CHECK(problem("ema2016", table_at(0), ron(0, {win(1, 1, 20)})).find("Bob's win: 1 han 20 fu ron is impossible") == 0);
}

TEST_CASE("triple ron: every winner is paid with counters; sticks to the first after the discarder") {
  Hand h = ron(3, {win(2, 2, 30), win(0, 1, 30), win(1, 3, 30)});
  h.riichi.add(Seat(1));
  h.riichi.add(Seat(3));
  const Settlement s = settled("ema2016", table_at(1, 1, 2), h);  // E2: Bob deals, 1 counter, 2 sticks
  // First after Dave is Alice (2,000? no: 1 han 30 fu non-dealer 1,000 + 300), then Bob (dealer 3h30f 5,800
  // + 300, keeps his own stick), then Carol (2,000 + 300). Alice takes Dave's stick and the 2 on the table.
  CHECK(s.deltas == PerSeat<Points>{{1300 + 3000, 6100 - 1000 + 1000, 2300, -1300 - 6100 - 2300 - 1000}});
  CHECK(s.dealer_stays);
  CHECK(s.honba_after == 2);
  CHECK(s.riichi_sticks_after == 0);
}

TEST_CASE("head bump pays only the first claimant after the discarder; the dealer stays only if paid") {
  const Settlement s = settled("wrc2015", table_at(1), ron(3, {win(0, 2, 30), win(1, 3, 30)}));
  CHECK(s.deltas == PerSeat<Points>{{2000, 0, 0, -2000}});
  CHECK_FALSE(s.dealer_stays);  // Bob (the dealer) also claimed, but was bumped
  CHECK(s.wins[1].head_bumped);
}

TEST_CASE("liability on ron from a third player when the liable player also deals in elsewhere") {
  Hand h = ron(1, {win(2, 0, 0, 1), win(3, 2, 30)});
  h.wins[0].pao = Seat(0);
  const Settlement s = settled("ema2016", table_at(0, 2), h);
  // Carol's yakuman: Alice (liable) and Bob share 32,000; Bob alone pays the counters; Bob pays Dave too.
  CHECK(s.deltas == PerSeat<Points>{{-16000, -16000 - 600 - 2000 - 600, 32600, 2600}});
}

TEST_CASE("nagashi mangan: each holder is paid a mangan tsumo with counters; deposits stay on the table") {
  Hand h;
  h.outcome = Outcome::Nagashi;
  h.nagashi.add(Seat(0));
  h.nagashi.add(Seat(2));
  h.riichi.add(Seat(1));
  const Settlement s = settled("ema2008", table_at(0, 1, 1), h);
  // Alice (dealer) gets 4,100 from each; Carol gets 2,100 from Bob and Dave and 4,100 from Alice.
  CHECK(s.deltas == PerSeat<Points>{{12300 - 4100, -4100 - 2100 - 1000, 8300 - 4100, -4100 - 2100}});
  CHECK(s.dealer_stays);
  CHECK(s.honba_after == 2);
  CHECK(s.riichi_sticks_after == 2);
}

TEST_CASE("abortive draw: counter added, deposits stay, dealer as the ruleset says") {
  Hand h;
  h.outcome = Outcome::Abortive;
  h.riichi.add(Seat(2));
  const Settlement s = settled("ema2008", table_at(0, 0, 1), h);
  CHECK(s.deltas == PerSeat<Points>{{0, 0, -1000, 0}});
  CHECK(s.riichi_sticks_after == 2);
  CHECK(s.honba_after == 1);
  CHECK(s.dealer_stays);
}

TEST_CASE("riichi needs the points the ruleset requires") {
  TableState t = table_at(0);
  t.scores[Seat(1)] = 900;
  Hand h;
  h.outcome = Outcome::Draw;
  h.riichi.add(Seat(1));
  h.tenpai.add(Seat(1));
  CHECK(problem("ariari", t, h).find("Bob cannot declare riichi with 900 points") == 0);
  CHECK(problem("ema2016", t, h).empty());
}

TEST_CASE("points are conserved: the deltas add up to the sticks taken from or left on the table") {
  const Settlement s = settled("ema2016", table_at(0, 3, 2), ron(0, {win(1, 2, 30), win(2, 4, 40)}));
  Points sum = 0;
  for_each_seat([&](Seat seat) { sum += s.deltas[seat]; });
  CHECK(sum == 1000 * (2 - s.riichi_sticks_after));
}

}  // namespace tenbou
