#include "base/utc_time.h"

#include <chrono>
#include <charconv>

namespace tenbou {
namespace {

/// Days since 1970-01-01 of a civil date (Howard Hinnant's days_from_civil; no time zone involved).
std::int64_t days_from_civil(std::int64_t y, unsigned m, unsigned d) {
  y -= m <= 2;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

std::optional<int> digits(std::string_view text, std::size_t at, std::size_t count) {
  int n = 0;
  const char* begin = text.data() + at;
  const auto [end, error] = std::from_chars(begin, begin + count, n);
  if (error != std::errc() || end != begin + count) return std::nullopt;
  return n;
}

}  // namespace

UnixSeconds seconds_now() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

std::string utc_stamp(UnixSeconds seconds) {
  const std::chrono::sys_seconds moment{std::chrono::seconds(seconds)};
  const auto day = std::chrono::floor<std::chrono::days>(moment);
  const std::chrono::year_month_day date{day};
  const std::chrono::hh_mm_ss time{moment - day};
  char stamp[32];
  std::snprintf(stamp, sizeof stamp, "%04d-%02u-%02uT%02d:%02d:%02dZ", static_cast<int>(date.year()),
                static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()), static_cast<int>(time.hours().count()),
                static_cast<int>(time.minutes().count()), static_cast<int>(time.seconds().count()));
  return stamp;
}

std::string utc_now() { return utc_stamp(seconds_now()); }

std::optional<UnixSeconds> parse_utc_stamp(std::string_view s) {
  if (s.size() != 20 || s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' || s[16] != ':' || s[19] != 'Z')
    return std::nullopt;
  const auto y = digits(s, 0, 4), mo = digits(s, 5, 2), d = digits(s, 8, 2);
  const auto h = digits(s, 11, 2), mi = digits(s, 14, 2), se = digits(s, 17, 2);
  if (!y || !mo || !d || !h || !mi || !se || *mo < 1 || *mo > 12 || *d < 1 || *d > 31 || *h > 23 || *mi > 59 || *se > 60)
    return std::nullopt;
  return days_from_civil(*y, static_cast<unsigned>(*mo), static_cast<unsigned>(*d)) * 86400 + *h * 3600 + *mi * 60 + *se;
}

std::string time_ago(UnixSeconds seconds) {
  if (seconds < 0) seconds = 0;
  if (seconds < 120) return std::to_string(seconds) + " s ago";
  if (seconds < 2 * 3600) return std::to_string(seconds / 60) + " min ago";
  return std::to_string(seconds / 3600) + " h ago";
}

}  // namespace tenbou
