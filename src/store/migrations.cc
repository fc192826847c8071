#include "store/migrations.h"

#include <string>

#include <SQLiteCpp/Statement.h>
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
  // A migration may rebuild a table that others refer to, which SQLite allows only with foreign keys off
  // (they cannot be switched inside a transaction); every reference is checked before the commit instead.
  db.exec("PRAGMA foreign_keys = OFF");
  struct ForeignKeysBackOn {
    SQLite::Database& db;
    ~ForeignKeysBackOn() {
      try {
        db.exec("PRAGMA foreign_keys = ON");
      } catch (const SQLite::Exception&) {
        // the connection is unusable then, and its next statement reports why
      }
    }
  } back_on{db};
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
  if (SQLite::Statement check(db, "PRAGMA foreign_key_check"); check.executeStep())
    throw StoreError{"\"" + db.getFilename() + "\" cannot be upgraded: a row of table " +
                     check.getColumn(0).getString() + " refers to a missing row (nothing was changed)"};
  tx.commit();
}

}  // namespace tenbou
