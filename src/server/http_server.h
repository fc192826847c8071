#pragma once
// `tenbou serve` on the network: the HTTP library's server around the routes, with the limits that keep a
// venue's server up whatever one device sends (connections, deadlines, sizes, key guesses) and a log line
// per write or refusal.

#include <iosfwd>
#include <memory>
#include <string>

#include "server/connection_limits.h"
#include "server/refusal_watch.h"
#include "server/request_rate.h"
#include "server/room_slot.h"
#include "server/router.h"

namespace tenbou::server {

/// The HTTP server of a room (the one in `rooms` at each request; with none, only the console's own addresses
/// answer). Call listen() then run(); stop() (from any thread) ends run() once the requests in flight are answered.
///
/// `rooms` and `log` must remain live while the server is in use. Not copyable or movable.
class HttpServer {
 public:
  /// The limits a server keeps (tests shorten them).
  struct Limits {
    ConnectionRules connections;
    RefusalRules refusals;
    RateRules rate;
  };

  HttpServer(RoomSlot& rooms, std::ostream& log, Limits limits = {});
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  /// Binds `address`:`port` (port 0: any free port). Returns the port. Throws Error saying why it cannot.
  int listen(const std::string& address, int port);
  /// The site's details the routes need (set before run()).
  void set_site(Site site);
  /// Serves until stop().
  void run();
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// What `tenbou serve` is started with.
struct ServeOptions {
  int port = 8080;
  std::string bind = "0.0.0.0";
  std::string session_end;  ///< "14:30" to store as the setting session-end, "none" to clear it, "" to leave it
                            ///< (checked by the command)
};

/// Serves the tournament file `path` until Ctrl-C or the system's request to stop (stop_signals.h): prints where
/// to open it to `out`, a line per write to `log`. Returns when stopped, every request in flight answered. Throws
/// Error (file, port).
void serve(const std::string& path, const ServeOptions& options, std::ostream& out, std::ostream& log);

}  // namespace tenbou::server
