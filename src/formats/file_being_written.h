#pragma once
// A new file written under a temporary name beside where it goes and renamed into place once complete, so that
// nobody ever finds it half written and a failure (a full disk, a folder that cannot be written) leaves nothing
// behind. The file access of the store that SQLite does not do itself, and of the files commands write
// (--output). The system's part of it is base/file_access.h.

#include <string>

#include "base/error.h"

namespace tenbou {

/// A file that cannot be written (or, for the store's StoreError that derives from it, opened or upgraded), in
/// words for the user: what was right is to be tried again once the disk or the folder allows it.
struct FileError : Error {
  using Error::Error;
};

/// The refusal of a file that could not be written to `target`, for `reason` (words such as os_reason's).
FileError unwritten(const std::string& target, const std::string& reason);

/// Why tenbou must never write over or remove `path`, in words, or "" when it may: an SQLite database (a
/// tournament file, a backup), or the journal, WAL or shared memory beside one, whatever path names it (a symbolic
/// or hard link to one included). Every file tenbou writes is checked, so that no `--output` and no publish can take
/// the place of a tournament.
std::string database_in_the_way(const std::string& path);

/// A file being written for `target`: created empty under a name beside it that holds this process's id (so
/// two processes never share it), renamed to `target` by keep(), and removed, with the journals SQLite keeps
/// beside a database, when destroyed before that. Not copyable or movable: it owns the temporary name.
class FileBeingWritten {
 public:
  /// Creates the temporary file. Throws FileError naming `target` and why it cannot be written (a database in the
  /// way among the reasons).
  explicit FileBeingWritten(std::string target);
  ~FileBeingWritten();
  FileBeingWritten(const FileBeingWritten&) = delete;
  FileBeingWritten& operator=(const FileBeingWritten&) = delete;

  /// The temporary name, to write to.
  const std::string& path() const { return temporary_; }

  /// Puts the written file in place of `target` in one step (a rename in the same folder) and makes the rename
  /// durable. Throws FileError saying why it could not, the temporary file then removed.
  void keep();

 private:
  std::string target_;
  std::string temporary_;
  bool kept_ = false;
};

}  // namespace tenbou
