// tenbou serve when many addresses at once hold its connections (a laptop with many aliases, or many devices):
// the phones that presented a key still get in and write, a network without keys is limited as one, the table
// page's phone keeps its connection between polls, the log counts what the limits refused, and writes waiting
// for the file (another program writing) hold up no page. The limits are shortened so that each test takes a few
// seconds.

#include <future>

#include <SQLiteCpp/Database.h>
#include <doctest/doctest.h>

#include "server/raw_client.h"
#include "server/served.h"

using namespace std::chrono_literals;

namespace tenbou::test {
namespace {

server::HttpServer::Limits crowded_limits() {
  server::HttpServer::Limits limits;
  limits.connections.per_address = 4;
  limits.connections.per_network = 8;
  limits.connections.total = 24;
  limits.connections.kept_for_keys = 6;
  limits.connections.request_deadline = 30'000ms;  // silent connections are held, not cut, for the test's length
  limits.connections.told_every = 300ms;
  return limits;
}

/// A hand of game 1/1 sent on a new connection from `from` with `key`: the status (0: no answer).
int post_hand(const Served& s, const std::string& from, const std::string& key, int expect) {
  RawClient c(s.port, from);
  const std::string body = R"({"result": "draw", "tenpai": [], "expect": )" + std::to_string(expect) + "}";
  if (!c.send("POST /api/games/1/1/hands HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + key +
              "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body))
    return 0;
  return RawClient::status_of(c.receive(3000ms));
}

/// The status of GET `path` asked from `from` on a new connection within `wait` (0: no answer).
int status_of_get(const Served& s, const std::string& from, const std::string& path = "/api/version",
                  std::chrono::milliseconds wait = 3000ms) {
  RawClient c(s.port, from);
  if (!c.send("GET " + path + " HTTP/1.1\r\nHost: x\r\n\r\n")) return 0;
  return RawClient::status_of(c.receive(wait));
}

/// `count` silent connections from each of `addresses`, opened again (as an attacker does) when closed.
struct Crowd {
  std::vector<std::pair<std::string, std::optional<RawClient>>> held;
  int port;
  Crowd(int port, const std::vector<std::string>& addresses, int count) : port(port) {
    for (const std::string& a : addresses)
      for (int i = 0; i < count; ++i) held.emplace_back(a, std::nullopt);
    refill();
  }
  void refill() {
    for (auto& [from, c] : held)
      if (!c || c->closed_now()) c.emplace(port, from);
  }
  /// How many the server holds open now.
  int open() {
    int n = 0;
    for (auto& [from, c] : held) n += c && !c->closed_now();
    return n;
  }
};

}  // namespace

TEST_CASE("serve: silent connections from one /24 of many aliases are limited as one; a phone with a key writes") {
  Served s(crowded_limits());
  const std::string key = s.game_key("1/1");
  // The phone shows its key once (its table page), before the crowd comes, from the crowd's own /24.
  CHECK(post_hand(s, "127.0.5.200", key, 1) == 200);
  std::vector<std::string> aliases;
  for (int i = 1; i <= 25; ++i) aliases.push_back("127.0.5." + std::to_string(i));
  Crowd crowd(s.port, aliases, 4);  // 100 silent connections from 25 addresses of one /24
  std::this_thread::sleep_for(300ms);
  // The network's 8, whatever they try, and those the system holds for a moment before the server takes them or
  // closes them (more on a slow machine, as under qemu): far fewer than the 100 tried.
  CHECK(crowd.open() <= 32);
  for (int hand = 2; hand <= 6; ++hand) {
    crowd.refill();
    CHECK(post_hand(s, "127.0.5.200", key, hand) == 200);
  }
  // A viewer of another network is not held back by this one.
  CHECK(status_of_get(s, "127.0.6.1") == 200);
  std::this_thread::sleep_for(400ms);
  CHECK_MESSAGE(s.log.str().find(" connections at the connection limits (") != std::string::npos, s.log.str());
  CHECK(s.log.str().find("closed to make room), most from 127.0.5.") != std::string::npos);
  CHECK(s.log.str().find("networks 127.0.5.0/24 (") != std::string::npos);
}

TEST_CASE("serve: silent connections from many networks fill only their share; a phone with a key finds room") {
  Served s(crowded_limits());
  const std::string key = s.game_key("1/1");
  CHECK(post_hand(s, "127.0.7.1", key, 1) == 200);
  std::vector<std::string> addresses;
  for (int i = 10; i < 40; ++i) addresses.push_back("127.0." + std::to_string(i) + ".1");
  Crowd crowd(s.port, addresses, 4);  // 120 from 30 networks: past the 18 keyless connections
  std::this_thread::sleep_for(200ms);
  for (int hand = 2; hand <= 6; ++hand) {
    crowd.refill();
    CHECK(post_hand(s, "127.0.7.1", key, hand) == 200);
  }
  // A viewer without a key, from a network of its own, gets in too: it takes the place of an idle connection.
  CHECK(status_of_get(s, "127.0.99.1") == 200);
}

TEST_CASE("serve: a phone that showed its key keeps its connection between polls; a connection without one does not") {
  Served s;  // the server's own idle limits: 5 s without a key, 30 s with one
  const std::string key = s.game_key("1/1");
  RawClient phone(s.port, "127.0.8.1");
  REQUIRE(phone.send("GET /table/1/1?key=" + key + " HTTP/1.1\r\nHost: x\r\n\r\n"));
  REQUIRE(RawClient::status_of(phone.receive()) == 200);
  RawClient viewer(s.port, "127.0.8.2");
  REQUIRE(viewer.send("GET /api/version HTTP/1.1\r\nHost: x\r\n\r\n"));
  REQUIRE(RawClient::status_of(viewer.receive()) == 200);
  std::this_thread::sleep_for(6500ms);  // past the 5 s a table page polls at, and the idle limit without a key
  CHECK(viewer.closed_within(100ms));
  REQUIRE(phone.send("GET /api/games/1/1/table HTTP/1.1\r\nHost: x\r\n\r\n"));  // its next poll, on the same connection
  CHECK(RawClient::status_of(phone.receive()) == 200);
}

TEST_CASE("serve: writes waiting for the file hold up no page; a write whose phone broke off by its turn is not made") {
  Served s;
  const std::string key = s.game_key("1/1");
  std::optional<SQLite::Database> other(std::in_place, s.db, SQLite::OPEN_READWRITE);
  other->exec("BEGIN IMMEDIATE");  // another program writes, for longer than a phone waits
  // Twenty-four phones send a write at once, three times the threads that watch the connections.
  std::vector<std::future<int>> writes;
  for (int i = 0; i < 24; ++i)
    writes.push_back(std::async(std::launch::async, [&, i] { return post_hand(s, "127.0.9." + std::to_string(i + 1), key, 1); }));
  std::this_thread::sleep_for(300ms);
  // One more, whose phone gives up and breaks off its connection while the others wait.
  {
    RawClient gone(s.port, "127.0.9.99");
    const std::string body = R"({"result": "draw", "tenpai": [], "expect": 2})";
    REQUIRE(gone.send("POST /api/games/1/1/hands HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + key +
                      "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body));
    std::this_thread::sleep_for(100ms);
    gone.break_off();
  }
  // Meanwhile every page and poll is answered at once.
  for (int i = 0; i < 20; ++i) {
    CHECK(status_of_get(s, "127.0.10." + std::to_string(i + 1), i % 2 ? "/standings" : "/api/version", 2000ms) == 200);
  }
  other->exec("ROLLBACK");
  other.reset();
  int written = 0, already = 0;
  for (auto& w : writes) {
    const int status = w.get();
    written += status == 200;
    already += status == 409;
  }
  CHECK(written == 1);  // the first in; the others told it is in
  CHECK(already == 23);
  std::this_thread::sleep_for(300ms);
  CHECK(s.json({"game", "show", "1/1", "--format", "json"})["hands"].size() == 1);  // hand 2 of the phone gone: not made
  CHECK_MESSAGE(s.log.str().find("POST /api/games/1/1/hands: not written, its client had broken off the connection") !=
                    std::string::npos, s.log.str());
}

TEST_CASE("serve: a write whose client ends its sending once the body is sent (a half-close) is made and answered") {
  Served s;
  const std::string key = s.game_key("1/1");
  RawClient script(s.port, "127.0.9.1");
  const std::string body = R"({"result": "draw", "tenpai": [], "expect": 1})";
  REQUIRE(script.send("POST /api/games/1/1/hands HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + key +
                      "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
                      "\r\nConnection: close\r\n\r\n" + body));
  script.end_sending();
  CHECK(RawClient::status_of(script.receive()) == 200);
  CHECK(s.json({"game", "show", "1/1", "--format", "json"})["hands"].size() == 1);
}

}  // namespace tenbou::test
