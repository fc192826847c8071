#pragma once
// The user's own folders, as the system names them: where the organiser's console puts a new tournament by default
// (a folder "tenbou" in the documents folder) and where tenbou remembers the tournaments the console opened. Platform
// files: user_folders_posix.cc (the XDG user directories) and user_folders_windows.cc (the known folders).

#include <string>

namespace tenbou {

/// The user's documents folder (UTF-8): XDG_DOCUMENTS_DIR of user-dirs.dirs, else ~/Documents where it exists, else
/// the home folder; on Windows the Documents known folder. "" when the system names no home at all.
std::string documents_folder();

/// The folder where tenbou keeps what it remembers for this user (not created here): $XDG_STATE_HOME/tenbou, else
/// ~/.local/state/tenbou; on Windows %LOCALAPPDATA%\tenbou. "" when the system names no such folder.
std::string user_state_folder();

}  // namespace tenbou
