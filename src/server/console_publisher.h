#pragma once
// Publishing from the console: the tournament's site written into a folder chosen in the console (on this machine
// only: the console is reached from nowhere else), once, or again after every change of the file as `tenbou publish
// --watch` does. Each publish is the command line's own `tenbou publish FOLDER`, run as a process of its own, so a
// publish never holds the room's requests; the watch runs on a thread of its own until it is stopped, the console
// opens another tournament, or it quits.

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "server/room_slot.h"

namespace tenbou::server {

/// The console's publisher. Thread-safe.
class ConsolePublisher {
 public:
  /// What the last publish did, and what is being done.
  struct State {
    std::string folder;     ///< "" before any publish
    bool watching = false;  ///< publishing again after each change
    bool clean = false;     ///< with --clean
    std::int64_t published_at = 0;  ///< seconds since 1970 of the last publish's end (0: none yet)
    int exit = -1;                  ///< its exit status
    std::string output, error;      ///< what it said
    /// The watch ended because the console opened another tournament (the console says so under its form).
    bool watch_ended_by_switch = false;
  };

  /// Publishes the room in `rooms` with `program` (tenbou itself).
  ConsolePublisher(const RoomSlot& rooms, std::string program);
  ~ConsolePublisher();
  ConsolePublisher(const ConsolePublisher&) = delete;
  ConsolePublisher& operator=(const ConsolePublisher&) = delete;

  /// Publishes into `folder` now, and with `watch` again after each change until stop(). Returns the state after
  /// this publish.
  State publish(const std::string& folder, bool clean, bool watch);
  /// Stops watching (a publish running goes to its end).
  void stop();
  State state();

 private:
  /// One publish of the room now into the folder of `state_`, its result kept.
  void publish_once(std::unique_lock<std::mutex>& lock);
  void watch();

  const RoomSlot& rooms_;
  std::string program_;
  std::mutex mutex_;
  std::condition_variable changed_;
  State state_;
  bool publishing_ = false;
  std::atomic<bool> ending_ = false;
  std::weak_ptr<Room> watched_room_;  ///< the room of the last publish (another one ends the watch)
  std::int64_t watched_version_ = 0;  ///< its version when that publish began
  std::thread watcher_;
};

}  // namespace tenbou::server
