#include "server/request_rate.h"

#include <algorithm>

#include "server/connection_limits.h"

namespace tenbou::server {

bool RequestRate::take(const std::string& address, Clock::time_point now) {
  if (ConnectionLimits::exempt(address)) return true;
  std::lock_guard lock(mutex_);
  auto refill = [&](Bucket& b) {
    const double seconds = std::chrono::duration<double>(now - b.filled).count();
    b.left = std::min(rules_.burst, b.left + seconds * rules_.per_second);
    b.filled = now;
  };
  if (now - swept_ > std::chrono::seconds(10)) {  // a full bucket is the same as none: forget it
    for (auto it = buckets_.begin(); it != buckets_.end();) {
      refill(it->second);
      it = it->second.left >= rules_.burst ? buckets_.erase(it) : std::next(it);
    }
    swept_ = now;
  }
  auto [it, added] = buckets_.try_emplace(address, Bucket{rules_.burst, now});
  Bucket& b = it->second;
  if (!added) refill(b);
  if (b.left < 1) return false;
  b.left -= 1;
  return true;
}

}  // namespace tenbou::server
