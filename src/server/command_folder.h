#pragma once
// A folder of its own for one command the server runs as tenbou (organiser_run.h, the console's downloads): the
// command starts there, with the upload alone in it, and writes there what the browser is to download; the folder is
// removed with everything in it once the command has answered. Only this user may enter it.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace tenbou::server {

/// A new private folder in the system's folder for temporary files, removed with this object.
class CommandFolder {
 public:
  /// Throws std::runtime_error when no folder can be made.
  CommandFolder();
  ~CommandFolder();
  CommandFolder(const CommandFolder&) = delete;
  CommandFolder& operator=(const CommandFolder&) = delete;

  /// The folder's whole path (UTF-8).
  std::string text() const;
  /// The path of `name` in it.
  std::string path_of(const std::string& name) const;
  /// Writes `bytes` as the new file `name` in it (never through a link someone left there). Throws std::runtime_error.
  void write(const std::string& name, const std::string& bytes) const;
  /// The bytes of the file `name` in it, or nullopt when the command wrote none or one of more than `most` bytes.
  std::optional<std::string> read(const std::string& name, std::uintmax_t most) const;

 private:
  std::filesystem::path path_;
};

}  // namespace tenbou::server
