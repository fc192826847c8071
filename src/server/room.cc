#include "server/room.h"

#include "tournament/people/access_keys.h"
#include "tournament/settings.h"

namespace tenbou::server {

Room::Room(std::string path, std::size_t kept_bytes)
    : path_(std::move(path)),
      writer_(std::make_unique<Tournament>(path_, OpenMode::ReadWrite)),
      writer_seen_(writer_->others_changes()),
      reader_(std::make_unique<Tournament>(path_, OpenMode::ReadOnly)),
      reader_seen_(reader_->others_changes()),
      kept_budget_(kept_bytes),
      zone_(read_settings(*reader_).local_time()) {}

void Room::catch_up() {
  if (reader_->others_changes() == reader_seen_) return;
  try {
    reader_ = std::make_unique<Tournament>(path_, OpenMode::ReadOnly);
  } catch (const Error&) {
    // The file was removed or moved away (writes are refused, said on each): the pages go on showing what the open
    // file holds, its changes included.
  }
  reader_seen_ = reader_->others_changes();
  kept_.clear();
  figures_.reset();
  kept_order_.clear();
  kept_bytes_ = 0;
  ++version_;
}

namespace {

/// What a kept reply costs: its texts, and the map's and the list's nodes.
std::size_t bytes_of(const std::string& cache_key, const Reply& reply) {
  std::size_t bytes = 2 * cache_key.size() + reply.body.size() + reply.type.size() + reply.logged.size() + 256;
  for (const auto& [name, value] : reply.headers) bytes += name.size() + value.size() + 64;
  return bytes;
}

}  // namespace

void Room::keep(const std::string& cache_key, const Reply& reply) {
  const std::size_t bytes = bytes_of(cache_key, reply);
  if (bytes > kept_budget_ / 4) return;  // a page that large is made afresh rather than crowding out the others
  while (kept_bytes_ + bytes > kept_budget_ && !kept_order_.empty()) {
    const auto oldest = kept_.find(kept_order_.front());
    kept_bytes_ -= bytes_of(oldest->first, oldest->second);
    kept_.erase(oldest);
    kept_order_.pop_front();
  }
  kept_.emplace(cache_key, reply);
  kept_order_.push_back(cache_key);
  kept_bytes_ += bytes;
}

Reply Room::read(const std::string& cache_key, const std::function<Reply(const Tournament&)>& make) {
  return read([&cache_key](const Tournament&) { return cache_key; }, make);
}

Reply Room::read(const std::function<std::string(const Tournament&)>& cache_key,
                 const std::function<Reply(const Tournament&)>& make) {
  std::lock_guard lock(read_mutex_);
  catch_up();
  const std::string key = cache_key(*reader_);
  if (auto kept = kept_.find(key); kept != kept_.end()) return kept->second;
  Reply reply = make(*reader_);
  // Only pages that exist are kept: a client asking for every missing address must not fill the memory.
  if (reply.status == 200) keep(key, reply);
  return reply;
}

const TournamentFigures& Room::figures(const Tournament& t) {
  if (!figures_) figures_ = tournament_figures(t, 0, false);
  return *figures_;
}

std::size_t Room::kept_bytes() {
  std::lock_guard lock(read_mutex_);
  return kept_bytes_;
}

Reply Room::look(const std::function<Reply(const Tournament&)>& make) {
  std::lock_guard lock(read_mutex_);
  catch_up();
  return make(*reader_);
}

Reply Room::write(const std::function<Reply(Tournament&)>& act) {
  std::lock_guard lock(write_mutex_);
  if (writer_->others_changes() != writer_seen_) {
    // Another process wrote: open again, so that players it registered or corrected are known. A file removed or
    // moved away meanwhile cannot be: the open one refuses the write, saying so.
    try {
      writer_ = std::make_unique<Tournament>(path_, OpenMode::ReadWrite);
    } catch (const Error&) {
    }
    writer_seen_ = writer_->others_changes();
  }
  Reply reply = act(*writer_);
  changed();
  return reply;
}

void Room::changed() {
  changed_at_ = std::chrono::steady_clock::now();
  unsettled_ = true;
}

void Room::settle(std::chrono::steady_clock::time_point now) {
  if (!unsettled_) return;
  if (now - changed_at_.load() < kSettle) return;
  std::unique_lock lock(write_mutex_, std::try_to_lock);
  if (!lock.owns_lock()) return;
  unsettled_ = !writer_->checkpoint();
}

bool Room::key_opens(const std::string& key) {
  std::lock_guard lock(read_mutex_);
  catch_up();
  return key_holder(*reader_, key).has_value();
}

bool Room::organiser_key(const std::string& key) { return !key.empty() && key == current_organiser_key(); }

std::string Room::current_organiser_key() {
  std::lock_guard lock(read_mutex_);
  catch_up();
  return access_keys(*reader_, 1).organiser;
}

std::int64_t Room::version() {
  std::lock_guard lock(read_mutex_);
  catch_up();
  return version_;
}

void Room::read_settings_kept() {
  catch_up();
  if (settings_version_ == version_) return;
  const TournamentSettings settings = read_settings(*reader_);
  session_end_ = settings.session_end;
  settings_version_ = version_;
  std::lock_guard lock(zone_mutex_);
  zone_ = settings.local_time();
}

std::string Room::session_end() {
  std::lock_guard lock(read_mutex_);
  read_settings_kept();
  return session_end_;
}

LocalTime Room::local_time() {
  std::lock_guard lock(zone_mutex_);
  return zone_;
}

}  // namespace tenbou::server
