// How fast hands are valued from their tiles: a million random winning hands (drawn from complete hands:
// four sets and a pair from one set of 136 tiles, up to three of the sets called, kans among them, a random
// winning tile, ron or tsumo, winds, dora and ura dora indicators from the tiles left), generated first and
// then valued in one process (try_evaluate, as `value --batch` does). Prints the median ns per hand of five passes over all of
// them (about half have no yaku, and are refused) and over those with a yaku.
//
// Usage: hand_bench [HANDS] [SEED]

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "hand/hand_score.h"

namespace {

using namespace tenbou::hand;

/// A random complete hand, as a referee would enter it.
WinningHand random_hand(std::mt19937_64& rng) {
  for (;;) {
    TileCounts left;
    left.fill(4);
    const auto pick = [&](int n) { return static_cast<int>(std::uniform_int_distribution<int>(0, n - 1)(rng)); };
    WinningHand h;
    std::vector<Tile> concealed;
    Tile pair = static_cast<Tile>(pick(kTileKinds));
    left[pair] -= 2;
    concealed.insert(concealed.end(), {pair, pair});
    const int called = pick(4);  // 0-3 melds
    bool ok = true;
    for (int set = 0; set < 4 && ok; ++set) {
      const bool run = pick(3) > 0;
      const Tile t = static_cast<Tile>(pick(kTileKinds));
      const bool meld = set < called;
      if (run) {
        if (is_honour(t) || t % 9 > 6 || !left[t] || !left[t + 1] || !left[t + 2]) {
          ok = false;
          break;
        }
        --left[t], --left[t + 1], --left[t + 2];
        if (meld) h.melds.push_back({MeldKind::Chi, t});
        else concealed.insert(concealed.end(), {t, static_cast<Tile>(t + 1), static_cast<Tile>(t + 2)});
      } else {
        const bool kan = pick(8) == 0;
        if (left[t] < (kan ? 4 : 3)) {
          ok = false;
          break;
        }
        left[t] -= kan ? 4 : 3;
        if (meld || kan) {
          const MeldKind kind = kan ? (meld ? MeldKind::Minkan : MeldKind::Ankan) : MeldKind::Pon;
          h.melds.push_back({kind, t});
        } else {
          concealed.insert(concealed.end(), {t, t, t});
        }
      }
    }
    if (!ok) continue;
    std::shuffle(concealed.begin(), concealed.end(), rng);
    h.concealed = concealed;
    h.win_tile = concealed[static_cast<std::size_t>(pick(static_cast<int>(concealed.size())))];
    h.tsumo = pick(2) == 0;
    h.seat = static_cast<Wind>(pick(4));
    h.round = static_cast<Wind>(pick(2));
    const bool closed = std::none_of(h.melds.begin(), h.melds.end(), [](const Meld& m) { return m.open(); });
    h.flags.riichi = closed && pick(2) == 0;
    // The indicators come from the tiles left in the wall.
    const auto from_wall = [&] {
      Tile t = static_cast<Tile>(pick(kTileKinds));
      while (left[t] == 0) t = static_cast<Tile>((t + 1) % kTileKinds);
      --left[t];
      return t;
    };
    for (int i = 0; i < 1 + pick(2); ++i) h.dora_indicators.push_back(from_wall());
    if (h.flags.riichi) h.ura_indicators.push_back(from_wall());
    return h;
  }
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t count = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1'000'000;
  std::mt19937_64 rng(argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1);
  std::vector<WinningHand> hands;
  hands.reserve(count);
  for (std::size_t i = 0; i < count; ++i) hands.push_back(random_hand(rng));
  const HandRules rules;
  // The hands with a yaku, to time valuing apart from refusing (a refusal is an exception).
  std::vector<WinningHand> valued;
  for (const WinningHand& h : hands) {
    try {
      evaluate(h, rules);
      valued.push_back(h);
    } catch (const HandError&) {
    }
  }
  const auto median_ns = [&](const std::vector<WinningHand>& set, const char* what) {
    std::vector<double> passes;
    long long checksum = 0;
    for (int pass = 0; pass < 5; ++pass) {
      const auto start = std::chrono::steady_clock::now();
      std::string why;
      for (const WinningHand& h : set) {
        if (const std::optional<HandScore> s = try_evaluate(h, rules, why))
          checksum += s->han * 100 + s->fu + s->yakuman * 10000;
        else
          ++checksum;
      }
      const double ns = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count();
      passes.push_back(ns / static_cast<double>(set.size()));
    }
    std::sort(passes.begin(), passes.end());
    std::printf("%-34s %8zu hands: median of 5 passes %6.0f ns per hand (fastest %.0f, slowest %.0f; checksum %lld)\n",
                what, set.size(), passes[2], passes[0], passes[4], checksum);
  };
  median_ns(hands, "all (about half without a yaku)");
  median_ns(valued, "with a yaku");
  return 0;
}
