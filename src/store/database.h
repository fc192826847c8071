#pragma once
// Opening a tournament file: one SQLite database per tournament.

#include <string>

#include <SQLiteCpp/Database.h>

namespace tenbou {

/// Opens `path` with the settings tenbou relies on (WAL, synchronous=FULL, foreign keys, a busy timeout
/// so several referee processes can write at once) and migrates it to the current schema. `create`
/// makes a new file and refuses an existing one; otherwise a missing file is refused. Throws StoreError.
SQLite::Database open_database(const std::string& path, bool create);

/// The current time in UTC as ISO 8601 ("2026-11-22T10:31:05Z"), as entries are stamped.
std::string utc_now();

}  // namespace tenbou
