#pragma once
// A folder in which tenbou writes files beside files others put there, such as a published site beside the .git of
// a GitHub Pages clone. tenbou replaces or removes only files it wrote itself, which it lists in a file of the folder
// (its manifest); nothing else in the folder is ever moved, replaced or removed, whatever writes there meanwhile,
// and never a database (file_being_written.h). Every new or changed file is first written whole into a hidden
// folder of the writer's inside the folder (".tenbou-writing-MACHINE-PID"), then renamed into place: a web server
// never serves half a file, a failure while writing (a full disk) leaves the folder as it was, and the folder itself
// is never replaced, so a shell or a server sitting in it sees the new files. A file whose content did not change is
// not touched, keeping its modification time, so rsync and caches see only what changed. Two writers of one folder
// take turns (FolderHold).

#include <cstdint>
#include <functional>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace tenbou {

class FolderHold;

/// What a folder's writing did.
struct FolderSummary {
  int files = 0;             ///< files written (new, changed or the same as before)
  std::uintmax_t bytes = 0;  ///< their bytes
  int changed = 0;           ///< of them, files new or different from the folder's before
  int kept = 0;              ///< files written before and not written again, kept
  int removed = 0;           ///< files written before and not written again, removed
};

/// What becomes of a file written before and not written again.
enum class Leftover { kept, removed };

/// The new content of a folder, being written. Not copyable: it owns its hidden folder.
class FolderBeingWritten {
 public:
  /// Starts writing `folder` (made when missing, its parent existing; a symbolic link's folder is written through it)
  /// with `manifest` as the name of its list of files written. Waits while another writer writes the folder, then
  /// removes what writings that were stopped (Ctrl-C, a power cut) left: their hidden folders, at once when their
  /// process is gone from this machine. Throws FileError naming the folder and why it cannot be.
  FolderBeingWritten(std::string folder, std::string manifest);
  /// Removes the hidden folder unless finish() did, and the folder when this made it and nothing is in it.
  ~FolderBeingWritten();
  FolderBeingWritten(const FolderBeingWritten&) = delete;
  FolderBeingWritten& operator=(const FolderBeingWritten&) = delete;

  /// Whether the folder has a manifest: tenbou wrote in it (its files are ours()).
  bool has_manifest() const { return manifest_found_; }
  /// The files of the folder that the manifest lists (those that are files), as relative paths with "/".
  const std::set<std::string>& ours() const { return ours_; }
  /// Takes the files `names` of the folder as written before (a folder written by an earlier version, with no
  /// manifest). Names that are not files of the folder are passed over.
  void adopt(const std::vector<std::string>& names);
  /// Every entry of the folder but the hidden ones (a name starting with a dot, and what is in them) and the
  /// manifest, as relative paths with "/": files, symbolic links (not followed), anything else, and empty folders
  /// (ending in "/").
  std::vector<std::string> entries() const;

  /// Writes `content` as the file `name` (a relative path, "/" between folders). Throws FileError, for one when
  /// `name` is in the folder and not ours.
  void put(const std::string& name, std::string_view content);
  /// Whether the folder before holds `name` with exactly `content`.
  bool holds(const std::string& name, std::string_view content) const;
  /// The content of the file `name` of the folder before, or "" when there is none.
  std::string before(const std::string& name) const;
  /// The files written so far that are new or differ from the folder before's.
  int changed() const { return summary_.changed; }
  /// The files of ours() not written so far.
  std::vector<std::string> not_written() const;

  /// Puts the files written in place, in the order they were written, and removes the files of ours() not written
  /// that `leftover` says go (with the folders they leave empty). Throws FileError: before anything was put in
  /// place, the folder then as it was; after, saying that some files are new and some not.
  FolderSummary finish(const std::function<Leftover(const std::string& name)>& leftover);

 private:
  std::string path(const std::string& name) const { return folder_ + "/" + name; }
  /// Throws FileError when the file `name` may not be put in place or removed: a folder on its way that is not a
  /// folder of this one, or a file there that is not ours or is a database.
  void check_place(const std::string& name) const;
  /// Writes the manifest listing `names`, when it does not already.
  void write_manifest(const std::set<std::string>& names);

  std::string named_;     ///< the folder as it was named, for messages
  std::string folder_;    ///< as a whole path, symbolic links followed
  std::string manifest_;  ///< the manifest's name in it
  std::string hidden_;    ///< the writer's hidden folder, a whole path
  bool made_ = false;     ///< whether this made the folder
  bool manifest_found_ = false;
  std::unique_ptr<FolderHold> hold_;
  std::set<std::string> ours_;
  std::vector<std::string> staged_;  ///< the files new or changed, in the order written
  std::set<std::string> written_;
  FolderSummary summary_;
  bool finished_ = false;
};

}  // namespace tenbou
