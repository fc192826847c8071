#include "server/console_publisher.h"

#include <chrono>

#include "base/child_process.h"
#include "base/utc_time.h"
#include "server/organiser_commands.h"

namespace tenbou::server {

ConsolePublisher::ConsolePublisher(const RoomSlot& rooms, std::string program)
    : rooms_(rooms), program_(std::move(program)) {}

ConsolePublisher::~ConsolePublisher() {
  {
    std::lock_guard lock(mutex_);
    ending_ = true;
    state_.watching = false;
  }
  changed_.notify_all();
  if (watcher_.joinable()) watcher_.join();
}

ConsolePublisher::State ConsolePublisher::publish(const std::string& folder, bool clean, bool watch) {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [this] { return !publishing_; });  // one publish at a time
  state_.folder = folder;
  state_.clean = clean;
  state_.watching = watch;
  state_.watch_ended_by_switch = false;
  publish_once(lock);
  if (watch && !watcher_.joinable()) watcher_ = std::thread([this] { this->watch(); });
  return state_;
}

void ConsolePublisher::stop() {
  std::lock_guard lock(mutex_);
  state_.watching = false;
}

ConsolePublisher::State ConsolePublisher::state() {
  std::lock_guard lock(mutex_);
  return state_;
}

void ConsolePublisher::publish_once(std::unique_lock<std::mutex>& lock) {
  const std::shared_ptr<Room> room = rooms_.current();
  if (!room) {
    state_.exit = 1;
    state_.error = "no tournament is open in the console";
    return;
  }
  const std::vector<std::string> args = command_on(room->path(), publish_arguments(state_.folder, state_.clean));
  publishing_ = true;
  watched_room_ = room;
  lock.unlock();
  // The version before the publish reads the file: a change made while it runs is published again.
  const std::int64_t version = room->version();
  ChildRun run;
  try {
    run = run_child(program_, args, "",
                    {.time = std::chrono::minutes(30), .output_bytes = 16u << 20, .environment = {"TENBOU_DB="},
                     .stop = [this] { return ending_.load(); }});
  } catch (const std::exception& e) {
    run.err = std::string("tenbou publish could not be started: ") + e.what();
  }
  lock.lock();
  publishing_ = false;
  watched_version_ = version;
  state_.published_at = seconds_now();
  state_.exit = run.status;
  state_.output = run.out;
  state_.error = in_console_words(run.err);
  changed_.notify_all();
}

void ConsolePublisher::watch() {
  std::unique_lock lock(mutex_);
  while (!ending_) {
    changed_.wait_for(lock, std::chrono::seconds(1), [this] { return ending_.load(); });
    if (ending_ || !state_.watching || publishing_) continue;
    const std::shared_ptr<Room> room = rooms_.current();
    if (!room || room != watched_room_.lock()) {  // the console opened another tournament: the watch ends, said
      state_.watching = false;
      state_.watch_ended_by_switch = true;
      continue;
    }
    lock.unlock();
    const std::int64_t version = room->version();
    lock.lock();
    if (version != watched_version_ && state_.watching && !publishing_ && !ending_) publish_once(lock);
  }
}

}  // namespace tenbou::server
