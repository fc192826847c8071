#pragma once
// Settling one hand: checking it against the rules and working out every payment.

#include <array>
#include <cstdint>
#include <optional>

#include "engine/hand.h"
#include "engine/hand_value.h"
#include "engine/problem.h"
#include "rules/ruleset.h"

namespace tenbou {

/// The table before a hand: the round (which fixes the dealer), counters, sticks and scores.
struct TableState {
  int round = 0;          ///< 0 = East 1 ... 3 = East 4, 4 = South 1 ... 7 = South 4
  int honba = 0;          ///< counters on the table
  int riichi_sticks = 0;  ///< 1,000-point sticks left on the table by earlier hands
  PerSeat<Points> scores;

  Seat dealer() const { return Seat(round % kSeats); }
};

/// How one win was paid, kept so the payment can be explained from first principles.
struct WinPayment {
  Win win;
  HandValue value;
  bool dealer = false;        ///< the winner was the dealer
  bool head_bumped = false;   ///< a claimant the ruleset does not pay (head bump)
  PerSeat<Points> paid_by;    ///< what each seat paid for this win, counters included
  PerSeat<PayerShare> shares; ///< how each seat paid (see payer_amount)
  Points counters = 0;        ///< the part of the payment that is counters
  int sticks_collected = 0;   ///< riichi sticks (own deposit included) this winner took
};

/// The consequences of one hand: every player's change and the counters, sticks and dealer after it.
struct Settlement {
  PerSeat<Points> deltas;     ///< change per seat, riichi deposits and collected sticks included
  SeatSet deposited;          ///< riichi deposits paid to the table in this hand (none after a chombo: returned)
  PerSeat<Points> without_win;  ///< points moved by the hand outside any win: noten payments, a reverse mangan
  std::array<WinPayment, 3> wins{};
  std::uint8_t win_count = 0;
  int honba_after = 0;
  int riichi_sticks_after = 0;
  bool dealer_stays = false;
  bool counts_as_hand = true;              ///< false for chombo: the hand is replayed
  std::optional<Seat> chombo_deduction;    ///< offender whose game result loses the deduction after uma

  /// A fresh WinPayment for the next win (only the wins in use are ever cleared: settling is hot).
  WinPayment& add_win() { return wins[win_count++] = WinPayment{}; }
};

/// How `payer`'s payment for win `w` was reached, by the arithmetic settle used (its total is w.paid_by).
PayerAmount payer_amount(const WinPayment& w, Seat payer);

/// Checks `hand` against the rules and the table and settles it. On a problem, `out` is unspecified.
MaybeProblem settle(const Ruleset& rules, const TableState& table, const Hand& hand, const Names& names,
                    Settlement& out);

}  // namespace tenbou
