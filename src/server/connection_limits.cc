#include "server/connection_limits.h"

#include <algorithm>
#include <array>
#include <charconv>

#include "base/unicode.h"
#include "rules/points_text.h"

namespace tenbou::server {
namespace {

/// The 16-bit groups of an IPv6 address written as text ("2001:db8::1"), or nothing.
std::optional<std::array<unsigned, 8>> ipv6_groups(const std::string& text) {
  const std::size_t gap = text.find("::");
  const auto groups_of = [](const std::string& part, std::vector<unsigned>& out) {
    for (std::size_t at = 0; at < part.size();) {
      const std::size_t end = std::min(part.find(':', at), part.size());
      unsigned value = 0;
      const auto [stop, error] = std::from_chars(part.data() + at, part.data() + end, value, 16);
      if (end == at || end - at > 4 || error != std::errc() || stop != part.data() + end) return false;
      out.push_back(value);
      at = end + 1;
    }
    return true;
  };
  std::vector<unsigned> head, tail;
  if (!groups_of(gap == std::string::npos ? text : text.substr(0, gap), head)) return std::nullopt;
  if (gap != std::string::npos && !groups_of(text.substr(gap + 2), tail)) return std::nullopt;
  if (head.size() + tail.size() > (gap == std::string::npos ? 8u : 7u) || (gap == std::string::npos && head.size() != 8))
    return std::nullopt;
  std::array<unsigned, 8> groups{};
  std::copy(head.begin(), head.end(), groups.begin());
  std::copy(tail.begin(), tail.end(), groups.end() - static_cast<std::ptrdiff_t>(tail.size()));
  return groups;
}

}  // namespace

std::string network_of(const std::string& address) {
  std::string text = address;
  if (unicode::ascii_lower(text).starts_with("::ffff:") && text.find('.') != std::string::npos) text = text.substr(7);
  if (text.find('.') != std::string::npos && text.find(':') == std::string::npos) {
    const std::size_t last = text.rfind('.');
    return std::count(text.begin(), text.end(), '.') == 3 ? text.substr(0, last) + ".0/24" : text;
  }
  const auto groups = ipv6_groups(text);
  if (!groups) return text;
  char out[40];
  std::snprintf(out, sizeof out, "%x:%x:%x:%x::/64", (*groups)[0], (*groups)[1], (*groups)[2], (*groups)[3]);
  return out;
}

bool ConnectionLimits::trusted_locked(const std::string& address, Clock::time_point now,
                                      std::chrono::milliseconds within) const {
  const auto it = trusted_.find(address);
  return it != trusted_.end() && now - it->second < within;
}

bool ConnectionLimits::trusted(const std::string& address, Clock::time_point now, bool lately) const {
  std::lock_guard lock(mutex_);
  return trusted_locked(address, now, lately ? std::chrono::milliseconds(60'000) : rules_.trusted_for);
}

void ConnectionLimits::trust(const std::string& address, Clock::time_point now) {
  if (exempt(address)) return;
  std::lock_guard lock(mutex_);
  const bool already = trusted_locked(address, now);
  trusted_[address] = now;
  if (already) return;
  for (auto& [id, c] : connections_)  // its connections no longer count toward its network
    if (c.counted && c.keyless && c.address == address) {
      leave_network(c);
      --keyless_;
      c.keyless = false;
    }
}

void ConnectionLimits::leave_network(Connection& c) {
  if (!c.keyless || c.proven) return;
  if (const auto it = per_network_.find(c.network); --it->second == 0) per_network_.erase(it);
  c.proven = true;
}

void ConnectionLimits::uncount(Connection& c) {
  if (!c.counted) return;
  c.counted = false;
  if (const auto it = per_address_.find(c.address); --it->second == 0) per_address_.erase(it);
  leave_network(c);
  if (c.keyless) --keyless_;
  --limited_;
}

bool ConnectionLimits::make_room(const std::string& network, const Cut& cut) {
  Connection* oldest = nullptr;
  for (auto& [id, c] : connections_)
    if (c.counted && c.keyless && c.due && (network.empty() || (c.network == network && !c.proven)) &&
        (!oldest || c.quiet_since < oldest->quiet_since))
      oldest = &c;
  if (!oldest) return false;
  uncount(*oldest);
  oldest->due.reset();  // not cut again as overdue
  cut(oldest->socket);
  ++made_room_;
  held_back(oldest->address);
  return true;
}

void ConnectionLimits::held_back(const std::string& address) {
  if (held_back_.size() < kNamed || held_back_.count(address)) ++held_back_[address];
}

bool ConnectionLimits::admit(const std::string& address, Clock::time_point now, const Cut& cut) {
  if (exempt(address)) return true;
  std::lock_guard lock(mutex_);
  const auto here = per_address_.find(address);
  if (here != per_address_.end() && here->second >= rules_.per_address) {
    ++refused_;
    held_back(address);
    return false;
  }
  if (trusted_locked(address, now)) {
    if (limited_ < rules_.total || make_room("", cut)) return true;
    ++refused_;
    held_back(address);
    return false;
  }
  const std::string network = network_of(address);
  const auto mates = per_network_.find(network);
  const bool network_full = mates != per_network_.end() && mates->second >= rules_.per_network;
  const bool keyless_full = keyless_ >= rules_.total - std::min(rules_.kept_for_keys, rules_.total / 4) || limited_ >= rules_.total;
  if ((!network_full || make_room(network, cut)) && (!keyless_full || make_room("", cut))) return true;
  ++refused_;
  held_back(address);
  return false;
}

void ConnectionLimits::opened(std::uintptr_t id, const std::string& address, std::intptr_t socket,
                              Clock::time_point now) {
  if (exempt(address)) return;
  std::lock_guard lock(mutex_);
  const bool keyless = !trusted_locked(address, now);
  const Connection c{address, network_of(address), socket, now, now + rules_.request_deadline, keyless};
  if (!connections_.emplace(id, c).second) return;
  ++per_address_[address];
  ++limited_;
  if (keyless) {
    ++per_network_[c.network];
    ++keyless_;
  }
}

void ConnectionLimits::closed(std::uintptr_t id) {
  std::lock_guard lock(mutex_);
  const auto it = connections_.find(id);
  if (it == connections_.end()) return;
  uncount(it->second);
  connections_.erase(it);
}

void ConnectionLimits::arrived(std::uintptr_t id) {
  std::lock_guard lock(mutex_);
  if (const auto it = connections_.find(id); it != connections_.end()) it->second.due.reset();
}

void ConnectionLimits::answered(std::uintptr_t id, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  const auto it = connections_.find(id);
  if (it == connections_.end() || !it->second.counted) return;
  it->second.due = now + (trusted_locked(it->second.address, now) ? rules_.keyed_idle : rules_.request_deadline);
  it->second.quiet_since = now;
  leave_network(it->second);  // answered: not one of the silent or slow connections the network limit is for
}

std::size_t ConnectionLimits::cut_overdue(Clock::time_point now, const Cut& cut) {
  std::lock_guard lock(mutex_);
  std::size_t count = 0;
  for (auto& [id, connection] : connections_) {
    if (!connection.due || *connection.due > now) continue;
    connection.due.reset();  // cut once; it is forgotten when the server closes it
    cut(connection.socket);
    ++count;
  }
  return count;
}

std::string ConnectionLimits::refusals_told(Clock::time_point now) {
  std::lock_guard lock(mutex_);
  std::erase_if(trusted_, [&](const auto& entry) { return now - entry.second >= rules_.trusted_for; });
  if (refused_ == 0 && made_room_ == 0) return "";
  std::map<std::string, std::size_t> networks;
  for (const auto& [address, n] : held_back_) networks[network_of(address)] += n;
  const auto most = [](const std::map<std::string, std::size_t>& counts) {
    std::vector<std::pair<std::size_t, std::string>> sorted;
    for (const auto& [what, n] : counts) sorted.emplace_back(n, what);
    std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::string out;
    for (std::size_t i = 0; i < std::min<std::size_t>(3, sorted.size()); ++i)
      out += (i ? ", " : "") + sorted[i].second + " (" + format_points(static_cast<Points>(sorted[i].first)) + ")";
    return out;
  };
  const auto count = [](std::size_t n) { return format_points(static_cast<Points>(n)); };
  const std::string line = "held back " + count(refused_ + made_room_) + " connections at the connection limits (" +
                           count(refused_) + " refused, " + count(made_room_) +
                           " idle ones of addresses without a key closed to make room), most from " + most(held_back_) +
                           "; networks " + most(networks);
  held_back_.clear();
  refused_ = made_room_ = 0;
  return line;
}

std::size_t ConnectionLimits::open(const std::string& address) const {
  std::lock_guard lock(mutex_);
  if (address.empty()) return limited_;
  const auto it = per_address_.find(address);
  return it == per_address_.end() ? 0 : it->second;
}

}  // namespace tenbou::server
