#pragma once
// Opening a tournament file: one SQLite database per tournament. Internal to the store.

#include <string>

#include <SQLiteCpp/Database.h>

namespace tenbou {

/// Opens `path` with the settings tenbou relies on (WAL, synchronous=FULL, foreign keys, a busy timeout
/// so several referee processes can write at once) and migrates it to the current schema. `create`
/// makes a new file and refuses an existing one; otherwise a missing file is refused. Throws StoreError.
SQLite::Database open_database(const std::string& path, bool create);

}  // namespace tenbou
