#include "report/payment_report.h"

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "record/hand_text.h"
#include "report/text_table.h"

namespace tenbou {
using nlohmann::json;

std::string base_points_text(const Win& win, const HandValue& v) {
  const std::string base = format_points(v.base);
  if (v.limit == Limit::Yakuman) {
    if (win.yakuman == 0) return std::to_string(win.han) + " han counts as yakuman: " + base;
    std::string out = "yakuman: 8,000 x " + std::to_string(v.yakuman_counted) + " = " + base;
    if (v.yakuman_capped)
      out += " (" + std::to_string(win.yakuman) + " yakuman entered; this ruleset counts at most " +
             std::to_string(v.yakuman_counted) + ")";
    return out;
  }
  if (win.han >= 5) return std::to_string(win.han) + " han is " + std::string(limit_name(v.limit)) + ": " + base;
  const std::string formula = std::to_string(win.fu) + " x 2^(2+" + std::to_string(win.han) + ") = " +
                              format_points(static_cast<Points>(win.fu) << (2 + win.han));
  if (v.capped_by_limit) return formula + ", capped at mangan: " + base;
  if (v.kiriage) return formula + ", rounded up to mangan by kiriage: " + base;
  return formula;
}

std::string payment_step(Points base, const PayerAmount& share) {
  std::string out = format_points(base);
  if (share.multiple != 1) out += " x " + std::to_string(share.multiple) + " = " + format_points(share.multiplied);
  if (share.rounded != share.multiplied) out += ", rounded up to " + format_points(share.rounded);
  if (share.counters > 0)
    out += ", + " + format_points(share.counters) + " counters = " + format_points(share.rounded + share.counters);
  return out;
}

std::string payment_report_text(const Ruleset& rules, const PaymentTable& t) {
  std::string out = describe_value(t.win, t.value) + " under " + rules.name + " (" + rules.title + ")";
  if (t.honba > 0) out += " with " + counted(t.honba, "counter");
  out += "\nBase points: " + base_points_text(t.win, t.value) + "\n\n";
  const Points base = t.value.base;
  TextTable table({{"Winner"}, {"Win"}, {"Who pays"}, {"Amount", true}, {"Worked out", false, false, "", false, TextTable::Fit::Wrap}});
  auto impossible = [&](const std::string& winner, const char* how, const std::string& why) {
    table.add_row({winner, how, "-", "-", "impossible: " + why});
  };
  if (t.ron_impossible) {
    impossible("non-dealer", "ron", *t.ron_impossible);
    impossible("dealer", "ron", *t.ron_impossible);
  } else {
    table.add_row({"non-dealer", "ron", "discarder", format_points(t.non_dealer_ron.amount()), payment_step(base, t.non_dealer_ron)});
    table.add_row({"dealer", "ron", "discarder", format_points(t.dealer_ron.amount()), payment_step(base, t.dealer_ron)});
  }
  if (t.tsumo_impossible) {
    impossible("non-dealer", "tsumo", *t.tsumo_impossible);
    impossible("dealer", "tsumo", *t.tsumo_impossible);
  } else {
    table.add_row({"non-dealer", "tsumo", "each non-dealer", format_points(t.non_dealer_tsumo_from_non_dealer.amount()),
                   payment_step(base, t.non_dealer_tsumo_from_non_dealer)});
    table.add_row({"", "", "dealer", format_points(t.non_dealer_tsumo_from_dealer.amount()), payment_step(base, t.non_dealer_tsumo_from_dealer)});
    table.add_row({"dealer", "tsumo", "each player", format_points(t.dealer_tsumo_each.amount()), payment_step(base, t.dealer_tsumo_each)});
  }
  out += table.render();
  out += "Each payer's amount is rounded up to the next 100 separately";
  if (t.honba > 0)
    out += "; each counter adds " + format_points(rules.counter_value_ron) + " on ron and " +
           format_points(rules.counter_value_tsumo) + " per payer on tsumo";
  return out + ".\n";
}

json payment_report_json(const Ruleset& rules, const PaymentTable& t) {
  json out = {{"ruleset", rules.name},
              {"honba", t.honba},
              {"base", t.value.base},
              {"limit", t.value.limit == Limit::None ? json(nullptr) : json(limit_name(t.value.limit))}};
  if (t.win.yakuman > 0) {
    out["yakuman"] = t.win.yakuman;
    out["yakuman_counted"] = t.value.yakuman_counted;
  } else {
    out["han"] = t.win.han;
    out["fu"] = t.win.fu;
  }
  out["kiriage"] = t.value.kiriage;
  if (t.ron_impossible) {
    out["non_dealer"]["ron"] = nullptr;
    out["dealer"]["ron"] = nullptr;
    out["impossible"]["ron"] = *t.ron_impossible;
  } else {
    out["non_dealer"]["ron"] = t.non_dealer_ron.amount();
    out["dealer"]["ron"] = t.dealer_ron.amount();
  }
  if (t.tsumo_impossible) {
    out["non_dealer"]["tsumo"] = nullptr;
    out["dealer"]["tsumo"] = nullptr;
    out["impossible"]["tsumo"] = *t.tsumo_impossible;
  } else {
    out["non_dealer"]["tsumo"] = {{"dealer", t.non_dealer_tsumo_from_dealer.amount()},
                                  {"non_dealer", t.non_dealer_tsumo_from_non_dealer.amount()}};
    out["dealer"]["tsumo"] = {{"each", t.dealer_tsumo_each.amount()}};
  }
  out["counters"] = {{"ron", t.ron_counters}, {"tsumo_each", t.tsumo_counters_each}};
  return out;
}

}  // namespace tenbou
