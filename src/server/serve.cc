// `tenbou serve`: the room's file, its server and what it prints, until Ctrl-C.

#include <iostream>

#include "base/child_process.h"
#include "base/local_time.h"
#include "server/addresses.h"
#include "server/http_server.h"
#include "server/stop_signals.h"
#include "tournament/people/access_keys.h"
#include "tournament/settings.h"

namespace tenbou::server {

void serve(const std::string& path, const ServeOptions& options, std::ostream& out, std::ostream& log) {
  RoomSlot rooms(std::make_shared<Room>(path));
  Room& room = *rooms.current();
  if (!options.session_end.empty()) {  // kept in the file, with its history entry, unless it says so already
    const std::string stored = options.session_end == "none" ? "" : options.session_end;
    if (room.session_end() != stored)
      room.write([&](Tournament& t) {
        set_setting(t, "session-end", options.session_end, {.by = "tenbou serve"});
        return Reply{};
      });
  }
  HttpServer server(rooms, log);
  // Taken before the server's threads start, so that they keep answering until their request is done.
  StopSignals signals([&server] { server.stop(); });
  const int port = server.listen(options.bind, options.port);
  const std::string base = base_url(options.bind, port);
  server.set_site({.base_url = base, .program = this_program()});
  const Tournament t(path, OpenMode::ReadOnly);
  const AccessKeys keys = access_keys(t, std::nullopt);
  out << "Serving " << t.info().name << " (" << path << ")\n";
  const bool local = options.bind == "127.0.0.1" || options.bind == "localhost";
  if (options.bind == "0.0.0.0" || local) out << "  On this machine:    http://localhost:" << port << "/\n";
  if (!local) out << "  On the network:     " << base << "/\n";
  out << "  Projector:          " << base << "/projector\n"
      << "  Organiser (secret): " << base << "/organiser?key=" << keys.organiser << "\n"
      << "Table pages: the table cards on the organiser page, or tenbou keys. Ctrl-C stops the server.\n";
  out.flush();
  server.run();
  log << room.local_time().clock(seconds_now(), true) << " stopped: every request answered, the file is closed"
      << std::endl;
}

}  // namespace tenbou::server
