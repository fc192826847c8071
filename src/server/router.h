#pragma once
// Which handler answers which request: every route of `tenbou serve` in one table, and nothing outside it.

#include <atomic>
#include <functional>
#include <string>

#include "server/console_sessions.h"
#include "server/exchange.h"
#include "server/room.h"

namespace tenbou::server {

/// What the routes need to know about the server itself.
struct Site {
  std::string base_url;  ///< the address phones reach the server at, for the table cards' QR codes
  std::string program;   ///< tenbou itself, which runs the organiser's commands (organiser_run.h)
  ConsoleSessions* console = nullptr;  ///< the console's sessions when this is `tenbou console` (console.h)
  std::function<void()> quit;          ///< stops the console (its Quit button)
  /// Set once the server stops (by HttpServer): an organiser's command running then is stopped, and none starts.
  const std::atomic<bool>* stopping = nullptr;
};

/// Answers `request`. Never throws: an unknown path is a 404, a known path with another method a 405, and
/// a failure reading the file a 503 saying so.
Reply route(Room& room, const Site& site, const Request& request);

}  // namespace tenbou::server
