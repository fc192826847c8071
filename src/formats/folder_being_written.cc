#include "formats/folder_being_written.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "base/file_access.h"
#include "formats/file_being_written.h"

namespace tenbou {
namespace {

namespace fs = std::filesystem;

/// The file's content, or nothing when it cannot be read.
std::optional<std::string> read_whole(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream out;
  out << in.rdbuf();
  return std::move(out).str();
}

/// Tidies what earlier writings of `folder` left beside it. "NAME.tmp-PID.old" is the folder itself, moved aside by
/// a swap by renames that was stopped half-way: it is put back where `folder` is missing. The temporary folders of
/// writings that were stopped (Ctrl-C, a power cut, a crash), "NAME.tmp-PID" and such an ".old", are removed when
/// no process of that id runs and they have not changed for an hour: a process id says nothing of the processes of
/// another machine or container sharing the folder.
void tidy_earlier_writings(const std::string& folder) {
  const fs::path path = file_path(folder);
  const std::string prefix = path_text(path.filename()) + ".tmp-";
  std::vector<fs::path> left;  // read first: entries renamed or removed while the folder is read may be seen or not
  std::error_code error;
  for (auto it = fs::directory_iterator(path.parent_path(), error); !error && it != fs::directory_iterator();
       it.increment(error))
    if (path_text(it->path().filename()).starts_with(prefix)) left.push_back(it->path());
  for (const fs::path& entry : left) {
    std::string id = path_text(entry.filename()).substr(prefix.size());
    const bool aside = id.ends_with(".old");
    if (aside) id.resize(id.size() - 4);
    unsigned long process = 0;
    const auto [end, problem] = std::from_chars(id.data(), id.data() + id.size(), process);
    if (id.empty() || problem != std::errc() || end != id.data() + id.size()) continue;
    std::error_code ignored;
    if (aside && !fs::exists(path, ignored)) {
      fs::rename(entry, path, ignored);
      continue;
    }
    const auto changed = fs::last_write_time(entry, ignored);
    if (ignored || process == process_id() || process_running(process) ||
        fs::file_time_type::clock::now() - changed < std::chrono::hours(1))
      continue;
    fs::remove_all(entry, ignored);
  }
}

/// Gives `copy` the modification time of `before`, so that rsync and caches pass it by.
void same_time(const fs::path& before, const fs::path& copy, std::error_code& error) {
  const auto time = fs::last_write_time(before, error);
  if (!error) fs::last_write_time(copy, time, error);
}

/// Makes `copy` the same file as `before`: a link to it where the file system allows, else a copy with its time.
void same_file(const fs::path& before, const fs::path& copy, std::error_code& error) {
  std::error_code linked;
  fs::create_hard_link(before, copy, linked);
  if (!linked) return;
  fs::copy_file(before, copy, fs::copy_options::overwrite_existing, error);
  if (!error) same_time(before, copy, error);
}

}  // namespace

FolderBeingWritten::FolderBeingWritten(std::string folder)
    : named_(std::move(folder)), folder_(whole_path(named_)), temporary_(folder_ + ".tmp-" + std::to_string(process_id())) {
  std::error_code error;
  if (fs::exists(file_path(folder_), error) && !fs::is_directory(file_path(folder_), error))
    throw unwritten(named_, "it is a file, not a folder");
  fs::remove_all(file_path(temporary_), error);  // a run of this process id that was stopped
  tidy_earlier_writings(folder_);
  if (!fs::create_directory(file_path(temporary_), error)) {
    // Not made and no error: this process's folder of an earlier writing is still there, not all of it removable.
    if (!error) throw unwritten(named_, "the folder \"" + temporary_ + "\" of an earlier publish could not be removed");
    const int number = error.value();
    const std::string parent = "the folder \"" + folder_of(named_) + "\"";
    if (number == ENOENT || number == ENOTDIR) throw unwritten(named_, "there is no folder \"" + folder_of(named_) + "\"");
    throw unwritten(named_, os_reason(number) + " in " + parent);
  }
  copy_folder_access(folder_, temporary_);  // before any file is written in it, which takes its group
}

FolderBeingWritten::~FolderBeingWritten() {
  std::error_code ignored;
  if (!finished_) fs::remove_all(file_path(temporary_), ignored);
}

bool FolderBeingWritten::holds(const std::string& name, std::string_view content) const {
  const fs::path old = file_path(folder_ + "/" + name);
  std::error_code error;
  if (fs::file_size(old, error) != content.size() || error) return false;
  const std::optional<std::string> text = read_whole(old);
  return text && *text == content;
}

std::string FolderBeingWritten::before(const std::string& name) const {
  return read_whole(file_path(folder_ + "/" + name)).value_or("");
}

void FolderBeingWritten::put(const std::string& name, std::string_view content) {
  const fs::path path = file_path(temporary_ + "/" + name);
  std::error_code error;
  fs::create_directories(path.parent_path(), error);
  if (error) throw unwritten(named_ + "/" + name, os_reason(error.value()));
  {
    errno = 0;
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(content.data(), static_cast<std::streamsize>(content.size()));
    out.close();
    if (!out) throw unwritten(named_ + "/" + name, os_reason(errno ? errno : EIO));
  }
  ++summary_.files;
  summary_.bytes += content.size();
  written_.insert(name);
  if (holds(name, content)) {
    same_time(file_path(folder_ + "/" + name), path, error);  // unchanged: it keeps the time it was last changed
  } else {
    ++summary_.changed;
  }
}

std::vector<std::string> FolderBeingWritten::not_written() const {
  std::vector<std::string> out;
  std::error_code error;
  const fs::path old = file_path(folder_);
  if (!fs::is_directory(old, error)) return out;
  for (auto it = fs::recursive_directory_iterator(old, error); !error && it != fs::recursive_directory_iterator();
       it.increment(error)) {
    const bool folder = !it->is_symlink(error) && it->is_directory(error);
    if (folder ? !fs::is_empty(it->path(), error) : !it->is_symlink(error) && !it->is_regular_file(error)) continue;
    std::string name = path_text(it->path().lexically_relative(old));
    std::replace(name.begin(), name.end(), '\\', '/');
    if (folder) name += '/';
    const auto next = written_.lower_bound(name);  // a folder empty before is written when a file is written in it
    if (next != written_.end() && (folder ? next->starts_with(name) : *next == name)) continue;
    out.push_back(std::move(name));
  }
  if (error) throw unwritten(named_, os_reason(error.value()));
  return out;
}

void FolderBeingWritten::carry(const std::string& name) {
  const fs::path before = file_path(folder_ + "/" + name), copy = file_path(temporary_ + "/" + name);
  const bool folder = name.back() == '/';
  std::error_code error;
  fs::create_directories(folder ? copy : copy.parent_path(), error);
  if (!error && !folder) {
    if (fs::is_symlink(before, error)) fs::copy_symlink(before, copy, error);
    else if (!error) same_file(before, copy, error);
  }
  if (error) throw unwritten(named_ + "/" + name, os_reason(error.value()));
}

FolderSummary FolderBeingWritten::finish(const std::function<Leftover(const std::string& name)>& leftover) {
  std::error_code error;
  for (const std::string& name : not_written()) {
    const Leftover what = leftover(name);
    const int files = name.back() == '/' ? 0 : 1;  // an empty folder is carried or not, and not counted
    if (what == Leftover::removed) {
      summary_.removed += files;
      continue;
    }
    carry(name);
    if (what == Leftover::kept) summary_.kept += files;
  }
  if (const int number = swap_folders(temporary_, folder_)) throw unwritten(named_, os_reason(number));
  finished_ = true;
  fs::remove_all(file_path(temporary_), error);  // now the folder before; a reader may still hold its files
  return summary_;
}

}  // namespace tenbou
