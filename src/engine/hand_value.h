#pragma once
// The value of a winning hand: base points from han and fu, limits, and what each payer pays.

#include <cstdint>
#include <string_view>

#include "rules/ruleset.h"

namespace tenbou {

/// The named limit a hand reached, if any.
enum class Limit : std::uint8_t { None, Mangan, Haneman, Baiman, Sanbaiman, Yakuman };

std::string_view limit_name(Limit limit);

/// Base points of one winning hand and how they were reached, so a payment can be explained.
struct HandValue {
  Points base = 0;
  Limit limit = Limit::None;
  int yakuman_counted = 0;      ///< yakuman multiples paid (0 for a han/fu hand; 1 for kazoe)
  bool kiriage = false;         ///< base 1920 rounded up to mangan by the ruleset
  bool capped_by_limit = false; ///< fu x 2^(2+han) exceeded 2000 below 5 han
  bool yakuman_capped = false;  ///< more yakuman entered than the ruleset counts
};

/// Base points for han/fu or a yakuman count. Assumes the han/fu pair was validated.
HandValue hand_value(const Ruleset& rules, int han, int fu, int yakuman);

/// `amount` rounded up to the next 100.
constexpr Points round_up_100(Points amount) { return (amount + 99) / 100 * 100; }

/// What the discarder pays on ron, before counters.
constexpr Points ron_payment(Points base, bool dealer_wins) { return round_up_100(base * (dealer_wins ? 6 : 4)); }

/// What one payer pays on tsumo, before counters: the dealer pays double, and a dealer winner gets double.
constexpr Points tsumo_payment(Points base, bool dealer_wins, bool payer_is_dealer) {
  return round_up_100(base * (dealer_wins || payer_is_dealer ? 2 : 1));
}

}  // namespace tenbou
