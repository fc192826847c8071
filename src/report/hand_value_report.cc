#include "report/hand_value_report.h"

#include <nlohmann/json.hpp>

#include "base/plural.h"
#include "rules/points_text.h"

namespace tenbou {

ValuedHand value_hand(const Ruleset& rules, const hand::HandRules& hand_rules, const hand::WinningHand& hand,
                      int counters, int sticks) {
  ValuedHand v;
  v.score = hand::evaluate(hand, hand_rules);
  const hand::HandScore& s = v.score;
  if (const auto minimum = rules.two_han_minimum_from_counters;
      minimum && counters >= *minimum && s.yakuman == 0 && !s.mangan_by_rule && s.han - s.dora - s.ura - s.red < 2)
    throw hand::HandError{"with " + std::to_string(counters) + " counters on the table a hand needs two han from yaku " +
                          "(dora do not count); this one has " + std::to_string(s.han - s.dora - s.ura - s.red)};
  v.value = hand_value(rules, v.score.han, v.score.fu, v.score.yakuman);
  v.tsumo = hand.tsumo;
  v.dealer = hand.seat == hand::Wind::East;
  v.counters = counters;
  v.sticks = sticks;
  Points paid = 0;
  if (!v.tsumo) {
    paid = v.ron = ron_payment(v.value.base, v.dealer);
  } else if (v.dealer) {
    v.tsumo_each = tsumo_payment(v.value.base, true, false);
    paid = 3 * v.tsumo_each;
  } else {
    v.tsumo_dealer = tsumo_payment(v.value.base, false, true);
    v.tsumo_non_dealer = tsumo_payment(v.value.base, false, false);
    paid = v.tsumo_dealer + 2 * v.tsumo_non_dealer;
  }
  const Points per_counter = v.tsumo ? 3 * rules.counter_value_tsumo : rules.counter_value_ron;
  v.total = paid + per_counter * counters + rules.riichi_deposit * sticks;
  return v;
}

namespace {

std::string han_text(int han) { return std::to_string(han) + " han"; }

std::string payment_words(const ValuedHand& v) {
  if (!v.tsumo) return "the discarder pays " + format_points(v.ron);
  if (v.dealer) return "each player pays " + format_points(v.tsumo_each);
  return "the dealer pays " + format_points(v.tsumo_dealer) + ", each other player " + format_points(v.tsumo_non_dealer);
}

}  // namespace

std::string score_text(const hand::HandScore& s, const std::string& indent) {
  std::string out;
  for (const hand::Yaku& y : s.yaku)
    out += indent + "  " + std::string(y.name) + ": " + (y.yakuman == 1 ? std::string("yakuman") : y.yakuman ? "double yakuman" : han_text(y.han)) + "\n";
  if (s.yakuman > 0) return indent + "Yaku:\n" + out + indent + "Yakuman" + (s.yakuman > 1 ? " x" + std::to_string(s.yakuman) : "") + ".\n";
  out = indent + "Yaku:\n" + out + indent + "Han: " + std::to_string(s.han) + ".\n";
  if (s.mangan_by_rule || s.han >= 5) return out;
  out += indent + "Fu:\n";
  for (const hand::FuPart& p : s.fu_parts) out += indent + "  " + p.text() + ": " + std::to_string(p.fu) + "\n";
  return out + indent +
         (s.fu == s.fu_unrounded ? "Fu: " + std::to_string(s.fu) + ".\n"
                                 : "Fu: " + std::to_string(s.fu_unrounded) + ", rounded up to " + std::to_string(s.fu) + ".\n");
}

nlohmann::json score_json(const hand::HandScore& s) {
  nlohmann::json yaku = nlohmann::json::array(), fu = nlohmann::json::array();
  for (const hand::Yaku& y : s.yaku) {
    nlohmann::json entry{{"name", y.name}, {"han", y.han}};
    if (y.yakuman) entry["yakuman"] = y.yakuman;
    yaku.push_back(std::move(entry));
  }
  for (const hand::FuPart& p : s.fu_parts) fu.push_back({{"reason", p.text()}, {"fu", p.fu}});
  return {{"han", s.han}, {"fu", s.fu}, {"yaku", yaku}, {"fu_details", fu}};
}

std::string valued_hand_text(const ValuedHand& v) {
  const hand::HandScore& s = v.score;
  std::string out = score_text(s, "");
  const std::string limit(limit_name(v.value.limit));
  out += "Value: " + (limit.empty() ? han_text(s.han) + " " + std::to_string(s.fu) + " fu" : limit) +
         (v.value.capped_by_limit ? " (" + han_text(s.han) + " " + std::to_string(s.fu) + " fu reach the limit)" : "") +
         "; " + payment_words(v) + ".\n";
  if (v.counters > 0 || v.sticks > 0)
    out += "With " + counted(v.counters, "counter") + " and " + counted(v.sticks, "riichi stick") + " the winner gets " +
           format_points(v.total) + " in all.\n";
  else
    out += "The winner gets " + format_points(v.total) + " in all.\n";
  for (const std::string_view note : s.notes) out += "Note: " + std::string(note) + ".\n";
  out += "Not judged from the tiles: furiten, a dead hand, swap-calling.\n";
  return out;
}

std::string valued_hand_json(const ValuedHand& v) {
  const hand::HandScore& s = v.score;
  nlohmann::json payment;
  if (!v.tsumo) payment["ron"] = v.ron;
  else if (v.dealer) payment["tsumo_each"] = v.tsumo_each;
  else payment = {{"tsumo_dealer", v.tsumo_dealer}, {"tsumo_nondealer", v.tsumo_non_dealer}};
  nlohmann::json out = score_json(s);
  out["limit"] = std::string(limit_name(v.value.limit));
  out["payment"] = payment;
  out["total"] = v.total;
  if (s.yakuman) out["yakuman"] = s.yakuman;
  if (!s.notes.empty()) out["notes"] = std::vector<std::string_view>(s.notes.begin(), s.notes.end());
  return out.dump() + "\n";
}

}  // namespace tenbou
