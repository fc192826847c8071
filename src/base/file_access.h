#pragma once
// The file access tenbou does itself, beside SQLite's and the C++ streams': whether a path may be written, a file
// created only where none is, a file put in place of another so that the change survives a power cut, this
// process's id and the machine's name (for names no other process uses), a folder held by one writer at a time, and the system's reasons in words. Paths are UTF-8 text, on
// every system. Platform files: file_access_posix.cc and file_access_windows.cc; file_access.cc holds what is the
// same on both.

#include <filesystem>
#include <string>
#include <string_view>

namespace tenbou {

/// `utf8` (a path as tenbou holds it) as a path of the file system, for std::filesystem and the C++ streams
/// (which take a std::string in the code page of the moment on Windows).
std::filesystem::path file_path(std::string_view utf8);

/// `path` as UTF-8 text.
std::string path_text(const std::filesystem::path& path);

/// `path` without the separators it may end in ("site/" is "site"; "/" stays "/").
std::string without_trailing_separators(std::string path);

/// `folder` as a whole path without the separators it may end in ("site/" is "/home/x/site", "." the folder one is
/// in). Symbolic links are followed, so that a folder named through a link is written through it. `folder` as it is
/// when it cannot be made whole.
std::string whole_path(const std::string& folder);

/// The folder that holds `path` ("." for a bare file name).
std::string folder_of(const std::string& path);

/// Why `path` cannot be read as a file, in words: "there is no such file", "it is a folder, not a file", "it is not
/// a file but a device, a pipe or a socket", "its symbolic links go round in a loop", ...; "" for a regular file (or a
/// link to one). Checked before a file is opened, so that /dev/zero is not read to the end of memory, nor a pipe
/// waited on for ever.
std::string not_a_file(const std::string& path);

/// The most bytes of a file tenbou reads whole (game records, a published tournament.json, a seating plan, results
/// files): four times the tournament.json of 1,000 players over ten rounds. A larger file is refused before it is
/// read (a player list stops at 8 MB).
inline constexpr std::uintmax_t kMaxReadBytes = 32u << 20;

/// Why `path`, a file, is too large to be read whole ("it holds 76.0 MB: tenbou reads files of at most 32 MB"), or "".
std::string too_large_to_read(const std::string& path);

/// Whether this process may write to `path`, a file or a folder.
bool may_write(const std::string& path);

/// Creates `path` as a new empty file, never over one that exists: 0, or the errno value saying why it could not.
int create_new_file(const std::string& path);

/// Puts the file `from` in place of `to` (replacing it) in one step, both in the same folder, and makes the change
/// survive a power cut: 0, or the errno value saying why it could not (`from` is then left as it was).
int replace_file(const std::string& from, const std::string& to);

/// Puts the file `from` in place of `to` (replacing it) in one step, both on one file system: 0, or the errno value
/// saying why it could not. For many files put in place at once, their folders then synced (sync_folder; Windows
/// writes each move through instead).
int move_into_place(const std::string& from, const std::string& to);

/// Makes the renames in `folder` survive a power cut, where the system can sync a folder (not Windows, where
/// replace_file writes through instead). Best effort.
void sync_folder(const std::string& folder);

/// Holds the folder `folder` for this object alone while it lives: another holder of the same folder, in this
/// process or another, waits until it is gone; the hold ends with the process however it ends. Two writers of one
/// folder (two publishes of one site) thus take turns. Best effort: a folder that cannot be held (a file system
/// without locks) is written without.
class FolderHold {
 public:
  explicit FolderHold(const std::string& folder);
  ~FolderHold();
  FolderHold(const FolderHold&) = delete;
  FolderHold& operator=(const FolderHold&) = delete;

 private:
  long long handle_ = -1;  ///< a file descriptor (POSIX) or a mutex's handle (Windows)
};

/// This process's id.
unsigned long process_id();

/// This machine's name as the system gives it ("" when it has none), for names of files that say whose they are.
std::string machine_name();

/// Whether a process with the id `id` is running (one that may not be signalled counts as running).
bool process_running(unsigned long id);

/// The operating system's reason for `error_number` (an errno value) in words: "the disk is full: no space
/// left" for ENOSPC, "the disk quota is used up: ..." for a used-up quota, else the system's own text
/// ("permission denied").
std::string os_reason(int error_number);

/// Whether `error_number` (an errno value) says a disk quota is used up: EDQUOT, which Windows does not have.
bool is_quota_error(int error_number);

}  // namespace tenbou
