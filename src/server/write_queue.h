#pragma once
// The writes of the phones, made by threads of their own: a write that waits for the file (another process
// writing, for up to the store's busy timeout) holds none of the threads that watch the connections, which go on
// answering every page and preview meanwhile. The HTTP server suspends a write's connection, queues the write
// here, and resumes the connection with the answer.

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace tenbou::server {

/// A queue of jobs run in order by a few threads. Thread-safe. Not copyable or movable (its threads refer to it).
class WriteQueue {
 public:
  /// `threads` will run the jobs; at most `waiting` jobs wait at once.
  explicit WriteQueue(std::size_t threads = 2, std::size_t waiting = 256);
  ~WriteQueue();
  WriteQueue(const WriteQueue&) = delete;
  WriteQueue& operator=(const WriteQueue&) = delete;

  /// Starts the threads: after the process has set which thread takes its stop signals (stop_signals.h), as
  /// threads keep the signal mask of the thread that started them.
  void start();

  /// Queues `job`; false (and `job` not run) when `waiting` jobs wait already, or the queue has stopped.
  bool post(std::function<void()> job);

  /// Runs every job queued, then ends the threads; later posts are refused.
  void stop();

 private:
  void work();

  std::size_t threads_wanted_, waiting_;
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::function<void()>> jobs_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace tenbou::server
