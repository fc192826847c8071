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

void append_value(std::string& out, const Win& win, const HandValue& value, const HandWording& words) {
  if (value.limit == Limit::Yakuman) {
    if (win.yakuman == 0) {
      out += std::to_string(win.han);
      out += " han (";
      out += words.counted_yakuman;
      out += ')';
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

void append_win(std::string& out, const WinPayment& wp, const Names& names, const HandWording& words) {
  out += names[wp.win.winner];
  out += ' ';
  append_value(out, wp.win, wp.value, words);
  if (wp.win.pao) {
    out += ", ";
    out += names[*wp.win.pao];
    out += ' ';
    out += words.liable;
  }
}

}  // namespace

const HandWording& HandWording::english() {
  static const HandWording kEnglish;
  return kEnglish;
}

std::string describe_table(const TableState& t, const HandWording& words) {
  std::string out = words.round ? words.round(t.round) : round_name(t.round);
  if (t.honba == 0) return out;
  return out + ", " +
         (words.counters ? words.counters(t.honba) : std::to_string(t.honba) + (t.honba == 1 ? " counter" : " counters"));
}

std::string describe_value(const Win& win, const HandValue& value, const HandWording& words) {
  std::string out;
  append_value(out, win, value, words);
  return out;
}

void append_hand_description(std::string& out, const Hand& hand, const Settlement& s, const Names& names,
                             const HandWording& words) {
  switch (hand.outcome) {
    case Outcome::Ron: {
      bool first = true;
      for (int k = 0; k < s.win_count; ++k) {
        if (s.wins[k].head_bumped) continue;
        if (!first) out += " + ";
        append_win(out, s.wins[k], names, words);
        first = false;
      }
      out += ' ';
      out += words.ron_from;
      out += ' ';
      out += names[hand.discarder];
      break;
    }
    case Outcome::Tsumo:
      append_win(out, s.wins[0], names, words);
      out += ' ';
      out += words.tsumo;
      break;
    case Outcome::Draw:
      if (hand.tenpai.empty()) {
        out += words.all_noten;
      } else {
        out += words.tenpai;
        out += ' ';
        append_names(out, hand.tenpai, names);
      }
      break;
    case Outcome::Abortive: out += words.abortive; break;
    case Outcome::Nagashi:
      out += words.nagashi;
      out += ' ';
      append_names(out, hand.nagashi, names);
      break;
    case Outcome::Chombo:
      out += words.chombo_by;
      out += ' ';
      out += names[hand.offender];
      out += " (";
      out += words.replayed;
      out += ')';
      break;
  }
  if (!hand.riichi.empty() && hand.outcome != Outcome::Chombo) {
    out += "; riichi ";
    append_names(out, hand.riichi, names);
  }
}

std::string describe_hand(const Hand& hand, const Settlement& s, const Names& names, const HandWording& words) {
  std::string out;
  append_hand_description(out, hand, s, names, words);
  return out;
}

std::string describe_entered_hand(const Ruleset& rules, const Hand& hand, const Names& names, const HandWording& words) {
  Settlement values;
  for (int k = 0; k < hand.win_count; ++k) {
    WinPayment& wp = values.add_win();
    wp.win = hand.wins[k];
    wp.value = hand_value(rules, wp.win.han, wp.win.fu, wp.win.yakuman);
  }
  return describe_hand(hand, values, names, words);
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
