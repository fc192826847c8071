#include "formats/folder_being_written.h"

#include <algorithm>
#include <cerrno>
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

/// `folder` as a whole path without the separators it may end in ("site/" is "/home/x/site"): "." and "site/." name a
/// folder that can be swapped. Symbolic links are followed, so that a link to the site stays a link to the new one.
std::string whole_path(const std::string& folder) {
  std::error_code error;
  fs::path path = fs::weakly_canonical(fs::absolute(file_path(folder), error), error);
  if (error) path = fs::absolute(file_path(folder), error).lexically_normal();
  if (error) return folder;
  std::string out = path_text(path);
  while (out.size() > 1 && (out.back() == '/' || out.back() == '\\')) out.pop_back();
  return out;
}

/// Removes the temporary folders beside `folder` ("site.tmp-PID", and "site.tmp-PID.old" of a swap by renames) of
/// writings whose process is no longer running: stopped by Ctrl-C, a power cut or a crash.
void remove_stopped_writings(const std::string& folder) {
  const fs::path path = file_path(folder);
  const std::string prefix = path_text(path.filename()) + ".tmp-";
  std::error_code error;
  for (auto it = fs::directory_iterator(path.parent_path(), error); !error && it != fs::directory_iterator();
       it.increment(error)) {
    const std::string name = path_text(it->path().filename());
    if (name.compare(0, prefix.size(), prefix) != 0) continue;
    std::string id = name.substr(prefix.size());
    if (id.size() > 4 && id.compare(id.size() - 4, 4, ".old") == 0) id.resize(id.size() - 4);
    if (id.empty() || id.size() > 10 || id.find_first_not_of("0123456789") != std::string::npos) continue;
    const unsigned long process = std::stoul(id);
    std::error_code ignored;
    if (process != process_id() && !process_running(process)) fs::remove_all(it->path(), ignored);
  }
}

/// Makes `copy` the same file as `before`: a link to it where the file system allows, else a copy with its time.
void same_file(const fs::path& before, const fs::path& copy, std::error_code& error) {
  std::error_code linked;
  fs::create_hard_link(before, copy, linked);
  if (!linked) return;
  fs::copy_file(before, copy, fs::copy_options::overwrite_existing, error);
  const auto time = error ? fs::file_time_type() : fs::last_write_time(before, error);
  if (!error) fs::last_write_time(copy, time, error);
}

}  // namespace

FolderBeingWritten::FolderBeingWritten(std::string folder)
    : named_(std::move(folder)), folder_(whole_path(named_)), temporary_(folder_ + ".tmp-" + std::to_string(process_id())) {
  std::error_code error;
  if (fs::exists(file_path(folder_), error) && !fs::is_directory(file_path(folder_), error))
    throw unwritten(named_, "it is a file, not a folder");
  fs::remove_all(file_path(temporary_), error);  // a run of this process id that was stopped
  remove_stopped_writings(folder_);
  if (!fs::create_directory(file_path(temporary_), error)) {
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
    // Unchanged: the file keeps the time it was last changed, so that rsync and caches pass it by.
    const auto time = fs::last_write_time(file_path(folder_ + "/" + name), error);
    if (!error) fs::last_write_time(path, time, error);
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
    if (!written_.count(name)) out.push_back(std::move(name));
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
    if (what == Leftover::removed) {
      ++summary_.removed;
      continue;
    }
    carry(name);
    if (what == Leftover::kept) ++summary_.kept;
  }
  if (const int number = swap_folders(temporary_, folder_)) throw unwritten(named_, os_reason(number));
  finished_ = true;
  fs::remove_all(file_path(temporary_), error);  // now the folder before; a reader may still hold its files
  return summary_;
}

}  // namespace tenbou
