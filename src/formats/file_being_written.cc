#include "formats/file_being_written.h"

#include <cerrno>
#include <array>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "base/file_access.h"
#include "base/program_arguments.h"

namespace tenbou {

FileError unwritten(const std::string& target, const std::string& reason) {
  return FileError{"could not write \"" + target + "\": " + reason + " (nothing was written there)"};
}

namespace {

/// Whether the file at `path` starts as an SQLite database or its write-ahead log does (a link followed).
bool starts_as_database(const std::string& path) {
  std::array<char, 16> head{};
  std::ifstream in(file_path(path), std::ios::binary);
  if (!in.read(head.data(), head.size())) return false;
  if (std::memcmp(head.data(), "SQLite format 3", 16) == 0) return true;  // with its terminating zero
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(head[i]); };
  return byte(0) == 0x37 && byte(1) == 0x7f && byte(2) == 0x06 && (byte(3) == 0x82 || byte(3) == 0x83);  // a WAL
}

}  // namespace

std::string database_in_the_way(const std::string& path) {
  if (not_a_file(path).empty() && starts_as_database(path))
    return "it is an SQLite database (a tournament file or its backup, say), which tenbou never writes over";
  std::error_code error;  // a link to a journal is named by what it links to
  const std::filesystem::path resolved = std::filesystem::weakly_canonical(file_path(path), error);
  for (const std::string& name : {path, error ? path : path_text(resolved)})
    for (const char* beside : {"-wal", "-shm", "-journal"}) {
      if (!name.ends_with(beside)) continue;
      const std::string database = name.substr(0, name.size() - std::strlen(beside));
      if (not_a_file(database).empty() && starts_as_database(database))
        return "it belongs to the SQLite database \"" + database + "\" (a tournament file, say), which tenbou never "
               "writes over";
    }
  return "";
}

FileBeingWritten::FileBeingWritten(std::string target)
    : target_(std::move(target)), temporary_(target_ + "." + std::to_string(process_id()) + ".tmp") {
  if (organiser_api_upload())
    throw unwritten(target_, "a command of the organiser's API writes no file: its output comes back in the answer");
  if (const std::string why = database_in_the_way(target_); !why.empty())
    throw unwritten(target_, why + ": give another file name");
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
