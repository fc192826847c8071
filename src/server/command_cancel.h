#pragma once
// Cancel in the console: the organiser stops the command that is running (a seating search of many minutes). The
// commands run one at a time (organiser_run.h); each notes the cancels counted when it starts and stops once a
// later one comes, so that a Cancel pressed when nothing runs stops nothing that starts after it.

#include <atomic>
#include <cstdint>

namespace tenbou::server {

/// The cancels of a server's commands, from any thread.
class CommandCancel {
 public:
  /// What a command notes as it starts.
  std::uint64_t mark() const { return count_.load(); }
  /// Stops the command running now, if any.
  void cancel() { ++count_; }
  /// Whether a cancel came since `mark`.
  bool since(std::uint64_t mark) const { return count_.load() != mark; }

 private:
  std::atomic<std::uint64_t> count_{0};
};

}  // namespace tenbou::server
