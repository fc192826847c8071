#include "server/tournament_chooser.h"

#include <filesystem>
#include <fstream>

#include "base/error.h"
#include "base/file_access.h"
#include "base/utc_time.h"
#include "server/router.h"

namespace tenbou::server {

/// The note a console leaves while it serves a file, in the system's folder for temporary files: "PROCESS ADDRESS".
/// One per tournament file (by its whole path).
class ConsoleNote {
 public:
  explicit ConsoleNote(const std::string& whole_path) {
    std::uint64_t hash = 14695981039346656037ull;  // FNV-1a of the whole path: a name of plain digits
    for (const unsigned char c : whole_path) hash = (hash ^ c) * 1099511628211ull;
    note_ = std::filesystem::temp_directory_path() / file_path("tenbou-console-" + std::to_string(hash) + ".txt");
  }
  ~ConsoleNote() {
    if (!written_) return;
    std::error_code ignored;
    std::filesystem::remove(note_, ignored);
  }
  ConsoleNote(const ConsoleNote&) = delete;
  ConsoleNote& operator=(const ConsoleNote&) = delete;

  /// The address of another console running on the file, when one runs.
  std::string running() const {
    std::ifstream in(note_);
    unsigned long process = 0;
    std::string address;
    if (!(in >> process >> address) || process == process_id() || !process_running(process)) return "";
    return address;
  }

  void write(const std::string& address) {
    std::ofstream out(note_, std::ios::trunc);
    out << process_id() << " " << address << "\n";
    written_ = static_cast<bool>(out.flush());
  }

 private:
  std::filesystem::path note_;
  bool written_ = false;
};

namespace {

std::string whole(const std::string& path) {
  return path_text(std::filesystem::absolute(file_path(path)).lexically_normal());
}

}  // namespace

TournamentChooser::TournamentChooser(RoomSlot& rooms, RecentTournaments recent, std::string new_folder, RoomDoor* door)
    : rooms_(rooms), recent_(std::move(recent)), new_folder_(std::move(new_folder)), door_(door) {}

TournamentChooser::~TournamentChooser() = default;

void TournamentChooser::set_address(std::string address) {
  std::lock_guard lock(mutex_);
  address_ = std::move(address);
  if (note_) note_->write(address_);
}

std::string TournamentChooser::served_elsewhere(const std::string& path) const { return ConsoleNote(whole(path)).running(); }

void TournamentChooser::open(const std::string& path) {
  const std::string file = whole(path);
  std::lock_guard lock(mutex_);
  if (file == path_) return;
  if (door_ && !door_->address().empty())
    throw Error{"the room is open to phones on " + door_->address() + ": close it before opening another tournament",
                {{"field", "file"}, {"value", path}}};
  if (const std::string why = not_a_file(file); !why.empty())
    throw Error{"cannot open \"" + path + "\": " + why, {{"field", "file"}, {"value", path}}};
  auto note = std::make_unique<ConsoleNote>(file);
  if (const std::string address = note->running(); !address.empty())
    throw Error{"a console is already running on \"" + path + "\": its window is at " + address +
                    " (Quit there, or Ctrl-C where it was started, before opening it here)",
                {{"field", "file"}, {"value", path}}};
  auto room = std::make_shared<Room>(file);  // throws when it is not a tournament file this tenbou reads
  if (!address_.empty()) note->write(address_);
  rooms_.put(std::move(room));
  note_ = std::move(note);
  path_ = file;
  recent_.note(file, seconds_now());
}

std::string TournamentChooser::path() const {
  std::lock_guard lock(mutex_);
  return path_;
}

}  // namespace tenbou::server
