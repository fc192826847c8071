#include "store/database.h"

#include <filesystem>

#include "store/migrations.h"
#include "store/store_error.h"

namespace tenbou {
namespace {

constexpr int kBusyTimeoutMs = 10000;

}  // namespace

SQLite::Database open_database(const std::string& path, bool create) {
  const bool exists = std::filesystem::exists(path);
  if (create && exists)
    throw StoreError{"\"" + path + "\" already exists: choose a new file name for the tournament"};
  if (!create && !exists)
    throw StoreError{"no tournament file \"" + path + "\" (create one with: tenbou init " + path +
                     " --name \"...\"; or select another with --db FILE or TENBOU_DB)"};
  try {
    SQLite::Database db(path, SQLite::OPEN_READWRITE | (create ? SQLite::OPEN_CREATE : 0), kBusyTimeoutMs);
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = FULL");
    db.exec("PRAGMA foreign_keys = ON");
    if (!create && db.execAndGet("PRAGMA user_version").getInt() == 0 &&
        db.execAndGet("SELECT count(*) FROM sqlite_master").getInt() > 0)
      throw StoreError{"\"" + path + "\" is an SQLite file but not a tenbou tournament"};
    migrate(db, current_schema_level());
    return db;
  } catch (const SQLite::Exception& e) {
    throw StoreError{"cannot open \"" + path + "\": " + e.what()};
  }
}

}  // namespace tenbou
