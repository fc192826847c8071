#pragma once
// Copying an open tournament file while others may be writing to it. Internal to the store.

#include <string>

#include <SQLiteCpp/Database.h>

namespace tenbou {

/// Writes a consistent copy of `source` to the new file `target` with SQLite's online backup: into a temporary
/// file beside `target`, renamed to `target` once complete, so that a failed backup leaves no file (not an
/// empty one either). Throws StoreError naming `target` and the reason in words ("the disk is full: no space
/// left").
void write_backup(SQLite::Database& source, const std::string& target);

}  // namespace tenbou
