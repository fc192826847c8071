#include "record/hand_text.h"

#include "engine/game.h"

namespace tenbou {
namespace {

void append_names(std::string& out, SeatSet set, const Names& names) {
  bool first = true;
  for_each_seat([&](Seat s) {
    if (!set.contains(s)) return;
    if (!first) out += ", ";
    out += names[s];
    first = false;
  });
}

void append_value(std::string& out, const Win& win, const HandValue& value) {
  if (value.limit == Limit::Yakuman) {
    if (win.yakuman == 0) {
      out += std::to_string(win.han);
      out += " han (counted yakuman)";
    } else if (value.yakuman_counted > 1) {
      out += std::to_string(value.yakuman_counted);
      out += "x yakuman";
    } else {
      out += "yakuman";
    }
    return;
  }
  out += std::to_string(win.han);
  out += " han";
  if (win.han < 5) {
    out += ' ';
    out += std::to_string(win.fu);
    out += " fu";
  }
  if (win.dora > 0) {
    out += " (";
    out += std::to_string(win.dora);
    out += " dora)";
  }
  if (value.kiriage) {
    out += " (kiriage mangan)";
  } else if (value.limit != Limit::None) {
    out += " (";
    out += limit_name(value.limit);
    out += ')';
  }
}

void append_win(std::string& out, const WinPayment& wp, const Names& names) {
  out += names[wp.win.winner];
  out += ' ';
  append_value(out, wp.win, wp.value);
  if (wp.win.pao) {
    out += ", ";
    out += names[*wp.win.pao];
    out += " liable";
  }
}

}  // namespace

std::string describe_table(const TableState& t) {
  return round_name(t.round) + (t.honba == 0 ? "" : ", " + std::to_string(t.honba) + (t.honba == 1 ? " counter" : " counters"));
}

std::string describe_value(const Win& win, const HandValue& value) {
  std::string out;
  append_value(out, win, value);
  return out;
}

void append_hand_description(std::string& out, const Hand& hand, const Settlement& s, const Names& names) {
  switch (hand.outcome) {
    case Outcome::Ron: {
      bool first = true;
      for (int k = 0; k < s.win_count; ++k) {
        if (s.wins[k].head_bumped) continue;
        if (!first) out += " + ";
        append_win(out, s.wins[k], names);
        first = false;
      }
      out += " ron from ";
      out += names[hand.discarder];
      break;
    }
    case Outcome::Tsumo:
      append_win(out, s.wins[0], names);
      out += " tsumo";
      break;
    case Outcome::Draw:
      if (hand.tenpai.empty()) {
        out += "draw, all noten";
      } else {
        out += "draw, tenpai ";
        append_names(out, hand.tenpai, names);
      }
      break;
    case Outcome::Abortive: out += "abortive draw"; break;
    case Outcome::Nagashi:
      out += "nagashi mangan ";
      append_names(out, hand.nagashi, names);
      break;
    case Outcome::Chombo:
      out += "chombo by ";
      out += names[hand.offender];
      out += " (hand replayed)";
      break;
  }
  if (!hand.riichi.empty() && hand.outcome != Outcome::Chombo) {
    out += "; riichi ";
    append_names(out, hand.riichi, names);
  }
}

std::string describe_hand(const Hand& hand, const Settlement& s, const Names& names) {
  std::string out;
  append_hand_description(out, hand, s, names);
  return out;
}

std::string describe_entered_hand(const Ruleset& rules, const Hand& hand, const Names& names) {
  Settlement values;
  for (int k = 0; k < hand.win_count; ++k) {
    WinPayment& wp = values.add_win();
    wp.win = hand.wins[k];
    wp.value = hand_value(rules, wp.win.han, wp.win.fu, wp.win.yakuman);
  }
  return describe_hand(hand, values, names);
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
