#pragma once
// The schema migrations in schema/, compiled into the binary, and applying them to a database.

#include <string_view>
#include <vector>

#include <SQLiteCpp/Database.h>

namespace tenbou {

/// The text of one migration file, named after the file ("001_tournament"); the number is its level.
struct MigrationText {
  std::string_view name;
  std::string_view sql;
};

/// Every migration, sorted by file name (generated at build time).
const std::vector<MigrationText>& migration_texts();

/// The schema level this tenbou writes: the number of the last migration.
int current_schema_level();

/// Applies the migrations above the database's `PRAGMA user_version` up to `level`, in one transaction,
/// and records the new level. Throws StoreError for a file from a newer tenbou.
void migrate(SQLite::Database& db, int level);

}  // namespace tenbou
