#pragma once
// Which tournament the organiser's console serves (console.h): the file it was started with, or the one chosen or
// created on its first screen, then another, without stopping. Two consoles never serve one file: each leaves a note
// in the system's folder for temporary files, which says where it runs.

#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "server/recent_tournaments.h"
#include "server/room_slot.h"

namespace tenbou::server {

class ConsoleNote;
class RoomDoor;

/// The console's tournament, chosen and changed. Thread-safe.
class TournamentChooser {
 public:
  /// Serves into `rooms`; remembers the files it opens in `recent`; a new file goes into `new_folder` unless the form
  /// names another (the documents folder's "tenbou"). `door`: the room opened to phones (its tournament is not
  /// changed while it is open), or nullptr.
  TournamentChooser(RoomSlot& rooms, RecentTournaments recent, std::string new_folder, RoomDoor* door = nullptr);
  ~TournamentChooser();
  TournamentChooser(const TournamentChooser&) = delete;
  TournamentChooser& operator=(const TournamentChooser&) = delete;

  /// The console's address, left in the note of each file it serves (for a second console on the same file).
  void set_address(std::string address);

  /// Serves the tournament file `path` from the next request on, and notes it among the recent ones. Throws Error
  /// saying why it cannot (not a tournament file, a newer tenbou's, served by another console, the room open to
  /// phones); the file served until then stays served.
  void open(const std::string& path);
  /// The address of a console already serving `path`, "" when none does.
  std::string served_elsewhere(const std::string& path) const;

  /// The whole path of the file served now, "" when none.
  std::string path() const;
  const RecentTournaments& recent() const { return recent_; }
  const std::string& new_folder() const { return new_folder_; }

  /// The file the console was started with when it does not exist yet: the first screen offers to create it.
  std::string asked_file;

 private:
  RoomSlot& rooms_;
  RecentTournaments recent_;
  std::string new_folder_;
  RoomDoor* door_;
  mutable std::mutex mutex_;
  std::string address_;
  std::string path_;
  std::unique_ptr<ConsoleNote> note_;
};

}  // namespace tenbou::server
