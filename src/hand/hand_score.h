#pragma once
// Valuing a winning hand from its tiles: every reading of it (four sets and a pair with every way the
// winning tile completed it, seven pairs, thirteen orphans), the yaku and fu of each with their reasons,
// the dora, and the reading that pays most (RCR 2016 §3.4.9: the highest-scoring interpretation counts).

#include <optional>
#include <string>
#include <string_view>

#include "hand/fixed_list.h"
#include "hand/winning_hand.h"

namespace tenbou::hand {

/// One yaku of the hand: its name (text that lives as long as the program) and han, or the yakuman it counts.
struct Yaku {
  std::string_view name;
  int han = 0;
  int yakuman = 0;
};

/// One part of the fu, with the reason ("closed ron", "closed triplet of terminals or honours") and the
/// tile it concerns, if any; text() gives both ("... (9p)").
struct FuPart {
  std::string_view reason;
  int fu = 0;
  int tile = -1;  ///< the tile of a triplet, kan or pair; -1 for none

  std::string text() const { return tile < 0 ? std::string(reason) : std::string(reason) + " (" + tile_name(static_cast<Tile>(tile)) + ")"; }
};

/// The value of the hand's best reading. Its lists have fixed room, so that valuing allocates nothing: at
/// most 28 yaku (7 of the table, 18 of one reading, dora, ura dora and red fives), 9 fu parts (winning, the
/// win, the wait, the pair, four triplets, an open pinfu shape) and the 2 notes there are.
struct HandScore {
  FixedList<Yaku, 28> yaku;
  int han = 0;          ///< yaku, dora, ura dora and red fives (0 for a yakuman)
  int yakuman = 0;      ///< yakuman counted (at most the ruleset's maximum)
  int fu = 0;           ///< rounded (25 for seven pairs)
  int fu_unrounded = 0;
  FixedList<FuPart, 9> fu_parts;
  int dora = 0, ura = 0, red = 0;
  bool mangan_by_rule = false;       ///< a renhou valued as a mangan: han and fu do not matter
  FixedList<std::string_view, 2> notes;  ///< what was left out and why (ura dora without riichi, ...)
};

/// Thrown for a hand that cannot be valued, with a sentence naming the problem.
struct HandError : Error {
  using Error::Error;
};

/// The value of `hand` under `rules`, the reading paying most (more han, then more fu, then more yaku, where
/// two pay the same). Throws HandError: not a winning hand, no yaku, a flag that contradicts the hand or another flag,
/// tiles that cannot be (a fifth copy, a wrong count for the melds, the winning tile not in the hand).
HandScore evaluate(const WinningHand& hand, const HandRules& rules);

/// The same, for many hands: a hand that is not winning or has no yaku (the common refusals) gives nullopt
/// and the sentence in `why` instead of an exception; the rarer refusals still throw HandError.
std::optional<HandScore> try_evaluate(const WinningHand& hand, const HandRules& rules, std::string& why);

}  // namespace tenbou::hand
