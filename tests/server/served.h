#pragma once
// The fixture tournament served by tenbou serve's own server on a free loopback port, for tests that talk to
// it over real sockets.

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <sstream>
#include <thread>

#include <httplib.h>

#include "e2e/tournament_fixture.h"
#include "server/http_server.h"

namespace tenbou::test {

/// Hand 1 of game 1/1 as a phone sends it: Alice Martin wins 3 han 30 fu from Chiara Rossi, with riichi.
inline constexpr const char* kRon = R"({"result": "ron", "discarder": "Chiara Rossi", "wins": [{"winner": "Alice Martin", "han": 3, "fu": 30}], "riichi": ["Alice Martin"], "expect": 1})";

/// A port of the loopback interface free at the time of the call, for a server started as a process.
inline int free_port() {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  REQUIRE(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
  socklen_t size = sizeof address;
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size);
  ::close(fd);
  return ntohs(address.sin_port);
}

/// Whether the server `c` talks to answers within 6 seconds (a server just started as a process).
inline bool comes_up(httplib::Client& c) {
  for (int i = 0; i < 300; ++i) {
    if (c.Get("/api/version")) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return false;
}

/// A fixture tournament served on a free port of the loopback interface, for the length of a test.
struct Served : Fixture {
  server::RoomSlot rooms{std::make_shared<server::Room>(db)};
  server::Room& room = *rooms.current();
  std::ostringstream log;
  server::HttpServer http;
  int port = http.listen("127.0.0.1", 0);
  std::thread thread;

  explicit Served(server::HttpServer::Limits limits = {}) : http(rooms, log, limits) {
    std::signal(SIGPIPE, SIG_IGN);  // a client whose request is refused before it is sent whole: EPIPE, not the end
    http.set_site({.base_url = "http://127.0.0.1:" + std::to_string(port), .program = TENBOU_BINARY});
    thread = std::thread([this] { http.run(); });
    httplib::Client probe("127.0.0.1", port);
    for (int i = 0; i < 200 && !probe.Get("/api/version"); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ~Served() {
    http.stop();
    thread.join();
  }

  httplib::Client client() const {
    httplib::Client c("127.0.0.1", port);
    c.set_read_timeout(10, 0);
    return c;
  }
  httplib::Result get(const std::string& path) const { return client().Get(path); }
  httplib::Result post(const std::string& path, const std::string& body, const std::string& key = "") const {
    httplib::Headers headers;
    if (!key.empty()) headers.emplace("Authorization", "Bearer " + key);
    return client().Post(path, headers, body, "application/json");
  }
  nlohmann::json keys() const { return json({"keys", "--format", "json"}); }
  std::string game_key(const std::string& game) const {
    const nlohmann::json all = keys();
    for (const auto& t : all["tables"])
      if (t["game"] == game) return t["key"];
    FAIL("no key for game " << game);
    return "";
  }
  std::string organiser_key() const { return keys()["organiser"]; }
};

}  // namespace tenbou::test
