#pragma once
// The tournament a server serves now. `tenbou serve` serves one file from start to end; the organiser's console
// (console.h) may start with none and open or create one, then another, without stopping: each request takes the
// room as it is when it begins and holds it until it is answered.

#include <memory>
#include <mutex>

#include "server/room.h"

namespace tenbou::server {

/// The room a server serves, or none. Thread-safe.
class RoomSlot {
 public:
  RoomSlot() = default;
  explicit RoomSlot(std::shared_ptr<Room> room) : room_(std::move(room)) {}
  RoomSlot(const RoomSlot&) = delete;
  RoomSlot& operator=(const RoomSlot&) = delete;

  /// The room now (nullptr when no tournament is open).
  std::shared_ptr<Room> current() const {
    std::lock_guard lock(mutex_);
    return room_;
  }
  /// Serves `room` from the next request on; the requests in progress keep theirs.
  void put(std::shared_ptr<Room> room) {
    std::lock_guard lock(mutex_);
    room_.swap(room);
  }

 private:
  mutable std::mutex mutex_;
  std::shared_ptr<Room> room_;
};

}  // namespace tenbou::server
