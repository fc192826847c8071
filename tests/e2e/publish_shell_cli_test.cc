// tenbou publish where a shell takes part (POSIX only): the demo tournament as `make demo` builds it with its script
// publishes whole; a shell in the site's folder sees each publish; --watch follows the tournament file through the day (a referee's command, the server's writes)
// until Ctrl-C, which ends it cleanly.

#include <chrono>
#include <filesystem>
#include <thread>

#include <signal.h>
#include <sys/wait.h>

#include "e2e/published_site.h"
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

TEST_CASE("the demo tournament, as `make demo` builds it, publishes whole: every link leads to a page" * slow()) {
  const TournamentFile demo;
  const RunResult built = run_program("/bin/sh", {std::string(TENBOU_SOURCE_DIR) + "/data/demo/demo.sh", TENBOU_BINARY, demo.db});
  REQUIRE_MESSAGE(built.status == 0, built.err);
  CHECK(built.out.find("$ tenbou publish " + demo.dir.path() + "/t-site --clean\nPublished tenbou Demo Open 2026 to ") !=
        std::string::npos);
  const std::string site = demo.dir.path() + "/site";
  const RunResult r = demo.run({"publish", site, "--lang", "all"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const auto files = site_files(site);
  CHECK(broken_links(files) == std::vector<std::string>{});
  const std::set<std::string> english = pages_in(files, "en");
  for (const char* code : {"de", "fr", "pl", "nl"}) CHECK_MESSAGE(pages_in(files, code) == english, code);
  CHECK(english.count("game-2-1.html"));  // the game entered hand by hand, with its chart
  CHECK(files.at("en/game-2-1.html").find("<svg class=\"chart\"") != std::string::npos);
  for (const auto& [file_name, text] : files) {
    const std::string& name = file_name;  // a variable of its own: CAPTURE takes it by reference
    for (const char* never : {"key=", "organiser", "<script"})
      CHECK_MESSAGE(text.find(never) == std::string::npos, name << " holds " << never);
  }
}

TEST_CASE("publish into the folder a shell is in: the shell sees the new site where it is, and publishes again") {
  Fixture f;
  const std::string site = f.dir.path() + "/site";
  std::filesystem::create_directory(site);
  const std::string publish = std::string(TENBOU_BINARY) + " --db '" + f.db + "' publish . --lang en";
  // The folder is never replaced, only the files in it: the shell stays in the site.
  const RunResult r = run_program(
      "/bin/sh", {"-c", "cd '" + site + "' && " + publish + " && " + TENBOU_BINARY + " --db '" + f.db +
                            "' hand draw --game 1/1 --tenpai none > /dev/null && " + TENBOU_BINARY + " --db '" + f.db +
                            "' game finish 1/1 > /dev/null && " + publish + " && ls en/game-1-1.html"});
  CHECK_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Open ./index.html.\n") != std::string::npos);
  CHECK(r.out.find("The folder you are in") == std::string::npos);
  CHECK(r.out.ends_with("en/game-1-1.html\n"));
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
