#pragma once
// Calendar dates as tournaments write them (YYYY-MM-DD), and the year arithmetic the EMA ranking needs.

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace tenbou {

/// A date written YYYY-MM-DD, or nullopt.
std::optional<std::chrono::sys_days> parse_date(std::string_view text);

/// `day` as YYYY-MM-DD.
std::string date_text(std::chrono::sys_days day);

/// The same date `years` years earlier; 29 February gives 28 February in a year without it.
std::chrono::sys_days years_before(std::chrono::sys_days day, int years);

/// Today in UTC.
std::chrono::sys_days today();

}  // namespace tenbou
