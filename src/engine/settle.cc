#include "engine/settle.h"

#include <nlohmann/json.hpp>

#include "engine/win_check.h"

namespace tenbou {
namespace {

MaybeProblem check_riichi(const Ruleset& rules, const TableState& table, const Hand& hand, const Names& names) {
  if (!rules.riichi_minimum_score) return std::nullopt;
  for (int i = 0; i < kSeats; ++i) {
    Seat s(i);
    if (hand.riichi.contains(s) && table.scores[s] < *rules.riichi_minimum_score)
      return Problem{names[s] + " cannot declare riichi with " + std::to_string(table.scores[s]) +
                         " points: this ruleset requires at least " + std::to_string(*rules.riichi_minimum_score),
                     "problem.riichi_points",
                     {{"name", names[s]},
                      {"points", std::to_string(table.scores[s])},
                      {"least", std::to_string(*rules.riichi_minimum_score)}}};
  }
  return std::nullopt;
}

MaybeProblem check_wins(const Ruleset& rules, const TableState& table, const Hand& hand, const Names& names) {
  const bool tsumo = hand.outcome == Outcome::Tsumo;
  if (MaybeProblem p = check_winners(hand, names)) return p;
  for (int i = 0; i < hand.win_count; ++i) {
    const Win& w = hand.wins[i];
    const std::string& who = names[w.winner];
    if (w.pao) {
      if (!rules.liability) return Problem{"this ruleset has no liability (pao); remove pao from " + who + "'s win"};
      if (*w.pao == w.winner) return Problem{who + " cannot be liable (pao) for their own win"};
      if (w.yakuman == 0)
        return Problem{"liability (pao) applies only to Big Three Dragons or Big Four Winds, a yakuman; " + who +
                       "'s win is not entered as a yakuman"};
    }
    WinContext context{tsumo, hand.riichi.contains(w.winner), table.honba};
    if (MaybeProblem p = check_win(rules, w, context))
      return Problem{who + "'s win: " + p->message, "problem.win_of", {{"name", who}}, {*p}};
  }
  return std::nullopt;
}

MaybeProblem check_hand(const Ruleset& rules, const TableState& table, const Hand& hand, const Names& names) {
  switch (hand.outcome) {
    case Outcome::Ron:
      if (hand.win_count < 1 || hand.win_count > 3)
        return Problem{"a ron needs one to three winners, not " + std::to_string(hand.win_count)};
      if (hand.win_count == 3 && rules.triple_ron == TripleRon::AbortiveDraw)
        return Problem{"under this ruleset (" + rules.name + ") three winners on one discard make an abortive draw: "
                       "enter the hand as an abortive draw"};
      break;
    case Outcome::Tsumo:
      if (hand.win_count != 1) return Problem{"a tsumo has exactly one winner"};
      break;
    case Outcome::Draw:
      for (int i = 0; i < kSeats; ++i) {
        Seat s(i);
        if (hand.riichi.contains(s) && !hand.tenpai.contains(s))
          return Problem{names[s] + " declared riichi but is listed noten: a riichi declarer who is noten at an "
                         "exhaustive draw has committed chombo; record a chombo for " + names[s] + " instead",
                         "problem.riichi_noten", {{"name", names[s]}}};
      }
      break;
    case Outcome::Abortive:
      if (!rules.abortive_draws)
        return Problem{"this ruleset (" + rules.name + ") has no abortive draws"};
      break;
    case Outcome::Nagashi:
      if (!rules.nagashi_mangan) return Problem{"this ruleset (" + rules.name + ") has no nagashi mangan"};
      if (hand.nagashi.empty()) return Problem{"a nagashi mangan needs at least one holder"};
      break;
    case Outcome::Chombo:
      return std::nullopt;  // deposits are returned, so nothing else about the hand matters
  }
  if (MaybeProblem p = check_riichi(rules, table, hand, names)) return p;
  return check_wins(rules, table, hand, names);
}

/// Pays each riichi deposit of the hand to the table.
int pay_deposits(const Ruleset& rules, const Hand& hand, Settlement& out) {
  out.deposited = hand.riichi;
  for_each_seat([&](Seat s) {
    if (hand.riichi.contains(s)) out.deltas[s] -= rules.riichi_deposit;
  });
  return hand.riichi.size();
}

/// `payer` pays `multiple` times the base points, rounded up, plus `counters` (`liable` and `half` mark the
/// pao cases).
void record_payment(WinPayment& wp, Seat payer, int multiple, Points counters, Settlement& out, bool liable = false,
                    bool half = false) {
  const PayerShare share{static_cast<std::uint8_t>(multiple), liable, half};
  wp.shares[payer] = share;
  const Points amount = pay(wp.value.base, share, counters).amount();
  wp.paid_by[payer] += amount;
  out.deltas[payer] -= amount;
  out.deltas[wp.win.winner] += amount;
}

/// Points that move outside any win (noten payments, a reverse mangan): `amount` from `payer` to `payee`.
void move_without_win(Seat payer, Seat payee, Points amount, Settlement& out) {
  out.without_win[payer] -= amount;
  out.without_win[payee] += amount;
  out.deltas[payer] -= amount;
  out.deltas[payee] += amount;
}

void settle_ron(const Ruleset& rules, const TableState& table, const Hand& hand, Settlement& out) {
  const Seat dealer = table.dealer();
  int sticks = table.riichi_sticks + pay_deposits(rules, hand, out);

  // Claimants in turn order after the discarder: the first takes the pot (and, with head bump, the win).
  int order[3];
  int n = 0;
  for (int step = 1; step < kSeats; ++step)
    for (int i = 0; i < hand.win_count; ++i)
      if (hand.wins[i].winner == hand.discarder.after(step)) order[n++] = i;

  for (int k = 0; k < n; ++k) {
    const Win& w = hand.wins[order[k]];
    WinPayment& wp = out.add_win();
    wp.win = w;
    wp.dealer = w.winner == dealer;
    wp.head_bumped = k > 0 && rules.multiple_ron == MultipleRon::HeadBump;
    if (wp.head_bumped) continue;
    wp.value = hand_value(rules, w.han, w.fu, w.yakuman);
    const int multiple = wp.dealer ? 6 : 4;
    const bool takes_counters = k == 0 || rules.multiple_ron_counters == CountersInMultipleRon::EachWinner;
    wp.counters = takes_counters ? rules.counter_value_ron * table.honba : 0;
    if (w.pao && *w.pao != hand.discarder) {
      record_payment(wp, *w.pao, multiple, 0, out, true, true);
      record_payment(wp, hand.discarder, multiple, wp.counters, out, false, true);
    } else {
      record_payment(wp, hand.discarder, multiple, wp.counters, out, w.pao.has_value());
    }
    if (hand.riichi.contains(w.winner) && rules.multiple_ron_sticks == SticksInMultipleRon::OwnBack) {
      wp.sticks_collected = 1;
      --sticks;
    }
  }
  // The first winner after the discarder takes every stick not returned to a riichi winner.
  WinPayment& first = out.wins[0];
  first.sticks_collected += sticks;
  for (int k = 0; k < out.win_count; ++k)
    out.deltas[out.wins[k].win.winner] += out.wins[k].sticks_collected * rules.riichi_deposit;

  bool dealer_won = false;
  for (int k = 0; k < out.win_count; ++k) dealer_won = dealer_won || (out.wins[k].dealer && !out.wins[k].head_bumped);
  out.dealer_stays = dealer_won;
  out.honba_after = dealer_won ? table.honba + 1 : 0;
  out.riichi_sticks_after = 0;
}

void settle_tsumo(const Ruleset& rules, const TableState& table, const Hand& hand, Settlement& out) {
  const Seat dealer = table.dealer();
  const int sticks = table.riichi_sticks + pay_deposits(rules, hand, out);
  const Win& w = hand.wins[0];
  WinPayment& wp = out.add_win();
  wp.win = w;
  wp.dealer = w.winner == dealer;
  wp.value = hand_value(rules, w.han, w.fu, w.yakuman);
  if (w.pao) {
    // The liable player pays the full value, as if it were a ron off them, counters included.
    wp.counters = rules.counter_value_ron * table.honba;
    record_payment(wp, *w.pao, wp.dealer ? 6 : 4, wp.counters, out, true);
  } else {
    for_each_seat([&](Seat payer) {
      if (payer == w.winner) return;
      const Points counters = rules.counter_value_tsumo * table.honba;
      wp.counters += counters;
      record_payment(wp, payer, tsumo_multiple(wp.dealer, payer == dealer), counters, out);
    });
  }
  wp.sticks_collected = sticks;
  out.deltas[w.winner] += sticks * rules.riichi_deposit;
  out.dealer_stays = wp.dealer;
  out.honba_after = wp.dealer ? table.honba + 1 : 0;
  out.riichi_sticks_after = 0;
}

void settle_draw(const Ruleset& rules, const TableState& table, const Hand& hand, Settlement& out) {
  const int sticks = table.riichi_sticks + pay_deposits(rules, hand, out);
  const int tenpai = hand.tenpai.size();
  if (tenpai > 0 && tenpai < kSeats) {
    const Points gain = rules.noten_payment_total / tenpai;
    const Points loss = rules.noten_payment_total / (kSeats - tenpai);
    for_each_seat([&](Seat s) {
      const Points moved = hand.tenpai.contains(s) ? gain : -loss;
      out.without_win[s] += moved;
      out.deltas[s] += moved;
    });
  }
  out.dealer_stays = hand.tenpai.contains(table.dealer());
  out.honba_after = table.honba + 1;
  out.riichi_sticks_after = sticks;
}

void settle_abortive(const Ruleset& rules, const TableState& table, const Hand& hand, Settlement& out) {
  out.riichi_sticks_after = table.riichi_sticks + pay_deposits(rules, hand, out);
  out.dealer_stays = rules.dealer_after_abortive_draw == AbortiveDealer::Stays;
  out.honba_after = table.honba + 1;
}

void settle_nagashi(const Ruleset& rules, const TableState& table, const Hand& hand, Settlement& out) {
  const Seat dealer = table.dealer();
  const bool as_draw = rules.nagashi_payment == NagashiPayment::AsDraw;
  out.riichi_sticks_after = table.riichi_sticks + pay_deposits(rules, hand, out);
  const HandValue mangan = hand_value(rules, 5, 0, 0);
  const Points counters = as_draw ? 0 : rules.counter_value_tsumo * table.honba;
  for_each_seat([&](Seat holder) {
    if (!hand.nagashi.contains(holder)) return;
    WinPayment& wp = out.add_win();
    wp.win.winner = holder;
    wp.win.han = 5;
    wp.dealer = holder == dealer;
    wp.value = mangan;
    for_each_seat([&](Seat payer) {
      if (payer == holder) return;
      wp.counters += counters;
      record_payment(wp, payer, tsumo_multiple(wp.dealer, payer == dealer), counters, out);
    });
  });
  if (as_draw) {  // what follows is an exhaustive draw's: the dealer stays if tenpai, the counters go up
    out.dealer_stays = hand.tenpai.contains(dealer);
    out.honba_after = table.honba + 1;
  } else {
    out.dealer_stays = hand.nagashi.contains(dealer);
    out.honba_after = out.dealer_stays ? table.honba + 1 : 0;
  }
}

void settle_chombo(const Ruleset& rules, const TableState& table, const Hand& hand, Settlement& out) {
  const Seat dealer = table.dealer();
  if (rules.chombo == ChomboPenalty::ReverseMangan) {
    const Points mangan = hand_value(rules, 5, 0, 0).base;
    const bool offender_is_dealer = hand.offender == dealer;
    for_each_seat([&](Seat s) {
      if (s != hand.offender) move_without_win(hand.offender, s, tsumo_payment(mangan, offender_is_dealer, s == dealer), out);
    });
  } else {
    out.chombo_deduction = hand.offender;
  }
  out.counts_as_hand = false;
  out.dealer_stays = true;
  out.honba_after = table.honba;
  out.riichi_sticks_after = table.riichi_sticks;
}

}  // namespace

PayerAmount payer_amount(const WinPayment& w, Seat payer) {
  const PayerAmount without_counters = pay(w.value.base, w.shares[payer], 0);
  return pay(w.value.base, w.shares[payer], w.paid_by[payer] - without_counters.value);
}

MaybeProblem settle(const Ruleset& rules, const TableState& table, const Hand& hand, const Names& names,
                    Settlement& out) {
  if (MaybeProblem p = check_hand(rules, table, hand, names)) return p;
  out.deltas = {};
  out.without_win = {};
  out.deposited = {};
  out.win_count = 0;
  out.counts_as_hand = true;
  out.chombo_deduction.reset();
  switch (hand.outcome) {
    case Outcome::Ron: settle_ron(rules, table, hand, out); break;
    case Outcome::Tsumo: settle_tsumo(rules, table, hand, out); break;
    case Outcome::Draw: settle_draw(rules, table, hand, out); break;
    case Outcome::Abortive: settle_abortive(rules, table, hand, out); break;
    case Outcome::Nagashi: settle_nagashi(rules, table, hand, out); break;
    case Outcome::Chombo: settle_chombo(rules, table, hand, out); break;
  }
  return std::nullopt;
}

}  // namespace tenbou
