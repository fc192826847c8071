#pragma once
// The texts of a tenhou.net/6 win: its score ("30符2飜2000点", "跳満12000点", "700-1300点", "3900点∀") and its yaku
// ("立直(1飜)", "大三元(役満)"), read into numbers. Limit hands carry no fu and no han in their score, and the yaku's
// names differ between the converters, so only the figures in brackets are relied on.

#include <string>
#include <string_view>

#include "rules/ruleset.h"
#include "record/online/online_log.h"

namespace tenbou {

/// A win's score text read: fu where it gives them (the han are the yaku's), the limit word, and the amounts paid.
struct LogScoreText {
  int fu = 0;
  std::string limit;   ///< "満貫", "跳満", "倍満", "三倍満", "役満" or empty
  Points ron = 0;      ///< a ron's amount, or a dealer's tsumo amount from each ("∀")
  Points from_non_dealer = 0, from_dealer = 0;  ///< a non-dealer's tsumo: each non-dealer pays, the dealer pays
  bool all_pay = false;  ///< "∀": a dealer's tsumo, each paying `ron`

  /// The tsumo's whole value (what the three pay together, without counters).
  Points tsumo_value(bool dealer) const;
};

/// Reads a score text; throws LogError naming `hand`.
LogScoreText read_log_score(std::string_view text, const std::string& hand);

/// Reads one yaku, "name(N飜)" or "name(役満)"; throws LogError naming `hand`.
LogYaku read_log_yaku(std::string_view text, const std::string& hand);

/// Whether a yaku's name is a count of dora, red fives or ura dora (Tenhou's, Mahjong Soul's or tenbou's words).
bool is_dora_name(std::string_view name);

/// The least fu at which a limit hand of `han` below 5 is what its limit word says (a mangan at 4 han: 40; at 3: 70),
/// so that the engine pays what the log did; 0 where fu do not matter.
int least_fu_for_limit(const LogScoreText& score, int han);

}  // namespace tenbou
