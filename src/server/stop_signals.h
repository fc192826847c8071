#pragma once
// Ctrl-C and the system's request to stop, taken by one thread of their own so that every other thread finishes
// the request it answers. Platform files: stop_signals_posix.cc (SIGINT, SIGTERM) and stop_signals_windows.cc
// (Ctrl-C, Ctrl-Break, the console closed: SetConsoleCtrlHandler).

#include <atomic>
#include <functional>
#include <thread>

namespace tenbou::server {

/// Waits for a stop signal and calls `on_stop` once when one comes. Create it before starting other threads:
/// they inherit the blocked signals. Not copyable or movable.
class StopSignals {
 public:
  explicit StopSignals(std::function<void()> on_stop);
  /// Ends the waiting thread if no signal came.
  ~StopSignals();
  StopSignals(const StopSignals&) = delete;
  StopSignals& operator=(const StopSignals&) = delete;

 private:
  std::atomic<bool> received_ = false;
  std::thread waiter_;
};

}  // namespace tenbou::server
