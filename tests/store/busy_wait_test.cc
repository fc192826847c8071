// Waiting for another process's write: tries again every few milliseconds (not SQLite's own pauses of up to
// 100 ms), gives up after 10 s in all, and a write waits for the other's to finish instead of failing.

#include <thread>

#include <SQLiteCpp/SQLiteCpp.h>

#include "store/busy_wait.h"
#include "store/database.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

TEST_CASE("a busy file is tried again after 1 ms, never more than 5 ms apart, for 10 s in all") {
  CHECK(busy_pause_ms(0) == 1);
  int waited = 0, tries = 0;
  for (int pause; (pause = busy_pause_ms(tries)) != 0; ++tries) {
    CHECK(pause >= 1);
    CHECK(pause <= 5);
    waited += pause;
  }
  CHECK(waited == kBusyTimeoutMs);
  CHECK(tries > kBusyTimeoutMs / 5);
}

TEST_CASE("a write waits while another connection writes, and goes through once it has finished") {
  TempDir dir;
  const std::string path = dir.path() + "/t.tenbou";
  open_database(path, OpenMode::Create);
  SQLite::Database store = open_database(path, OpenMode::ReadWrite);
  SQLite::Database other(path, SQLite::OPEN_READWRITE);  // another process: a referee's write under way
  other.exec("BEGIN IMMEDIATE");
  other.exec("INSERT INTO player (name, created_at) VALUES ('Alice Martin', '2026-01-01T00:00:00Z')");
  std::thread finishing([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    other.exec("COMMIT");
  });
  CHECK_NOTHROW(store.exec("BEGIN IMMEDIATE"));  // busy until the other commits
  store.exec("INSERT INTO player (name, created_at) VALUES ('Bernd Keller', '2026-01-01T00:00:00Z')");
  store.exec("COMMIT");
  finishing.join();
  CHECK(store.execAndGet("SELECT group_concat(name, ', ') FROM player").getString() == "Alice Martin, Bernd Keller");
}

}  // namespace
}  // namespace tenbou::test
