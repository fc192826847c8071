#include "store/busy_wait.h"

#include <algorithm>
#include <chrono>
#include <thread>

#include <sqlite3.h>

namespace tenbou {
namespace {

constexpr int kLongestPauseMs = 5;

int pause_after(int tries) { return std::min(1 + tries / 8, kLongestPauseMs); }

/// SQLite's busy handler: nonzero to try again.
int wait_and_retry(void*, int tries) {
  const int pause = busy_pause_ms(tries);
  if (pause == 0) return 0;
  std::this_thread::sleep_for(std::chrono::milliseconds(pause));
  return 1;
}

}  // namespace

int busy_pause_ms(int tries) {
  int waited = 0;
  for (int k = 0; k < tries; ++k) waited += pause_after(k);
  return waited >= kBusyTimeoutMs ? 0 : std::min(pause_after(tries), kBusyTimeoutMs - waited);
}

void retry_promptly_when_busy(SQLite::Database& db) { sqlite3_busy_handler(db.getHandle(), wait_and_retry, nullptr); }

}  // namespace tenbou
