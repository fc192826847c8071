#include "engine/payment_table.h"

namespace tenbou {

MaybeProblem payment_table(const Ruleset& rules, const Win& win, int honba, PaymentTable& out) {
  out = PaymentTable{};
  out.win = win;
  out.honba = honba;
  if (honba < 0) return Problem{"counters " + std::to_string(honba) + " cannot be negative"};
  MaybeProblem ron = check_win(rules, win, WinContext{false, false, honba});
  MaybeProblem tsumo = check_win(rules, win, WinContext{true, false, honba});
  if (ron && tsumo) {
    if (ron->message == tsumo->message) return ron;
    return Problem{"on ron, " + ron->message + "; on tsumo, " + tsumo->message};
  }
  if (ron) out.ron_impossible = ron->message;
  if (tsumo) out.tsumo_impossible = tsumo->message;

  out.value = hand_value(rules, win.han, win.fu, win.yakuman);
  const Points base = out.value.base;
  out.ron_counters = rules.counter_value_ron * honba;
  out.tsumo_counters_each = rules.counter_value_tsumo * honba;
  const auto times = [](int multiple) { return PayerShare{static_cast<std::uint8_t>(multiple)}; };
  out.non_dealer_ron = pay(base, times(4), out.ron_counters);
  out.dealer_ron = pay(base, times(6), out.ron_counters);
  out.non_dealer_tsumo_from_non_dealer = pay(base, times(tsumo_multiple(false, false)), out.tsumo_counters_each);
  out.non_dealer_tsumo_from_dealer = pay(base, times(tsumo_multiple(false, true)), out.tsumo_counters_each);
  out.dealer_tsumo_each = pay(base, times(tsumo_multiple(true, false)), out.tsumo_counters_each);
  return std::nullopt;
}

}  // namespace tenbou
