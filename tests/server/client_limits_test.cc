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
  ConnectionLimits limits({.per_address = 2, .total = 3, .request_deadline = 10s});
  const auto t0 = ConnectionLimits::Clock::time_point{} + 1h;
  limits.opened(1, "10.0.0.1", 101, t0);
  limits.opened(2, "10.0.0.1", 102, t0);
  CHECK_FALSE(limits.admit("10.0.0.1"));
  CHECK(limits.admit("10.0.0.2"));
  limits.opened(3, "10.0.0.2", 103, t0 + 5s);
  CHECK_FALSE(limits.admit("10.0.0.3"));  // the total
  CHECK(limits.admit("127.0.0.1"));
  limits.opened(4, "127.0.0.1", 104, t0);  // not counted, never cut
  CHECK(limits.open() == 3);
  limits.arrived(2);  // connection 2's request is in: it is being answered
  std::vector<std::intptr_t> cut;
  auto cutter = [&](std::intptr_t socket) { cut.push_back(socket); };
  CHECK(limits.cut_overdue(t0 + 9s, cutter) == 0);
  CHECK(limits.cut_overdue(t0 + 10s, cutter) == 1);
  CHECK(cut == std::vector<std::intptr_t>{101});
  CHECK(limits.cut_overdue(t0 + 11s, cutter) == 0);  // once
  limits.answered(2, t0 + 11s);  // its next request is due within 10 s of the answer
  CHECK(limits.cut_overdue(t0 + 20s, cutter) == 1);  // connection 3, opened at 5 s
  CHECK(limits.cut_overdue(t0 + 21s, cutter) == 1);  // connection 2
  limits.closed(1);
  CHECK(limits.admit("10.0.0.1"));
  CHECK(limits.open("10.0.0.1") == 1);
  limits.closed(4);
  CHECK(limits.open() == 2);
}

}  // namespace tenbou::server
