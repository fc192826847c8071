#pragma once
// Refused requests per client address, so a flood of them can neither guess keys nor fill the disk with
// log lines: after 20 refused keys within 10 s an address waits (429 with Retry-After) until the oldest of
// them is 10 s old, and its refusals get at most one log line a second, the others counted and told in the
// next line ("...and 1,204 more refused from 192.168.1.77"). The organiser's own machine (127.0.0.1) may
// try keys freely; its log lines are folded like any other's.

#include <chrono>
#include <cstddef>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace tenbou::server {

/// The longest line the server writes to its log, in bytes: a refusal that echoes a 62,000-character name adds no
/// more than this.
inline constexpr std::size_t kMaxLogLine = 400;

/// `text` as a line of the server's log: escaped (unicode::printable: a newline, an escape sequence or a bidi control
/// in a name or a field can neither forge a line nor drive the organiser's terminal), and cut to kMaxLogLine bytes,
/// at a character, saying how much was left out.
std::string log_line(std::string_view text);

/// The thresholds, with the values `tenbou serve` uses.
struct RefusalRules {
  std::size_t keys = 20;              ///< refused keys that make an address wait...
  std::chrono::seconds window{10};    ///< ...when they come within this long
  std::chrono::seconds log_every{1};  ///< at most one log line about an address's refusals this often
};

/// The refusals of one server. Thread-safe.
class RefusalWatch {
 public:
  using Clock = std::chrono::steady_clock;

  /// The one "address" that the refusals of requests presenting no valid key are folded under, whatever address they
  /// come from: a device with many addresses gets no more log lines than one.
  static constexpr const char* kWithoutKey = "addresses without a valid key";

  explicit RefusalWatch(RefusalRules rules = {}) : rules_(rules) {}

  /// The seconds `address` must wait before its next key is looked at (0: none).
  int retry_after(const std::string& address, Clock::time_point now);
  /// A key from `address` was refused at `now`.
  void key_refused(const std::string& address, Clock::time_point now);

  /// Whether a refusal of `address`'s request at `now` gets its own log line; if not, it is counted.
  bool log_refusal(const std::string& address, Clock::time_point now);
  /// The lines for the refusals counted and not yet told, for addresses whose last line is a second old
  /// ("...and 1,204 more refused from 192.168.1.77"). Also forgets what no longer matters.
  std::vector<std::string> folded(Clock::time_point now);

 private:
  struct Address {
    std::deque<Clock::time_point> keys;  ///< refused keys within the window, oldest first
    Clock::time_point logged{};          ///< the last log line about it
    std::size_t untold = 0;              ///< refusals counted since that line
  };
  void forget_old_keys(Address& a, Clock::time_point now) const;

  RefusalRules rules_;
  std::mutex mutex_;
  std::map<std::string, Address> addresses_;
};

}  // namespace tenbou::server
