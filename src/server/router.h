#pragma once
// Which handler answers which request: every route of `tenbou serve` in one table, and nothing outside it.

#include <atomic>
#include <functional>
#include <string>

#include "server/console_sessions.h"
#include "server/exchange.h"
#include "server/room.h"

namespace tenbou::server {

/// The console's door to the venue's network (console.cc): the room that `tenbou serve` runs, opened on a port of
/// every network of this machine and closed again, beside the console (which stays on this machine alone).
class RoomDoor {
 public:
  virtual ~RoomDoor() = default;
  /// Opens the room on `port` (again if it is open on another): the address phones use. Throws Error (the port).
  virtual std::string open(int port) = 0;
  virtual void close() = 0;
  /// The address phones use while the room is open, "" when it is closed.
  virtual std::string address() = 0;
};

class CommandCancel;
class ConsolePublisher;
class TournamentChooser;

/// What the routes need to know about the server itself.
struct Site {
  std::string base_url;  ///< the address phones reach the server at, for the table cards' QR codes
  std::string program;   ///< tenbou itself, which runs the organiser's commands (organiser_run.h)
  ConsoleSessions* console = nullptr;  ///< the console's sessions when this is `tenbou console` (console.h)
  std::function<void()> quit;          ///< stops the console (its Quit button)
  RoomDoor* room_door = nullptr;       ///< the console's door to the venue's network
  TournamentChooser* tournaments = nullptr;  ///< the console's choice of tournament (tournament_chooser.h)
  ConsolePublisher* publisher = nullptr;     ///< the console's publishing (console_publisher.h)
  /// Set once the server stops (by HttpServer): an organiser's command running then is stopped, and none starts.
  const std::atomic<bool>* stopping = nullptr;
  CommandCancel* cancel = nullptr;  ///< the organiser's Cancel of the command running (by HttpServer)
};

/// Answers `request`. Never throws: an unknown path is a 404, a known path with another method a 405, and
/// a failure reading the file a 503 saying so.
Reply route(Room& room, const Site& site, const Request& request);

/// Answers `request` to a console that serves no tournament yet: its first screen and its own addresses; the other
/// pages lead to the first screen (303), the other API addresses are 409.
Reply route_without_tournament(const Site& site, const Request& request);

}  // namespace tenbou::server
