#include "hand/reading_score.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include <nlohmann/json.hpp>

namespace tenbou::hand {
namespace {

/// The yakuhai of a triplet of honour `t`: as a dragon, as the seat wind, as the round wind.
constexpr std::array<std::string_view, 3> kDragonTriplet = {"Dragon triplet: White dragon", "Dragon triplet: Green dragon",
                                                            "Dragon triplet: Red dragon"};
constexpr std::array<std::string_view, 4> kSeatWindTriplet = {"Seat wind triplet: East", "Seat wind triplet: South",
                                                              "Seat wind triplet: West", "Seat wind triplet: North"};
constexpr std::array<std::string_view, 4> kRoundWindTriplet = {"Round wind triplet: East", "Round wind triplet: South",
                                                               "Round wind triplet: West", "Round wind triplet: North"};

/// The fu reason of a triplet or kan, by [open][kan][terminal or honour][completed by the discard].
constexpr std::string_view kSetReasons[2][2][2][2] = {
    {{{"closed triplet of simples", ""}, {"closed triplet of terminals or honours", ""}},
     {{"closed kan of simples", ""}, {"closed kan of terminals or honours", ""}}},
    {{{"open triplet of simples", "triplet of simples completed by the discard"},
      {"open triplet of terminals or honours", "triplet of terminals or honours completed by the discard"}},
     {{"open kan of simples", ""}, {"open kan of terminals or honours", ""}}}};

using YakuList = FixedList<Yaku, 28>;

constexpr bool green(Tile t) { return t == 19 || t == 20 || t == 21 || t == 23 || t == 25 || t == 32; }

/// A set of tile kinds as a mask: bit t for kind t.
using Kinds = std::uint64_t;

constexpr Kinds kind(int t) { return Kinds{1} << t; }

template <class Test>
constexpr Kinds kinds_where(Test test) {
  Kinds kinds = 0;
  for (Tile t = 0; t < kTileKinds; ++t)
    if (test(t)) kinds |= kind(t);
  return kinds;
}

constexpr Kinds kHonours = kinds_where(is_honour), kTerminals = kinds_where(is_terminal), kGreen = kinds_where(green);
constexpr Kinds kSuit = 0x1FF;  ///< the kinds of the characters; of another suit shifted by 9 per suit

/// The yaku that depend on the tiles alone, in any shape: all simples, flushes, all terminals and honours.
void tile_yaku(const HandFacts& c, YakuList& yaku) {
  if (!c.terminals && !c.honours && (c.closed || c.rules.open_tanyao)) yaku.push_back({"All simples (tanyao)", 1});
  if (c.suit >= 0 && c.honours) yaku.push_back({"Half flush (honitsu)", c.closed ? 3 : 2});
  if (c.suit >= 0 && !c.honours) yaku.push_back({"Full flush (chinitsu)", c.closed ? 6 : 5});
  if (!c.simples && c.honours && c.terminals) yaku.push_back({"All terminals and honours (honroutou)", 2});
}

/// The yaku the table gives: riichi, ippatsu, the last tile, a kan's replacement tile, a robbed kan.
void situation_yaku(const HandFacts& c, YakuList& yaku) {
  const WinFlags& f = c.hand.flags;
  if (f.double_riichi) yaku.push_back({"Double riichi", 2});
  else if (f.riichi) yaku.push_back({"Riichi", 1});
  if (f.ippatsu) yaku.push_back({"Ippatsu", 1});
  if (c.closed && c.hand.tsumo) yaku.push_back({"Fully concealed hand (menzen tsumo)", 1});
  if (f.haitei) yaku.push_back({"Last tile from the wall (haitei)", 1});
  if (f.houtei) yaku.push_back({"Last discard (houtei)", 1});
  if (f.rinshan) yaku.push_back({"After a kan (rinshan kaihou)", 1});
  if (f.chankan) yaku.push_back({"Robbing a kan (chankan)", 1});
}

/// The yakuman of the table: a dealer's win on the first draw, a non-dealer's.
void situation_yakuman(const HandFacts& c, YakuList& yaku) {
  if (c.hand.flags.tenhou) yaku.push_back({"Blessing of heaven (tenhou)", 0, 1});
  if (c.hand.flags.chiihou) yaku.push_back({"Blessing of earth (chiihou)", 0, 1});
  if (c.hand.flags.renhou && c.rules.renhou == RenhouValue::Yakuman) yaku.push_back({"Blessing of man (renhou)", 0, 1});
}

/// The yakuman of one reading of four sets and a pair.
void standard_yakuman(const HandFacts& c, const Reading& r, YakuList& yaku) {
  int dragons = 0, winds = 0, concealed_triplets = 0, kans = 0;
  bool wind_pair = false;
  for (const Group& g : r.groups) {
    if (g.kind == Group::Triplet) {
      dragons += is_dragon(g.first);
      winds += is_wind(g.first);
      concealed_triplets += !g.open;
      kans += g.kan;
    }
    if (g.kind == Group::Pair) wind_pair = is_wind(g.first);
  }
  if (concealed_triplets == 4) yaku.push_back({"Four concealed triplets (suuankou)", 0, 1});
  if (dragons == 3) yaku.push_back({"Big three dragons (daisangen)", 0, 1});
  if (winds == 4) yaku.push_back({"Big four winds (daisuushii)", 0, c.rules.double_yakuman ? 2 : 1});
  if (winds == 3 && wind_pair) yaku.push_back({"Little four winds (shousuushii)", 0, 1});
  if (!c.simples && !c.terminals) yaku.push_back({"All honours (tsuuiisou)", 0, 1});
  if (!c.simples && !c.honours) yaku.push_back({"All terminals (chinroutou)", 0, 1});
  if (c.green) yaku.push_back({"All green (ryuuiisou)", 0, 1});
  if (kans == 4) yaku.push_back({"Four kans (suukantsu)", 0, 1});
  if (c.nine_gates) yaku.push_back({"Nine gates (chuuren poutou)", 0, 1});
}

/// The runs and triplets of a reading as masks of their lowest tiles, to find yaku of several sets at once.
struct SetShapes {
  std::uint32_t runs = 0;      ///< bit t: a run from t
  std::uint64_t triplets = 0;  ///< bit t: a triplet (kan) of t

