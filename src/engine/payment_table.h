#pragma once
// What every player pays for one hand value, for dealer and non-dealer, ron and tsumo.

#include <optional>
#include <string>

#include "engine/hand_value.h"
#include "engine/problem.h"
#include "engine/win_check.h"

namespace tenbou {

/// The payments for one han/fu (or yakuman) entry with counters included, and why a way of winning is
/// impossible where it is (2 han 20 fu exists only as tsumo, 2 han 25 fu only as ron).
struct PaymentTable {
  Win win;
  int honba = 0;
  HandValue value;
  std::optional<std::string> ron_impossible;
  std::optional<std::string> tsumo_impossible;
  PayerAmount non_dealer_ron;                    ///< what the discarder pays a non-dealer (4 x base)
  PayerAmount dealer_ron;                        ///< what the discarder pays the dealer (6 x base)
  PayerAmount non_dealer_tsumo_from_non_dealer;  ///< what each non-dealer pays a non-dealer's tsumo (1 x)
  PayerAmount non_dealer_tsumo_from_dealer;      ///< what the dealer pays a non-dealer's tsumo (2 x)
  PayerAmount dealer_tsumo_each;                 ///< what each player pays the dealer's tsumo (2 x)
  Points ron_counters = 0;          ///< included in the ron amounts
  Points tsumo_counters_each = 0;   ///< included in each tsumo amount
};

/// The payment table for `win` (its winner is ignored) with `honba` counters. Returns a problem when the
/// entry can be won neither by ron nor by tsumo.
MaybeProblem payment_table(const Ruleset& rules, const Win& win, int honba, PaymentTable& out);

}  // namespace tenbou
