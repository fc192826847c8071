#include "store/backup.h"

#include <cerrno>

#include <sqlite3.h>

#include "base/file_access.h"
#include "formats/file_being_written.h"

namespace tenbou {
namespace {

/// Why writing the copy `copy` failed with SQLite's result `code`, in words: a full disk as such, else the
/// operating system's reason where SQLite kept one, else SQLite's own words.
std::string failure_words(sqlite3* copy, int code) {
  if ((code & 0xff) == SQLITE_FULL) return os_reason(ENOSPC);
  int error_number = 0;
  if (sqlite3_file_control(copy, "main", SQLITE_FCNTL_LAST_ERRNO, &error_number) == SQLITE_OK && error_number != 0)
    return os_reason(error_number);
  return sqlite3_errstr(code);
}

}  // namespace

void write_backup(SQLite::Database& source, const std::string& target) {
  FileBeingWritten file(target);
  try {
    SQLite::Database copy(file.path(), SQLite::OPEN_READWRITE);
    sqlite3_backup* backup = sqlite3_backup_init(copy.getHandle(), "main", source.getHandle(), "main");
    if (backup == nullptr) throw unwritten(target, sqlite3_errmsg(copy.getHandle()));
    const int stepped = sqlite3_backup_step(backup, -1);
    const int finished = sqlite3_backup_finish(backup);
    const int code = stepped != SQLITE_DONE ? stepped : finished;
    if (code != SQLITE_DONE && code != SQLITE_OK) throw unwritten(target, failure_words(copy.getHandle(), code));
  } catch (const SQLite::Exception& e) {
    throw unwritten(target, e.what());
  }
  file.keep();
}

}  // namespace tenbou
