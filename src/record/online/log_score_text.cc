#include "record/online/log_score_text.h"

#include <charconv>

#include "base/unicode.h"

namespace tenbou {
namespace {

/// The whole number at the start of `text` (advanced past it), or -1 when there is none or it is out of range.
long take_number(std::string_view& text) {
  long value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end == text.data() || value < 0 || value > 10000000) return -1;
  text.remove_prefix(static_cast<std::size_t>(end - text.data()));
  return value;
}

bool take(std::string_view& text, std::string_view word) {
  if (text.substr(0, word.size()) != word) return false;
  text.remove_prefix(word.size());
  return true;
}

}  // namespace

Points LogScoreText::tsumo_value(bool dealer) const {
  if (all_pay || dealer) return 3 * ron;
  return 2 * from_non_dealer + from_dealer;
}

LogScoreText read_log_score(std::string_view text, const std::string& hand) {
  const std::string shown = unicode::printable(std::string(text.substr(0, 60)));
  const auto fail = [&] { throw LogError(hand, "the score \"" + shown + "\" is not one tenbou reads (\"30符2飜2000点\", \"満貫8000点\", \"700-1300点\")"); };
  LogScoreText out;
  std::string_view rest = text;
  for (std::string_view word : {"三倍満", "満貫", "跳満", "倍満", "役満"})
    if (take(rest, word)) {
      out.limit = std::string(word);
      break;
    }
  if (out.limit.empty()) {
    const long fu = take_number(rest);
    if (fu < 0 || !take(rest, "符")) fail();
    const long han = take_number(rest);
    if (han < 0 || !take(rest, "飜")) fail();
    out.fu = static_cast<int>(fu);
  }
  const long first = take_number(rest);
  if (first < 0) fail();
  if (take(rest, "-")) {
    const long second = take_number(rest);
    if (second < 0) fail();
    out.from_non_dealer = first;
    out.from_dealer = second;
  } else {
    out.ron = first;
  }
  if (!take(rest, "点")) fail();
  out.all_pay = take(rest, "∀");
  if (!rest.empty()) fail();
  return out;
}

LogYaku read_log_yaku(std::string_view text, const std::string& hand) {
  const std::size_t open = text.rfind('(');
  if (open == std::string_view::npos || text.empty() || text.back() != ')')
    throw LogError(hand, "the yaku \"" + unicode::printable(std::string(text.substr(0, 60))) + "\" has no han in brackets");
  LogYaku yaku;
  yaku.name = std::string(text.substr(0, open));
  std::string_view inside = text.substr(open + 1, text.size() - open - 2);
  if (inside == "役満") {
    yaku.yakuman = 1;
    return yaku;
  }
  const long han = take_number(inside);
  if (han < 0 || han > 100 || inside != "飜")
    throw LogError(hand, "the yaku \"" + unicode::printable(std::string(text.substr(0, 60))) + "\" has no han in brackets");
  yaku.han = static_cast<int>(han);
  return yaku;
}

bool is_dora_name(std::string_view name) {
  for (std::string_view dora : {"ドラ", "赤ドラ", "裏ドラ", "宝牌", "赤宝牌", "里宝牌", "Dora", "Ura dora", "Red fives"})
    if (name == dora) return true;
  return false;
}

int least_fu_for_limit(const LogScoreText& score, int han) {
  if (score.limit != "満貫" || han >= 5) return 0;
  return han == 4 ? 40 : han == 3 ? 70 : 0;
}

}  // namespace tenbou
