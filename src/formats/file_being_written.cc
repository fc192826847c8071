#include "formats/file_being_written.h"

#include <cerrno>
#include <filesystem>

#include "base/file_access.h"

namespace tenbou {

FileError unwritten(const std::string& target, const std::string& reason) {
  return FileError{"could not write \"" + target + "\": " + reason + " (nothing was written there)"};
}

FileBeingWritten::FileBeingWritten(std::string target)
    : target_(std::move(target)), temporary_(target_ + "." + std::to_string(process_id()) + ".tmp") {
  if (const int error = create_new_file(temporary_)) {
    const std::string folder = "the folder \"" + folder_of(target_) + "\"";
    if (error == ENOENT || error == ENOTDIR) throw unwritten(target_, "there is no folder \"" + folder_of(target_) + "\"");
    if (error == EACCES || error == EPERM || error == EROFS) throw unwritten(target_, os_reason(error) + " in " + folder);
    throw unwritten(target_, os_reason(error));
  }
}

FileBeingWritten::~FileBeingWritten() {
  if (kept_) return;
  std::error_code ignored;  // the file or a journal may not be there
  for (const char* suffix : {"", "-journal", "-wal", "-shm"})
    std::filesystem::remove(file_path(temporary_ + suffix), ignored);
}

void FileBeingWritten::keep() {
  if (const int error = replace_file(temporary_, target_)) throw unwritten(target_, os_reason(error));
  kept_ = true;
}

}  // namespace tenbou
