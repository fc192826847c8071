#include "base/local_time.h"

#include <cstdlib>

#include <unicode/calendar.h>
#include <unicode/smpdtfmt.h>
#include <unicode/timezone.h>

namespace tenbou {
namespace {

std::unique_ptr<icu::TimeZone> zone_of(const std::string& name) {
  return std::unique_ptr<icu::TimeZone>(icu::TimeZone::createTimeZone(icu::UnicodeString::fromUTF8(name)));
}

std::string utf8(const icu::UnicodeString& text) {
  std::string out;
  text.toUTF8String(out);
  return out;
}

}  // namespace

std::optional<LocalTime> LocalTime::named(std::string_view iana) {
  if (iana.empty() || iana.size() > 64) return std::nullopt;
  const std::unique_ptr<icu::TimeZone> zone = zone_of(std::string(iana));
  if (*zone == icu::TimeZone::getUnknown()) return std::nullopt;
  icu::UnicodeString canonical;
  UErrorCode status = U_ZERO_ERROR;
  icu::UnicodeString id;
  zone->getID(id);
  icu::TimeZone::getCanonicalID(id, canonical, status);
  // "UTC" and links such as "Europe/Kiev" are kept as written; an ID ICU cannot place is refused.
  if (U_FAILURE(status)) return std::nullopt;
  return LocalTime(utf8(id));
}

LocalTime LocalTime::machine() {
  if (const char* tz = std::getenv("TZ"); tz && *tz)
    if (auto named_zone = named(*tz == ':' ? tz + 1 : tz)) return *named_zone;
  const std::unique_ptr<icu::TimeZone> host(icu::TimeZone::detectHostTimeZone());
  icu::UnicodeString id;
  host->getID(id);
  if (auto zone = named(utf8(id))) return *zone;
  return LocalTime("UTC");
}

std::string LocalTime::format(UnixSeconds moment, const char* pattern) const {
  const std::unique_ptr<icu::TimeZone> zone = zone_of(name_);
  // British English names Europe's zones (CET, CEST, GMT, BST, WET, EET); plain English America's (EST); any
  // other zone is its offset (GMT+9).
  std::string fallback;
  for (const char* locale : {"en_GB", "en"}) {
    UErrorCode status = U_ZERO_ERROR;
    icu::SimpleDateFormat formatter(icu::UnicodeString(pattern), icu::Locale(locale), status);
    if (U_FAILURE(status)) continue;
    formatter.setTimeZone(*zone);
    icu::UnicodeString text;
    formatter.format(static_cast<UDate>(moment) * 1000.0, text);
    const std::string out = utf8(text);
    const std::size_t gmt = out.rfind(" GMT");
    if (gmt == std::string::npos || gmt + 4 == out.size()) return out;  // an abbreviation, or GMT itself
    if (fallback.empty()) fallback = out;
  }
  return fallback;
}

std::string LocalTime::clock(UnixSeconds moment, bool seconds) const {
  return format(moment, seconds ? "HH:mm:ss z" : "HH:mm z");
}

std::string LocalTime::date_and_clock(UnixSeconds moment) const { return format(moment, "yyyy-MM-dd HH:mm z"); }

UnixSeconds LocalTime::on_the_day(UnixSeconds moment, int hour, int minute) const {
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::Calendar> calendar(icu::Calendar::createInstance(zone_of(name_).release(), status));
  if (U_FAILURE(status)) return moment;
  calendar->setTime(static_cast<UDate>(moment) * 1000.0, status);
  calendar->set(UCAL_HOUR_OF_DAY, hour);
  calendar->set(UCAL_MINUTE, minute);
  calendar->set(UCAL_SECOND, 0);
  calendar->set(UCAL_MILLISECOND, 0);
  const UDate at = calendar->getTime(status);
  return U_FAILURE(status) ? moment : static_cast<UnixSeconds>(at / 1000.0);
}

std::string LocalTime::stamp(std::string_view utc) const {
  const std::optional<UnixSeconds> moment = parse_utc_stamp(utc);
  return moment ? date_and_clock(*moment) : std::string(utc);
}

}  // namespace tenbou
