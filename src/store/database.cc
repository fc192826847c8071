#include "store/database.h"

#include <filesystem>

#include <SQLiteCpp/Backup.h>
#include <sqlite3.h>

#include "base/file_access.h"
#include "base/unicode.h"
#include "formats/file_being_written.h"
#include "store/busy_wait.h"
#include "store/migrations.h"
#include "store/store_error.h"

namespace tenbou {
namespace {

std::string quoted(const std::string& path) { return "\"" + path + "\""; }

/// A connection to `name` (a path or a URI) opened with `flags`, waiting for other processes' writes as
/// busy_wait.h says.
SQLite::Database connected(const std::string& name, int flags) {
  // A connection is used by one thread at a time (the server locks each of its two), so SQLite's own lock around
  // every call is not needed: without it, reading a row's columns costs a third less.
  SQLite::Database db(name, flags | SQLite::OPEN_NOMUTEX);
  retry_promptly_when_busy(db);
  return db;
}

/// `path` as an SQLite URI that opens it immutable: for a file in a folder where SQLite cannot keep the
/// shared-memory file a WAL database needs to be read (nobody can write there either).
std::string immutable_uri(const std::string& path) {
  std::string uri = "file:";
  for (char c : path_text(std::filesystem::absolute(file_path(path)))) {
    if (c == '%' || c == '?' || c == '#') {
      static const char* hex = "0123456789ABCDEF";
      uri += '%';
      uri += hex[(static_cast<unsigned char>(c) >> 4) & 0xF];
      uri += hex[static_cast<unsigned char>(c) & 0xF];
    } else {
      uri += c;
    }
  }
  return uri + "?immutable=1";
}

/// What the schema of an existing file says before anything is written to it.
struct FileSchema {
  int level = 0;   ///< PRAGMA user_version
  int tables = 0;  ///< objects in sqlite_master
  std::string foreign;  ///< a view or virtual table, which no tenbou file holds ("" for none)
};

/// The schema of the file `db` has open at `path`. Throws StoreError for a file that is not an SQLite database.
FileSchema read_schema(const std::string& path, SQLite::Database& db) {
  try {
    FileSchema schema{db.execAndGet("PRAGMA user_version").getInt(), db.execAndGet("SELECT count(*) FROM sqlite_master").getInt(), ""};
    SQLite::Statement foreign(db, "SELECT type, name FROM sqlite_master WHERE type = 'view' OR "
                                  "(type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%') LIMIT 1");
    if (foreign.executeStep())
      schema.foreign = (foreign.getColumn(0).getString() == "view" ? "a view " : "a virtual table ") +
                       quoted(unicode::printable(foreign.getColumn(1).getString()));
    return schema;
  } catch (const SQLite::Exception& e) {
    if (e.getErrorCode() == SQLITE_NOTADB)
      throw StoreError{quoted(path) + " is not a tenbou tournament file (it is not an SQLite database)"};
    throw;
  }
}

/// Opens an existing file for reading only and reads its schema; falls back to an immutable open where SQLite
/// cannot read a WAL file otherwise (a read-only folder). Throws StoreError for what is not a tournament file.
SQLite::Database open_for_reading(const std::string& path, FileSchema& schema) {
  try {
    try {
      SQLite::Database db = connected(path, SQLite::OPEN_READONLY);
      schema = read_schema(path, db);
      return db;
    } catch (const SQLite::Exception& e) {
      const int code = e.getErrorCode();
      if (code != SQLITE_CANTOPEN && code != SQLITE_READONLY && code != SQLITE_IOERR) throw;
      SQLite::Database db = connected(immutable_uri(path), SQLite::OPEN_READONLY | SQLite::OPEN_URI);
      schema = read_schema(path, db);
      return db;
    }
  } catch (const SQLite::Exception& e) {
    throw StoreError{"could not read " + quoted(path) + ": " + e.what()};
  }
}

/// Refuses a file that is empty, foreign or from a newer tenbou, before anything is written to it.
void check_schema(const std::string& path, const FileSchema& schema) {
  if (schema.level == 0 && schema.tables == 0)
    throw StoreError{quoted(path) + " is empty, not a tenbou tournament (create one with: tenbou init FILE --name ...)"};
  if (schema.level == 0) throw StoreError{quoted(path) + " is an SQLite file but not a tenbou tournament"};
  if (!schema.foreign.empty())  // a view in a table's place could run a query that never ends
    throw StoreError{quoted(path) + " holds " + schema.foreign + ", which no tenbou file has: another program changed it, "
                     "and it is not opened (restore it from a backup)"};
  if (schema.level > current_schema_level())
    throw StoreError{quoted(path) + " was written by a newer tenbou (schema level " + std::to_string(schema.level) +
                     "; this tenbou knows levels up to " + std::to_string(current_schema_level()) +
                     "): upgrade tenbou to use it"};
}

/// Refuses to change a file that cannot be written, naming the file or the folder (SQLite keeps a journal
/// next to the file while it writes).
void check_writable(const std::string& path) {
  if (!may_write(path))
    throw StoreError{"could not change " + quoted(path) + ": the file is read-only (commands that only read it, "
                     "such as standings, still work; to enter results, make it writable or copy it)"};
  const std::string folder = folder_of(path);
  if (!may_write(folder))
    throw StoreError{"could not change " + quoted(path) + ": its folder " + quoted(folder) +
                     " is read-only, and tenbou keeps a journal file next to the tournament file while it writes "
                     "(copy the file to a folder you may write to)"};
}

/// The settings every writing connection relies on, and the schema brought up to date.
void prepare_for_writing(SQLite::Database& db) {
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  migrate(db, current_schema_level());
}

}  // namespace

SQLite::Database open_database(const std::string& path, OpenMode mode) {
  const std::string why = not_a_file(path);
  const bool exists = why != "there is no such file";
  if (mode == OpenMode::Create && exists)
    throw StoreError{quoted(path) + " already exists: choose a new file name for the tournament"};
  if (mode != OpenMode::Create && !exists)
    throw StoreError{"no tournament file " + quoted(path) + " (create one with: tenbou init " + path +
                     " --name \"...\"; or select another with --db FILE or TENBOU_DB)"};
  if (mode != OpenMode::Create && !why.empty()) throw StoreError{quoted(path) + " is not a tournament file: " + why};

  if (mode == OpenMode::Create) {
    if (!may_write(folder_of(path)))
      throw StoreError{"could not create " + quoted(path) + ": its folder " + quoted(folder_of(path)) + " is read-only"};
    try {
      SQLite::Database db = connected(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
      prepare_for_writing(db);
      return db;
    } catch (const SQLite::Exception& e) {
      throw StoreError{"could not create " + quoted(path) + ": " + e.what()};
    }
  }

  if (mode == OpenMode::ReadWrite) {
    check_writable(path);
    try {
      SQLite::Database db = connected(path, SQLite::OPEN_READWRITE);
      check_schema(path, read_schema(path, db));  // reads only: an empty or foreign file is refused unchanged
      prepare_for_writing(db);
      return db;
    } catch (const SQLite::Exception& e) {
      throw StoreError{"could not change " + quoted(path) + ": " + e.what() + " (nothing was written)"};
    }
  }

  FileSchema schema;
  SQLite::Database reader = open_for_reading(path, schema);
  check_schema(path, schema);
  if (schema.level == current_schema_level()) return reader;
  // Written by an earlier tenbou: upgraded in a copy in memory, the file left as it is.
  try {
    SQLite::Database memory(":memory:", SQLite::OPEN_READWRITE);
    SQLite::Backup(memory, reader).executeStep();
    migrate(memory, current_schema_level());
    return memory;
  } catch (const SQLite::Exception& e) {
    throw StoreError{"could not read " + quoted(path) + ": " + e.what()};
  }
}

}  // namespace tenbou
