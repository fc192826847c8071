#include "base/file_access.h"

#include <cctype>
#include <cerrno>
#include <cstring>

namespace tenbou {

std::filesystem::path file_path(std::string_view utf8) {
  return std::u8string(utf8.begin(), utf8.end());
}

std::string path_text(const std::filesystem::path& path) {
  const std::u8string text = path.u8string();
  return {text.begin(), text.end()};
}

std::string without_trailing_separators(std::string path) {
  while (path.size() > 1 && (path.back() == '/' || path.back() == '\\')) path.pop_back();
  return path;
}

std::string whole_path(const std::string& folder) {
  std::error_code error;
  std::filesystem::path path = std::filesystem::weakly_canonical(std::filesystem::absolute(file_path(folder), error), error);
  if (error) path = std::filesystem::absolute(file_path(folder), error).lexically_normal();
  if (error) return folder;
  return without_trailing_separators(path_text(path));
}

std::string folder_of(const std::string& path) {
  const std::string parent = path_text(file_path(path).parent_path());
  return parent.empty() ? "." : parent;
}

std::string not_a_file(const std::string& path) {
  std::error_code error;
  const std::filesystem::file_status status = std::filesystem::status(file_path(path), error);
  if (status.type() == std::filesystem::file_type::not_found) return "there is no such file";
  if (error == std::errc::too_many_symbolic_link_levels) return "its symbolic links go round in a loop";
  if (error) return "it cannot be looked at: " + os_reason(error.value());
  if (std::filesystem::is_directory(status)) return "it is a folder, not a file";
  if (!std::filesystem::is_regular_file(status)) return "it is not a file but a device, a pipe or a socket";
  return "";
}

std::string too_large_to_read(const std::string& path) {
  std::error_code error;
  const std::uintmax_t bytes = std::filesystem::file_size(file_path(path), error);
  if (error || bytes <= kMaxReadBytes) return "";
  const std::uintmax_t tenths = bytes * 10 / (1u << 20);  // 32.5 MB is not "32 MB"
  return "it holds " + std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " MB: tenbou reads files of at most " +
         std::to_string(kMaxReadBytes >> 20) + " MB, far more than any tournament's";
}

std::string os_reason(int error_number) {
  if (error_number == ENOSPC) return "the disk is full: no space left";
  if (is_quota_error(error_number)) return "the disk quota is used up: no space left";
  std::string reason = std::strerror(error_number);
  if (!reason.empty()) reason[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(reason[0])));
  return reason;
}

}  // namespace tenbou
