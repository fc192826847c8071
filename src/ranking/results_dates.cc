#include "ranking/results_dates.h"

#include <array>
#include <charconv>
#include <vector>

#include "base/civil_date.h"
#include "base/unicode.h"

namespace tenbou {
namespace {

using namespace std::chrono;

/// A date as one side of a span writes it, with what it leaves out (0) taken from the other side.
struct Partial {
  int day = 0, month = 0, year = 0;
};

std::optional<int> number(std::string_view text) {
  int n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return n;
}

/// The month an English name or its abbreviation gives ("Mar", "March", "Sept"), 0 for none.
int month_named(const std::string& word) {
  static constexpr std::array<const char*, 12> kMonths = {"january", "february", "march",     "april",   "may",      "june",
                                                          "july",    "august",   "september", "october", "november", "december"};
  const std::string w = unicode::ascii_lower(word);
  for (int m = 0; m < 12; ++m) {
    const std::string_view name = kMonths[static_cast<std::size_t>(m)];
    if (w.size() >= 3 && name.starts_with(w)) return m + 1;
  }
  return 0;
}

/// One side: "28", "28 Feb.", "28 Feb. 2025", "28/02", "28/02/2025", "28.02.2025". Nothing for anything else.
std::optional<Partial> side(std::string text) {
  for (char& c : text)
    if (c == '/' || c == '.' || c == ',') c = ' ';
  std::vector<std::string> words;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find(' ', at), text.size());
    if (end > at) words.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  if (words.empty() || words.size() > 3) return std::nullopt;
  Partial p;
  const auto day = number(words[0]);
  if (!day) return std::nullopt;
  p.day = *day;
  if (words.size() > 1) {
    const auto month = number(words[1]);
    p.month = month ? *month : month_named(words[1]);
    if (p.month < 1 || p.month > 12) return std::nullopt;
  }
  if (words.size() > 2) {
    const auto year = number(words[2]);
    if (!year || words[2].size() != 4) return std::nullopt;
    p.year = *year;
  }
  return p;
}

std::optional<sys_days> day_of(const Partial& p) {
  const year_month_day date{year{p.year}, month{static_cast<unsigned>(p.month)}, day{static_cast<unsigned>(p.day)}};
  if (!date.ok()) return std::nullopt;
  return sys_days(date);
}

/// "28 Feb.-2 Mar. 2025" and its kin: the last side whole, the first completed from it.
std::optional<DateSpan> written_dates(const std::string& text) {
  std::string dashed = text;
  for (const std::string_view dash : {"–", "—", " to "})  // en and em dashes, as pages typeset the span
    for (std::size_t at = dashed.find(dash); at != std::string::npos; at = dashed.find(dash)) dashed.replace(at, dash.size(), "-");
  const std::size_t split = dashed.find('-');
  if (split != std::string::npos && dashed.find('-', split + 1) != std::string::npos) return std::nullopt;
  const auto last = side(unicode::trimmed(dashed.substr(split == std::string::npos ? 0 : split + 1)));
  if (!last || last->month == 0 || last->year == 0) return std::nullopt;
  Partial first = *last;
  if (split != std::string::npos) {
    const auto given = side(unicode::trimmed(dashed.substr(0, split)));
    if (!given) return std::nullopt;
    first.day = given->day;
    if (given->month) first.month = given->month;
    if (given->year) first.year = given->year;
    else if (first.month > last->month) first.year = last->year - 1;  // "30 Dec.-2 Jan. 2025"
  }
  const auto a = day_of(first), b = day_of(*last);
  if (!a || !b) return std::nullopt;
  if (*b - *a > std::chrono::days(31)) return std::nullopt;  // "2 Mar.-28 Feb. 2025" is a mistake, not a year of play
  return DateSpan{*a, *b};
}

}  // namespace

std::optional<DateSpan> tournament_dates(const std::string& raw, int days) {
  std::string text = unicode::trimmed(raw);
  if (const auto serial = number(text); serial && *serial > 0 && *serial < 2958466)
    text = date_text(sys_days(year{1899} / 12 / 30) + std::chrono::days(*serial));
  std::size_t split = text.find(".."), skip = 2;
  if (split == std::string::npos) split = text.find(" to "), skip = 4;
  std::optional<DateSpan> span;
  const auto first = parse_date(unicode::trimmed(text.substr(0, split)));
  const auto last = split == std::string::npos ? first : parse_date(unicode::trimmed(text.substr(split + skip)));
  if (first && last) {
    span = DateSpan{*first, *last};
    if (split == std::string::npos && days > 1) span->last = *first + std::chrono::days(days - 1);
  } else {
    span = written_dates(text);
    if (span && span->first == span->last && days > 1) span->last = span->first + std::chrono::days(days - 1);
  }
  if (!span || span->last < span->first) return std::nullopt;
  return span;
}

}  // namespace tenbou
