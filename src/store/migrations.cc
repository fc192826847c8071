#include "store/migrations.h"

#include <string>

#include <SQLiteCpp/Transaction.h>

#include "store/store_error.h"

namespace tenbou {
namespace {

int level_of(const MigrationText& m) { return std::stoi(std::string(m.name.substr(0, m.name.find('_')))); }

int user_version(SQLite::Database& db) { return db.execAndGet("PRAGMA user_version").getInt(); }

}  // namespace

int current_schema_level() { return level_of(migration_texts().back()); }

void migrate(SQLite::Database& db, int level) {
  if (user_version(db) == level) return;
  SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);
  const int found = user_version(db);  // another process may have upgraded it meanwhile
  if (found > current_schema_level())
    throw StoreError{"\"" + db.getFilename() + "\" was written by a newer tenbou (schema level " +
                     std::to_string(found) + "; this tenbou knows levels up to " +
                     std::to_string(current_schema_level()) + "): upgrade tenbou to use it"};
  for (const MigrationText& m : migration_texts()) {
    const int at = level_of(m);
    if (at > found && at <= level) db.exec(std::string(m.sql));
  }
  if (found < level) db.exec("PRAGMA user_version = " + std::to_string(level));
  tx.commit();
}

}  // namespace tenbou
