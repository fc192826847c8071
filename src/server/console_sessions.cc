#include "server/console_sessions.h"

#include <algorithm>

#include "base/random_hex.h"

namespace tenbou::server {

ConsoleSessions::ConsoleSessions(int port) : cookie_name_("tenbou_console_" + std::to_string(port)), token_(random_hex()) {}

std::optional<std::string> ConsoleSessions::open(const std::string& token) {
  std::lock_guard lock(mutex_);
  if (used_ || token.empty() || token != token_) return std::nullopt;
  used_ = true;
  return *sessions_.insert(random_hex()).first;
}

bool ConsoleSessions::signed_in(const std::string& cookie) const {
  // The header holds "name=value" pairs separated by "; ".
  const std::string name = cookie_name_ + "=";
  for (std::size_t at = 0; at < cookie.size();) {
    while (at < cookie.size() && (cookie[at] == ' ' || cookie[at] == ';')) ++at;
    const std::size_t end = std::min(cookie.find(';', at), cookie.size());
    if (cookie.compare(at, name.size(), name) == 0) {
      const std::string value = cookie.substr(at + name.size(), end - at - name.size());
      std::lock_guard lock(mutex_);
      if (sessions_.count(value)) return true;
    }
    at = end;
  }
  return false;
}

std::string ConsoleSessions::cookie_for(const std::string& session) const {
  return cookie_name_ + "=" + session + "; Path=/; HttpOnly; SameSite=Strict";
}

}  // namespace tenbou::server
