#pragma once
// The tournament file a server serves, shared by every request: reads go through one read-only connection
// with their replies kept until the file changes; writes go one at a time through one writing connection,
// so the server's own requests never wait on each other inside SQLite's busy handler, while a referee's
// command line on the same file still gets its turn (BEGIN IMMEDIATE with a busy timeout).

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "base/local_time.h"
#include "server/exchange.h"
#include "tournament/standings/player_report.h"
#include "tournament/tournament.h"

namespace tenbou::server {

/// The served file. Thread-safe: every method may be called from any request's thread.
///
/// Not copyable or movable: requests refer to it while the server runs.
class Room {
 public:
  /// Opens `path` for writing (upgrading an older file) and for reading. Throws TournamentError or StoreError.
  /// `kept_bytes`: the most the kept replies may hold (kKeptBytes; tests give less).
  explicit Room(std::string path, std::size_t kept_bytes = kKeptBytes);
  Room(const Room&) = delete;
  Room& operator=(const Room&) = delete;

  const std::string& path() const { return path_; }

  /// The reply `make` gives for the tournament as it stands, made once per change of the file: a reply to
  /// `cache_key` is reused until anyone (this server or another process) writes to the file.
  Reply read(const std::string& cache_key, const std::function<Reply(const Tournament&)>& make);
  /// The same, with the cache key taken from the tournament as it stands (a page kept per valid key).
  Reply read(const std::function<std::string(const Tournament&)>& cache_key,
             const std::function<Reply(const Tournament&)>& make);

  /// The reply `make` gives for the tournament as it stands, made afresh (not kept): for what depends on the
  /// request's body, such as a preview.
  Reply look(const std::function<Reply(const Tournament&)>& make);

  /// The figures every player's page and the standings share (tournament_figures over every game, in progress or
  /// not), read once per change of the file: a player's page then costs its own rendering, not the standings after
  /// every round. Call only from the `make` of read() or look(), with the tournament it was given.
  const TournamentFigures& figures(const Tournament& t);

  /// Runs `act` alone with the writing connection, which sees every change made by other processes.
  Reply write(const std::function<Reply(Tournament&)>& act);

  /// Notes that the file changed (by this server, or by a command it ran as a process of its own): settle() then puts
  /// the change into the file itself.
  void changed();
  /// Once the file has not changed for kSettle, puts what its write-ahead log holds into the file itself, so that a
  /// copy made by hand while the server runs holds every entry. Called by the server's watcher; never waits on a
  /// write in progress (it tries again at its next call).
  void settle(std::chrono::steady_clock::time_point now);
  static constexpr std::chrono::seconds kSettle{2};

  /// Whether `key` is a table's or the organiser's key now (checked on the reading connection).
  bool key_opens(const std::string& key);
  /// Whether `key` is the organiser's key now.
  bool organiser_key(const std::string& key);
  /// The organiser's key now (a renewed key holds at once).
  std::string current_organiser_key();

  /// A number that grows whenever the file changes: pages poll it to know when to fetch again.
  std::int64_t version();

  /// The time the session ends as the file says (setting session-end), "14:30" ("" when not set).
  std::string session_end();

  /// The time zone the file says times are shown in (setting timezone), for the server's log: as last read,
  /// without waiting for the reads in progress (a slow page must not delay a write's reply through its log line).
  LocalTime local_time();

  /// The most the kept replies hold by default, in bytes: past it, the oldest are dropped. Every page of a
  /// 1,000-player tournament in one language fits; 2,500 game pages in eleven variants do not, and need not.
  static constexpr std::size_t kKeptBytes = 64 * 1024 * 1024;
  /// The bytes the kept replies hold now (for tests and the bench).
  std::size_t kept_bytes();

 private:
  /// Reopens the reading connection when the file changed since it was last looked at (so players
  /// registered meanwhile are known), dropping the kept replies. Call with read_mutex_ held.
  void catch_up();

  std::string path_;
  std::mutex write_mutex_;
  std::unique_ptr<Tournament> writer_;
  std::int64_t writer_seen_ = 0;  ///< others_changes() of the writer when it was opened
  std::atomic<bool> unsettled_ = false;  ///< changed since the last checkpoint
  std::atomic<std::chrono::steady_clock::time_point> changed_at_{};  ///< when
  std::mutex read_mutex_;
  std::unique_ptr<Tournament> reader_;
  std::int64_t reader_seen_ = 0;
  std::map<std::string, Reply> kept_;
  std::optional<TournamentFigures> figures_;  ///< as of the file's last change (catch_up drops it)
  std::list<std::string> kept_order_;  ///< the keys of kept_, oldest first
  std::size_t kept_bytes_ = 0;
  std::size_t kept_budget_;
  /// Keeps `reply` to `cache_key`, dropping the oldest replies while the kept ones would pass kKeptBytes.
  void keep(const std::string& cache_key, const Reply& reply);
  std::int64_t version_ = 1;
  std::string session_end_;               ///< as read at version settings_version_
  std::int64_t settings_version_ = 0;
  std::mutex zone_mutex_;  ///< guards zone_ alone: the log reads it while a page is being made
  LocalTime zone_;         ///< as read at version settings_version_
  /// Reads the settings kept above if the file changed since. Call with read_mutex_ held.
  void read_settings_kept();
};

}  // namespace tenbou::server
