#pragma once
// Words for what happened in a hand, as a referee would say them: in score sheets, records, confirmations
// and messages.

#include <functional>
#include <string>
#include <vector>

#include "engine/settle.h"

namespace tenbou {

/// The words a hand is described in: English, the command line's, unless a page passes its reader's language's
/// (report/hand_wording.h makes them from a catalogue). Han, fu, ron, tsumo, riichi, tenpai, noten, dora, yakuman
/// and the limits' names stay as written in every language.
struct HandWording {
  std::string ron_from = "ron from";                 ///< "{winners} ron from {discarder}"
  std::string tsumo = "tsumo";                       ///< "{winner} tsumo"
  std::string liable = "liable";                     ///< "{winner} 8 han (baiman), {payer} liable"
  std::string counted_yakuman = "counted yakuman";   ///< "13 han (counted yakuman)"
  std::string all_noten = "draw, all noten";
  std::string tenpai = "draw, tenpai";               ///< followed by the names
  std::string abortive = "abortive draw";
  std::string nagashi = "nagashi mangan";            ///< followed by the names
  std::string chombo_by = "chombo by";               ///< followed by the name
  std::string replayed = "hand replayed";
  std::function<std::string(int round)> round;       ///< "E2" (round_name when empty)
  std::function<std::string(int counters)> counters;  ///< "1 counter", "2 counters" (English when empty)

  /// The command line's words.
  static const HandWording& english();
};

/// "S2, 1 counter", "E1": the round and the counters on the table before a hand.
std::string describe_table(const TableState& table, const HandWording& words = HandWording::english());

/// "3 han 30 fu", "6 han (haneman)", "yakuman", "4 han 30 fu (kiriage mangan)".
std::string describe_value(const Win& win, const HandValue& value, const HandWording& words = HandWording::english());

/// One line for a hand: "Alice ron 3 han 30 fu from Carol; riichi Alice".
std::string describe_hand(const Hand& hand, const Settlement& settlement, const Names& names,
                          const HandWording& words = HandWording::english());

/// The line for a hand as entered, without settling it (for the history of amended and voided hands):
/// the values are worked out from han and fu alone.
std::string describe_entered_hand(const Ruleset& rules, const Hand& hand, const Names& names,
                                  const HandWording& words = HandWording::english());

/// The same line appended to `out` (for bulk output, where a string per hand would dominate the cost).
void append_hand_description(std::string& out, const Hand& hand, const Settlement& settlement, const Names& names,
                             const HandWording& words = HandWording::english());

/// What the referee should know about how a hand was paid: yakuman paid at the ruleset's maximum,
/// claimants not paid because of head bump.
std::vector<std::string> hand_warnings(const Ruleset& rules, const Settlement& settlement, const Names& names);

}  // namespace tenbou
