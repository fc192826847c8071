#include "server/console.h"

#include <filesystem>
#include <memory>
#include <mutex>
#include <ostream>
#include <thread>

#include <nlohmann/json.hpp>

#include "base/child_process.h"
#include "base/error.h"
#include "base/file_access.h"
#include "base/local_time.h"
#include "base/open_in_browser.h"
#include "base/user_folders.h"
#include "server/addresses.h"
#include "server/console_publisher.h"
#include "server/console_sessions.h"
#include "server/http_server.h"
#include "server/stop_signals.h"
#include "server/tournament_chooser.h"

namespace tenbou::server {
namespace {

/// The room opened to the venue's network from the console: a second server of the same file, on every network of
/// this machine, as `tenbou serve` runs it (its own keys, limits and pages; the console's session means nothing
/// there). Thread-safe.
class NetworkRoom : public RoomDoor {
 public:
  NetworkRoom(const RoomSlot& rooms, std::ostream& log, std::string program)
      : rooms_(rooms), log_(log), program_(std::move(program)) {}
  ~NetworkRoom() override { close(); }

  std::string open(int port) override {
    std::lock_guard lock(mutex_);
    if (server_ && port_ == port) return address_;
    stop_server();
    std::shared_ptr<Room> room = rooms_.current();
    if (!room) throw Error{"no tournament is open in the console: open or create one first", {{"field", "file"}}};
    served_.put(std::move(room));
    auto server = std::make_unique<HttpServer>(served_, log_);
    const int bound = server->listen("0.0.0.0", port);
    address_ = base_url("0.0.0.0", bound);
    port_ = port;
    server->set_site({.base_url = address_, .program = program_});
    server_ = std::move(server);
    thread_ = std::thread([server = server_.get()] { server->run(); });
    return address_;
  }
  void close() override {
    std::lock_guard lock(mutex_);
    stop_server();
  }
  std::string address() override {
    std::lock_guard lock(mutex_);
    return server_ ? address_ : "";
  }

 private:
  void stop_server() {
    if (!server_) return;
    server_->stop();
    thread_.join();
    server_.reset();
    served_.put(nullptr);
    address_.clear();
  }

  const RoomSlot& rooms_;
  RoomSlot served_;  ///< the console's room when it was opened to phones (not changed while open)
  std::ostream& log_;
  std::string program_;
  std::mutex mutex_;
  std::unique_ptr<HttpServer> server_;
  std::thread thread_;
  std::string address_;
  int port_ = 0;
};

}  // namespace

void run_console(const std::string& path, const ConsoleOptions& options, std::ostream& out, std::ostream& log) {
  RoomSlot rooms;
  NetworkRoom network(rooms, log, this_program());
  const std::string documents = documents_folder();
  TournamentChooser chooser(rooms, RecentTournaments(user_state_folder()),
                            documents.empty() ? "" : path_text(file_path(documents) / "tenbou"), &network);
  if (!path.empty() && std::filesystem::exists(file_path(path)))
    chooser.open(path);  // refused as a whole: another console on it, not a tournament file
  else
    chooser.asked_file = path;
  HttpServer server(rooms, log);
  StopSignals signals([&server] { server.stop(); });
  const int port = server.listen("127.0.0.1", options.port);
  const std::string base = "http://127.0.0.1:" + std::to_string(port);
  ConsoleSessions sessions(port);
  ConsolePublisher publisher(rooms, this_program());
  server.set_site({.base_url = base, .program = this_program(), .console = &sessions,
                   .quit = [&server] { server.stop(); }, .room_door = &network, .tournaments = &chooser,
                   .publisher = &publisher});
  chooser.set_address(base + "/console");
  out << "Console: " << base << "/console?session=" << sessions.token() << "\n";
  if (!options.open_browser || !open_in_browser(base + "/console?session=" + sessions.token()))
    out << "Open that address in a browser on this machine (it signs in once). Ctrl-C, or Quit in the console, stops it.\n";
  else
    out << "The console has opened in your browser. Ctrl-C, or Quit in the console, stops it.\n";
  out.flush();
  server.run();
  network.close();
  const std::shared_ptr<Room> room = rooms.current();
  log << (room ? room->local_time() : LocalTime::machine()).clock(seconds_now(), true)
      << " console stopped: every request answered, the file is closed" << std::endl;
}

}  // namespace tenbou::server
