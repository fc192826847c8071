#include "hand/hand_score.h"

#include <algorithm>
#include <array>
#include <optional>

#include "hand/reading_score.h"

namespace tenbou::hand {
namespace {

HandError refused(const std::string& why) { return HandError{why}; }

/// The value of one reading, to keep the one paying most: base points as the limits cap them.
long long comparable_base(const HandScore& s) {
  if (s.yakuman > 0) return 8000LL * s.yakuman;
  if (s.mangan_by_rule || s.han == 5) return 2000;
  if (s.han >= 11) return 6000;
  if (s.han >= 8) return 4000;
  if (s.han >= 6) return 3000;
  return std::min(2000LL, static_cast<long long>(s.fu) << (2 + s.han));
}

/// Whether reading `a` is shown rather than `b`: it pays more, or as much with more han, then more fu, then more
/// yaku (a yakuman reading listing suuankou beside tenhou, though one yakuman is paid).
bool better(const HandScore& a, const HandScore& b) {
  const long long x = comparable_base(a), y = comparable_base(b);
  if (x != y) return x > y;
  if (a.han != b.han) return a.han > b.han;
  if (a.fu != b.fu) return a.fu > b.fu;
  return a.yaku.size() > b.yaku.size();
}

bool seven_pairs(const WinningHand& hand, const TileCounts& concealed) {
  return hand.melds.empty() && std::count(concealed.begin(), concealed.end(), 2) == 7;
}

bool thirteen_orphans(const WinningHand& hand, const TileCounts& concealed) {
  if (!hand.melds.empty()) return false;
  int orphans = 0, orphan_pair = 0;
  for (Tile t = 0; t < kTileKinds; ++t)
    if (is_terminal_or_honour(t)) {
      orphans += concealed[t] > 0;
      orphan_pair += concealed[t] == 2;
    }
  return orphans == 13 && orphan_pair == 1;
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

  // The tiles: counts, copies, the winning tile.
  const int expected = 14 - 3 * static_cast<int>(hand.melds.size());
  if (hand.melds.size() > 4) throw refused("a hand has at most four melds (" + std::to_string(hand.melds.size()) + " given)");
  if (static_cast<int>(hand.concealed.size()) != expected)
    throw refused("wrong tile count: " + std::to_string(hand.concealed.size()) + " concealed tiles with " +
                  std::to_string(hand.melds.size()) + (hand.melds.size() == 1 ? " meld" : " melds") + "; expected " +
                  std::to_string(expected) + " (14, less 3 for each meld, the winning tile included)");
  const TileCounts concealed = count_tiles(hand.concealed);
  TileCounts physical = concealed;
  for (const Meld& m : hand.melds) m.count_into(physical);
  TileCounts shown{};  // the indicators are tiles of the same set
  for (const Tile t : hand.dora_indicators) ++shown[t];
  for (const Tile t : hand.ura_indicators) ++shown[t];
  for (int t = 0; t < kTileKinds; ++t) {
    const int copies = physical[static_cast<std::size_t>(t)] + shown[static_cast<std::size_t>(t)];
    if (copies <= 4) continue;
    const int indicated = shown[static_cast<std::size_t>(t)];
    throw refused("a fifth copy of " + tile_name(static_cast<Tile>(t)) + ": the hand holds " +
                  std::to_string(physical[static_cast<std::size_t>(t)]) +
                  (indicated ? " and the indicators show " + std::to_string(indicated) : ""));
  }
  if (concealed[hand.win_tile] == 0)
    throw refused("the winning tile " + tile_name(hand.win_tile) + " is not among the concealed tiles (write it with them)");
  int red = hand.concealed_red;
  for (const Meld& m : hand.melds) red += m.red;
  if (!rules.red_fives && red + hand.red_elsewhere > 0)
    throw refused("a red five (written 0) in a ruleset without red fives: write it as a 5");
  const HandFacts facts = hand_facts(hand, rules, concealed);

  // The flags against the hand and each other (the messages are built only for a refusal).
  const bool dealer = hand.seat == Wind::East;
  const auto conflict = [](bool bad, const char* why) {
    if (bad) throw refused(why);
  };
  conflict((f.riichi || f.double_riichi) && !facts.closed, "riichi needs a concealed hand (a closed kan keeps it concealed)");
  conflict(f.ippatsu && !(f.riichi || f.double_riichi), "ippatsu without riichi");
  for (const auto& [flag, name] : {std::pair{f.rinshan, "rinshan"}, {f.haitei, "haitei"}, {f.tenhou, "tenhou"}, {f.chiihou, "chiihou"}})
    if (flag && !hand.tsumo) throw refused(std::string(name) + " is won by tsumo, not on a discard");
  for (const auto& [flag, name] : {std::pair{f.chankan, "chankan"}, {f.houtei, "houtei"}, {f.renhou, "renhou"}})
    if (flag && hand.tsumo) throw refused(std::string(name) + " is won on a discard (ron), not by tsumo");
  conflict(f.haitei && f.rinshan, "haitei and rinshan together: the replacement tile after a kan is not the last tile");
  conflict(f.houtei && f.chankan, "houtei and chankan together: a robbed kan is not the last discard");
  conflict(f.tenhou && !dealer, "tenhou is the dealer's (seat East)");
  if ((f.chiihou || f.renhou) && dealer)
    throw refused(std::string(f.chiihou ? "chiihou" : "renhou") + " is a non-dealer's, not East's");
  conflict(f.renhou && rules.renhou == RenhouValue::None, "renhou is not a yaku under this ruleset");
  conflict((f.tenhou || f.chiihou || f.renhou) && !hand.melds.empty(), "tenhou, chiihou and renhou are won before any call");
  conflict((f.tenhou || f.chiihou || f.renhou) && (f.riichi || f.double_riichi),
           "riichi with tenhou, chiihou or renhou: they are won before one's first discard");
  const auto kans = std::count_if(hand.melds.begin(), hand.melds.end(), [](const Meld& m) { return m.kan(); });
  conflict(f.rinshan && kans == 0, "rinshan needs a kan among the melds (the replacement tile follows a kan)");
  conflict(f.ippatsu && f.rinshan, "ippatsu and rinshan together: a kan, concealed ones too, ends ippatsu");

  // Every reading, each scored with the dora (on a reading with a yaku: dora are not yaku); the best counts.
  // A reading is scored into whichever of two scores is not the best so far, so the best is never copied.
  const auto count_dora = [&](const std::vector<Tile>& indicators) {
    int n = 0;
    for (Tile i : indicators) n += physical[dora_of(i)];
    return n;
  };
  const bool riichi = f.riichi || f.double_riichi;
  const int dora = count_dora(hand.dora_indicators), ura = riichi ? count_dora(hand.ura_indicators) : 0;
  const int red_han = rules.red_fives ? red : 0;
  bool winning = false;
  std::array<HandScore, 2> scores;
  HandScore* best = nullptr;
  const auto next = [&]() -> HandScore& {
    HandScore& s = best == &scores[0] ? scores[1] : scores[0];
    s = HandScore{};
    return s;
  };
  const auto consider = [&](HandScore& s) {
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
    if (f.renhou && rules.renhou == RenhouValue::Mangan && s.yakuman == 0 && (s.yaku.empty() || comparable_base(s) < 2000)) {
      s = HandScore{.han = 5, .mangan_by_rule = true};
      s.yaku.push_back({"Blessing of man (renhou), valued as a mangan", 5});
    }
    if (!s.yaku.empty() && (!best || better(s, *best))) best = &s;
  };
  for (const Reading& r : standard_readings(hand, concealed)) {
    HandScore& s = next();
    score_standard(facts, r, s);
    consider(s);
  }
  if (seven_pairs(hand, concealed)) {
    HandScore& s = next();
    score_seven_pairs(facts, s);
    consider(s);
  }
  if (thirteen_orphans(hand, concealed)) {
    HandScore& s = next();
    score_thirteen_orphans(facts, s);
    consider(s);
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
  if (hand.dora_indicators.size() > 1 + static_cast<std::size_t>(kans))
    best->notes.push_back("more dora indicators than one plus one per kan: counted as given");
  return *best;
}

}  // namespace tenbou::hand
