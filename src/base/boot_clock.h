#pragma once
// A clock that setting the date does not move: the time since this machine booted, with the boot's identity, so
// that two moments of one boot compare truly whatever `date -s`, a time server or a wrong time zone did to the
// wall clock between them (the double-entry guard's "entered moments ago"). Platform files: boot_clock_posix.cc
// (Linux's CLOCK_BOOTTIME and boot_id) and boot_clock_windows.cc (the tick count and the boot counter).

#include <cstdint>
#include <optional>
#include <string>

namespace tenbou {

/// A moment on one boot's clock.
struct BootMoment {
  std::string boot;          ///< which boot of which machine: equal only for moments of the same one
  std::int64_t seconds = 0;  ///< seconds since that boot, sleep included
};

/// Now on this boot's clock; nothing where the system does not say which boot this is.
std::optional<BootMoment> boot_now();

}  // namespace tenbou
