#pragma once
// The command line and tenbou's environment variables as UTF-8, as tenbou reads all text. A POSIX system hands
// main() the bytes typed (UTF-8 under the locales tenbou expects); Windows hands it the arguments and getenv() the
// environment in the code page of the moment, which loses every character outside it, so its platform file takes
// them from the wide command line and environment instead. Platform files: program_arguments_posix.cc and
// program_arguments_windows.cc.

#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

namespace tenbou {

/// The arguments the program was started with (`argc` and `argv` of main, the program's name first), as UTF-8.
std::vector<std::string> utf8_arguments(int argc, char** argv);

/// Makes getenv() give tenbou's own variables (TENBOU_DB, TENBOU_REFEREE, TENBOU_GAME: every name starting with
/// TENBOU_) as UTF-8, as the command line's defaults read them. Call once, first thing in main.
void use_utf8_environment();

/// What a person types in this system's usual shell to set an environment variable, for hints such as tenbou
/// init's "Next:": `export NAME='VALUE'` (quoted where the shell would split or expand it), or cmd.exe's
/// `set "NAME=VALUE"` on Windows.
std::string shell_setting(const std::string& name, const std::string& value);

/// The variable the organiser's API (server/organiser_run.h) sets for each command it runs: the name of the file
/// uploaded with it ("" for none). Such a command reads no file but that one, in the folder it was started in, and
/// writes none: the key that asked for it may have been seen on the venue's network.
inline constexpr const char* kUploadVariable = "TENBOU_UPLOAD";

/// The upload's name when this process runs a command for the organiser's API, otherwise nothing.
inline std::optional<std::string> organiser_api_upload() {
  const char* upload = std::getenv(kUploadVariable);
  return upload ? std::optional<std::string>(upload) : std::nullopt;
}

}  // namespace tenbou
