// A folder written whole: what the folder before held and was not written again (files, links, empty folders, the
// folder's own), a folder named through a symbolic link, and the temporary folders of writings that were stopped.

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "base/file_access.h"
#include "formats/folder_being_written.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

namespace fs = std::filesystem;

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

TEST_CASE("a folder written again carries what it is told to keep: files, empty folders and symbolic links") {
  TempDir dir;
  const std::string site = dir.path() + "/site";
  {
    FolderBeingWritten first(site);
    first.put("index.html", "one");
    first.put("de/old.html", "old");
    first.finish([](const std::string&) { return Leftover::kept; });
  }
  fs::create_directories(site + "/.well-known/empty");
  fs::create_directories(site + "/.git");
  dir.write("site/.git/HEAD", "ref: refs/heads/main\n");
  std::error_code no_links;
  fs::create_symlink("index.html", site + "/latest.html", no_links);

  FolderBeingWritten second(site);
  second.put("index.html", "two");
  std::vector<std::string> left = second.not_written();
  std::sort(left.begin(), left.end());
  std::vector<std::string> expected{".git/HEAD", ".well-known/empty/", "de/old.html"};
  if (!no_links) expected.push_back("latest.html");
  CHECK(left == expected);
  const FolderSummary summary = second.finish([](const std::string& name) {
    return name == "de/old.html" ? Leftover::removed : name.front() == '.' ? Leftover::own : Leftover::kept;
  });
  CHECK(summary.files == 1);
  CHECK(summary.removed == 1);
  CHECK(summary.kept == (no_links ? 0 : 1));  // the folder's own are not counted
  CHECK(read(site + "/index.html") == "two");
  CHECK_FALSE(fs::exists(site + "/de/old.html"));
  CHECK(read(site + "/.git/HEAD") == "ref: refs/heads/main\n");
  CHECK(fs::is_directory(site + "/.well-known/empty"));
  if (!no_links) {
    CHECK(fs::is_symlink(site + "/latest.html"));
    CHECK(read(site + "/latest.html") == "two");
  }
}

TEST_CASE("a folder named through a symbolic link is written through it, the link left a link") {
  TempDir dir;
  fs::create_directory(dir.path() + "/releases");
  std::error_code no_links;
  fs::create_directory_symlink("releases", dir.path() + "/site", no_links);
  if (no_links) return;  // a system without symbolic links
  FolderBeingWritten folder(dir.path() + "/site");
  folder.put("index.html", "x");
  folder.finish([](const std::string&) { return Leftover::kept; });
  CHECK(fs::is_symlink(dir.path() + "/site"));
  CHECK(read(dir.path() + "/releases/index.html") == "x");
}

TEST_CASE("a folder written again keeps its permissions") {
  TempDir dir;
  const std::string site = dir.path() + "/site";
  fs::create_directory(site);
  const fs::perms wanted = fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec;
  fs::permissions(site, wanted);
  if (fs::status(site).permissions() != wanted) return;  // a system without such permissions
  FolderBeingWritten folder(site);
  folder.put("index.html", "x");
  folder.finish([](const std::string&) { return Leftover::kept; });
  CHECK(fs::status(site).permissions() == wanted);
}

TEST_CASE("the temporary folders of writings whose process is gone are removed after an hour; a site moved aside is put back") {
  TempDir dir;
  const std::string site = dir.path() + "/site";
  // Whether the folder could be made `ago` old: a folder's time cannot be set everywhere (Windows under wine).
  const auto made = [](const std::string& path, std::chrono::hours ago) {
    fs::create_directories(path);
    std::error_code error;
    fs::last_write_time(path, fs::file_time_type::clock::now() - ago, error);
    return !error;
  };
  const bool aged = made(site + ".tmp-999999999", std::chrono::hours(2));  // no process has this id
  made(site + ".tmp-999999998.old", std::chrono::hours(2));  // a site moved aside, whatever its age
  made(site + ".tmp-999999997", std::chrono::hours(0));  // perhaps another machine's, writing now
  made(site + ".tmp-99999999999999999999", std::chrono::hours(2));  // no process id at all
  made(site + ".tmp-abc", std::chrono::hours(2));
  made(dir.path() + "/other.tmp-999999999", std::chrono::hours(2));
  {
    FolderBeingWritten folder(site);
  }
  CHECK(fs::exists(site + ".tmp-999999999") != aged);
  CHECK_FALSE(fs::exists(site + ".tmp-999999998.old"));  // the site missing, this is taken for it and put back
  CHECK(fs::is_directory(site));
  CHECK(fs::exists(site + ".tmp-999999997"));
  CHECK(fs::exists(site + ".tmp-99999999999999999999"));
  CHECK(fs::exists(site + ".tmp-abc"));
  CHECK(fs::exists(dir.path() + "/other.tmp-999999999"));
  CHECK(process_running(process_id()));
  CHECK_FALSE(process_running(999999999));

  // A swap by renames stopped half-way: the site is beside its place, as ".old"; it is put back, whatever its age.
  fs::create_directories(site + "/.git");
  dir.write("site/.git/HEAD", "ref: refs/heads/main\n");
  fs::rename(site, site + ".tmp-999999996.old");
  FolderBeingWritten folder(site);
  folder.put("index.html", "x");
  folder.finish([](const std::string& name) { return name.front() == '.' ? Leftover::own : Leftover::removed; });
  CHECK(read(site + "/.git/HEAD") == "ref: refs/heads/main\n");
  CHECK_FALSE(fs::exists(site + ".tmp-999999996.old"));
}

TEST_CASE("a folder empty before and written into now is not counted as left over") {
  TempDir dir;
  const std::string site = dir.path() + "/site";
  fs::create_directories(site + "/de");
  FolderBeingWritten folder(site);
  folder.put("de/index.html", "x");
  folder.put("de.html", "y");
  CHECK(folder.not_written().empty());
  const FolderSummary summary = folder.finish([](const std::string&) { return Leftover::removed; });
  CHECK(summary.removed == 0);
  CHECK(read(site + "/de/index.html") == "x");
}

}  // namespace
}  // namespace tenbou::test
