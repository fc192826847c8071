#include "base/file_access.h"

#include <cerrno>
#include <cstdio>

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tenbou {

bool may_write(const std::string& path) { return ::access(path.c_str(), W_OK) == 0; }

int create_new_file(const std::string& path) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) return errno;
  ::close(fd);
  return 0;
}

int move_into_place(const std::string& from, const std::string& to) {
  return std::rename(from.c_str(), to.c_str()) == 0 ? 0 : errno;
}

int replace_file(const std::string& from, const std::string& to) {
  if (const int error = move_into_place(from, to)) return error;
  sync_folder(folder_of(to));
  return 0;
}

// A folder that cannot be synced leaves the rename done, only less durable, so a failure here is not an error.
void sync_folder(const std::string& folder) {
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

// flock on the folder itself: no file is left behind, and the lock goes with the process.
FolderHold::FolderHold(const std::string& folder) {
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  while (::flock(fd, LOCK_EX) != 0 && errno == EINTR) {
  }
  handle_ = fd;
}

FolderHold::~FolderHold() {
  if (handle_ >= 0) ::close(static_cast<int>(handle_));  // which ends the hold
}

unsigned long process_id() { return static_cast<unsigned long>(::getpid()); }

std::string machine_name() {
  char name[256] = {};
  if (::gethostname(name, sizeof name - 1) != 0) return "";
  return name;
}

bool process_running(unsigned long id) {
  return ::kill(static_cast<pid_t>(id), 0) == 0 || errno == EPERM;
}

bool is_quota_error(int error_number) { return error_number == EDQUOT; }

}  // namespace tenbou
