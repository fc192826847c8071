#pragma once
// How fast one client address may ask: a phone loads a page and its scripts, then polls every few seconds;
// a device asking hundreds of times a second (a page fetched in a loop, a new connection for every guess)
// takes the server's time from every table. Each address has a bucket of requests that refills at a steady
// rate; connections and requests each take one, and an empty bucket is refused (429, or the connection
// closed). The organiser's own machine (127.0.0.1) is never limited.

#include <chrono>
#include <map>
#include <mutex>
#include <string>

namespace tenbou::server {

/// The rate, with the values `tenbou serve` uses.
struct RateRules {
  double per_second = 20;  ///< a phone asks about once a second; a page with its scripts a few times at once
  double burst = 60;
};

/// The buckets of one server. Thread-safe.
class RequestRate {
 public:
  using Clock = std::chrono::steady_clock;

  explicit RequestRate(RateRules rules = {}) : rules_(rules) {}

  /// Takes one request (or connection) from `address`'s bucket at `now`; false when it is empty.
  bool take(const std::string& address, Clock::time_point now);

 private:
  struct Bucket {
    double left = 0;
    Clock::time_point filled{};
  };
  RateRules rules_;
  std::mutex mutex_;
  std::map<std::string, Bucket> buckets_;
  Clock::time_point swept_{};  ///< when full buckets were last forgotten
};

}  // namespace tenbou::server
