#include "store/file_being_written.h"

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
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

std::string folder_of(const std::string& path) {
  const std::string parent = std::filesystem::path(path).parent_path().string();
  return parent.empty() ? "." : parent;
}

std::string os_reason(int error_number) {
  if (error_number == ENOSPC) return "the disk is full: no space left";
  if (error_number == EDQUOT) return "the disk quota is used up: no space left";
  std::string reason = std::strerror(error_number);
  if (!reason.empty()) reason[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(reason[0])));
  return reason;
}

StoreError unwritten(const std::string& target, const std::string& reason) {
  return StoreError{"could not write \"" + target + "\": " + reason + " (nothing was written there)"};
}

FileBeingWritten::FileBeingWritten(std::string target)
    : target_(std::move(target)), temporary_(target_ + "." + std::to_string(::getpid()) + ".tmp") {
  const int fd = ::open(temporary_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) {
    const int error = errno;
    const std::string folder = "the folder \"" + folder_of(target_) + "\"";
    if (error == ENOENT || error == ENOTDIR) throw unwritten(target_, "there is no " + folder);
    if (error == EACCES || error == EPERM || error == EROFS) throw unwritten(target_, os_reason(error) + " in " + folder);
    throw unwritten(target_, os_reason(error));
  }
  ::close(fd);
}

FileBeingWritten::~FileBeingWritten() {
  if (kept_) return;
  for (const char* suffix : {"", "-journal", "-wal", "-shm"}) std::remove((temporary_ + suffix).c_str());
}

void FileBeingWritten::keep() {
  if (std::rename(temporary_.c_str(), target_.c_str()) != 0) throw unwritten(target_, os_reason(errno));
  kept_ = true;
  sync_folder(folder_of(target_));
}

}  // namespace tenbou
