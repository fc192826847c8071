// The user's folders on Windows: the known folders of the shell (Documents, which may have been moved, to OneDrive for
// one, and the local application data). Its counterpart is user_folders_posix.cc.
#include <windows.h>

#include <knownfolders.h>
#include <shlobj.h>

#include "base/user_folders.h"
#include "base/wide_text.h"

namespace tenbou {
namespace {

/// The known folder `id` as UTF-8, "" when the system has none.
std::string known_folder(REFKNOWNFOLDERID id) {
  PWSTR path = nullptr;
  std::string folder;
  if (SHGetKnownFolderPath(id, KF_FLAG_DEFAULT, nullptr, &path) == S_OK) folder = utf8_text(path);
  CoTaskMemFree(path);
  return folder;
}

}  // namespace

std::string documents_folder() { return known_folder(FOLDERID_Documents); }

std::string user_state_folder() {
  const std::string local = known_folder(FOLDERID_LocalAppData);
  return local.empty() ? "" : local + "\\tenbou";
}

}  // namespace tenbou
