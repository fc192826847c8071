#include "server/connection_limits.h"

namespace tenbou::server {

bool ConnectionLimits::admit(const std::string& address) const {
  if (exempt(address)) return true;
  std::lock_guard lock(mutex_);
  if (limited_ >= rules_.total) return false;
  const auto it = per_address_.find(address);
  return it == per_address_.end() || it->second < rules_.per_address;
}

void ConnectionLimits::opened(std::uintptr_t id, const std::string& address, std::intptr_t socket,
                              Clock::time_point now) {
  if (exempt(address)) return;
  std::lock_guard lock(mutex_);
  if (!connections_.emplace(id, Connection{address, socket, now + rules_.request_deadline}).second) return;
  ++per_address_[address];
  ++limited_;
}

void ConnectionLimits::closed(std::uintptr_t id) {
  std::lock_guard lock(mutex_);
  const auto it = connections_.find(id);
  if (it == connections_.end()) return;
  const auto count = per_address_.find(it->second.address);
  if (--count->second == 0) per_address_.erase(count);
  --limited_;
  connections_.erase(it);
}

void ConnectionLimits::arrived(std::uintptr_t id) {
  std::lock_guard lock(mutex_);
  if (const auto it = connections_.find(id); it != connections_.end()) it->second.due.reset();
}

void ConnectionLimits::answered(std::uintptr_t id, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  if (const auto it = connections_.find(id); it != connections_.end()) it->second.due = now + rules_.request_deadline;
}

std::size_t ConnectionLimits::cut_overdue(Clock::time_point now, const std::function<void(std::intptr_t)>& cut) {
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

std::size_t ConnectionLimits::open(const std::string& address) const {
  std::lock_guard lock(mutex_);
  if (address.empty()) return limited_;
  const auto it = per_address_.find(address);
  return it == per_address_.end() ? 0 : it->second;
}

}  // namespace tenbou::server
