#pragma once
// The file access tenbou does itself, beside SQLite's and the C++ streams': whether a path may be written, a file
// created only where none is, a file put in place of another so that the change survives a power cut, this
// process's id (for names no other process uses), and the system's reasons in words. Paths are UTF-8 text, on
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

/// `folder` as a whole path without the separators it may end in ("site/" is "/home/x/site"): "." and "site/." name a
/// folder that can be swapped. Symbolic links are followed, so that a link to a folder stays a link to the new one.
/// `folder` as it is when it cannot be made whole.
std::string whole_path(const std::string& folder);

/// The folder that holds `path` ("." for a bare file name).
std::string folder_of(const std::string& path);

/// Why `path` cannot be read as a file, in words: "there is no such file", "it is a folder, not a file", "it is not
/// a file but a device, a pipe or a socket", "its symbolic links go round in a loop", ...; "" for a regular file (or a
/// link to one). Checked before a file is opened, so that /dev/zero is not read to the end of memory, nor a pipe
/// waited on for ever.
std::string not_a_file(const std::string& path);

/// Whether this process may write to `path`, a file or a folder.
bool may_write(const std::string& path);

/// Creates `path` as a new empty file, never over one that exists: 0, or the errno value saying why it could not.
int create_new_file(const std::string& path);

/// Puts the file `from` in place of `to` (replacing it) in one step, both in the same folder, and makes the change
/// survive a power cut: 0, or the errno value saying why it could not (`from` is then left as it was).
int replace_file(const std::string& from, const std::string& to);

/// Puts the folder `from` in place of the folder `to` (both in one folder) and makes the change survive a power cut.
/// Where `to` exists the two are swapped in one step where the system can (Linux), so that nobody reading `to` finds
/// it missing or half there, else by renames one after the other; `from` then holds what `to` held, for the caller
/// to remove. 0, or the errno value saying why it could not (both folders then as they were).
int swap_folders(const std::string& from, const std::string& to);

/// Gives the folder `folder` the permissions and the group of the folder `model` where the system has them (a web
/// server's group, setgid), so that a folder put in its place serves as it did; its owner keeps reading, writing
/// and entering it. Best effort: what cannot be given is left as it was.
void copy_folder_access(const std::string& model, const std::string& folder);

/// The part of swap_folders that is the same on every system, for a system (or a file system) that cannot swap in
/// one step: `to` moved aside, `from` put in its place with `move` (a rename: 0 or an errno value), and what `to` held
/// moved to `from`, or removed where that last move fails (the new folder being in place, the swap is done).
int swap_by_renames(const std::string& from, const std::string& to, int (*move)(const std::string&, const std::string&));

/// This process's id.
unsigned long process_id();

/// Whether a process with the id `id` is running (one that may not be signalled counts as running).
bool process_running(unsigned long id);

/// The operating system's reason for `error_number` (an errno value) in words: "the disk is full: no space
/// left" for ENOSPC, "the disk quota is used up: ..." for a used-up quota, else the system's own text
/// ("permission denied").
std::string os_reason(int error_number);

/// Whether `error_number` (an errno value) says a disk quota is used up: EDQUOT, which Windows does not have.
bool is_quota_error(int error_number);

}  // namespace tenbou
