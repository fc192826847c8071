#pragma once
// How a connection waits while another process writes to the tournament file. SQLite's own busy handler
// (sqlite3_busy_timeout) sleeps ever longer between tries, up to 100 ms a sleep: beside referees at the command
// line who write every few milliseconds, a server's write that found the file busy a few times slept on while
// they took the lock again and again, and waited seconds. Trying again every few milliseconds gives every
// writer its turn soon after the lock is free. Internal to the store.

#include <SQLiteCpp/Database.h>

namespace tenbou {

/// How long a connection waits in all for the others' writes before giving up (SQLITE_BUSY).
constexpr int kBusyTimeoutMs = 10000;

/// The pause in milliseconds before trying again after `tries` tries found the file busy: 1 ms, then 1 ms
/// longer every 8 tries up to 5 ms; 0 (give up) once the pauses so far add up to kBusyTimeoutMs.
int busy_pause_ms(int tries);

/// Makes `db` wait for the others' writes as busy_pause_ms says.
void retry_promptly_when_busy(SQLite::Database& db);

}  // namespace tenbou
