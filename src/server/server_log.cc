#include "server/server_log.h"

#include <chrono>
#include <ostream>

#include <nlohmann/json.hpp>

#include "base/local_time.h"
#include "base/utc_time.h"
#include "server/room.h"

namespace tenbou::server {

void ServerLog::write(const std::string& line) {
  const std::string safe = log_line(line);  // escaped and cut outside the lock
  std::lock_guard lock(mutex_);
  const std::shared_ptr<Room> room = rooms_.current();
  out_ << (room ? room->local_time() : LocalTime::machine()).clock(seconds_now(), true) << " " << safe << std::endl;
}

void ServerLog::reply(const std::string& method, const char* url, const Reply& reply, const std::string& client,
                      bool keyed) {
  std::string line = method + " " + url + " " + std::to_string(reply.status);
  if (!reply.logged.empty()) {
    line += " " + reply.logged;
  } else if (reply.status >= 400) {
    if (!refusals_.log_refusal(keyed ? client : RefusalWatch::kWithoutKey, std::chrono::steady_clock::now())) return;
    const auto body = nlohmann::json::parse(reply.body, nullptr, false);
    if (!reply.logged_refusal.empty())
      line += " refused: " + reply.logged_refusal;
    else if (body.is_object() && body.contains("error"))
      line += " refused: " + body["error"].value("message", "");
    line += " (from " + client + ")";
  }
  write(line);
}

}  // namespace tenbou::server
