#pragma once
// A folder of files written whole or not at all, such as a published site: every file goes into a folder beside it
// (NAME.tmp-PID), which is swapped in once complete, so that a web server serving the folder never serves half of
// it, and a failure (a full disk, a folder that cannot be written) leaves the folder as it was. A file whose content
// did not change keeps its modification time, so that rsync and caches see only what changed.

#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace tenbou {

/// What a folder's writing did.
struct FolderSummary {
  int files = 0;            ///< files written
  std::uintmax_t bytes = 0;  ///< their bytes
  int changed = 0;          ///< of them, files new or different from the folder's before
  int kept = 0;             ///< files (and links) of the folder before that were not written again, kept
  int removed = 0;          ///< files (and links) of the folder before that were not written again, removed
};

/// What becomes of an entry of the folder before that was not written again.
enum class Leftover {
  kept,     ///< kept as it was, and counted (FolderSummary::kept)
  removed,  ///< left out of the new folder, and counted (FolderSummary::removed)
  own,      ///< kept as it was, not counted: the folder's own (.git, .htaccess), which the writer never touches
};

/// The new content of a folder, being written. Not copyable: it owns the temporary folder.
class FolderBeingWritten {
 public:
  /// Starts writing `folder` (which need not exist; a symbolic link's folder is written through it), tidying what
  /// earlier writings that were stopped left beside it (the folder put back when a swap stopped half-way, their
  /// temporary folders removed). Throws FileError naming the folder and why it cannot be.
  explicit FolderBeingWritten(std::string folder);
  /// Removes the temporary folder unless finish() swapped it in.
  ~FolderBeingWritten();
  FolderBeingWritten(const FolderBeingWritten&) = delete;
  FolderBeingWritten& operator=(const FolderBeingWritten&) = delete;

  /// Writes `content` as the file `name` (a relative path, "/" between folders). Throws FileError.
  void put(const std::string& name, std::string_view content);
  /// Whether the folder before holds `name` with exactly `content`.
  bool holds(const std::string& name, std::string_view content) const;
  /// The content of the file `name` of the folder before, or "" when there is none.
  std::string before(const std::string& name) const;
  /// The files written so far that are new or differ from the folder before's.
  int changed() const { return summary_.changed; }
  /// The entries of the folder before not written so far, as relative paths with "/" between folders: its files,
  /// its symbolic links (not followed) and its empty folders (ending in "/").
  std::vector<std::string> not_written() const;

  /// Swaps the new folder in, the entries of the folder before that were not written again as `leftover` says.
  /// Throws FileError, the folder then as it was.
  FolderSummary finish(const std::function<Leftover(const std::string& name)>& leftover);

 private:
  /// Copies the entry `name` of the folder before into the new one: a file linked where the file system allows,
  /// else copied with its time; a symbolic link as a link; an empty folder.
  void carry(const std::string& name);

  std::string named_;   ///< the folder as it was named, for messages
  std::string folder_;  ///< as a whole path, symbolic links followed
  std::string temporary_;
  std::set<std::string> written_;
  FolderSummary summary_;
  bool finished_ = false;
};

}  // namespace tenbou
