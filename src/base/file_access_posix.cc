#include "base/file_access.h"

#include <cerrno>
#include <cstdio>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tenbou {
namespace {

/// Makes a rename in `folder` survive a power cut. A folder that cannot be synced leaves the rename done, only
/// less durable, so a failure here is not an error.
void sync_folder(const std::string& folder) {
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

}  // namespace

bool may_write(const std::string& path) { return ::access(path.c_str(), W_OK) == 0; }

int create_new_file(const std::string& path) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) return errno;
  ::close(fd);
  return 0;
}

int replace_file(const std::string& from, const std::string& to) {
  if (std::rename(from.c_str(), to.c_str()) != 0) return errno;
  sync_folder(folder_of(to));
  return 0;
}

int swap_folders(const std::string& from, const std::string& to) {
#ifdef RENAME_EXCHANGE  // Linux: one step
  const int swapped = ::renameat2(AT_FDCWD, from.c_str(), AT_FDCWD, to.c_str(), RENAME_EXCHANGE);
#else
  const int swapped = (errno = ENOSYS, -1);
#endif
  if (swapped != 0) {
    if (errno == ENOENT && ::access(to.c_str(), F_OK) != 0) return replace_file(from, to);  // nothing to swap with
    if (errno != EINVAL && errno != ENOSYS) return errno;  // else a file system that cannot swap: rename in turn
    const auto move = [](const std::string& a, const std::string& b) { return std::rename(a.c_str(), b.c_str()) == 0 ? 0 : errno; };
    if (const int error = swap_by_renames(from, to, move)) return error;
  }
  sync_folder(folder_of(to));
  return 0;
}

void copy_folder_access(const std::string& model, const std::string& folder) {
  struct stat status;
  if (::stat(model.c_str(), &status) != 0) return;
  // Refused when this user is not in that group: the folder then keeps its own group, with the permissions.
  [[maybe_unused]] const int grouped = ::chown(folder.c_str(), static_cast<uid_t>(-1), status.st_gid);
  ::chmod(folder.c_str(), (status.st_mode & 07777) | S_IRWXU);
}

unsigned long process_id() { return static_cast<unsigned long>(::getpid()); }

bool process_running(unsigned long id) {
  return ::kill(static_cast<pid_t>(id), 0) == 0 || errno == EPERM;
}

bool is_quota_error(int error_number) { return error_number == EDQUOT; }

}  // namespace tenbou
