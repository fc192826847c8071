#pragma once
// Who may hold a connection to the server and for how long, so that no phone on the venue's Wi-Fi can
// take the room offline: connections per client address and in all, and a deadline for each request to
// arrive whole (headers and body, counted from the connection's start or the previous answer, not per
// read, so a client trickling a byte at a time is cut too). The organiser's own machine (127.0.0.1, ::1)
// is never limited. Free of the HTTP library: the server reports what happens and cuts what it is told to.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>

namespace tenbou::server {

/// The limits, with the values `tenbou serve` uses.
struct ConnectionRules {
  std::size_t per_address = 32;  ///< a phone's browser opens a few; a laptop behind one address more
  std::size_t total = 800;       ///< every table's phone and a few hundred viewers
  std::chrono::milliseconds request_deadline{10'000};  ///< for a request to arrive whole
};

/// The connections of one server and their deadlines. Thread-safe.
class ConnectionLimits {
 public:
  using Clock = std::chrono::steady_clock;

  explicit ConnectionLimits(ConnectionRules rules = {}) : rules_(rules) {}

  /// Whether a new connection from `address` may be taken now: false past the address's or the total limit.
  bool admit(const std::string& address) const;

  /// Connection `id` (any number unique while it is open), from `address` on `socket`, opened at `now`: its
  /// first request is due within the deadline.
  void opened(std::uintptr_t id, const std::string& address, std::intptr_t socket, Clock::time_point now);
  void closed(std::uintptr_t id);
  /// The request on `id` has arrived whole: no deadline while it is answered.
  void arrived(std::uintptr_t id);
  /// The answer on `id` has been sent (or given up): the next request is due within the deadline from `now`.
  void answered(std::uintptr_t id, Clock::time_point now);

  /// Calls `cut` with the socket of each connection whose request is overdue at `now`, with the lock held (so
  /// no socket is closed meanwhile), and returns how many. Each connection is cut once.
  std::size_t cut_overdue(Clock::time_point now, const std::function<void(std::intptr_t socket)>& cut);

  const ConnectionRules& rules() const { return rules_; }

  /// The address the limits never apply to: the organiser's own machine.
  static bool exempt(const std::string& address) { return address == "127.0.0.1" || address == "::1"; }

  /// Connections open now, from `address` ("" for all limited ones).
  std::size_t open(const std::string& address = "") const;

 private:
  struct Connection {
    std::string address;
    std::intptr_t socket = -1;
    std::optional<Clock::time_point> due;  ///< when its request must have arrived; none while answering
  };
  ConnectionRules rules_;
  mutable std::mutex mutex_;
  std::map<std::uintptr_t, Connection> connections_;
  std::map<std::string, std::size_t> per_address_;
  std::size_t limited_ = 0;  ///< connections from addresses that are not exempt
};

}  // namespace tenbou::server
