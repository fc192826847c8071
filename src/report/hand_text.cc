#include "report/hand_text.h"

namespace tenbou {
namespace {

std::string name_list(SeatSet set, const Names& names) {
  std::string out;
  for_each_seat([&](Seat s) {
    if (set.contains(s)) out += (out.empty() ? "" : ", ") + names[s];
  });
  return out;
}

std::string win_text(const WinPayment& wp, const Names& names) {
  std::string out = names[wp.win.winner] + " " + describe_value(wp.win, wp.value);
  if (wp.win.pao) out += ", " + names[*wp.win.pao] + " liable";
  return out;
}

}  // namespace

std::string describe_value(const Win& win, const HandValue& value) {
  if (value.limit == Limit::Yakuman) {
    if (win.yakuman == 0) return std::to_string(win.han) + " han (counted yakuman)";
    return value.yakuman_counted > 1 ? std::to_string(value.yakuman_counted) + "x yakuman" : "yakuman";
  }
  std::string out = std::to_string(win.han) + " han";
  if (win.han < 5) out += " " + std::to_string(win.fu) + " fu";
  if (win.dora > 0) out += " (" + std::to_string(win.dora) + " dora)";
  if (value.kiriage) return out + " (kiriage mangan)";
  if (value.limit != Limit::None) out += " (" + std::string(limit_name(value.limit)) + ")";
  return out;
}

std::string describe_hand(const Hand& hand, const Settlement& s, const Names& names) {
  std::string out;
  switch (hand.outcome) {
    case Outcome::Ron:
      for (int k = 0; k < s.win_count; ++k) {
        if (s.wins[k].head_bumped) continue;
        out += (out.empty() ? "" : " + ") + win_text(s.wins[k], names);
      }
      out += " ron from " + names[hand.discarder];
      break;
    case Outcome::Tsumo: out = win_text(s.wins[0], names) + " tsumo"; break;
    case Outcome::Draw:
      out = hand.tenpai.empty() ? "draw, all noten"
                                : "draw, tenpai " + name_list(hand.tenpai, names);
      break;
    case Outcome::Abortive: out = "abortive draw"; break;
    case Outcome::Nagashi: out = "nagashi mangan " + name_list(hand.nagashi, names); break;
    case Outcome::Chombo: out = "chombo by " + names[hand.offender] + " (hand replayed)"; break;
  }
  if (!hand.riichi.empty() && hand.outcome != Outcome::Chombo) out += "; riichi " + name_list(hand.riichi, names);
  return out;
}

std::vector<std::string> hand_warnings(const Ruleset& rules, const Settlement& s, const Names& names) {
  std::vector<std::string> out;
  for (int k = 0; k < s.win_count; ++k) {
    const WinPayment& wp = s.wins[k];
    const std::string who = names[wp.win.winner];
    if (wp.head_bumped)
      out.push_back(who + " also claimed the discard but is not paid: this ruleset (" + rules.name +
                    ") has head bump, only the first claimant after the discarder wins");
    if (wp.value.yakuman_capped)
      out.push_back(who + "'s " + std::to_string(wp.win.yakuman) + " yakuman are paid as " +
                    std::to_string(wp.value.yakuman_counted) + ": this ruleset (" + rules.name + ") counts at most " +
                    std::to_string(rules.yakuman_maximum));
  }
  return out;
}

}  // namespace tenbou
