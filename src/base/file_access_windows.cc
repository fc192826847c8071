#include "base/file_access.h"

#include <cerrno>

#include <io.h>
#include <windows.h>

#include "base/wide_text.h"

namespace tenbou {
namespace {

/// The errno value that says what the Windows error `error` (GetLastError) says, for os_reason and the callers
/// that tell a missing folder from a refused one.
int errno_of(DWORD error) {
  switch (error) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
    case ERROR_INVALID_DRIVE:
    case ERROR_BAD_NETPATH: return ENOENT;
    case ERROR_DIRECTORY: return ENOTDIR;
    case ERROR_FILE_EXISTS:
    case ERROR_ALREADY_EXISTS: return EEXIST;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION: return EACCES;
    case ERROR_WRITE_PROTECT: return EROFS;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL: return ENOSPC;
    case ERROR_INVALID_NAME:
    case ERROR_FILENAME_EXCED_RANGE: return EINVAL;
    default: return EIO;
  }
}

}  // namespace

// _waccess looks at the read-only attribute only (a folder's is ignored): a folder the access rules refuse is
// found when SQLite or create_new_file tries it.
bool may_write(const std::string& path) { return _waccess(wide_text(path).c_str(), 2) == 0; }

int create_new_file(const std::string& path) {
  const HANDLE file = CreateFileW(wide_text(path).c_str(), GENERIC_WRITE, 0, nullptr, CREATE_NEW, FILE_ATTRIBUTE_NORMAL,
                                  nullptr);
  if (file == INVALID_HANDLE_VALUE) return errno_of(GetLastError());
  CloseHandle(file);
  return 0;
}

// A folder cannot be synced on Windows (it cannot be opened to flush); MOVEFILE_WRITE_THROUGH instead returns only
// once the move is on the disk.
int replace_file(const std::string& from, const std::string& to) {
  if (!MoveFileExW(wide_text(from).c_str(), wide_text(to).c_str(), MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH))
    return errno_of(GetLastError());
  return 0;
}

// Windows cannot swap two folders in one step: they are swapped by renames.
int swap_folders(const std::string& from, const std::string& to) {
  const auto move = [](const std::string& a, const std::string& b) {
    return MoveFileExW(wide_text(a).c_str(), wide_text(b).c_str(), MOVEFILE_WRITE_THROUGH) ? 0 : errno_of(GetLastError());
  };
  if (GetFileAttributesW(wide_text(to).c_str()) == INVALID_FILE_ATTRIBUTES) return move(from, to);
  return swap_by_renames(from, to, move);
}

// A new folder takes its access rules from the folder that holds it, as the folder it replaces did.
void copy_folder_access(const std::string&, const std::string&) {}

unsigned long process_id() { return GetCurrentProcessId(); }

bool process_running(unsigned long id) {
  const HANDLE process = OpenProcess(SYNCHRONIZE, FALSE, static_cast<DWORD>(id));
  if (!process) return GetLastError() == ERROR_ACCESS_DENIED;
  const bool running = WaitForSingleObject(process, 0) == WAIT_TIMEOUT;
  CloseHandle(process);
  return running;
}

// The C runtime of Windows has no errno value for a used-up quota.
bool is_quota_error(int) { return false; }

}  // namespace tenbou
