#pragma once
// The tournament file a server serves, shared by every request: reads go through one read-only connection
// with their replies kept until the file changes; writes go one at a time through one writing connection,
// so the server's own requests never wait on each other inside SQLite's busy handler, while a referee's
// command line on the same file still gets its turn (BEGIN IMMEDIATE with a busy timeout).

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "base/local_time.h"
#include "server/exchange.h"
#include "tournament/tournament.h"

namespace tenbou::server {

/// The served file. Thread-safe: every method may be called from any request's thread.
///
/// Not copyable or movable: requests refer to it while the server runs.
class Room {
 public:
  /// Opens `path` for writing (upgrading an older file) and for reading. Throws TournamentError or StoreError.
  explicit Room(std::string path);
  Room(const Room&) = delete;
  Room& operator=(const Room&) = delete;

  const std::string& path() const { return path_; }

  /// The reply `make` gives for the tournament as it stands, made once per change of the file: a reply to
  /// `cache_key` is reused until anyone (this server or another process) writes to the file.
  Reply read(const std::string& cache_key, const std::function<Reply(const Tournament&)>& make);

  /// The reply `make` gives for the tournament as it stands, made afresh (not kept): for what depends on the
  /// request's body, such as a preview.
  Reply look(const std::function<Reply(const Tournament&)>& make);

  /// Runs `act` alone with the writing connection, which sees every change made by other processes.
  Reply write(const std::function<Reply(Tournament&)>& act);

  /// A number that grows whenever the file changes: pages poll it to know when to fetch again.
  std::int64_t version();

  /// The time the session ends as the file says (setting session-end), "14:30" ("" when not set).
  std::string session_end();

  /// The time zone the file says times are shown in (setting timezone), for the server's log.
  LocalTime local_time();

 private:
  /// Reopens the reading connection when the file changed since it was last looked at (so players
  /// registered meanwhile are known), dropping the kept replies. Call with read_mutex_ held.
  void catch_up();

  std::string path_;
  std::mutex write_mutex_;
  std::unique_ptr<Tournament> writer_;
  std::int64_t writer_seen_ = 0;  ///< others_changes() of the writer when it was opened
  std::mutex read_mutex_;
  std::unique_ptr<Tournament> reader_;
  std::int64_t reader_seen_ = 0;
  std::map<std::string, Reply> kept_;
  static constexpr std::size_t kMaxKept = 20000;  ///< replies kept at most (every page of a large tournament)
  std::int64_t version_ = 1;
  std::string session_end_;               ///< as read at version settings_version_
  std::optional<LocalTime> local_time_;  ///< as read at version settings_version_
  std::int64_t settings_version_ = 0;
  /// Reads the settings kept above if the file changed since. Call with read_mutex_ held.
  void read_settings_kept();
};

}  // namespace tenbou::server
