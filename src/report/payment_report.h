#pragma once
// The `tenbou calc` answer: what every player pays for a hand and why.

#include <string>

#include <nlohmann/json_fwd.hpp>

#include "engine/payment_table.h"

namespace tenbou {

/// How the base points of a win are reached: "30 x 2^(2+3) = 960", "6 han is haneman: 3,000".
std::string base_points_text(const Win& win, const HandValue& value);

/// One payer's amount worked out: "960 x 4 = 3,840, rounded up to 3,900, + 300 counters = 4,200".
std::string payment_step(Points base, const PayerAmount& share);

/// The payment table as text, with the base points worked out and the rounding shown.
std::string payment_report_text(const Ruleset& rules, const PaymentTable& table);

/// The payment table as JSON: base, limit, non_dealer/dealer ron and tsumo amounts (null where impossible).
nlohmann::json payment_report_json(const Ruleset& rules, const PaymentTable& table);

}  // namespace tenbou
