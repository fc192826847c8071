#pragma once
// The tournament files the organiser's console has opened, remembered for the user (user_folders.h), so that its
// first screen lists them, most recent first, for an organiser who does not know where a file went.

#include <cstdint>
#include <string>
#include <vector>

namespace tenbou::server {

/// The list kept in a folder of the user's, one line per file: "SECONDS<TAB>PATH" (when it was last opened, UTF-8),
/// most recent first. Best effort: a list that cannot be read is empty, one that cannot be written is not kept.
class RecentTournaments {
 public:
  /// A file and when the console last opened it (seconds since 1970).
  struct Entry {
    std::string path;
    std::int64_t opened = 0;
  };

  /// The list in `folder` ("": none is kept).
  explicit RecentTournaments(std::string folder) : folder_(std::move(folder)) {}

  /// The files, most recent first (those since removed included: the caller looks).
  std::vector<Entry> list() const;
  /// Notes that `path` (a whole path) was opened at `now`, first in the list, which keeps the 30 most recent.
  void note(const std::string& path, std::int64_t now) const;

  static constexpr std::size_t kKept = 30;

 private:
  std::string file() const;

  std::string folder_;
};

}  // namespace tenbou::server
