// tenbou publish --watch: the site follows the tournament file through the day (a referee's command, the server's
// writes) until Ctrl-C, which ends it cleanly.

#include <chrono>
#include <filesystem>
#include <thread>

#include <signal.h>
#include <sys/wait.h>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

/// Waits up to 20 s for `path` to exist.
bool appears(const std::string& path) {
  for (int i = 0; i < 200; ++i) {
    if (std::filesystem::exists(path)) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  return false;
}

TEST_CASE("publish --watch publishes again after each change to the file, and Ctrl-C ends it") {
  Fixture f;
  const std::string site = f.dir.path() + "/site";
  const pid_t watcher = start_tenbou({"--db", f.db, "publish", site, "--lang", "en", "--watch"});
  REQUIRE(appears(site + "/en/index.html"));
  CHECK_FALSE(std::filesystem::exists(site + "/en/game-1-1.html"));  // in progress: not published
  REQUIRE(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "Alice"}).status == 0);
  REQUIRE(f.run({"game", "finish", "1/1"}).status == 0);
  CHECK(appears(site + "/en/game-1-1.html"));
  CHECK(appears(site + "/en/round-1.html"));
  REQUIRE(::kill(watcher, SIGINT) == 0);
  int status = 0;
  REQUIRE(::waitpid(watcher, &status, 0) == watcher);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
}

}  // namespace
}  // namespace tenbou::test
