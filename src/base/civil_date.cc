#include "base/civil_date.h"

#include <charconv>
#include <cstdio>

namespace tenbou {

std::optional<std::chrono::sys_days> parse_date(std::string_view text) {
  int y = 0;
  unsigned m = 0, d = 0;
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  auto number = [&](std::size_t at, std::size_t len, auto& out) {
    return std::from_chars(text.data() + at, text.data() + at + len, out).ptr == text.data() + at + len;
  };
  if (!number(0, 4, y) || !number(5, 2, m) || !number(8, 2, d)) return std::nullopt;
  const std::chrono::year_month_day date{std::chrono::year(y), std::chrono::month(m), std::chrono::day(d)};
  if (!date.ok()) return std::nullopt;
  return std::chrono::sys_days(date);
}

std::string date_text(std::chrono::sys_days day) {
  const std::chrono::year_month_day date{day};
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(date.year()), static_cast<unsigned>(date.month()),
                static_cast<unsigned>(date.day()));
  return text;
}

std::chrono::sys_days years_before(std::chrono::sys_days day, int years) {
  const std::chrono::year_month_day date{day};
  std::chrono::year_month_day earlier{date.year() - std::chrono::years(years), date.month(), date.day()};
  if (!earlier.ok()) earlier = std::chrono::year_month_day_last{earlier.year(), std::chrono::month_day_last{date.month()}};
  return std::chrono::sys_days(earlier);
}

std::chrono::sys_days today() { return std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now()); }

}  // namespace tenbou
