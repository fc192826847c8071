#pragma once
// Times as people at the venue read them: a stored UTC moment shown in the tournament's time zone, as
// "14:05 CET" (the zone's abbreviation where Europe has one, else its offset, "GMT+9"). Zones are IANA names
// ("Europe/Vienna"), read through ICU's own time zone data, so this works wherever ICU does.

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "base/utc_time.h"

namespace tenbou {

/// A time zone. Copyable; cheap to keep.
class LocalTime {
 public:
  /// The zone named `iana` ("Europe/Vienna"), or nothing for a name ICU does not know.
  static std::optional<LocalTime> named(std::string_view iana);
  /// This machine's zone: TZ when it names one, else the system's (/etc/localtime), else UTC.
  static LocalTime machine();

  /// The zone's IANA name, "Europe/Vienna".
  const std::string& name() const { return name_; }
  /// "14:05 CET"; with `seconds`, "14:05:07 CET".
  std::string clock(UnixSeconds moment, bool seconds = false) const;
  /// "2026-11-22 14:05 CET".
  std::string date_and_clock(UnixSeconds moment) const;
  /// The moment the clocks of this zone show `hour`:`minute` on the day they show at `moment`: when a session set
  /// to end at 16:45 in the tournament's zone ends, whatever zone the machine that shows it is set to.
  UnixSeconds on_the_day(UnixSeconds moment, int hour, int minute) const;
  /// A stored stamp ("2026-11-22T13:05:00Z") as date_and_clock; text that is not a stamp as it is.
  std::string stamp(std::string_view utc) const;

 private:
  explicit LocalTime(std::string name) : name_(std::move(name)) {}
  std::string format(UnixSeconds moment, const char* pattern) const;
  std::string name_;
};

}  // namespace tenbou
