#include "hand/hand_score.h"

#include <algorithm>
#include <array>
#include <optional>

#include "hand/readings.h"

namespace tenbou::hand {
namespace {

HandError refused(const std::string& why) { return HandError{why}; }

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

/// What every reading of one hand shares: the hand, its rules and its tiles.
struct Context {
  const WinningHand& hand;
  const HandRules& rules;
  TileCounts all{};  ///< every tile of the hand, melds included (a kan as three)
  bool closed = true;
  Tile seat_wind = kEast, round_wind = kEast;
};

template <class Test>
bool all_of_tiles(const Context& c, Test test) {
  for (Tile t = 0; t < kTileKinds; ++t)
    if (c.all[t] > 0 && !test(t)) return false;
  return true;
}

/// One suit with or without honours: the suit (0-2), or -1 when there are two suits or none.
int single_suit(const Context& c) {
  int suit = -1;
  for (Tile t = 0; t < 27; ++t)
    if (c.all[t] > 0) {
      if (suit >= 0 && suit != suit_of(t)) return -1;
      suit = suit_of(t);
    }
  return suit;
}

bool has_honours(const Context& c) {
  for (Tile t = kEast; t < kTileKinds; ++t)
    if (c.all[t] > 0) return true;
  return false;
}

/// The yaku that depend on the tiles alone, in any shape: all simples, flushes, all terminals and honours.
void tile_yaku(const Context& c, std::vector<Yaku>& yaku) {
  if (all_of_tiles(c, [](Tile t) { return !is_terminal_or_honour(t); }) && (c.closed || c.rules.open_tanyao))
    yaku.push_back({"All simples (tanyao)", 1});
  const int suit = single_suit(c);
  if (suit >= 0 && has_honours(c)) yaku.push_back({"Half flush (honitsu)", c.closed ? 3 : 2});
  if (suit >= 0 && !has_honours(c)) yaku.push_back({"Full flush (chinitsu)", c.closed ? 6 : 5});
  if (all_of_tiles(c, is_terminal_or_honour) && has_honours(c) && !all_of_tiles(c, is_honour))
    yaku.push_back({"All terminals and honours (honroutou)", 2});
}

/// The yaku the table gives: riichi, ippatsu, the last tile, a kan's replacement tile, a robbed kan.
void situation_yaku(const Context& c, std::vector<Yaku>& yaku) {
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
void situation_yakuman(const Context& c, std::vector<Yaku>& yaku) {
  if (c.hand.flags.tenhou) yaku.push_back({"Blessing of heaven (tenhou)", 0, 1});
  if (c.hand.flags.chiihou) yaku.push_back({"Blessing of earth (chiihou)", 0, 1});
  if (c.hand.flags.renhou && c.rules.renhou == RenhouValue::Yakuman) yaku.push_back({"Blessing of man (renhou)", 0, 1});
}

bool green(Tile t) { return t == 19 || t == 20 || t == 21 || t == 23 || t == 25 || t == 32; }

/// The yakuman of one reading of four sets and a pair.
void standard_yakuman(const Context& c, const Reading& r, std::vector<Yaku>& yaku) {
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
  if (winds == 4) yaku.push_back({"Big four winds (daisuushii)", 0, 1});
  if (winds == 3 && wind_pair) yaku.push_back({"Little four winds (shousuushii)", 0, 1});
  if (all_of_tiles(c, is_honour)) yaku.push_back({"All honours (tsuuiisou)", 0, 1});
  if (all_of_tiles(c, is_terminal)) yaku.push_back({"All terminals (chinroutou)", 0, 1});
  if (all_of_tiles(c, green)) yaku.push_back({"All green (ryuuiisou)", 0, 1});
  if (kans == 4) yaku.push_back({"Four kans (suukantsu)", 0, 1});
  const int suit = single_suit(c);
  if (c.closed && c.hand.melds.empty() && suit >= 0 && !has_honours(c)) {
    static constexpr std::array<int, 9> kNine = {3, 1, 1, 1, 1, 1, 1, 1, 3};
    bool nine_gates = true;
    for (int n = 0; n < 9; ++n) nine_gates = nine_gates && c.all[static_cast<std::size_t>(suit * 9 + n)] >= kNine[static_cast<std::size_t>(n)];
    if (nine_gates) yaku.push_back({"Nine gates (chuuren poutou)", 0, 1});
  }
}

/// The yaku of one reading of four sets and a pair (not yakuman).
void standard_yaku(const Context& c, const Reading& r, std::vector<Yaku>& yaku) {
  std::vector<Group> runs, triplets;
  const Group* pair = nullptr;
  for (const Group& g : r.groups) {
    if (g.kind == Group::Run) runs.push_back(g);
    if (g.kind == Group::Triplet) triplets.push_back(g);
    if (g.kind == Group::Pair) pair = &g;
  }
  const auto yakuhai_tile = [&](Tile t) { return is_dragon(t) || t == c.seat_wind || t == c.round_wind; };
  if (c.closed && runs.size() == 4 && !yakuhai_tile(pair->first) && r.wait == Wait::TwoSided)
    yaku.push_back({"Pinfu", 1});
  if (c.closed) {
    int equal_pairs = 0;
    std::vector<bool> used(runs.size(), false);
    for (std::size_t i = 0; i < runs.size(); ++i)
      for (std::size_t j = i + 1; j < runs.size(); ++j)
        if (!used[i] && !used[j] && runs[i].first == runs[j].first) {
          used[i] = used[j] = true;
          ++equal_pairs;
        }
    if (equal_pairs == 2) yaku.push_back({"Twice pure double run (ryanpeikou)", 3});
    if (equal_pairs == 1) yaku.push_back({"Pure double run (iipeikou)", 1});
  }
  for (const Group& t : triplets) {
    if (is_dragon(t.first)) yaku.push_back({kDragonTriplet[static_cast<std::size_t>(t.first - kWhite)], 1});
    if (t.first == c.seat_wind) yaku.push_back({kSeatWindTriplet[static_cast<std::size_t>(t.first - kEast)], 1});
    if (t.first == c.round_wind) yaku.push_back({kRoundWindTriplet[static_cast<std::size_t>(t.first - kEast)], 1});
  }
  const auto has_run = [&](Tile t) { return std::any_of(runs.begin(), runs.end(), [&](const Group& g) { return g.first == t; }); };
  const auto has_triplet = [&](Tile t) {
    return std::any_of(triplets.begin(), triplets.end(), [&](const Group& g) { return g.first == t; });
  };
  for (Tile n = 0; n < 7; ++n)
    if (has_run(n) && has_run(static_cast<Tile>(n + 9)) && has_run(static_cast<Tile>(n + 18))) {
      yaku.push_back({"Mixed triple run (sanshoku doujun)", c.closed ? 2 : 1});
      break;
    }
  for (Tile s = 0; s < 27; s += 9)
    if (has_run(s) && has_run(static_cast<Tile>(s + 3)) && has_run(static_cast<Tile>(s + 6)))
      yaku.push_back({"Pure straight (ittsu)", c.closed ? 2 : 1});
  for (Tile n = 0; n < 9; ++n)
    if (has_triplet(n) && has_triplet(static_cast<Tile>(n + 9)) && has_triplet(static_cast<Tile>(n + 18)))
      yaku.push_back({"Triple triplets (sanshoku doukou)", 2});
  if (triplets.size() == 4) yaku.push_back({"All triplets (toitoi)", 2});
  const auto concealed = std::count_if(triplets.begin(), triplets.end(), [](const Group& g) { return !g.open; });
  if (concealed == 3) yaku.push_back({"Three concealed triplets (sanankou)", 2});
  if (std::count_if(triplets.begin(), triplets.end(), [](const Group& g) { return g.kan; }) == 3)
    yaku.push_back({"Three kans (sankantsu)", 2});
  const auto dragon_triplets = std::count_if(triplets.begin(), triplets.end(), [](const Group& g) { return is_dragon(g.first); });
  if (dragon_triplets == 2 && is_dragon(pair->first)) yaku.push_back({"Little three dragons (shousangen)", 2});
  const bool outside = std::all_of(r.groups.begin(), r.groups.end(), [](const Group& g) { return g.terminal_or_honour(); });
  if (outside && !runs.empty())
    yaku.push_back(has_honours(c) ? Yaku{"Half outside hand (chanta)", c.closed ? 2 : 1}
                                  : Yaku{"Fully outside hand (junchan)", c.closed ? 3 : 2});
  tile_yaku(c, yaku);
}

/// The fu of one reading of four sets and a pair, each part with its reason.
std::vector<FuPart> standard_fu(const Context& c, const Reading& r, bool pinfu) {
  if (pinfu && c.hand.tsumo) return {{"pinfu tsumo", 20}};
  std::vector<FuPart> parts;
  parts.reserve(10);
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
  return parts;
}

/// The value of one reading, to keep the one paying most: base points as the limits cap them.
long long comparable_base(const HandScore& s) {
  if (s.yakuman > 0) return 8000LL * s.yakuman;
  if (s.mangan_by_rule || s.han == 5) return 2000;
  if (s.han >= 11) return 6000;
  if (s.han >= 8) return 4000;
  if (s.han >= 6) return 3000;
  return std::min(2000LL, static_cast<long long>(s.fu) << (2 + s.han));
}

bool better(const HandScore& a, const HandScore& b) {
  const long long x = comparable_base(a), y = comparable_base(b);
  if (x != y) return x > y;
  if (a.han != b.han) return a.han > b.han;
  return a.fu > b.fu;
}

/// Adds up a reading's yaku and fu into a score (dora, ura dora and red fives after).
HandScore scored(const Context& c, std::vector<Yaku> yaku, std::vector<FuPart> fu_parts, bool seven_pairs) {
  HandScore s;
  const bool yakuman = std::any_of(yaku.begin(), yaku.end(), [](const Yaku& y) { return y.yakuman > 0; });
  if (yakuman) std::erase_if(yaku, [](const Yaku& y) { return y.yakuman == 0; });
  for (const Yaku& y : yaku) {
    s.han += y.han;
    s.yakuman += y.yakuman;
  }
  s.yakuman = std::min(s.yakuman, c.rules.yakuman_maximum);
  s.yaku = std::move(yaku);
  if (yakuman) return s;  // fu do not matter to a yakuman
  s.fu_parts = std::move(fu_parts);
  for (const FuPart& p : s.fu_parts) s.fu_unrounded += p.fu;
  s.fu = seven_pairs ? 25 : (s.fu_unrounded + 9) / 10 * 10;
  return s;
}

}  // namespace

HandScore evaluate(const WinningHand& hand, const HandRules& rules) {
  std::string why;
  std::optional<HandScore> score = try_evaluate(hand, rules, why);
  if (!score) throw refused(why);
  return std::move(*score);
}

std::optional<HandScore> try_evaluate(const WinningHand& hand, const HandRules& rules, std::string& why) {
  const WinFlags& f = hand.flags;
  Context c{hand, rules};
  for (const Meld& m : hand.melds) c.closed = c.closed && !m.open();
  c.seat_wind = static_cast<Tile>(kEast + static_cast<int>(hand.seat));
  c.round_wind = static_cast<Tile>(kEast + static_cast<int>(hand.round));

  // The tiles: counts, copies, the winning tile.
  const int expected = 14 - 3 * static_cast<int>(hand.melds.size());
  if (hand.melds.size() > 4) throw refused("a hand has at most four melds (" + std::to_string(hand.melds.size()) + " given)");
  if (static_cast<int>(hand.concealed.size()) != expected)
    throw refused("wrong tile count: " + std::to_string(hand.concealed.size()) + " concealed tiles with " +
                  std::to_string(hand.melds.size()) + (hand.melds.size() == 1 ? " meld" : " melds") + "; expected " +
                  std::to_string(expected) + " (14, less 3 for each meld, the winning tile included)");
  const TileCounts concealed = count_tiles(hand.concealed);
  TileCounts physical = concealed;
  c.all = concealed;
  for (const Meld& m : hand.melds)
    for (int i = 0; i < m.size(); ++i) {
      const Tile t = static_cast<Tile>(m.run() ? m.first + i : m.first);
      ++physical[t];
      if (i < 3) ++c.all[t];
    }
  for (Tile t = 0; t < kTileKinds; ++t)
    if (physical[t] > 4) throw refused("a fifth copy of " + tile_name(t) + ": the hand holds " + std::to_string(physical[t]));
  if (concealed[hand.win_tile] == 0)
    throw refused("the winning tile " + tile_name(hand.win_tile) + " is not among the concealed tiles (write it with them)");
  int red = hand.concealed_red;
  for (const Meld& m : hand.melds) red += m.red;
  if (!rules.red_fives && red + hand.red_elsewhere > 0)
    throw refused("a red five (written 0) in a ruleset without red fives: write it as a 5");

  // The flags against the hand and each other.
  const bool dealer = hand.seat == Wind::East;
  const auto conflict = [](bool bad, const std::string& why) {
    if (bad) throw refused(why);
  };
  conflict((f.riichi || f.double_riichi) && !c.closed, "riichi needs a concealed hand (a closed kan keeps it concealed)");
  conflict(f.ippatsu && !(f.riichi || f.double_riichi), "ippatsu without riichi");
  for (const auto& [flag, name] : {std::pair{f.rinshan, "rinshan"}, {f.haitei, "haitei"}, {f.tenhou, "tenhou"}, {f.chiihou, "chiihou"}})
    conflict(flag && !hand.tsumo, std::string(name) + " is won by tsumo, not on a discard");
  for (const auto& [flag, name] : {std::pair{f.chankan, "chankan"}, {f.houtei, "houtei"}, {f.renhou, "renhou"}})
    conflict(flag && hand.tsumo, std::string(name) + " is won on a discard (ron), not by tsumo");
  conflict(f.haitei && f.rinshan, "haitei and rinshan together: the replacement tile after a kan is not the last tile");
  conflict(f.houtei && f.chankan, "houtei and chankan together: a robbed kan is not the last discard");
  conflict(f.tenhou && !dealer, "tenhou is the dealer's (seat East)");
  conflict((f.chiihou || f.renhou) && dealer, std::string(f.chiihou ? "chiihou" : "renhou") + " is a non-dealer's, not East's");
  conflict(f.renhou && rules.renhou == RenhouValue::None, "renhou is not a yaku under this ruleset");
  conflict((f.tenhou || f.chiihou || f.renhou) && !hand.melds.empty(), "tenhou, chiihou and renhou are won before any call");
  conflict((f.tenhou || f.chiihou || f.renhou) && (f.riichi || f.double_riichi),
           "riichi with tenhou, chiihou or renhou: they are won before one's first discard");
  const bool has_kan = std::any_of(hand.melds.begin(), hand.melds.end(), [](const Meld& m) { return m.kan(); });
  conflict(f.rinshan && !has_kan, "rinshan needs a kan among the melds (the replacement tile follows a kan)");
  conflict(f.ippatsu && f.rinshan, "ippatsu and rinshan together: a kan, concealed ones too, ends ippatsu");

  // Every reading, each scored with the dora (on a reading with a yaku: dora are not yaku); the best counts.
  const auto count_dora = [&](const std::vector<Tile>& indicators) {
    int n = 0;
    for (Tile i : indicators) n += physical[dora_of(i)];
    return n;
  };
  const bool riichi = f.riichi || f.double_riichi;
  const int dora = count_dora(hand.dora_indicators), ura = riichi ? count_dora(hand.ura_indicators) : 0;
  const int red_han = rules.red_fives ? red : 0;
  bool winning = false;
  std::optional<HandScore> best;
  const auto consider = [&](HandScore s) {
    winning = true;
    if (s.yakuman == 0 && !s.yaku.empty()) {
      s.dora = dora;
      s.ura = ura;
      s.red = red_han;
      s.han += dora + ura + red_han;
      if (dora) s.yaku.push_back({"Dora", dora});
      if (ura) s.yaku.push_back({"Ura dora", ura});
      if (red_han) s.yaku.push_back({"Red fives", red_han});
    }
    // A renhou is a mangan by itself (EMA 2016) unless the hand is worth more without it.
    if (f.renhou && rules.renhou == RenhouValue::Mangan && s.yakuman == 0 && (s.yaku.empty() || comparable_base(s) < 2000))
      s = HandScore{.yaku = {{"Blessing of man (renhou), valued as a mangan", 5}}, .han = 5, .mangan_by_rule = true};
    if (!s.yaku.empty() && (!best || better(s, *best))) best = std::move(s);
  };
  for (const Reading& r : standard_readings(hand, concealed)) {
    std::vector<Yaku> yaku;
    yaku.reserve(8);
    situation_yakuman(c, yaku);
    standard_yakuman(c, r, yaku);
    situation_yaku(c, yaku);
    standard_yaku(c, r, yaku);
    const bool pinfu = std::any_of(yaku.begin(), yaku.end(), [](const Yaku& y) { return y.name == "Pinfu"; });
    consider(scored(c, std::move(yaku), standard_fu(c, r, pinfu), false));
  }
  const bool seven_pairs = hand.melds.empty() &&
                           std::count(concealed.begin(), concealed.end(), 2) == 7;
  if (seven_pairs) {
    std::vector<Yaku> yaku;
    situation_yakuman(c, yaku);
    if (all_of_tiles(c, is_honour)) yaku.push_back({"All honours (tsuuiisou)", 0, 1});
    situation_yaku(c, yaku);
    yaku.push_back({"Seven pairs (chiitoitsu)", 2});
    tile_yaku(c, yaku);
    consider(scored(c, std::move(yaku), {{"seven pairs", 25}}, true));
  }
  int orphans = 0, orphan_pair = 0;
  for (Tile t = 0; t < kTileKinds; ++t)
    if (is_terminal_or_honour(t)) {
      orphans += concealed[t] > 0;
      orphan_pair += concealed[t] == 2;
    }
  if (hand.melds.empty() && orphans == 13 && orphan_pair == 1) {
    std::vector<Yaku> yaku;
    situation_yakuman(c, yaku);
    yaku.push_back({"Thirteen orphans (kokushi musou)", 0, 1});
    consider(scored(c, std::move(yaku), {}, false));
  }
  if (!winning) {
    why = "not a winning hand: the tiles do not form four sets and a pair (nor seven pairs, nor thirteen orphans)";
    return std::nullopt;
  }
  if (!best) {
    why = "no yaku: the hand has none in any reading (dora are not yaku)";
    return std::nullopt;
  }
  if (!riichi && !hand.ura_indicators.empty()) best->notes.push_back("ura dora indicators ignored: only a riichi hand counts ura dora");
  if (hand.dora_indicators.size() > 1 + static_cast<std::size_t>(std::count_if(hand.melds.begin(), hand.melds.end(), [](const Meld& m) { return m.kan(); })))
    best->notes.push_back("more dora indicators than one plus one per kan: counted as given");
  return best;
}

}  // namespace tenbou::hand
