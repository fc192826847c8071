// tenbou serve when the disk fails under it: SQLite's index of the file (FILE-shm, mapped into memory) that
// cannot be written any more raises SIGBUS; the server says so, naming the file, and exits with 74 instead of
// dying without a word (135).

#include <future>

#include <doctest/doctest.h>
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

}  // namespace tenbou::test
