#pragma once
// `tenbou value`: a hand valued from its tiles, with the payment the engine's arithmetic gives it, in words a
// referee reads out at the table and in JSON.

#include <string>

#include <nlohmann/json_fwd.hpp>

#include "engine/hand_value.h"
#include "hand/hand_score.h"
#include "record/written_tiles.h"

namespace tenbou {

/// A hand's score and what it is paid: each payer's part without counters, and the total with counters and
/// the riichi sticks the winner collects.
struct ValuedHand {
  hand::HandScore score;
  HandValue value;
  bool tsumo = false;
  bool dealer = false;
  Points ron = 0;              ///< what the discarder pays
  Points tsumo_each = 0;       ///< what each player pays a dealer's tsumo
  Points tsumo_dealer = 0;     ///< what the dealer pays a non-dealer's tsumo
  Points tsumo_non_dealer = 0; ///< what each non-dealer pays a non-dealer's tsumo
  int counters = 0;
  int sticks = 0;
  Points total = 0;            ///< the payments, 300 per counter and 1,000 per stick
};

/// The hand valued under `rules` (its payment arithmetic; `hand_rules` for the yaku). Throws hand::HandError.
ValuedHand value_hand(const Ruleset& rules, const hand::HandRules& hand_rules, const hand::WinningHand& hand,
                      int counters, int sticks);

/// The yaku with their han and the fu with their reasons, a line each, every line after `indent`.
std::string score_text(const hand::HandScore& score, const std::string& indent);

/// {"han", "fu", "yaku": [{"name", "han"}], "fu_details": [{"reason", "fu"}]}.
nlohmann::json score_json(const hand::HandScore& score);

/// A referee's explanation: each yaku with its han, each fu with its reason, the rounding, the limit, who
/// pays what, and what the tiles cannot tell.
std::string valued_hand_text(const ValuedHand& v);

/// {"han", "fu", "yaku": [{"name", "han"}], "fu_details": [{"reason", "fu"}], "limit", "payment", "total"}.
std::string valued_hand_json(const ValuedHand& v);

}  // namespace tenbou
