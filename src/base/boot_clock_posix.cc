#include "base/boot_clock.h"

#include <time.h>

#include <fstream>

namespace tenbou {

// The kernel draws a random boot_id at each boot; CLOCK_BOOTTIME counts from it, suspend included, and no one
// sets it.
std::optional<BootMoment> boot_now() {
  std::ifstream file("/proc/sys/kernel/random/boot_id");
  std::string boot;
  if (!std::getline(file, boot) || boot.empty()) return std::nullopt;
  timespec now{};
  if (clock_gettime(CLOCK_BOOTTIME, &now) != 0) return std::nullopt;
  return BootMoment{.boot = boot, .seconds = static_cast<std::int64_t>(now.tv_sec)};
}

}  // namespace tenbou
