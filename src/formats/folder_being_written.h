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
  int kept = 0;             ///< files of the folder before that were not written again, kept
  int removed = 0;          ///< files of the folder before that were not written again, removed
};

/// The new content of a folder, being written. Not copyable: it owns the temporary folder.
class FolderBeingWritten {
 public:
  /// Starts writing `folder` (which need not exist). Throws FileError naming the folder and why it cannot be.
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
  /// The files of the folder before not written so far (relative paths, "/" between folders).
  std::vector<std::string> not_written() const;

  /// Swaps the new folder in. Files of the folder before that were not written again are removed where `removed`
  /// says so, else kept as they were. Throws FileError, the folder then as it was.
  FolderSummary finish(const std::function<bool(const std::string& name)>& removed);

 private:
  std::string named_;   ///< the folder as it was named, for messages
  std::string folder_;  ///< as a whole path
  std::string temporary_;
  std::set<std::string> written_;
  FolderSummary summary_;
  bool finished_ = false;
};

}  // namespace tenbou
