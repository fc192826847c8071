#pragma once
// The server's log: a line per write and per refusal, stamped with the open tournament's local time, the refusals
// folded (refusal_watch.h) so that many devices on the Wi-Fi get no more lines than one.

#include <iosfwd>
#include <mutex>
#include <string>

#include "server/exchange.h"
#include "server/refusal_watch.h"
#include "server/room_slot.h"

namespace tenbou::server {

/// The log of one server, written from any of its threads. `out`, `rooms` and `refusals` must outlive it.
class ServerLog {
 public:
  ServerLog(std::ostream& out, RoomSlot& rooms, RefusalWatch& refusals) : out_(out), rooms_(rooms), refusals_(refusals) {}

  /// Writes `line`, escaped and cut (log_line), after the time in the open tournament's zone (else the machine's).
  void write(const std::string& line);

  /// The line of a write (its Reply::logged), or of a refusal: folded per address for a request with a valid key
  /// (`keyed`), across every address for one without (previews, guessed keys).
  void reply(const std::string& method, const char* url, const Reply& reply, const std::string& client, bool keyed);

 private:
  std::ostream& out_;
  RoomSlot& rooms_;
  RefusalWatch& refusals_;
  std::mutex mutex_;
};

}  // namespace tenbou::server
