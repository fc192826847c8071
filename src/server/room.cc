#include "server/room.h"

#include "tournament/settings.h"

namespace tenbou::server {

Room::Room(std::string path)
    : path_(std::move(path)),
      writer_(std::make_unique<Tournament>(path_, OpenMode::ReadWrite)),
      writer_seen_(writer_->others_changes()),
      reader_(std::make_unique<Tournament>(path_, OpenMode::ReadOnly)),
      reader_seen_(reader_->others_changes()) {}

void Room::catch_up() {
  if (reader_->others_changes() == reader_seen_) return;
  reader_ = std::make_unique<Tournament>(path_, OpenMode::ReadOnly);
  reader_seen_ = reader_->others_changes();
  kept_.clear();
  ++version_;
}

Reply Room::read(const std::string& cache_key, const std::function<Reply(const Tournament&)>& make) {
  std::lock_guard lock(read_mutex_);
  catch_up();
  if (auto kept = kept_.find(cache_key); kept != kept_.end()) return kept->second;
  Reply reply = make(*reader_);
  // Only pages that exist are kept: a client asking for every missing address must not fill the memory.
  if (reply.status == 200 && kept_.size() < kMaxKept) kept_.emplace(cache_key, reply);
  return reply;
}

Reply Room::look(const std::function<Reply(const Tournament&)>& make) {
  std::lock_guard lock(read_mutex_);
  catch_up();
  return make(*reader_);
}

Reply Room::write(const std::function<Reply(Tournament&)>& act) {
  std::lock_guard lock(write_mutex_);
  if (writer_->others_changes() != writer_seen_) {
    // Another process wrote: open again, so that players it registered or corrected are known.
    writer_ = std::make_unique<Tournament>(path_, OpenMode::ReadWrite);
    writer_seen_ = writer_->others_changes();
  }
  return act(*writer_);
}

std::int64_t Room::version() {
  std::lock_guard lock(read_mutex_);
  catch_up();
  return version_;
}

void Room::read_settings_kept() {
  catch_up();
  if (settings_version_ == version_ && local_time_) return;
  const TournamentSettings settings = read_settings(*reader_);
  session_end_ = settings.session_end;
  local_time_ = settings.local_time();
  settings_version_ = version_;
}

std::string Room::session_end() {
  std::lock_guard lock(read_mutex_);
  read_settings_kept();
  return session_end_;
}

LocalTime Room::local_time() {
  std::lock_guard lock(read_mutex_);
  read_settings_kept();
  return *local_time_;
}

}  // namespace tenbou::server
