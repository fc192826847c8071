// A win recorded with its tiles: valued at the table (winds from the dealer and the round), and a value entered
// beside the tiles compared part by part.

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "record/win_at_table.h"

namespace tenbou {
namespace {

const Ruleset& ema2016() {
  static const Ruleset rules = load_ruleset("ema2016", nullptr);
  return rules;
}

/// Four concealed triplets won by tsumo (1z 2z 9m 1p triplets, 55s pair): a yakuman (EMA 2016 §3.4: suuankou).
const WrittenTiles kFourTriplets{.concealed = "111z222z999m111p55s", .win_tile = "1p"};

}  // namespace

TEST_CASE("tiled win: the seat wind is the winner's place after the dealer, the round wind the round's") {
  // 111z 234m 567p 789s 99p won on 2m by ron: East triplet. In S1 (round 4) the round wind is South.
  const WrittenTiles east{.concealed = "111z234m567p789s99p", .win_tile = "2m"};
  TableState south1;
  south1.round = 4;  // S1: East seat deals
  CHECK(score_at_table(ema2016(), east, south1, Seat(0), false, false).han == 1);  // East seat, South round
  CHECK_THROWS_AS(score_at_table(ema2016(), east, south1, Seat(1), false, false), hand::HandError);  // no yaku for South
  TableState east2;
  east2.round = 1;  // E2: seat 1 deals and is East
  CHECK(score_at_table(ema2016(), east, east2, Seat(1), false, false).han == 2);
  CHECK(score_at_table(ema2016(), east, east2, Seat(0), false, false).han == 1);  // seat 0 is North in E2
}

TEST_CASE("tiled win: an entered value is compared part by part; a yakuman is not a han count") {
  const hand::HandScore yakuman = score_at_table(ema2016(), kFourTriplets, TableState{}, Seat(1), true, false);
  REQUIRE(yakuman.yakuman == 1);
  Win win;
  take_score(yakuman, win);
  CHECK(win.yakuman == 1);
  CHECK(win.han == 0);
  CHECK(win.fu == 0);
  CHECK_FALSE(check_entered({.tiles = kFourTriplets}, yakuman));
  CHECK_FALSE(check_entered({.tiles = kFourTriplets, .yakuman = 1}, yakuman));
  const MaybeProblem han = check_entered({.tiles = kFourTriplets, .han = 13}, yakuman);
  REQUIRE(han);
  CHECK(han->message == "entered 13 han; the tiles give yakuman (Four concealed triplets (suuankou))");
  const MaybeProblem dora = check_entered({.tiles = kFourTriplets, .dora = 1}, yakuman);
  REQUIRE(dora);
  CHECK(dora->message == "entered 1 dora; the tiles give yakuman (Four concealed triplets (suuankou))");
}

TEST_CASE("tiled win: from 5 han the fu are not compared, below they are") {
  // Closed, riichi, tsumo, all simples, pinfu-free: 234567m 234p 55p 678s tsumo on 5p: 3 han 30 fu (riichi,
  // tsumo, all simples; fu 20 + tsumo 2 + tanki 2 = 24 -> 30).
  const WrittenTiles tiles{.concealed = "234567m23455p678s", .win_tile = "5p"};
  const hand::HandScore s = score_at_table(ema2016(), tiles, TableState{}, Seat(1), true, true);
  CHECK(s.han == 3);
  CHECK(s.fu == 30);
  CHECK_FALSE(check_entered({.tiles = tiles, .han = 3, .fu = 30}, s));
  CHECK(check_entered({.tiles = tiles, .han = 3, .fu = 40}, s));
  CHECK(score_summary(s) == "3 han 30 fu (Riichi 1, Fully concealed hand (menzen tsumo) 1, All simples (tanyao) 1; fu: winning 20, "
                           "tsumo 2, pair wait (tanki) 2, 24 rounded up to 30)");
  WrittenTiles dora = tiles;
  dora.dora_indicators = "1p4p";  // 2p and 5p: three dora -> 6 han, a haneman
  const hand::HandScore six = score_at_table(ema2016(), dora, TableState{}, Seat(1), true, true);
  CHECK(six.han == 6);
  CHECK_FALSE(check_entered({.tiles = dora, .han = 6, .fu = 70}, six));
}

}  // namespace tenbou
