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

/// How many times the base points one payer pays on tsumo: the dealer pays double, and a dealer winner gets
/// double from everyone.
constexpr int tsumo_multiple(bool dealer_wins, bool payer_is_dealer) { return dealer_wins || payer_is_dealer ? 2 : 1; }

/// How one seat pays for one win: base points times `multiple`, as the player liable for the yakuman (pao)
/// or not, whole or half of a split. Small, as the settlement keeps one per seat on its hot path.
struct PayerShare {
  std::uint8_t multiple = 0;  ///< 1, 2, 4 or 6; 0: the seat pays nothing for the win
  bool liable = false;        ///< the seat pays as the player liable for the yakuman (pao)
  bool half = false;          ///< pao on a ron from a third player: liable player and discarder split the value
  bool operator==(const PayerShare&) const = default;
};

/// One payer's amount and how it was reached, so an explanation formats these numbers instead of working
/// them out again.
struct PayerAmount {
  int multiple = 0;       ///< base points times this
  Points multiplied = 0;  ///< base points x multiple
  Points rounded = 0;     ///< rounded up to the next 100
  Points value = 0;       ///< this seat's part of the rounded value (its half, for a split)
  Points counters = 0;    ///< the counters this seat adds
  Points amount() const { return value + counters; }
};

/// The payment of a seat paying `share` of a win worth `base` points, plus `counters`: the one place where
/// a payment is multiplied, rounded and split.
constexpr PayerAmount pay(Points base, PayerShare share, Points counters) {
  PayerAmount a;
  a.multiple = share.multiple;
  a.multiplied = base * share.multiple;
  a.rounded = round_up_100(a.multiplied);
  a.value = !share.half ? a.rounded : share.liable ? a.rounded / 2 : a.rounded - a.rounded / 2;
  a.counters = counters;
  return a;
}

/// What one payer pays on tsumo, before counters.
constexpr Points tsumo_payment(Points base, bool dealer_wins, bool payer_is_dealer) {
  return round_up_100(base * tsumo_multiple(dealer_wins, payer_is_dealer));
}

}  // namespace tenbou
