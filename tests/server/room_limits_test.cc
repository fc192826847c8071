// tenbou serve against slow, greedy and hostile clients on the venue's network, each spread over loopback
// addresses (127.0.x.y) as phones are over the Wi-Fi: deadlines, connection limits, size caps, key guesses,
// writes from other sites. The limits are shortened so that each test takes a second or two.

#include <chrono>

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "server/raw_client.h"
#include "server/refusal_watch.h"
#include "server/served.h"

using namespace std::chrono_literals;

namespace tenbou::test {
namespace {

server::HttpServer::Limits short_limits(std::chrono::milliseconds deadline = 1000ms) {
  server::HttpServer::Limits limits;
  limits.connections.per_address = 4;
  limits.connections.total = 12;
  limits.connections.kept_for_keys = 0;
  limits.connections.request_deadline = deadline;
  return limits;
}

const std::string kVersion = "GET /api/version HTTP/1.1\r\nHost: localhost\r\n\r\n";

/// The status of GET /api/version asked from `from` on a new connection (0: no answer).
int version_status(const Served& s, const std::string& from) {
  RawClient c(s.port, from);
  if (!c.send(kVersion)) return 0;
  return RawClient::status_of(c.receive(3000ms));
}

/// Whether `text` is in the server's log within 5 s: a folded count is written a second after the line before it,
/// later on a slow machine.
bool logged(const Served& s, const std::string& text) {
  for (int i = 0; i < 50; ++i) {
    if (s.log.str().find(text) != std::string::npos) return true;
    std::this_thread::sleep_for(100ms);
  }
  return false;
}

/// The whole seconds since `start`: how many log windows of a second began after the first.
std::size_t windows_after_first(std::chrono::steady_clock::time_point start) {
  return static_cast<std::size_t>(
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - start).count());
}

}  // namespace

