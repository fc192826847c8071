// The user's folders on Linux and other POSIX systems: the XDG base and user directories (freedesktop.org), read from
// the environment and from the user's user-dirs.dirs as xdg-user-dir reads it. Its counterpart is
// user_folders_windows.cc.
#include "base/user_folders.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace tenbou {
namespace {

/// The environment's variable `name`, "" when unset.
std::string variable(const char* name) {
  const char* value = std::getenv(name);
  return value ? value : "";
}

/// XDG_DOCUMENTS_DIR as user-dirs.dirs in `config` says it ("$HOME/Documents" with $HOME replaced), "" when unsaid.
std::string documents_of_user_dirs(const std::string& config, const std::string& home) {
  std::ifstream in(std::filesystem::path(config) / "user-dirs.dirs");
  std::string line;
  const std::string key = "XDG_DOCUMENTS_DIR=\"";
  while (std::getline(in, line)) {
    if (!line.starts_with(key) || line.size() < key.size() + 1 || line.back() != '"') continue;
    std::string value = line.substr(key.size(), line.size() - key.size() - 1);
    if (value.starts_with("$HOME")) value = home + value.substr(5);
    // A documents folder set to the home itself means "none" to xdg-user-dirs.
    if (!value.starts_with("/") || std::filesystem::path(value) == std::filesystem::path(home)) return "";
    return value;
  }
  return "";
}

}  // namespace

std::string documents_folder() {
  const std::string home = variable("HOME");
  if (home.empty()) return "";
  const std::string config = variable("XDG_CONFIG_HOME").starts_with("/") ? variable("XDG_CONFIG_HOME") : home + "/.config";
  if (std::string documents = documents_of_user_dirs(config, home); !documents.empty()) return documents;
  std::error_code error;
  if (std::filesystem::is_directory(home + "/Documents", error)) return home + "/Documents";
  return home;
}

std::string user_state_folder() {
  if (const std::string state = variable("XDG_STATE_HOME"); state.starts_with("/")) return state + "/tenbou";
  const std::string home = variable("HOME");
  return home.empty() ? "" : home + "/.local/state/tenbou";
}

}  // namespace tenbou
