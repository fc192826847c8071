#include "server/command_folder.h"

#include <fstream>
#include <stdexcept>

#include "base/file_access.h"
#include "base/random_hex.h"

namespace tenbou::server {

CommandFolder::CommandFolder() {
  const std::filesystem::path temp = std::filesystem::temp_directory_path();
  for (int attempt = 0;; ++attempt) {
    path_ = temp / file_path("tenbou-command-" + std::to_string(process_id()) + "-" + random_hex());
    std::error_code error;
    if (std::filesystem::create_directory(path_, error)) break;
    if (attempt == 10) throw std::runtime_error("cannot make a folder for the command in " + path_text(temp));
  }
  std::filesystem::permissions(path_, std::filesystem::perms::owner_all, std::filesystem::perm_options::replace);
}

CommandFolder::~CommandFolder() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

std::string CommandFolder::text() const { return path_text(path_); }

std::string CommandFolder::path_of(const std::string& name) const { return path_text(path_ / file_path(name)); }

void CommandFolder::write(const std::string& name, const std::string& bytes) const {
  if (create_new_file(path_of(name)) != 0) throw std::runtime_error("cannot make the upload " + name + " for the command");
  std::ofstream out(path_ / file_path(name), std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!out.flush()) throw std::runtime_error("cannot write the upload " + name + " for the command");
}

std::optional<std::string> CommandFolder::read(const std::string& name, std::uintmax_t most) const {
  const std::string path = path_of(name);
  std::error_code error;
  if (!not_a_file(path).empty() || std::filesystem::file_size(path_ / file_path(name), error) > most || error)
    return std::nullopt;
  std::ifstream in(path_ / file_path(name), std::ios::binary);
  std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  if (in.bad()) return std::nullopt;
  return bytes;
}

}  // namespace tenbou::server