TEST_CASE("serve: a request trickling in is cut at its deadline, counted from its start and not per read") {
  Served s(short_limits());
  RawClient slow(s.port, "127.0.0.2");
  REQUIRE(slow.send("POST /api/games/1/1/hands HTTP/1.1\r\nHost: localhost\r\n"));
  // A header line every 200 ms: no read waits long, but the request never ends. Cut after 1 s.
  bool cut = false;
  for (int line = 0; line < 25 && !cut; ++line)
    cut = !slow.send("X-Line: " + std::to_string(line) + "\r\n") || slow.closed_within(200ms);
  CHECK(cut);
  // A body sent a byte at a time is cut the same way.
  RawClient dribble(s.port, "127.0.0.2");
  REQUIRE(dribble.send("POST /api/games/1/1/hands HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                       "Content-Length: 60\r\n\r\n"));
  cut = false;
  for (int byte = 0; byte < 25 && !cut; ++byte) cut = !dribble.send(" ") || dribble.closed_within(200ms);
  CHECK(cut);
  // A kept-alive connection that goes quiet after its answer is closed too.
  RawClient idle(s.port, "127.0.0.3");
  REQUIRE(idle.send(kVersion));
  CHECK(RawClient::status_of(idle.receive()) == 200);
  CHECK(idle.closed_within(5000ms));
  CHECK(s.log.str().find("whose request did not arrive whole within 1 s") != std::string::npos);
  // The organiser's own machine has no deadline.
  RawClient local(s.port, "127.0.0.1");
  REQUIRE(local.send("GET /api/version HTTP/1.1\r\n"));
  CHECK_FALSE(local.closed_within(1500ms));
  REQUIRE(local.send("Host: localhost\r\n\r\n"));
  CHECK(RawClient::status_of(local.receive()) == 200);
}

TEST_CASE("serve: connections are limited per address and in all, except the organiser's machine; idle ones hold no worker") {
  Served s(short_limits(30'000ms));
  std::vector<RawClient> held;
  // Four idle connections from one phone, and eight from two others: the total of 12 is reached.
  for (const char* from : {"127.0.1.1", "127.0.1.2", "127.0.1.3"})
    for (int i = 0; i < 4; ++i) {
      held.emplace_back(s.port, from);
      REQUIRE(held.back().connected());
      std::this_thread::sleep_for(20ms);
    }
  std::this_thread::sleep_for(200ms);
  // A fifth from the same phone is closed at once; a new phone past the total gets in, the oldest idle
  // connection closed to make room for it.
  CHECK(version_status(s, "127.0.1.1") == 0);
  CHECK(version_status(s, "127.0.1.4") == 200);
  CHECK(held.front().closed_within(1000ms));
  // The organiser's machine is never limited, and 12 idle connections stop no one: twenty more connections
  // from 127.0.0.1, kept open, are each answered.
  std::vector<RawClient> local;
  for (int i = 0; i < 20; ++i) {
    local.emplace_back(s.port, "127.0.0.1");
    REQUIRE(local.back().send(kVersion));
  }
  for (RawClient& c : local) CHECK(RawClient::status_of(c.receive()) == 200);
  // Once the phones' connections close, others are let in without closing any.
  held.clear();
  std::this_thread::sleep_for(300ms);
  CHECK(version_status(s, "127.0.1.5") == 200);
}

TEST_CASE("serve: one address asking too fast is told to wait (429); the organiser's machine never is") {
  // The burst of tenbou serve, refilled at one a second rather than 20: on a slow (emulated) machine the moments
  // between two requests would otherwise refill the bucket, and the new connection below would find a request in it.
  Served s(server::HttpServer::Limits{.rate = {.per_second = 1, .burst = server::RateRules{}.burst}});
  RawClient fast(s.port, "127.0.5.1");
  int ok = 0;
  std::string refused;
  for (int i = 0; i < 100 && refused.empty(); ++i) {
    REQUIRE(fast.send(kVersion));
    const std::string answer = fast.receive();
    if (RawClient::status_of(answer) == 200) ++ok;
    else refused = answer;
  }
  CHECK(ok >= 50);  // a burst of 60, the connection included
  CHECK(RawClient::status_of(refused) == 429);
  CHECK(refused.find("Retry-After: 1") != std::string::npos);
  CHECK(refused.find("too many requests from this address") != std::string::npos);
  CHECK(version_status(s, "127.0.5.1") == 0);  // a new connection too waits: closed at once
  CHECK(version_status(s, "127.0.5.2") == 200);
  RawClient local(s.port, "127.0.0.1");
  for (int i = 0; i < 100; ++i) {
    REQUIRE(local.send(kVersion));
    REQUIRE(RawClient::status_of(local.receive()) == 200);
  }
  std::this_thread::sleep_for(2100ms);  // once two have come back (a connection and its request) it may ask again
  CHECK(version_status(s, "127.0.5.1") == 200);
}

TEST_CASE("serve: request sizes are capped: chunked bodies, header lines, header bytes; ranges are ignored") {
  Served s;
  const std::string key = s.game_key("1/1");
  const std::string before = database_content(s.db);
  // A chunked body past 64 KB: 413, then the connection is closed; one still sending after 1 MB is cut off.
  RawClient chunked(s.port, "127.0.2.1");
  REQUIRE(chunked.send("POST /api/games/1/1/hands HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                       "Authorization: Bearer " + key + "\r\nTransfer-Encoding: chunked\r\n\r\n"));
  const std::string chunk = "2000\r\n" + std::string(0x2000, ' ') + "\r\n";
  for (int i = 0; i < 12 && chunked.send(chunk); ++i) {
  }
  chunked.send("0\r\n\r\n");
  CHECK(RawClient::status_of(chunked.receive()) == 413);
  CHECK(chunked.closed_within(2000ms));
  RawClient endless_body(s.port, "127.0.2.1");
  REQUIRE(endless_body.send("POST /api/games/1/1/hands HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                            "Transfer-Encoding: chunked\r\n\r\n"));
  int sent = 0;
  while (sent < 4096 && endless_body.send(chunk)) ++sent;  // up to 32 MB
  CHECK(sent < 4096);
  // 101 header lines, or 20 KB of them: 431.
  std::string lines;
  for (int i = 0; i < 101; ++i) lines += "X-Line-" + std::to_string(i) + ": 1\r\n";
  RawClient many(s.port, "127.0.2.2");
  REQUIRE(many.send("GET /api/version HTTP/1.1\r\nHost: localhost\r\n" + lines + "\r\n"));
  CHECK(RawClient::status_of(many.receive()) == 431);
  RawClient large(s.port, "127.0.2.3");
  REQUIRE(large.send("GET /api/version HTTP/1.1\r\nHost: localhost\r\nX-Large: " + std::string(20'000, 'a') + "\r\n\r\n"));
  CHECK(RawClient::status_of(large.receive()) == 431);
  // Header lines without end: refused once the first 32 KB are in, and closed, whatever follows.
  RawClient endless(s.port, "127.0.2.4");
  REQUIRE(endless.send("GET /api/version HTTP/1.1\r\nHost: localhost\r\n"));
  std::string answer;
  for (int i = 0; i < 400 && answer.empty(); ++i) {
    if (!endless.send(std::string(100, 'X') + ": y\r\n")) break;
    if (i % 50 == 49) answer = endless.receive(10ms);
  }
  if (answer.empty()) answer = endless.receive();
  CHECK(RawClient::status_of(answer) == 431);
  // 99 short header lines are a request like any other.
  lines.clear();
  for (int i = 0; i < 97; ++i) lines += "X-Line-" + std::to_string(i) + ": 1\r\n";
  RawClient fine(s.port, "127.0.2.5");
  REQUIRE(fine.send("GET /api/version HTTP/1.1\r\nHost: localhost\r\n" + lines + "\r\n"));
  CHECK(RawClient::status_of(fine.receive()) == 200);
  // Thousands of ranges turn into the page, once.
  std::string ranges = "bytes=0-";
  for (int i = 0; i < 1500; ++i) ranges += ",0-";
  httplib::Client c = s.client();
  const auto plain = c.Get("/standings");
  const auto ranged = c.Get("/standings", {{"Range", ranges}});
  REQUIRE(ranged);
  CHECK(ranged->status == 200);
  CHECK(ranged->body == plain->body);
  CHECK(database_content(s.db) == before);
}

TEST_CASE("serve: key guesses are limited per address (429 with Retry-After), and their log lines folded") {
  Served s;
  const std::string wrong = "0123456789abcdef01234567";
  auto post_from = [&](const std::string& from, const std::string& key) {
    RawClient c(s.port, from);
    const std::string body = R"({"result": "draw", "tenpai": [], "expect": 1})";
    c.send("POST /api/games/1/1/hands HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAuthorization: Bearer " +
           key + "\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body);
    return c.receive();
  };
  const auto started = std::chrono::steady_clock::now();
  for (int i = 0; i < 20; ++i) REQUIRE(RawClient::status_of(post_from("127.0.3.1", wrong)) == 401);
  const std::string limited = post_from("127.0.3.1", wrong);
  CHECK(RawClient::status_of(limited) == 429);
  CHECK(limited.find("Retry-After: ") != std::string::npos);
  CHECK(limited.find("too many refused keys from this address") != std::string::npos);
  // Even the right key waits: the address is guessing. Another phone, and the organiser's machine, are not held.
  CHECK(RawClient::status_of(post_from("127.0.3.1", s.game_key("1/1"))) == 429);
  CHECK(RawClient::status_of(post_from("127.0.3.2", s.game_key("1/1"))) == 200);
  for (int i = 0; i < 25; ++i) REQUIRE(RawClient::status_of(post_from("127.0.0.1", wrong)) == 401);
  // Pages without a key are still served to the guessing address.
  CHECK(version_status(s, "127.0.3.1") == 200);
  // About 47 refusals within a second or two: a few lines, and the rest counted. Each second they take may add a line
  // of its own and a folded count (an emulated machine is slow).
  const std::size_t windows = windows_after_first(started);
  std::this_thread::sleep_for(1300ms);
  // Wrong keys are folded across every address: one guesser with many addresses gets no more lines than one.
  CHECK(logged(s, "more refused from addresses without a valid key"));
  const std::string log = s.log.str();
  std::size_t lines = 0;
  for (std::size_t at = log.find("refused"); at != std::string::npos; at = log.find("refused", at + 1)) ++lines;
  CHECK(lines < 10 + 2 * windows);
  CHECK(log.find("more refused from 127.0.3.1") == std::string::npos);
}

TEST_CASE("serve: the log is bounded: a 62 KB name, a forged line and 200 addresses add a few short lines") {
  Served s;
  const std::string huge(62'000, 'x');
  const std::string forged = R"(Alice\n12:00:00 POST /api/games/1/1/hands 200 organiser: forged \u001b[2J\u202e)";
  auto preview_from = [&](const std::string& from, const std::string& winner) {
    RawClient c(s.port, from);
    const std::string body = R"({"result": "tsumo", "winner": ")" + winner + R"(", "han": 1, "fu": 30, "expect": 1})";
    c.send("POST /api/games/1/1/preview HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: " +
           std::to_string(body.size()) + "\r\n\r\n" + body);
    return RawClient::status_of(c.receive());
  };
  const std::size_t before = s.log.str().size();
  const auto started = std::chrono::steady_clock::now();
  CHECK(preview_from("127.0.4.2", forged) == 422);  // the first refusal has its line, escaped
  CHECK(preview_from("127.0.4.1", huge) == 422);
  for (int i = 0; i < 200; ++i) REQUIRE(preview_from("127.0.5." + std::to_string(i + 1), "Nobody " + std::to_string(i)) == 422);
  // At most a line of its own and a folded count a second: on a slow machine (an emulated one) the 202 refusals take
  // longer than a second, and each second may add those two lines.
  const std::size_t more_lines = 2 * windows_after_first(started);
  std::this_thread::sleep_for(1300ms);  // the folded count is written
  CHECK(logged(s, "more refused from addresses without a valid key"));
  const std::string log = s.log.str().substr(before);
  CHECK(log.size() < 2000 + more_lines * (server::kMaxLogLine + 20));
  std::size_t lines = 0;
  for (std::size_t at = 0, end; (end = log.find('\n', at)) != std::string::npos; at = end + 1) {
    ++lines;
    CHECK(end - at <= server::kMaxLogLine + 20);  // the clock before the line
    CHECK(log.compare(at, 8, "12:00:00") != 0);   // the forged text has no line of its own
  }
  CHECK(lines <= 3 + more_lines);
  CHECK(log.find("Alice\\u{A}12:00:00 POST") != std::string::npos);
  CHECK(log.find('\x1b') == std::string::npos);
  CHECK(log.find("\xE2\x80\xAE") == std::string::npos);  // U+202E, the right-to-left override
}

TEST_CASE("serve: writes take JSON, from this server's pages or scripts, with the key in the header") {
  Served s;
  const std::string key = s.game_key("1/1");
  const std::string before = database_content(s.db);
  httplib::Client c = s.client();
  const httplib::Headers auth{{"Authorization", "Bearer " + key}};
  auto form = c.Post("/api/games/1/1/hands", auth, kRon, "text/plain");
  CHECK(form->status == 415);
  CHECK(form->body.find("Content-Type: application/json") != std::string::npos);
  CHECK(c.Post("/api/games/1/1/hands", auth, kRon, "application/x-www-form-urlencoded")->status == 415);
  httplib::Headers other_site = auth;
  other_site.emplace("Origin", "http://evil.example");
  auto cross = c.Post("/api/games/1/1/hands", other_site, kRon, "application/json");
  CHECK(cross->status == 403);
  CHECK(cross->body.find("another site (http://evil.example)") != std::string::npos);
  httplib::Headers other_port = auth;
  other_port.emplace("Origin", "http://127.0.0.1:1");
  CHECK(c.Post("/api/games/1/1/hands", other_port, kRon, "application/json")->status == 403);
  CHECK(database_content(s.db) == before);
  // The server's own page sends its Origin; JSON with a charset is JSON.
  httplib::Headers own = auth;
  own.emplace("Origin", "http://127.0.0.1:" + std::to_string(s.port));
  CHECK(c.Post("/api/games/1/1/hands", own, kRon, "application/json; charset=utf-8")->status == 200);
  // Pages are not to be framed by other sites, nor to tell them where they came from.
  const auto page = c.Get("/standings");
  CHECK(page->get_header_value("Referrer-Policy") == "no-referrer");
  CHECK(page->get_header_value("Content-Security-Policy").find("frame-ancestors 'none'") != std::string::npos);
  // Any key in a write's address is refused, even beside one in the header; the scheme's case does not matter.
  auto both = c.Post("/api/games/1/1/hands?key=x", {{"Authorization", "Bearer " + key}}, kRon, "application/json");
  CHECK(both->status == 401);
  CHECK(c.Post("/api/games/1/1/hands", {{"Authorization", "bearer " + key}}, R"({"result": "draw", "tenpai": [], "expect": 2})",
               "application/json")->status == 200);
  CHECK(c.Post("/api/games/1/1/preview", R"({"result": "draw", "tenpai": [], "expect": 3})", "application/json")->status == 200);
  // Previews are not logged; writes are.
  CHECK(s.log.str().find("/preview") == std::string::npos);
  // A key that matches nothing on an organiser's page is a guess (401), a table's key there is not enough (403).
  CHECK(c.Get("/organiser?key=0123456789abcdef01234567")->status == 401);
  CHECK(c.Get("/organiser?key=" + key)->status == 403);
  // The organiser page links each table's page with that table's key, not the organiser's.
  const std::string organiser = s.organiser_key();
  const std::string links = c.Get("/organiser?key=" + organiser)->body;
  CHECK(links.find("/table/1/1?key=" + key) != std::string::npos);
  CHECK(links.find("/table/1/1?key=" + organiser) == std::string::npos);
}

TEST_CASE("serve: --bind localhost listens where phones and this machine reach it") {
  Fixture f;
  server::RoomSlot rooms(std::make_shared<server::Room>(f.db));
  std::ostringstream log;
  server::HttpServer http(rooms, log);
  const int port = http.listen("localhost", 0);
  http.set_site({"http://localhost:" + std::to_string(port)});
  std::thread serving([&] { http.run(); });
  RawClient c(port, "127.0.0.1");
  REQUIRE(c.send(kVersion));
  CHECK(RawClient::status_of(c.receive()) == 200);
  http.stop();
  serving.join();
}

TEST_CASE("serve: a table's key writes only while its game is open; the organiser corrects a finished game") {
  Served s;
  const std::string key = s.game_key("1/1");
  REQUIRE(s.post("/api/games/1/1/hands", kRon, key)->status == 200);
  CHECK(nlohmann::json::parse(s.get("/api/games/1/1/table")->body)["writable"] == true);
  REQUIRE(s.run({"game", "finish", "1/1", "--reason", "time"}).status == 0);
  const auto table = nlohmann::json::parse(s.get("/api/games/1/1/table")->body);
  CHECK(table["writable"] == false);
  CHECK(table["writable_message"].get<std::string>().find("its table's key no longer writes to it") != std::string::npos);
  const std::string before = database_content(s.db);
  // Undo would reopen the game; a result would replace it: both refused, with the way to a correction.
  auto undo = s.post("/api/games/1/1/undo", R"({"hand": 1})", key);
  CHECK(undo->status == 403);
  CHECK(nlohmann::json::parse(undo->body)["error"]["message"] == table["writable_message"]);
  CHECK(s.post("/api/games/1/1/result", R"({"scores": [30000, 30000, 30000, 30000], "reason": "x"})", key)->status == 403);
  CHECK(s.post("/api/games/1/1/hands", R"({"result": "draw", "tenpai": [], "expect": 2})", key)->status == 403);
  CHECK(database_content(s.db) == before);
  // Reopened by the organiser, the game is open again for its table.
  REQUIRE(s.run({"game", "reopen", "1/1", "--reason", "closed too early"}).status == 0);
  CHECK(nlohmann::json::parse(s.get("/api/games/1/1/table")->body)["writable"] == true);
  CHECK(s.post("/api/games/1/1/undo", R"({"hand": 1})", key)->status == 200);
  // A hand number written another way ("03") names the same hand: refused too.
  const int next = nlohmann::json::parse(s.get("/api/games/1/1/table")->body)["hand"];
  const auto expect = [](int hand, const std::string& zeros) { return "\"expect\": \"" + zeros + std::to_string(hand) + "\""; };
  CHECK(s.post("/api/games/1/1/hands", "{\"result\": \"draw\", \"tenpai\": [], " + expect(next, "0") + "}", key)->status == 200);
  REQUIRE(s.run({"game", "finish", "1/1", "--reason", "time"}).status == 0);
  for (const char* zeros : {"0", "00"})
    CHECK(s.post("/api/games/1/1/hands", "{\"result\": \"chombo\", \"offender\": \"Alice Martin\", " + expect(next + 1, zeros) + "}",
                 key)->status == 403);
  REQUIRE(s.run({"game", "reopen", "1/1", "--reason", "one more hand"}).status == 0);
  // The organiser's key corrects a finished game.
  const std::string last = std::to_string(next + 1);
  REQUIRE(s.post("/api/games/1/1/hands", R"({"result": "draw", "tenpai": [], "expect": )" + last + "}", key)->status == 200);
  REQUIRE(s.run({"game", "finish", "1/1", "--reason", "time"}).status == 0);
  CHECK(s.post("/api/games/1/1/undo", R"({"hand": )" + last + "}", key)->status == 403);
  // Undoing the last hand of a finished game changes its result: it takes a reason.
  const auto without = s.post("/api/games/1/1/undo", R"({"hand": )" + last + "}", s.organiser_key());
  CHECK(without->status == 422);
  CHECK(without->body.find("reason") != std::string::npos);
  CHECK(s.post("/api/games/1/1/undo", R"({"hand": )" + last + R"(, "reason": "the draw was at table 2"})", s.organiser_key())
            ->status == 200);
}

}  // namespace tenbou::test
