#pragma once
// Who may hold a connection to the server and for how long, so that no phone or laptop on the venue's Wi-Fi, nor
// many of them together, can take the room offline: connections per client address, per network (/24, /64) and in
// all, and a deadline for each request to arrive whole (headers and body, counted from the connection's start or
// the previous answer, not per read, so a client trickling a byte at a time is cut too). Addresses that presented
// a valid key lately (the tables' phones, the organiser) always find room: part of the total is kept for them,
// they do not count toward their network's limit, and past a limit it is an idle connection of an address without
// a key that is closed to make room. The organiser's own machine (127.0.0.1, ::1) is never limited. Free of the
// HTTP library: the server reports what happens and cuts what it is told to.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace tenbou::server {

/// The limits, with the values `tenbou serve` uses.
struct ConnectionRules {
  std::size_t per_address = 32;  ///< a phone's browser opens a few; a laptop behind one address more
  /// Connections from one /24 (IPv4) or /64 (IPv6) of addresses that presented no key, not yet answered (new,
  /// silent or slow ones): a laptop with 25 aliases counts as one. At a venue every phone sits in one /24: those
  /// that presented a key are not counted, nor the spectators' connections once answered.
  std::size_t per_network = 64;
  std::size_t total = 800;       ///< every table's phone and a few hundred viewers
  std::size_t kept_for_keys = 200;  ///< of the total, what addresses without a key may never take (a quarter at most)
  std::chrono::milliseconds request_deadline{10'000};  ///< for a request to arrive whole
  /// For an address that presented a key: how long between requests on a kept-alive connection (a table page
  /// polls every 5 s), and how long the address is trusted after its last valid key.
  std::chrono::milliseconds keyed_idle{30'000};
  std::chrono::milliseconds trusted_for{10 * 60'000};
  std::chrono::milliseconds told_every{10'000};  ///< how often the refused connections are told in the log
};

/// The network an address belongs to for the limits: "192.168.1.0/24", "2001:db8:1:2::/64" (an IPv4-mapped IPv6
/// address as its IPv4 one); the address itself when it is neither.
std::string network_of(const std::string& address);

/// The connections of one server and their deadlines. Thread-safe.
class ConnectionLimits {
 public:
  using Clock = std::chrono::steady_clock;
  /// Closes a socket (the server's cut_connection).
  using Cut = std::function<void(std::intptr_t socket)>;

  explicit ConnectionLimits(ConnectionRules rules = {}) : rules_(rules) {}

  /// Whether a new connection from `address` may be taken at `now`. Where a limit is reached, the idle connection
  /// quiet the longest, of an address without a key, that the newcomer may displace (of its own network, or anywhere for
  /// an address with a key) is closed with `cut` to make room; else false, and the refusal is counted.
  bool admit(const std::string& address, Clock::time_point now, const Cut& cut);

  /// `address` presented a valid key at `now`: trusted for rules().trusted_for.
  void trust(const std::string& address, Clock::time_point now);
  /// Whether `address` presented a valid key within rules().trusted_for of `now`; with `lately`, within a minute
  /// (the key need not be checked again).
  bool trusted(const std::string& address, Clock::time_point now, bool lately = false) const;

  /// Connection `id` (any number unique while it is open), from `address` on `socket`, opened at `now`: its
  /// first request is due within the deadline.
  void opened(std::uintptr_t id, const std::string& address, std::intptr_t socket, Clock::time_point now);
  void closed(std::uintptr_t id);
  /// The request on `id` has arrived whole: no deadline while it is answered.
  void arrived(std::uintptr_t id);
  /// The answer on `id` has been sent (or given up): the next request is due within the deadline from `now`
  /// (rules().keyed_idle for a trusted address).
  void answered(std::uintptr_t id, Clock::time_point now);

  /// Calls `cut` with the socket of each connection whose request is overdue at `now`, with the lock held (so
  /// no socket is closed meanwhile), and returns how many. Each connection is cut once.
  std::size_t cut_overdue(Clock::time_point now, const Cut& cut);

  /// What the limits refused or closed to make room since the last call, as one line for the log naming the
  /// addresses and networks refused most ("" when nothing); forgets trust that has lapsed.
  std::string refusals_told(Clock::time_point now);

  const ConnectionRules& rules() const { return rules_; }

  /// The address the limits never apply to: the organiser's own machine.
  static bool exempt(const std::string& address) { return address == "127.0.0.1" || address == "::1"; }

  /// Connections open now, from `address` ("" for all limited ones).
  std::size_t open(const std::string& address = "") const;

 private:
  struct Connection {
    std::string address;
    std::string network;  ///< network_of(address)
    std::intptr_t socket = -1;
    Clock::time_point quiet_since;  ///< opened, or last answered: the connection quiet longest makes room first
    std::optional<Clock::time_point> due;  ///< when its request must have arrived; none while answering
    bool keyless = true;    ///< counted toward the keyless total
    bool proven = false;    ///< answered once: no longer counted toward its network
    bool counted = true;    ///< false once closed to make room (forgotten when the server closes it)
  };
  /// Whether `address` presented a valid key within `within` of `now` (rules().trusted_for by default).
  bool trusted_locked(const std::string& address, Clock::time_point now, std::chrono::milliseconds within) const;
  bool trusted_locked(const std::string& address, Clock::time_point now) const {
    return trusted_locked(address, now, rules_.trusted_for);
  }
  /// Stops counting connection `c` toward its network (answered once, its address trusted, or closed).
  void leave_network(Connection& c);
  /// Stops counting connection `c` (closed to make room, or closed).
  void uncount(Connection& c);
  /// Closes the idle keyless connection of `network` ("" for any) quiet the longest; returns whether there was one.
  bool make_room(const std::string& network, const Cut& cut);

  ConnectionRules rules_;
  mutable std::mutex mutex_;
  std::map<std::uintptr_t, Connection> connections_;
  std::map<std::string, std::size_t> per_address_, per_network_;
  std::size_t limited_ = 0;  ///< connections from addresses that are not exempt
  std::size_t keyless_ = 0;  ///< of those, from addresses without a key
  std::map<std::string, Clock::time_point> trusted_;  ///< addresses by their last valid key
  /// Connections refused or closed to make room since last told, by address (past kNamed addresses, many IPv6
  /// ones, the rest are only counted).
  std::map<std::string, std::size_t> held_back_;
  static constexpr std::size_t kNamed = 4096;
  std::size_t refused_ = 0, made_room_ = 0;
  void held_back(const std::string& address);
};

}  // namespace tenbou::server
