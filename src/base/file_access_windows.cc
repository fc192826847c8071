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

int move_into_place(const std::string& from, const std::string& to) {
  return MoveFileExW(wide_text(from).c_str(), wide_text(to).c_str(), MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)
             ? 0
             : errno_of(GetLastError());
}

// A folder cannot be opened to flush on Windows: move_into_place writes through instead.
void sync_folder(const std::string&) {}

// A folder cannot be locked on Windows: a mutex of the machine (Global\, every session: a scheduled task beside the
// organiser's own) named after the folder's whole path (in lower case, as Windows' names compare) is held instead,
// released by Windows when the process ends however it ends.
FolderHold::FolderHold(const std::string& folder) {
  std::wstring path = wide_text(folder);
  CharLowerBuffW(path.data(), static_cast<DWORD>(path.size()));
  unsigned long long hash = 14695981039346656037ull;  // FNV-1a: mutex names may not hold backslashes
  for (const wchar_t c : path) hash = (hash ^ static_cast<unsigned long long>(c)) * 1099511628211ull;
  const std::wstring name = L"Global\\tenbou-folder-" + std::to_wstring(hash);
  const HANDLE mutex = CreateMutexW(nullptr, FALSE, name.c_str());
  if (!mutex) return;
  const DWORD waited = WaitForSingleObject(mutex, INFINITE);
  if (waited != WAIT_OBJECT_0 && waited != WAIT_ABANDONED) {
    CloseHandle(mutex);
    return;
  }
  handle_ = reinterpret_cast<long long>(mutex);
}

FolderHold::~FolderHold() {
  if (handle_ == -1) return;
  const HANDLE mutex = reinterpret_cast<HANDLE>(handle_);
  ReleaseMutex(mutex);
  CloseHandle(mutex);
}

unsigned long process_id() { return GetCurrentProcessId(); }

std::string machine_name() {
  wchar_t name[MAX_COMPUTERNAME_LENGTH + 1] = {};
  DWORD size = MAX_COMPUTERNAME_LENGTH + 1;
  return GetComputerNameW(name, &size) ? utf8_text(std::wstring_view(name, size)) : std::string();
}

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
