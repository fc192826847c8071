// The limits that keep one client from taking the room, on a clock the test moves: request rate, refused
// keys and their folded log lines, connections and deadlines.

#include <doctest/doctest.h>

#include "server/connection_limits.h"
#include "server/refusal_watch.h"
#include "server/request_rate.h"

using namespace std::chrono_literals;

namespace tenbou::server {

TEST_CASE("request rate: a burst, then a steady rate per address; the organiser's machine is not limited") {
  RequestRate rate({.per_second = 10, .burst = 30});
  const auto t0 = RequestRate::Clock::time_point{} + 1h;
  int taken = 0;
  for (int i = 0; i < 100; ++i) taken += rate.take("192.168.1.77", t0);
  CHECK(taken == 30);
  CHECK(rate.take("192.168.1.78", t0));  // another phone has its own bucket
  CHECK_FALSE(rate.take("192.168.1.77", t0 + 50ms));
  CHECK(rate.take("192.168.1.77", t0 + 100ms));  // a tenth of a second gives one more
  taken = 0;
  for (int i = 0; i < 100; ++i) taken += rate.take("192.168.1.77", t0 + 10s);
  CHECK(taken == 30);  // never more than the burst, however long it waited
  for (int i = 0; i < 1000; ++i) REQUIRE(rate.take("127.0.0.1", t0));
}

TEST_CASE("refused keys: 20 within 10 s make an address wait until the oldest is 10 s old") {
  RefusalWatch watch;
  const auto t0 = RefusalWatch::Clock::time_point{} + 1h;
  for (int i = 0; i < 19; ++i) watch.key_refused("10.0.0.5", t0 + i * 100ms);
  CHECK(watch.retry_after("10.0.0.5", t0 + 2s) == 0);
  watch.key_refused("10.0.0.5", t0 + 2s);
  CHECK(watch.retry_after("10.0.0.5", t0 + 2s) == 8);
  CHECK(watch.retry_after("10.0.0.6", t0 + 2s) == 0);
  CHECK(watch.retry_after("10.0.0.5", t0 + 10s + 50ms) == 0);  // the oldest is gone: 19 left
  for (int i = 0; i < 30; ++i) watch.key_refused("127.0.0.1", t0);
  CHECK(watch.retry_after("127.0.0.1", t0) == 0);
}

TEST_CASE("refusals in the log: one line a second per address, the rest counted in the next") {
  RefusalWatch watch;
  const auto t0 = RefusalWatch::Clock::time_point{} + 1h;
  CHECK(watch.log_refusal("192.168.1.77", t0));
  int logged = 0;
  for (int i = 1; i <= 1204; ++i) logged += watch.log_refusal("192.168.1.77", t0 + i * 500us);
  CHECK(logged == 0);
  CHECK(watch.log_refusal("192.168.1.78", t0));
  CHECK(watch.folded(t0 + 700ms).empty());  // not a second yet
  CHECK(watch.folded(t0 + 1s) == std::vector<std::string>{"...and 1,204 more refused from 192.168.1.77"});
  CHECK(watch.folded(t0 + 3s).empty());
  CHECK(watch.log_refusal("192.168.1.77", t0 + 3s));  // quiet since: its next refusal has its own line
}

TEST_CASE("a log line is escaped and cut: a 62,000-character name adds 400 bytes at most, a newline no line") {
  const std::string line = log_line("POST /api/games/1/1/preview 422 refused: winner \"" + std::string(62'000, 'x') + "\"");
  CHECK(line.size() <= kMaxLogLine);
  CHECK(line.starts_with("POST /api/games/1/1/preview 422 refused: winner \"xxx"));
  CHECK(line.ends_with(" bytes more)"));
  CHECK(log_line("Alice\n12:00 forged \x1b[2J \xE2\x80\xAE") == "Alice\\u{A}12:00 forged \\u{1B}[2J \\u{202E}");
  const std::string cut = log_line(std::string(359, 'a') + "Łódź" + std::string(500, 'b'));
  CHECK(cut.compare(359, 4, "... ") == 0);  // Ł, across the cut, is left out whole
}

TEST_CASE("connections: limited per address and in all; a request overdue is cut once; answering stops the clock") {
  ConnectionLimits limits({.per_address = 2, .per_network = 64, .total = 3, .kept_for_keys = 0, .request_deadline = 10s});
  const auto t0 = ConnectionLimits::Clock::time_point{} + 1h;
  const auto none = [](std::intptr_t) { FAIL("no connection is closed to make room"); };
  limits.opened(1, "10.0.0.1", 101, t0);
  limits.opened(2, "10.0.0.1", 102, t0);
  CHECK_FALSE(limits.admit("10.0.0.1", t0, none));
  CHECK(limits.admit("10.0.0.2", t0, none));
  limits.opened(3, "10.0.0.2", 103, t0 + 5s);
  for (std::uintptr_t id : {1, 2, 3}) limits.arrived(id);  // all being answered: none can be closed for room
  CHECK_FALSE(limits.admit("10.0.0.3", t0, none));  // the total
  CHECK(limits.admit("127.0.0.1", t0, none));
  limits.opened(4, "127.0.0.1", 104, t0);  // not counted, never cut
  CHECK(limits.open() == 3);
  limits.answered(1, t0);
  limits.answered(3, t0 + 5s);  // connection 2's request is still being answered
  std::vector<std::intptr_t> cut;
  auto cutter = [&](std::intptr_t socket) { cut.push_back(socket); };
  CHECK(limits.cut_overdue(t0 + 9s, cutter) == 0);
  CHECK(limits.cut_overdue(t0 + 10s, cutter) == 1);
  CHECK(cut == std::vector<std::intptr_t>{101});
  CHECK(limits.cut_overdue(t0 + 11s, cutter) == 0);  // once
  limits.answered(2, t0 + 11s);  // its next request is due within 10 s of the answer
  CHECK(limits.cut_overdue(t0 + 15s, cutter) == 1);  // connection 3, answered at 5 s
  CHECK(limits.cut_overdue(t0 + 21s, cutter) == 1);  // connection 2
  limits.closed(1);
  CHECK(limits.admit("10.0.0.1", t0, none));
  CHECK(limits.open("10.0.0.1") == 1);
  limits.closed(4);
  CHECK(limits.open() == 2);
  CHECK(limits.refusals_told(t0 + 30s) == "held back 2 connections at the connection limits (2 refused, 0 idle ones of "
                                          "addresses without a key closed to make room), most from 10.0.0.1 (1), "
                                          "10.0.0.3 (1); networks 10.0.0.0/24 (2)");
  CHECK(limits.refusals_told(t0 + 40s).empty());  // told once
}

TEST_CASE("connections: a network's unanswered connections without a key are limited as one; idle ones make room") {
  ConnectionLimits limits({.per_address = 32, .per_network = 4, .total = 100, .kept_for_keys = 20});
  const auto t0 = ConnectionLimits::Clock::time_point{} + 1h;
  std::vector<std::intptr_t> cut;
  const auto cutter = [&](std::intptr_t socket) { cut.push_back(socket); };
  // A laptop with four aliases of one /24 holds four silent connections: its network is full.
  for (std::uintptr_t id = 1; id <= 4; ++id) {
    REQUIRE(limits.admit("192.168.1." + std::to_string(200 + id), t0, cutter));
    limits.opened(id, "192.168.1." + std::to_string(200 + id), 100 + static_cast<std::intptr_t>(id), t0 + std::chrono::seconds(id));
  }
  CHECK(cut.empty());
  // A phone of the same /24 comes: the oldest silent connection of that network is closed for it.
  CHECK(limits.admit("192.168.1.17", t0 + 5s, cutter));
  CHECK(cut == std::vector<std::intptr_t>{101});
  limits.opened(5, "192.168.1.17", 105, t0 + 5s);
  limits.closed(1);  // as the server does once it closed it
  CHECK(limits.open() == 4);
  // Once the phone presented a key it no longer counts toward its network, and its later connections neither.
  limits.arrived(5);
  limits.trust("192.168.1.17", t0 + 6s);
  CHECK(limits.trusted("192.168.1.17", t0 + 9min));
  CHECK_FALSE(limits.trusted("192.168.1.17", t0 + 11min));
  CHECK_FALSE(limits.trusted("192.168.1.17", t0 + 2min, true));  // not lately: its key is checked again
  for (std::uintptr_t id = 6; id <= 10; ++id) {
    REQUIRE(limits.admit("192.168.1.17", t0 + 7s, cutter));
    limits.opened(id, "192.168.1.17", 100 + static_cast<std::intptr_t>(id), t0 + 7s);
  }
  CHECK(cut.size() == 1);
  // Connections being answered are never closed for room: with every keyless one busy, a newcomer is refused.
  for (std::uintptr_t id : {2, 3, 4}) limits.arrived(id);
  CHECK(limits.admit("192.168.1.99", t0 + 8s, cutter));  // three of four: room
  limits.opened(11, "192.168.1.99", 111, t0 + 8s);
  limits.arrived(11);
  CHECK_FALSE(limits.admit("192.168.1.100", t0 + 8s, cutter));
  CHECK(limits.refusals_told(t0 + 10s) == "held back 2 connections at the connection limits (1 refused, 1 idle ones of "
                                          "addresses without a key closed to make room), most from 192.168.1.100 (1), "
                                          "192.168.1.201 (1); networks 192.168.1.0/24 (2)");
  // Another network is not held back by this one.
  CHECK(limits.admit("10.1.2.3", t0 + 8s, cutter));
  // A connection answered once (a spectator's page) is no longer one of its network's silent or slow ones.
  limits.answered(11, t0 + 9s);
  CHECK(limits.admit("192.168.1.100", t0 + 9s, cutter));
  CHECK(cut.size() == 1);  // room made by no one
}

TEST_CASE("connections: part of the total is kept for addresses with a key, who displace idle keyless ones past it") {
  ConnectionLimits limits({.per_address = 32, .per_network = 64, .total = 16, .kept_for_keys = 4});
  const auto t0 = ConnectionLimits::Clock::time_point{} + 1h;
  std::vector<std::intptr_t> cut;
  const auto cutter = [&](std::intptr_t socket) { cut.push_back(socket); };
  limits.trust("10.99.0.1", t0);
  for (std::uintptr_t id = 1; id <= 12; ++id) {  // twelve keyless connections from many networks: their share
    const std::string from = "10." + std::to_string(id) + ".0.1";
    REQUIRE(limits.admit(from, t0, cutter));
    limits.opened(id, from, static_cast<std::intptr_t>(id), t0 + std::chrono::seconds(id));
    limits.arrived(id);
  }
  CHECK_FALSE(limits.admit("10.50.0.1", t0 + 13s, cutter));  // busy, all of them: refused
  for (std::uintptr_t id = 13; id <= 16; ++id) {  // the phone with a key takes the kept part
    REQUIRE(limits.admit("10.99.0.1", t0 + 13s, cutter));
    limits.opened(id, "10.99.0.1", static_cast<std::intptr_t>(id), t0 + 13s);
  }
  CHECK(cut.empty());
  CHECK_FALSE(limits.admit("10.99.0.1", t0 + 14s, cutter));  // the total, and no keyless connection idle
  limits.answered(2, t0 + 14s);  // keyless connection 2 goes idle
  CHECK(limits.admit("10.99.0.1", t0 + 15s, cutter));  // past the total, it makes room
  CHECK(cut == std::vector<std::intptr_t>{2});
}

TEST_CASE("networks: /24 for IPv4, /64 for IPv6, an IPv4-mapped address as its IPv4 one") {
  CHECK(network_of("192.168.1.77") == "192.168.1.0/24");
  CHECK(network_of("2001:db8:1:2:aa:bb:cc:dd") == "2001:db8:1:2::/64");
  CHECK(network_of("2001:db8::1") == "2001:db8:0:0::/64");
  CHECK(network_of("fe80::1:2:3:4") == "fe80:0:0:0::/64");
  CHECK(network_of("::ffff:10.0.0.5") == "10.0.0.0/24");
  CHECK(network_of("not an address") == "not an address");
  CHECK(network_of("1:2:3") == "1:2:3");
}

}  // namespace tenbou::server
