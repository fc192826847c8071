#pragma once
// Words for what happened in a hand, as a referee would say them: in score sheets, records, confirmations
// and messages.

#include <string>
#include <vector>

#include "engine/settle.h"

namespace tenbou {

/// "S2, 1 counter", "E1": the round and the counters on the table before a hand.
std::string describe_table(const TableState& table);

/// "3 han 30 fu", "6 han (haneman)", "yakuman", "4 han 30 fu (kiriage mangan)".
std::string describe_value(const Win& win, const HandValue& value);

/// One line for a hand: "Alice ron 3 han 30 fu from Carol; riichi Alice".
std::string describe_hand(const Hand& hand, const Settlement& settlement, const Names& names);

/// The line for a hand as entered, without settling it (for the history of amended and voided hands):
/// the values are worked out from han and fu alone.
std::string describe_entered_hand(const Ruleset& rules, const Hand& hand, const Names& names);

/// The same line appended to `out` (for bulk output, where a string per hand would dominate the cost).
void append_hand_description(std::string& out, const Hand& hand, const Settlement& settlement, const Names& names);

/// What the referee should know about how a hand was paid: yakuman paid at the ruleset's maximum,
/// claimants not paid because of head bump.
std::vector<std::string> hand_warnings(const Ruleset& rules, const Settlement& settlement, const Names& names);

}  // namespace tenbou
