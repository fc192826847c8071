#include "formats/folder_being_written.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "base/file_access.h"
#include "formats/file_being_written.h"
#include "formats/text_encoding.h"

namespace tenbou {
namespace {

namespace fs = std::filesystem;

/// The start of the names of writers' hidden folders: ".tenbou-writing-MACHINE-PID".
constexpr std::string_view kHiddenPrefix = ".tenbou-writing-";
/// The first line of a manifest, and how every manifest starts.
constexpr std::string_view kManifestHead =
    "# The files tenbou wrote in this folder, one a line. tenbou replaces or removes only these, never another file.\n";
constexpr std::string_view kManifestStart = "# The files tenbou wrote in this folder";

/// The file's content, or nothing when it cannot be read or is larger than any file tenbou writes (kMaxReadBytes).
std::optional<std::string> read_whole(const fs::path& path) {
  std::error_code error;
  if (fs::file_size(path, error) > kMaxReadBytes || error) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream out;
  out << in.rdbuf();
  return std::move(out).str();
}

/// Writes `content` to `path`, its folders made: 0, or an errno value.
int write_whole(const fs::path& path, std::string_view content) {
  std::error_code error;
  fs::create_directories(path.parent_path(), error);
  if (error) return error.value();
  errno = 0;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(content.data(), static_cast<std::streamsize>(content.size()));
  out.close();
  return out ? 0 : errno ? errno : EIO;
}

/// This machine's name as letters, digits and hyphens, for the writers' hidden folders.
std::string plain_machine_name() {
  std::string out;
  for (const char c : machine_name()) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
  return out.empty() ? "machine" : out;
}

/// The number `text` is, when it is one.
std::optional<unsigned long> process_number(std::string_view text) {
  unsigned long number = 0;
  const auto [end, problem] = std::from_chars(text.data(), text.data() + text.size(), number);
  if (text.empty() || problem != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return number;
}

/// Whether `entry` has not changed for an hour: a writing of another machine sharing the folder that long stopped.
bool an_hour_old(const fs::path& entry) {
  std::error_code error;
  const auto changed = fs::last_write_time(entry, error);
  return !error && fs::file_time_type::clock::now() - changed >= std::chrono::hours(1);
}

/// Puts back the folder that a writing of an earlier version of tenbou (which wrote a copy beside `folder` and swapped
/// it in) moved aside and was stopped before it swapped the copy in: "NAME.tmp-PID.old" is the folder itself, with
/// the organiser's hidden files, where `folder` is missing. Nothing beside the folder is ever removed.
void put_back_folder_moved_aside(const std::string& folder) {
  const fs::path path = file_path(folder);
  const std::string prefix = path_text(path.filename()) + ".tmp-";
  std::vector<fs::path> left;  // read first: entries renamed or removed while the folder is read may be seen or not
  std::error_code error;
  for (auto it = fs::directory_iterator(path.parent_path(), error); !error && it != fs::directory_iterator();
       it.increment(error))
    if (path_text(it->path().filename()).starts_with(prefix)) left.push_back(it->path());
  for (const fs::path& entry : left) {
    const std::string id = path_text(entry.filename()).substr(prefix.size());
    if (!id.ends_with(".old") || !process_number(id.substr(0, id.size() - 4))) continue;
    std::error_code ignored;
    if (!fs::exists(path, ignored)) fs::rename(entry, path, ignored);
  }
}

/// Removes the hidden folders of writers of `folder` that were stopped: at once when their process is gone from this
/// machine (the folder being held, no writer of this machine is at work in it), after an hour for another machine's.
void tidy_writings_within(const std::string& folder) {
  const std::string mine = plain_machine_name() + "-";
  std::vector<fs::path> left;
  std::error_code error;
  for (auto it = fs::directory_iterator(file_path(folder), error); !error && it != fs::directory_iterator();
       it.increment(error))
    if (path_text(it->path().filename()).starts_with(kHiddenPrefix)) left.push_back(it->path());
  for (const fs::path& entry : left) {
    const std::string whose = path_text(entry.filename()).substr(kHiddenPrefix.size());
    const std::size_t dash = whose.rfind('-');
    const std::optional<unsigned long> process = dash == std::string::npos ? std::nullopt : process_number(whose.substr(dash + 1));
    if (!process) continue;
    const bool here = whose.substr(0, dash + 1) == mine;
    std::error_code ignored;
    if (here ? *process == process_id() || !process_running(*process) : an_hour_old(entry)) fs::remove_all(entry, ignored);
  }
}

/// Whether the relative path `name` has a part that is hidden (starts with a dot) or leads out (".."), or is empty.
bool hidden_or_outside(const std::string& name) {
  if (name.empty() || name.front() == '/' || name.find('\\') != std::string::npos) return true;
  for (std::size_t start = 0; start <= name.size();) {
    const std::size_t end = std::min(name.find('/', start), name.size());
    if (end == start || name[start] == '.') return true;
    start = end + 1;
  }
  return false;
}

}  // namespace

FolderBeingWritten::FolderBeingWritten(std::string folder, std::string manifest)
    : named_(std::move(folder)), folder_(whole_path(named_)), manifest_(std::move(manifest)) {
  std::error_code error;
  const fs::path whole = file_path(folder_);
  if (fs::exists(whole, error) && !fs::is_directory(whole, error)) throw unwritten(named_, "it is a file, not a folder");
  put_back_folder_moved_aside(folder_);
  if (!fs::is_directory(whole, error)) {
    made_ = fs::create_directory(whole, error);
    if (error) {
      const int number = error.value();
      if (number == ENOENT || number == ENOTDIR) throw unwritten(named_, "there is no folder \"" + folder_of(named_) + "\"");
      throw unwritten(named_, os_reason(number) + " in the folder \"" + folder_of(named_) + "\"");
    }
  }
  hold_ = std::make_unique<FolderHold>(folder_);
  tidy_writings_within(folder_);
  hidden_ = folder_ + "/" + std::string(kHiddenPrefix) + plain_machine_name() + "-" + std::to_string(process_id());
  const std::optional<std::string> list = read_whole(file_path(path(manifest_)));
  manifest_found_ = list.has_value() && without_byte_order_mark(*list).starts_with(kManifestStart);
  if (!manifest_found_) return;
  std::istringstream lines(*list);
  std::vector<std::string> names;
  for (std::string line; std::getline(lines, line);) {
    if (line.ends_with('\r')) line.pop_back();  // a clone whose checkout writes CRLF
    if (!line.empty() && line.front() != '#') names.push_back(line);
  }
  adopt(names);
}

FolderBeingWritten::~FolderBeingWritten() {
  std::error_code ignored;
  if (!finished_) fs::remove_all(file_path(hidden_), ignored);
  if (made_) fs::remove(file_path(folder_), ignored);  // only when nothing is in it
}

void FolderBeingWritten::adopt(const std::vector<std::string>& names) {
  std::error_code error;
  for (const std::string& name : names)
    if (!hidden_or_outside(name) && name != manifest_ && fs::symlink_status(file_path(path(name)), error).type() == fs::file_type::regular)
      ours_.insert(name);
}

std::vector<std::string> FolderBeingWritten::entries() const {
  std::vector<std::string> out;
  std::error_code error;
  const fs::path top = file_path(folder_);
  for (auto it = fs::recursive_directory_iterator(top, error); !error && it != fs::recursive_directory_iterator();
       it.increment(error)) {
    std::string name = path_text(it->path().lexically_relative(top));
    std::replace(name.begin(), name.end(), '\\', '/');
    const bool folder = !it->is_symlink(error) && it->is_directory(error);
    if (path_text(it->path().filename()).front() == '.') {
      if (folder) it.disable_recursion_pending();
      continue;
    }
    if ((name == manifest_ && manifest_found_) || (folder && !fs::is_empty(it->path(), error))) continue;
    out.push_back(folder ? name + "/" : name);
  }
  if (error) throw unwritten(named_, os_reason(error.value()));
  std::sort(out.begin(), out.end());
  return out;
}

void FolderBeingWritten::check_place(const std::string& name) const {
  std::error_code error;
  for (std::size_t slash = name.find('/'); slash != std::string::npos; slash = name.find('/', slash + 1)) {
    const fs::file_type type = fs::symlink_status(file_path(path(name.substr(0, slash))), error).type();
    if (type == fs::file_type::not_found) return;
    if (type != fs::file_type::directory)
      throw unwritten(named_ + "/" + name, "\"" + name.substr(0, slash) + "\" is not a folder tenbou made (a file or a link "
                                           "stands there, which tenbou never replaces)");
  }
  const fs::file_type type = fs::symlink_status(file_path(path(name)), error).type();
  if (type == fs::file_type::not_found) return;
  if (const std::string why = database_in_the_way(path(name)); !why.empty()) throw unwritten(named_ + "/" + name, why);
  if (type != fs::file_type::regular || (!ours_.count(name) && !(name == manifest_ && manifest_found_)))
    throw unwritten(named_ + "/" + name, "tenbou did not write it, and never replaces or removes a file it did not write");
}

bool FolderBeingWritten::holds(const std::string& name, std::string_view content) const {
  const fs::path old = file_path(path(name));
  std::error_code error;
  if (fs::file_size(old, error) != content.size() || error) return false;
  const std::optional<std::string> text = read_whole(old);
  return text && *text == content;
}

std::string FolderBeingWritten::before(const std::string& name) const {
  return read_whole(file_path(path(name))).value_or("");
}

void FolderBeingWritten::put(const std::string& name, std::string_view content) {
  if (hidden_or_outside(name) || name == manifest_) throw unwritten(named_ + "/" + name, "tenbou writes no such file");
  ++summary_.files;
  summary_.bytes += content.size();
  if (!written_.insert(name).second) std::erase(staged_, name);
  check_place(name);
  if (holds(name, content)) return;  // unchanged: left as it is, with its time
  if (const int error = write_whole(file_path(hidden_ + "/" + name), content)) throw unwritten(named_ + "/" + name, os_reason(error));
  staged_.push_back(name);
  ++summary_.changed;
}

std::vector<std::string> FolderBeingWritten::not_written() const {
  std::vector<std::string> out;
  std::set_difference(ours_.begin(), ours_.end(), written_.begin(), written_.end(), std::back_inserter(out));
  return out;
}

void FolderBeingWritten::write_manifest(const std::set<std::string>& names) {
  std::string content(kManifestHead);
  for (const std::string& name : names) content += name + "\n";
  if (holds(manifest_, content)) return;
  check_place(manifest_);
  const std::string staged = hidden_ + "/" + manifest_;
  int error = write_whole(file_path(staged), content);
  if (!error) error = move_into_place(staged, path(manifest_));
  if (error) throw unwritten(named_ + "/" + manifest_, os_reason(error));
  manifest_found_ = true;
}

FolderSummary FolderBeingWritten::finish(const std::function<Leftover(const std::string& name)>& leftover) {
  std::vector<std::string> going;
  for (const std::string& name : not_written()) {
    const bool goes = leftover(name) == Leftover::removed;
    if (goes) going.push_back(name);
    ++(goes ? summary_.removed : summary_.kept);
  }
  for (const auto* names : {&staged_, &going})
    for (const std::string& name : *names) check_place(name);
  // Listed first with every file that may be found during the change, so that a writing stopped half-way leaves no
  // file of tenbou's unlisted; then as it is.
  std::set<std::string> after = written_;
  for (const std::string& name : not_written())
    if (std::find(going.begin(), going.end(), name) == going.end()) after.insert(name);
  std::set<std::string> during = after;
  during.insert(going.begin(), going.end());
  write_manifest(during);

  std::set<std::string> folders{folder_};
  std::size_t placed = 0;
  const auto stopped = [&](const std::string& name, int error) {
    return FileError{"could not write \"" + named_ + "/" + name + "\": " + os_reason(error) + " (" + std::to_string(placed) +
                     " of " + std::to_string(staged_.size()) + " new or changed files were put in place: publish again)"};
  };
  for (const std::string& name : staged_) {
    const fs::path target = file_path(path(name));
    std::error_code error;
    fs::create_directories(target.parent_path(), error);
    if (error) throw stopped(name, error.value());
    if (const int moved = move_into_place(hidden_ + "/" + name, path(name))) throw stopped(name, moved);
    folders.insert(path_text(target.parent_path()));
    ++placed;
  }
  for (const std::string& name : going) {
    std::error_code error;
    fs::path file = file_path(path(name));
    if (!fs::remove(file, error) && error) throw stopped(name, error.value());
    // The folders it leaves empty go too, up to the folder written (fs::remove takes only an empty one).
    for (fs::path up = file.parent_path(); up != file_path(folder_) && fs::remove(up, error);) up = up.parent_path();
    folders.insert(path_text(file.parent_path()));
  }
  write_manifest(after);
  for (const std::string& f : folders) sync_folder(f);
  std::error_code ignored;
  fs::remove_all(file_path(hidden_), ignored);
  finished_ = true;
  ours_ = std::move(after);
  return summary_;
}

}  // namespace tenbou
