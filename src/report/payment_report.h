#pragma once
// The `tenbou calc` answer: what every player pays for a hand and why.

#include <string>

#include <nlohmann/json.hpp>

#include "engine/payment_table.h"

namespace tenbou {

/// The payment table as text, with the base points worked out and the rounding shown.
std::string payment_report_text(const Ruleset& rules, const PaymentTable& table);

/// The payment table as JSON: base, limit, non_dealer/dealer ron and tsumo amounts (null where impossible).
nlohmann::json payment_report_json(const Ruleset& rules, const PaymentTable& table);

}  // namespace tenbou
