#pragma once
// Moments as tenbou stores them: UTC, to the second, written "2026-11-22T10:31:05Z" (ISO 8601), so a file
// reads the same in every time zone and sorts by time as text.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tenbou {

/// Seconds since 1970-01-01T00:00:00Z.
using UnixSeconds = std::int64_t;

/// The current moment.
UnixSeconds seconds_now();

/// `seconds` as stored: "2026-11-22T10:31:05Z".
std::string utc_stamp(UnixSeconds seconds);

/// The current moment as stored.
std::string utc_now();

/// The moment a stored stamp names; nothing for text that is not one.
std::optional<UnixSeconds> parse_utc_stamp(std::string_view stamp);

/// How long ago, in words a referee reads aloud: "40 s ago", "3 min ago", "2 h ago".
std::string time_ago(UnixSeconds seconds);

}  // namespace tenbou