  /// Runs from the same number in the three suits (sanshoku doujun).
  bool mixed_triple_run() const { return runs & runs >> 9 & runs >> 18 & 0x7F; }
  /// Runs from 1, 4 and 7 of `suit` (ittsu).
  bool pure_straight(int suit) const { return (runs >> 9 * suit & 0b1001001) == 0b1001001; }
  /// The numbers with a triplet in each of the three suits (sanshoku doukou), as a mask.
  std::uint64_t triple_triplets() const { return triplets & triplets >> 9 & triplets >> 18 & 0x1FF; }
};

/// The yaku of one reading of four sets and a pair (not yakuman); whether pinfu is among them.
bool standard_yaku(const HandFacts& c, const Reading& r, YakuList& yaku) {
  SetShapes shapes;
  FixedList<Tile, 4> runs;
  int triplets = 0, concealed = 0, kans = 0, dragon_triplets = 0;
  Tile pair = 0;
  bool outside = true;
  for (const Group& g : r.groups) {
    if (g.kind == Group::Run) {
      runs.push_back(g.first);
      shapes.runs |= std::uint32_t{1} << g.first;
    }
    if (g.kind == Group::Triplet) {
      ++triplets;
      shapes.triplets |= std::uint64_t{1} << g.first;
      concealed += !g.open;
      kans += g.kan;
      dragon_triplets += is_dragon(g.first);
    }
    if (g.kind == Group::Pair) pair = g.first;
    outside = outside && g.terminal_or_honour();
  }
  const auto yakuhai_tile = [&](Tile t) { return is_dragon(t) || t == c.seat_wind || t == c.round_wind; };
  const bool pinfu = c.closed && runs.size() == 4 && !yakuhai_tile(pair) && r.wait == Wait::TwoSided;
  if (pinfu) yaku.push_back({"Pinfu", 1});
  if (c.closed) {
    int equal_pairs = 0;
    unsigned used = 0;  // bit i: run i is in a pair
    for (std::size_t i = 0; i < runs.size(); ++i)
      for (std::size_t j = i + 1; j < runs.size(); ++j)
        if (!(used >> i & 1) && !(used >> j & 1) && runs[i] == runs[j]) {
          used |= 1u << i | 1u << j;
          ++equal_pairs;
        }
    if (equal_pairs == 2) yaku.push_back({"Twice pure double run (ryanpeikou)", 3});
    if (equal_pairs == 1) yaku.push_back({"Pure double run (iipeikou)", 1});
  }
  for (const Group& t : r.groups) {
    if (t.kind != Group::Triplet) continue;
    if (is_dragon(t.first)) yaku.push_back({kDragonTriplet[static_cast<std::size_t>(t.first - kWhite)], 1});
    if (t.first == c.seat_wind) yaku.push_back({kSeatWindTriplet[static_cast<std::size_t>(t.first - kEast)], 1});
    if (t.first == c.round_wind) yaku.push_back({kRoundWindTriplet[static_cast<std::size_t>(t.first - kEast)], 1});
  }
  if (shapes.mixed_triple_run()) yaku.push_back({"Mixed triple run (sanshoku doujun)", c.closed ? 2 : 1});
  for (int suit = 0; suit < 3; ++suit)
    if (shapes.pure_straight(suit)) yaku.push_back({"Pure straight (ittsu)", c.closed ? 2 : 1});
  for (std::uint64_t n = shapes.triple_triplets(); n != 0; n &= n - 1) yaku.push_back({"Triple triplets (sanshoku doukou)", 2});
  if (triplets == 4) yaku.push_back({"All triplets (toitoi)", 2});
  if (concealed == 3) yaku.push_back({"Three concealed triplets (sanankou)", 2});
  if (kans == 3) yaku.push_back({"Three kans (sankantsu)", 2});
  if (dragon_triplets == 2 && is_dragon(pair)) yaku.push_back({"Little three dragons (shousangen)", 2});
  if (outside && !runs.empty())
    yaku.push_back(c.honours ? Yaku{"Half outside hand (chanta)", c.closed ? 2 : 1}
                             : Yaku{"Fully outside hand (junchan)", c.closed ? 3 : 2});
  tile_yaku(c, yaku);
  return pinfu;
}

/// The fu of one reading of four sets and a pair, each part with its reason.
void standard_fu(const HandFacts& c, const Reading& r, bool pinfu, FixedList<FuPart, 9>& parts) {
  if (pinfu && c.hand.tsumo) {
    parts.push_back({"pinfu tsumo", 20});
    return;
  }
  parts.push_back({"winning", 20});
  if (c.closed && !c.hand.tsumo) parts.push_back({"closed ron", 10});
  if (c.hand.tsumo) parts.push_back({c.hand.flags.rinshan ? std::string_view("tsumo (on the replacement tile too)") : "tsumo", 2});
  if (r.wait == Wait::Closed) parts.push_back({"closed wait (kanchan)", 2});
  if (r.wait == Wait::Edge) parts.push_back({"edge wait (penchan)", 2});
  if (r.wait == Wait::Pair) parts.push_back({"pair wait (tanki)", 2});
  for (const Group& g : r.groups) {
    const Tile t = g.first;
    if (g.kind == Group::Pair) {
      if (is_dragon(t)) parts.push_back({"pair of dragons", 2, t});
      if (t == c.seat_wind && t == c.round_wind)
        parts.push_back({"pair of the seat and round wind", c.rules.double_wind_pair_fu, t});
      else if (t == c.seat_wind) parts.push_back({"pair of the seat wind", 2, t});
      else if (t == c.round_wind) parts.push_back({"pair of the round wind", 2, t});
    }
    if (g.kind != Group::Triplet) continue;
    const bool outer = is_terminal_or_honour(t);
    const int fu = (g.kan ? 8 : 2) * (g.open ? 1 : 2) * (outer ? 2 : 1);
    parts.push_back({kSetReasons[g.open][g.kan][outer][g.open && !g.called && !g.kan], fu, t});
  }
  int total = 0;
  for (const FuPart& p : parts) total += p.fu;
  if (total == 20 && !c.hand.tsumo) parts.push_back({"open hand of pinfu shape won on a discard", 10});
}

/// Adds up the han and the yakuman of `s.yaku` (yakuman only, or no yakuman): the yakuman add up where the
/// ruleset stacks them, else the hand counts its largest; at most the ruleset's maximum either way.
void add_up_yaku(const HandFacts& c, HandScore& s) {
  for (const Yaku& y : s.yaku) {
    s.han += y.han;
    s.yakuman = c.rules.stacked_yakuman ? s.yakuman + y.yakuman : std::max(s.yakuman, y.yakuman);
  }
  s.yakuman = std::min(s.yakuman, c.rules.yakuman_maximum);
}

/// Adds up `s.fu_parts`: the fu rounded up to ten, or `fixed` (seven pairs).
void add_up_fu(HandScore& s, int fixed = 0) {
  for (const FuPart& p : s.fu_parts) s.fu_unrounded += p.fu;
  s.fu = fixed ? fixed : (s.fu_unrounded + 9) / 10 * 10;
}

}  // namespace

HandFacts hand_facts(const WinningHand& hand, const HandRules& rules, const TileCounts& concealed) {
  HandFacts c{hand, rules};
  for (const Meld& m : hand.melds) c.closed = c.closed && !m.open();
  c.seat_wind = static_cast<Tile>(kEast + static_cast<int>(hand.seat));
  c.round_wind = static_cast<Tile>(kEast + static_cast<int>(hand.round));
  Kinds held = 0;
  for (Tile t : hand.concealed) held |= kind(t);
  for (const Meld& m : hand.melds) held |= (m.run() ? 7 : 1) * kind(m.first);
  c.honours = held & kHonours;
  c.terminals = held & kTerminals;
  c.simples = held & ~(kHonours | kTerminals);
  c.green = !(held & ~kGreen);
  int suits = 0;
  for (int suit = 0; suit < 3; ++suit)
    if (held & kSuit << 9 * suit) {
      ++suits;
      c.suit = suit;
    }
  if (suits != 1) c.suit = -1;
  if (c.closed && hand.melds.empty() && c.suit >= 0 && !c.honours) {  // then the concealed tiles are all the tiles
    static constexpr std::array<int, 9> kNine = {3, 1, 1, 1, 1, 1, 1, 1, 3};
    c.nine_gates = true;
    for (int n = 0; n < 9; ++n)
      c.nine_gates = c.nine_gates && concealed[static_cast<std::size_t>(c.suit * 9 + n)] >= kNine[static_cast<std::size_t>(n)];
  }
  return c;
}

void score_standard(const HandFacts& c, const Reading& r, HandScore& s) {
  situation_yakuman(c, s.yaku);
  standard_yakuman(c, r, s.yaku);
  if (s.yaku.empty()) {  // other yaku and fu do not matter to a yakuman
    situation_yaku(c, s.yaku);
    const bool pinfu = standard_yaku(c, r, s.yaku);
    if (!s.yaku.empty()) {
      standard_fu(c, r, pinfu, s.fu_parts);
      add_up_fu(s);
    }
  }
  add_up_yaku(c, s);
}

void score_seven_pairs(const HandFacts& c, HandScore& s) {
  situation_yakuman(c, s.yaku);
  if (!c.simples && !c.terminals) s.yaku.push_back({"All honours (tsuuiisou)", 0, 1});
  if (s.yaku.empty()) {
    situation_yaku(c, s.yaku);
    s.yaku.push_back({"Seven pairs (chiitoitsu)", 2});
    tile_yaku(c, s.yaku);
    s.fu_parts.push_back({"seven pairs", 25});
    add_up_fu(s, 25);
  }
  add_up_yaku(c, s);
}

void score_thirteen_orphans(const HandFacts& c, HandScore& s) {
  situation_yakuman(c, s.yaku);
  s.yaku.push_back({"Thirteen orphans (kokushi musou)", 0, 1});
  add_up_yaku(c, s);
}

}  // namespace tenbou::hand
