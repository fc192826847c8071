#pragma once
// Opening a tournament file: one SQLite database per tournament. Internal to the store.

#include <string>

#include <SQLiteCpp/Database.h>

#include "store/open_mode.h"

namespace tenbou {

/// Opens `path` as `mode` says. Create makes a new file (an existing one is refused). An existing file is
/// first looked at read-only, so an empty, foreign or newer file is refused with nothing written. ReadWrite
/// sets what writers rely on (WAL, synchronous=FULL, foreign keys) and migrates the file to the current schema,
/// after checking that the file and its folder can be written; ReadOnly never writes (an older file is upgraded
/// in a copy in memory). Every connection waits for other processes' writes, trying again every few
/// milliseconds for up to 10 s (busy_wait.h), so several referee processes and a server can write at once.
/// Throws StoreError saying whether the file could not be read or could not be changed.
SQLite::Database open_database(const std::string& path, OpenMode mode);

}  // namespace tenbou
