// Hands valued from their tiles: worked cases with the source of each expected value (the fu and han rules
// of RULES.md §1, from RCR 2016 §4.1 and the payment table there), every reading of a hand with several, and
// the refusals.

#include <doctest/doctest.h>

#include "hand/hand_score.h"

namespace tenbou::hand {
namespace {

/// A hand written as `tenbou value` takes it.
struct Written {
  std::string tiles, win;
  bool tsumo = false;
  Wind seat = Wind::South, round = Wind::East;
  std::vector<std::string> melds = {};
  WinFlags flags = {};
  std::string dora = "", ura = "";
};

WinningHand hand_of(const Written& w) {
  WinningHand h;
  const TileList tiles = parse_tiles("TILES", w.tiles);
  h.concealed = tiles.tiles;
  h.concealed_red = tiles.red;
  for (const std::string& m : w.melds) h.melds.push_back(parse_meld("--meld", m));
  h.win_tile = parse_tile("--win", w.win);
  h.tsumo = w.tsumo;
  h.seat = w.seat;
  h.round = w.round;
  h.flags = w.flags;
  h.dora_indicators = parse_tiles("--dora", w.dora).tiles;
  h.ura_indicators = parse_tiles("--ura", w.ura).tiles;
  return h;
}

HandScore score(const Written& w, const HandRules& rules = {}) { return evaluate(hand_of(w), rules); }

bool has_yaku(const HandScore& s, const std::string& start) {
  for (const Yaku& y : s.yaku)
    if (y.name.rfind(start, 0) == 0) return true;
  return false;
}

std::string refusal(const Written& w, const HandRules& rules = {}) {
  try {
    score(w, rules);
  } catch (const Error& e) {
    return e.message;
  }
  return "(accepted)";
}

}  // namespace

TEST_CASE("mpsz notation: tiles, red fives, and the position of a bad character") {
  const TileList list = parse_tiles("TILES", "123m05p7z");
  REQUIRE(list.tiles.size() == 6);
  CHECK(tile_name(list.tiles[0]) == "1m");
  CHECK(tile_name(list.tiles[3]) == "5p");  // 0p is a red five
  CHECK(list.red == 1);
  CHECK(tile_name(list.tiles[5]) == "7z");
  CHECK(tile_name(dora_of(parse_tile("x", "9s"))) == "1s");
  CHECK(tile_name(dora_of(parse_tile("x", "4z"))) == "1z");  // North -> East
  CHECK(tile_name(dora_of(parse_tile("x", "7z"))) == "5z");  // Red -> White
  const auto message = [](std::string_view text) {
    try {
      parse_tiles("TILES", text);
    } catch (const NotationError& e) {
      return e.message;
    }
    return std::string("(accepted)");
  };
  CHECK(message("123x").find("'x' is not a number or a suit at position 4") != std::string::npos);
  CHECK(message("123").find("the numbers have no suit after them at position 1") != std::string::npos);
  CHECK(message("8z").find("honours are 1z to 7z at position 1") != std::string::npos);
  CHECK(message("m").find("follows no number at position 1") != std::string::npos);
  CHECK(parse_meld("--meld", "chi:354m").first == parse_tile("x", "3m"));
  CHECK_THROWS_AS(parse_meld("--meld", "chi:135m"), NotationError);
  CHECK_THROWS_AS(parse_meld("--meld", "pon:777z7z"), NotationError);
  CHECK_THROWS_AS(parse_meld("--meld", "kan:7777z"), NotationError);
}

TEST_CASE("fu: each part with its reason, and the rulings that cause disputes") {
  // Closed pinfu tsumo: 20 fu, no tsumo fu (RULES.md §1: 20 fu exists only as closed pinfu tsumo).
  HandScore s = score({.tiles = "123m456p789s23455s", .win = "2s", .tsumo = true});
  CHECK(s.fu == 20);
  CHECK(has_yaku(s, "Pinfu"));
  CHECK(has_yaku(s, "Fully concealed"));
  CHECK(s.han == 2);
  // The same hand on a discard: 30 fu (closed ron 10), pinfu 1 han.
  s = score({.tiles = "123m456p789s23455s", .win = "2s"});
  CHECK(s.fu == 30);
  CHECK(s.han == 1);
  // An open hand of pinfu shape on a discard: 20 fu become 30 (RULES.md §1, standard practice).
  s = score({.tiles = "456m456p22s678s", .win = "8s", .melds = {"chi:234p"}});
  CHECK(s.fu == 30);
  CHECK(s.fu_parts.back().reason == "open hand of pinfu shape won on a discard");
  CHECK(has_yaku(s, "All simples"));  // open tanyao, EMA 2016
  // Seven pairs: a fixed 25 fu, no rounding.
  s = score({.tiles = "1122m3344p5566s77z", .win = "7z", .flags = {.riichi = true}});
  CHECK(s.fu == 25);
  CHECK(s.han == 3);
  // The double-wind pair: East seat in the East round, 4 fu by default.
  s = score({.tiles = "123m456p789s234s11z", .win = "1z", .seat = Wind::East, .flags = {.riichi = true}});
  CHECK(s.fu_unrounded == 20 + 10 + 2 + 4);
  CHECK(s.fu == 40);
  CHECK(score({.tiles = "123m456p789s234s11z", .win = "1z", .seat = Wind::East, .flags = {.riichi = true}},
              {.double_wind_pair_fu = 2})
            .fu == 40);  // 34 rounds to 40 either way
  // Rinshan tsumo keeps its 2 tsumo fu; a closed kan of terminals is 32.
  s = score({.tiles = "234m567p55s678s", .win = "8s", .tsumo = true, .melds = {"ankan:9999m"}, .flags = {.rinshan = true}});
  CHECK(s.fu_unrounded == 20 + 2 + 32);
  CHECK(s.fu == 60);
  CHECK(has_yaku(s, "After a kan"));
  CHECK(has_yaku(s, "Fully concealed"));  // a closed kan keeps the hand concealed
}

TEST_CASE("the reading that pays most counts: 111222333m as triplets or as runs, 45666 won on 6") {
  // As runs: riichi + pure double run, edge wait on 3m: 2 han 40 fu (2,600) beats triplets 1 han 50 fu (1,600).
  HandScore s = score({.tiles = "111222333m789p55s", .win = "3m", .flags = {.riichi = true}});
  CHECK(s.han == 2);
  CHECK(s.fu == 40);
  CHECK(has_yaku(s, "Pure double run"));
  // On tsumo the triplets are all concealed: three concealed triplets (2) + tsumo + riichi = 4 han 50 fu
  // (mangan) beats riichi + tsumo + pure double run, 3 han.
  s = score({.tiles = "111222333m789p55s", .win = "3m", .tsumo = true, .flags = {.riichi = true}});
  CHECK(has_yaku(s, "Three concealed triplets"));
  CHECK(s.han == 4);
  // 45666m + 123p 789s 11z... won on 6m: a two-sided wait in 456 or a pair wait on 66; both 40 fu here.
  s = score({.tiles = "45666m123p789s111z", .win = "6m", .seat = Wind::East, .flags = {.riichi = true}});
  CHECK(s.han == 3);  // riichi, East triplet as seat wind and as round wind
  CHECK(s.fu == 40);  // 20 + 10 closed ron + 8 closed East triplet (+2 pair wait in the other reading) = 38 or 40
}

TEST_CASE("yaku by shape and by tiles, open and closed values") {
  CHECK(has_yaku(score({.tiles = "123456789m123p55s", .win = "9m", .flags = {.riichi = true}}), "Pure straight"));
  HandScore s = score({.tiles = "123456789m55s", .win = "9m", .melds = {"chi:123p"}});
  CHECK(s.han == 1);  // open pure straight
  s = score({.tiles = "123m123p123s789m55z", .win = "5z", .flags = {.riichi = true}});
  CHECK(has_yaku(s, "Mixed triple run"));
  s = score({.tiles = "1112345678999m5m", .win = "5m"});
  CHECK(s.yakuman == 1);
  CHECK(has_yaku(s, "Nine gates"));
  s = score({.tiles = "22334466888s", .win = "8s", .melds = {"pon:666z"}});
  CHECK(s.yakuman == 1);
  CHECK(has_yaku(s, "All green"));
  s = score({.tiles = "555666777z111z22z", .win = "2z", .tsumo = true});
  CHECK(s.yakuman == 1);  // big three dragons and four concealed triplets: one yakuman at most (EMA 2016)
  // Several yakuman add up only where a ruleset stacks them (none of the EMA texts: RULES.md §1), within the
  // maximum; the yakuman maximum alone does not stack them.
  CHECK(score({.tiles = "555666777z111z22z", .win = "2z", .tsumo = true}, {.yakuman_maximum = 2}).yakuman == 1);
  CHECK(score({.tiles = "555666777z111z22z", .win = "2z", .tsumo = true}, {.yakuman_maximum = 2, .stacked_yakuman = true})
            .yakuman == 2);
  CHECK(score({.tiles = "555666777z111z22z", .win = "2z", .tsumo = true}, {.yakuman_maximum = 6, .stacked_yakuman = true})
            .yakuman == 3);  // with all honours
  // Big four winds is a double yakuman where the ruleset says so (EMA 2008/2012, RULES.md §1: "Daisuushii is the
  // only possible double yakuman"), and the hand counts it alone, not with its four concealed triplets.
  s = score({.tiles = "111222333444z55m", .win = "5m", .tsumo = true}, {.yakuman_maximum = 2, .double_yakuman = true});
  CHECK(s.yakuman == 2);
  CHECK(has_yaku(s, "Big four winds"));
  CHECK(has_yaku(s, "Four concealed triplets"));
  CHECK(score({.tiles = "111222333444z55m", .win = "5m", .tsumo = true}).yakuman == 1);  // EMA 2016: single
  // Where readings pay the same, the one listing more yaku is shown: tenhou with four concealed triplets (the
  // hand 111 222 333m 44m 555z as triplets), not tenhou alone (as three runs).
  s = score({.tiles = "11122233344m555z", .win = "2m", .tsumo = true, .seat = Wind::East, .flags = {.tenhou = true}});
  CHECK(s.yakuman == 1);
  CHECK(has_yaku(s, "Four concealed triplets"));
  s = score({.tiles = "111m999p11z", .win = "1z", .melds = {"pon:999s", "pon:777z"}});
  CHECK(has_yaku(s, "All terminals and honours"));
  CHECK(has_yaku(s, "All triplets"));
  s = score({.tiles = "234567m22p", .win = "7m", .melds = {"chi:345m", "chi:678m"}});
  CHECK_FALSE(has_yaku(s, "Half flush"));
  CHECK(score({.tiles = "234567m22m", .win = "7m", .melds = {"chi:345m", "chi:678m"}}).han == 6);  // open full flush 5, all simples 1
  CHECK(refusal({.tiles = "234567m22p", .win = "7m", .melds = {"chi:345m", "chi:678m"}}, {.open_tanyao = false})
            .find("no yaku") != std::string::npos);
}

TEST_CASE("dora are counted but are not yaku; ura dora only with riichi") {
  HandScore s = score({.tiles = "234m567p55s678s", .win = "8s", .melds = {"chi:234s"}, .dora = "1s", .ura = "4p"});
  CHECK(s.dora == 1);  // the 2s of the called run
  CHECK(s.ura == 0);
  REQUIRE_FALSE(s.notes.empty());
  CHECK(refusal({.tiles = "234m567p55s678s", .win = "8s", .melds = {"chi:123s"}, .dora = "1s"}).find("no yaku") !=
        std::string::npos);
  s = score({.tiles = "234m567p55s678s234s", .win = "8s", .flags = {.riichi = true}, .dora = "1s", .ura = "4p"});
  CHECK(s.ura == 1);
}

TEST_CASE("refusals name the problem") {
  const auto refused = [](const Written& w, const std::string& words) {
    const std::string message = refusal(w);
    CHECK_MESSAGE(message.find(words) != std::string::npos, words << ": " << message);
  };
  refused({.tiles = "123m456p789s2345s", .win = "1s"}, "wrong tile count: 13 concealed tiles");
  refused({.tiles = "11112m456p789s556s", .win = "2m"}, "not a winning hand");
  refused({.tiles = "123m456p789s23455s", .win = "9p"}, "the winning tile 9p is not among the concealed tiles");
  refused({.tiles = "11m456p789s234s", .win = "1m", .melds = {"ankan:1111m"}}, "a fifth copy of 1m");
  // The indicators are tiles of the same set: three 5m in the hand and two 5m shown are five.
  refused({.tiles = "123m555m678p345s99s", .win = "9s", .flags = {.riichi = true}, .dora = "5m", .ura = "5m"},
          "a fifth copy of 5m: the hand holds 3 and the indicators show 2");
  refused({.tiles = "123m456p789s23455s", .win = "2s", .melds = {}, .flags = {.ippatsu = true}}, "ippatsu without riichi");
  refused({.tiles = "456p789s23455s", .win = "2s", .melds = {"chi:123m"}, .flags = {.riichi = true}}, "riichi needs a concealed hand");
  refused({.tiles = "123m456p789s23455s", .win = "2s", .flags = {.rinshan = true}}, "rinshan is won by tsumo");
  refused({.tiles = "123m456p789s23455s", .win = "2s", .tsumo = true, .flags = {.houtei = true}}, "houtei is won on a discard");
  refused({.tiles = "123m456p789s23455s", .win = "2s", .tsumo = true, .flags = {.rinshan = true, .haitei = true}},
          "haitei and rinshan together");
  refused({.tiles = "123m456p789s23455s", .win = "2s", .tsumo = true, .seat = Wind::South, .flags = {.tenhou = true}},
          "tenhou is the dealer's");
  refused({.tiles = "123m456p789s23455s", .win = "2s", .seat = Wind::East, .flags = {.renhou = true}},
          "renhou is a non-dealer's");
  refused({.tiles = "123m456p789s234055s", .win = "1s"}, "");
  CHECK(refusal({.tiles = "123m456p789s23405s", .win = "2s"}).find("red five") != std::string::npos);
  CHECK(refusal({.tiles = "123m456p789s23405s", .win = "2s"}, {.red_fives = true}) == "(accepted)");
}

TEST_CASE("renhou is a mangan under EMA 2016 and a yakuman where the ruleset says so") {
  const Written w{.tiles = "123m456p789s23455s", .win = "2s", .flags = {.renhou = true}};
  HandScore s = score(w);
  CHECK(s.mangan_by_rule);
  CHECK(s.han == 5);
  CHECK(score(w, {.renhou = RenhouValue::Yakuman}).yakuman == 1);
  // A renhou with no other yaku (a plain closed kanchan ron, the usual case) is still a mangan.
  s = score({.tiles = "123m456p789s23499s", .win = "3s", .flags = {.renhou = true}});
  CHECK(s.mangan_by_rule);
  // Worth more without it: nine gates stays a yakuman.
  s = score({.tiles = "11123455678999m", .win = "2m", .flags = {.renhou = true}});
  CHECK_FALSE(s.mangan_by_rule);
  CHECK(s.yakuman == 1);  // nine gates, in fact
  CHECK(refusal({.tiles = "123m456p789s23499s", .win = "3s", .flags = {.riichi = true, .renhou = true}}).find("riichi with") !=
        std::string::npos);
}

TEST_CASE("rinshan needs a kan, and a kan ends ippatsu") {
  CHECK(refusal({.tiles = "123m456p789s23455s", .win = "2s", .tsumo = true, .flags = {.rinshan = true}})
            .find("rinshan needs a kan") != std::string::npos);
  CHECK(refusal({.tiles = "234m567p345s88s", .win = "8s", .tsumo = true, .melds = {"ankan:1111z"},
                 .flags = {.riichi = true, .ippatsu = true, .rinshan = true}})
            .find("ippatsu and rinshan together") != std::string::npos);
  const HandScore s = score({.tiles = "555666777z111z22z", .win = "2z", .tsumo = true});
  CHECK(s.fu == 0);  // fu do not matter to a yakuman
  CHECK(s.fu_parts.empty());
}

}  // namespace tenbou::hand
