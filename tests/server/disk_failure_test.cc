// tenbou serve when the disk fails under it: SQLite's index of the file (FILE-shm, mapped into memory) that
// cannot be written any more raises SIGBUS; the server says so, naming the file, and exits with 74 instead of
// dying without a word (135). A full disk refuses a phone's write with 503 and Retry-After: the hand was right
// and is sent again once there is room, not changed as a 422 would ask.

#include <filesystem>
#include <future>

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>
#include <httplib.h>

#include "server/served.h"

namespace tenbou::test {
namespace {

/// Makes a file unchangeable (chattr +i) for the life of the object, if this machine lets the test do so (root,
/// on a file system that has the attribute).
class Unchangeable {
 public:
  explicit Unchangeable(std::string path) : path_(std::move(path)) {
    done_ = run_program("/usr/bin/chattr", {"+i", path_}).status == 0;
  }
  ~Unchangeable() {
    if (done_) run_program("/usr/bin/chattr", {"-i", path_});
  }
  Unchangeable(const Unchangeable&) = delete;
  Unchangeable& operator=(const Unchangeable&) = delete;
  bool done() const { return done_; }

 private:
  std::string path_;
  bool done_ = false;
};

}  // namespace

TEST_CASE("serve: an index of the file that cannot be written stops the server with a line naming it (exit 74)") {
  Fixture f;
  if (!Unchangeable(f.dir.write("probe", "")).done()) {
    MESSAGE("skipped: files cannot be made unchangeable here (chattr +i needs root and a file system that has it)");
    return;
  }
  const std::string key = f.json({"keys", "--format", "json"})["tables"][0]["key"];
  const int port = free_port();
  // `timeout`: a server that does not stop fails the test instead of hanging it.
  auto served = std::async(std::launch::async, [&] {
    return run_program("/usr/bin/timeout", {"60", TENBOU_BINARY, "--db", f.db, "serve", "--bind", "127.0.0.1",
                                            "--port", std::to_string(port)});
  });
  httplib::Client c("127.0.0.1", port);
  REQUIRE(comes_up(c));
  {
    const Unchangeable index(f.db + "-shm");
    REQUIRE(index.done());
    c.Post("/api/games/1/1/hands", {{"Authorization", "Bearer " + key}},
           R"({"result": "draw", "tenpai": [], "expect": 1})", "application/json");
    const RunResult r = served.get();
    CHECK(r.status == 74);
    CHECK_MESSAGE(r.err.find("tenbou: stopped (exit status 74): \"" + f.db + "-shm\", the index of the tournament file \"" +
                             f.db + "\", could not be written (the disk is full or failing") != std::string::npos, r.err);
  }
  CHECK(f.run({"audit"}).status == 0);  // the file is whole
}

namespace {

/// Whether `path` appears within 20 seconds.
bool appears(const std::string& path) {
  for (int i = 0; i < 1000 && !std::filesystem::exists(path); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  return std::filesystem::exists(path);
}

}  // namespace

TEST_CASE("serve: a write onto a full disk is refused with 503 and Retry-After, and goes in once there is room") {
  Fixture f;
  const std::string key = f.json({"keys", "--format", "json"})["tables"][0]["key"];
  const std::string disk = f.dir.path() + "/usb";
  std::filesystem::create_directory(disk);
  const int port = free_port();
  // A small disk of the server's own (a tmpfs in a mount namespace, gone with the shell), filled once the server
  // is up, emptied when the test says so ("$5/empty"), the server stopped with Ctrl-C when it says "$5/stop".
  const std::string script =
      "mount -t tmpfs -o size=2m tmpfs \"$1\" || exit 99\n"
      "\"$2\" --db \"$3\" backup \"$1/t.tenbou\" >/dev/null || exit 98\n"
      "\"$2\" --db \"$1/t.tenbou\" serve --bind 127.0.0.1 --port \"$4\" & server=$!\n"
      "sleep 1; dd if=/dev/zero of=\"$1/fill\" bs=4k 2>/dev/null; touch \"$5/full\"\n"
      "while [ ! -e \"$5/empty\" ]; do sleep 0.05; done; rm \"$1/fill\"; touch \"$5/emptied\"\n"
      "while [ ! -e \"$5/stop\" ]; do sleep 0.05; done; kill -INT $server; wait $server; echo \"exit $?\"\n";
  auto served = std::async(std::launch::async, [&] {
    return run_program("/usr/bin/timeout", {"60", "/usr/bin/unshare", "--mount", "sh", "-c", script, "sh", disk,
                                            TENBOU_BINARY, f.db, std::to_string(port), f.dir.path()});
  });
  if (!appears(f.dir.path() + "/full")) {
    f.dir.write("stop", "");
    MESSAGE("skipped: no small disk can be mounted here (needs root and unshare): " << served.get().err);
    return;
  }
  httplib::Client c("127.0.0.1", port);
  const httplib::Headers keyed{{"Authorization", "Bearer " + key}};
  const std::string hand = R"({"result": "draw", "tenpai": [], "expect": 1})";
  const auto full = c.Post("/api/games/1/1/hands", keyed, hand, "application/json");
  REQUIRE(full);
  CHECK(full->status == 503);
  CHECK(full->get_header_value("Retry-After") == "5");
  CHECK_MESSAGE(full->body.find("nothing was written") != std::string::npos, full->body);
  CHECK_MESSAGE(full->body.find("full") != std::string::npos, full->body);
  f.dir.write("empty", "");
  REQUIRE(appears(f.dir.path() + "/emptied"));
  const auto again = c.Post("/api/games/1/1/hands", keyed, hand, "application/json");
  REQUIRE(again);
  CHECK_MESSAGE(again->status == 200, again->body);
  f.dir.write("stop", "");
  const RunResult r = served.get();
  CHECK_MESSAGE(r.out.ends_with("exit 0\n"), r.out << r.err);
  CHECK(r.err.find("503 refused: the tournament file could not be changed: database or disk is full") != std::string::npos);
}

TEST_CASE("serve: a file removed or moved away while served refuses writes with 503 in words and goes on answering "
          "pages; the file moved away holds every hand entered before, and one put back takes writes again") {
  Served s;
  const std::string key = s.game_key("1/1");
  const auto draw = [](int hand) { return R"({"result": "draw", "tenpai": [], "expect": )" + std::to_string(hand) + "}"; };
  REQUIRE(s.post("/api/games/1/1/hands", kRon, key)->status == 200);
  std::filesystem::rename(s.db, s.db + ".moved");
  const auto moved = s.post("/api/games/1/1/hands", draw(2), key);
  REQUIRE(moved);
  CHECK(moved->status == 503);
  const nlohmann::json refusal = nlohmann::json::parse(moved->body);
  CHECK_MESSAGE(refusal["error"]["message"].get<std::string>().starts_with(
                    "could not change \"" + s.db + "\": the file was removed or moved away while in use (nothing was written"),
                moved->body);
  CHECK(s.get("/standings")->status == 200);
  CHECK(s.get("/games/1/1")->status == 200);
  CHECK(s.log.str().find("503 refused: could not change \"" + s.db + "\": the file was removed or moved away") !=
        std::string::npos);
  const nlohmann::json away = nlohmann::json::parse(
      run_tenbou({"--db", s.db + ".moved", "game", "show", "1/1", "--format", "json"}).out);
  CHECK(away["hands"].size() == 1);  // hand 1, which was in the WAL beside the old name
  std::filesystem::rename(s.db + ".moved", s.db);
  CHECK(s.post("/api/games/1/1/hands", draw(2), key)->status == 200);
  std::filesystem::remove(s.db);
  CHECK(s.post("/api/games/1/1/hands", draw(3), key)->status == 503);
  CHECK(s.get("/games/1/1")->status == 200);
}

}  // namespace tenbou::test
