// What a request may cost tenbou serve before its key is known, and what it may hold on to: a NUL in the address,
// a body of thousands of keys, guessed keys on pages, a page cache bounded in bytes, a log line that does not wait
// for the pages being made, and a write the disk cannot take (503, to send again, not 422, to change).

#include <future>

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "server/raw_client.h"
#include "server/served.h"

using namespace std::chrono_literals;

namespace tenbou::test {
namespace {

/// The request `method` `path` as a browser sends it, with `key` as a bearer key when given.
server::Request asked(const std::string& path, const std::string& key = "", const std::string& body = "",
                      const std::string& method = "GET") {
  server::Request r{.method = method, .path = path, .key = key, .body = body, .host = "127.0.0.1:8080"};
  return r;
}

/// A body of `n` distinct keys besides a hand's, with "result" given again at its end.
std::string many_keys(int n) {
  std::string body = R"({"result": "draw", "tenpai": [], "expect": 1)";
  for (int i = 0; i < n; ++i) body += ", \"k" + std::to_string(i) + "\": 0";
  return body + R"(, "result": "draw"})";
}

}  // namespace

TEST_CASE("serve: an address holding %00 is refused with 400, in the path and in the query") {
  Served s;
  const std::string key = s.game_key("1/1");
  for (const std::string& request : std::vector<std::string>{
           "GET /standings%00.html HTTP/1.1\r\nHost: x\r\n\r\n", "GET /players?x=%00 HTTP/1.1\r\nHost: x\r\n\r\n",
        "POST /api/games/1/1%00/undo HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + key +
            "\r\nContent-Type: application/json\r\nContent-Length: 12\r\n\r\n{\"hand\": 1}\n"}) {
    RawClient c(s.port);
    REQUIRE(c.send(request));
    const std::string answer = c.receive(3000ms);
    CHECK_MESSAGE(RawClient::status_of(answer) == 400, answer);
    CHECK(answer.find("the address holds %00") != std::string::npos);
  }
  // An encoded percent sign is no NUL; the pages themselves are served as before.
  CHECK(s.get("/standings?x=%2500")->status == 200);
  CHECK(s.get("/standings")->status == 200);
  CHECK(s.log.str().find("400 refused: the address holds %00") != std::string::npos);
}

TEST_CASE("serve: a body of thousands of keys is refused for its repeated field; a guessed key is refused before it") {
  Fixture f;
  server::Room room(f.db);
  const server::Site site{"http://127.0.0.1:8080"};
  const std::string key = f.json({"keys", "--format", "json"})["tables"][0]["key"];
  const std::string body = many_keys(5000);
  REQUIRE(body.size() < 64 * 1024);
  server::Reply r = server::route(room, site, asked("/api/games/1/1/hands", key, body, "POST"));
  CHECK(r.status == 400);
  CHECK(r.body.find(R"(the body gives \"result\" twice)") != std::string::npos);
  // A key that opens nothing is told so before the body is read: the same body is not even found unreadable.
  r = server::route(room, site, asked("/api/games/1/1/hands", "guessed", "{not json", "POST"));
  CHECK(r.status == 401);
  // A preview needs no key: its body is read (before the file is) and refused as it is.
  r = server::route(room, site, asked("/api/games/1/1/preview", "", body, "POST"));
  CHECK(r.status == 400);
  CHECK(f.json({"game", "show", "1/1", "--format", "json"})["hands"].empty());
}

TEST_CASE("serve: public pages ignore keys; a table's page is kept per key that writes there, one for all others") {
  Fixture f;
  server::Room room(f.db);
  const server::Site site{"http://127.0.0.1:8080"};
  const std::string key = f.json({"keys", "--format", "json"})["tables"][0]["key"];
  const server::Reply plain = server::route(room, site, asked("/standings"));
  const std::size_t one_page = room.kept_bytes();
  for (const std::string& guess : std::vector<std::string>{"x", "y", key, "z"}) {
    server::Request r = asked("/standings");
    r.query = {{"key", guess}};
    r.key = guess;
    const server::Reply keyed = server::route(room, site, r);
    CHECK(keyed.body == plain.body);  // no key in its links
  }
  CHECK(room.kept_bytes() == one_page);  // the same page, kept once
  // The table's page keeps a real key in its language switch, and is kept for it; guessed keys share the page
  // without one.
  const auto table = [&](const std::string& k) {
    server::Request r = asked("/table/1/1");
    if (!k.empty()) r.query = {{"key", k}};
    r.key = k;
    return server::route(room, site, r);
  };
  CHECK(table(key).body.find("key=" + key + "&amp;lang=") != std::string::npos);
  const std::size_t with_table = room.kept_bytes();
  CHECK(table("guess1").body == table("").body);
  CHECK(table("guess2").body.find("key=") == std::string::npos);
  CHECK(room.kept_bytes() > with_table);  // the page without a key, once for all the guesses
  const std::size_t with_both = room.kept_bytes();
  table("guess3");
  CHECK(room.kept_bytes() == with_both);
}

TEST_CASE("serve: the kept pages stay within their byte budget, dropping the oldest") {
  Fixture f;
  constexpr std::size_t kBudget = 64 * 1024;
  server::Room room(f.db, kBudget);
  const server::Site site{"http://127.0.0.1:8080"};
  std::size_t made = 0;
  for (const std::string language : {"en", "de", "fr", "nl", "pl"})
    for (const std::string page : {"/standings", "/players", "/rounds/1", "/games/1/1", "/", "/players/1"}) {
      server::Request r = asked(page);
      r.accept_language = language;
      made += server::route(room, site, r).body.size();
      CHECK(room.kept_bytes() <= kBudget);
    }
  CHECK(made > kBudget);  // the budget was reached
  CHECK(room.kept_bytes() > kBudget / 2);
  // The newest page is still kept: asked again, the same bytes are kept.
  server::Request last = asked("/players/1");
  last.accept_language = "pl";
  const std::size_t before = room.kept_bytes();
  server::route(room, site, last);
  CHECK(room.kept_bytes() == before);
}

TEST_CASE("serve: the log's time is taken without waiting for a page being made") {
  Fixture f;
  server::Room room(f.db);
  std::promise<void> inside, release;
  auto slow = std::async(std::launch::async, [&] {
    return room.read("slow page", [&](const Tournament&) {
      inside.set_value();
      release.get_future().wait();
      return server::Reply{.body = "made"};
    });
  });
  inside.get_future().wait();
  auto zone = std::async(std::launch::async, [&] { return room.local_time().name(); });
  const bool answered = zone.wait_for(10s) == std::future_status::ready;
  release.set_value();
  CHECK(answered);
  CHECK(slow.get().body == "made");
  CHECK_FALSE(zone.get().empty());
}

}  // namespace tenbou::test
