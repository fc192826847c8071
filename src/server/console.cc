#include "server/console.h"

#include <filesystem>
#include <fstream>
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
#include "server/addresses.h"
#include "server/console_sessions.h"
#include "server/http_server.h"
#include "server/stop_signals.h"

namespace tenbou::server {
namespace {

/// The note a running console leaves, in the system's folder for temporary files, so that a second console on the
/// same file is told where the first one is: "PROCESS ADDRESS". One per tournament file (by its whole path).
class ConsoleNote {
 public:
  explicit ConsoleNote(const std::string& path) {
    const std::string whole = path_text(std::filesystem::absolute(file_path(path)).lexically_normal());
    std::uint64_t hash = 14695981039346656037ull;  // FNV-1a of the whole path: a name of plain digits
    for (const unsigned char c : whole) hash = (hash ^ c) * 1099511628211ull;
    note_ = std::filesystem::temp_directory_path() / file_path("tenbou-console-" + std::to_string(hash) + ".txt");
  }
  ~ConsoleNote() {
    if (!written_) return;
    std::error_code ignored;
    std::filesystem::remove(note_, ignored);
  }
  ConsoleNote(const ConsoleNote&) = delete;
  ConsoleNote& operator=(const ConsoleNote&) = delete;

  /// The address of the console running on the file, when one runs.
  std::string running() const {
    std::ifstream in(note_);
    unsigned long process = 0;
    std::string address;
    if (!(in >> process >> address) || process == process_id() || !process_running(process)) return "";
    return address;
  }

  void write(const std::string& address) {
    std::ofstream out(note_, std::ios::trunc);
    out << process_id() << " " << address << "\n";
    written_ = static_cast<bool>(out.flush());
  }

 private:
  std::filesystem::path note_;
  bool written_ = false;
};

/// The room opened to the venue's network from the console: a second server of the same file, on every network of
/// this machine, as `tenbou serve` runs it (its own keys, limits and pages; the console's session means nothing
/// there). Thread-safe.
class NetworkRoom : public RoomDoor {
 public:
  NetworkRoom(Room& room, std::ostream& log, std::string program) : room_(room), log_(log), program_(std::move(program)) {}
  ~NetworkRoom() override { close(); }

  std::string open(int port) override {
    std::lock_guard lock(mutex_);
    if (server_ && port_ == port) return address_;
    stop_server();
    auto server = std::make_unique<HttpServer>(room_, log_);
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
    address_.clear();
  }

  Room& room_;
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
  ConsoleNote note(path);
  if (const std::string address = note.running(); !address.empty())
    throw Error{"a console is already running on \"" + path + "\": its window is at " + address +
                    " (Quit there, or Ctrl-C where it was started, before starting another)",
                {{"field", "file"}, {"value", path}}};
  Room room(path);
  HttpServer server(room, log);
  StopSignals signals([&server] { server.stop(); });
  const int port = server.listen("127.0.0.1", options.port);
  const std::string base = "http://127.0.0.1:" + std::to_string(port);
  ConsoleSessions sessions(port);
  NetworkRoom network(room, log, this_program());
  server.set_site({.base_url = base, .program = this_program(), .console = &sessions,
                   .quit = [&server] { server.stop(); }, .room_door = &network});
  note.write(base + "/console");
  out << "Console: " << base << "/console?session=" << sessions.token() << "\n";
  if (!options.open_browser || !open_in_browser(base + "/console?session=" + sessions.token()))
    out << "Open that address in a browser on this machine (it signs in once). Ctrl-C, or Quit in the console, stops it.\n";
  else
    out << "The console has opened in your browser. Ctrl-C, or Quit in the console, stops it.\n";
  out.flush();
  server.run();
  log << room.local_time().clock(seconds_now(), true) << " console stopped: every request answered, the file is closed"
      << std::endl;
}

}  // namespace tenbou::server
