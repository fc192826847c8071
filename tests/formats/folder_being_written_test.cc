// A folder written beside others' files: only files listed in its manifest are ever replaced or removed; hidden
// entries and others' files are never touched, whatever writes them meanwhile; a database is never written over; an
// unchanged file is left as it was; a folder named through a symbolic link is written through it; the hidden folders
// of writings that were stopped are removed.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "base/file_access.h"
#include "formats/file_being_written.h"
#include "formats/folder_being_written.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

namespace fs = std::filesystem;

constexpr const char* kManifest = "written.txt";

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

const auto kept = [](const std::string&) { return Leftover::kept; };
const auto removed = [](const std::string&) { return Leftover::removed; };

TEST_CASE("a folder written again replaces and removes only the files it wrote, and lists them") {
  TempDir dir;
  const std::string site = dir.path() + "/site";
  {
    FolderBeingWritten first(site, kManifest);
    CHECK_FALSE(first.has_manifest());
    first.put("index.html", "one");
    first.put("de/old.html", "old");
    first.put("de/same.html", "same");
    const FolderSummary summary = first.finish(kept);
    CHECK(summary.files == 3);
    CHECK(summary.changed == 3);
  }
  CHECK(read(site + "/" + kManifest).find("\nde/old.html\nde/same.html\nindex.html\n") != std::string::npos);
  fs::create_directories(site + "/.well-known/empty");
  fs::create_directories(site + "/.git");
  dir.write("site/.git/HEAD", "ref: refs/heads/main\n");
  dir.write("site/de/.htaccess", "Options -Indexes\n");
  const auto same_time = fs::last_write_time(site + "/de/same.html");
  std::this_thread::sleep_for(std::chrono::milliseconds(20));

  FolderBeingWritten second(site, kManifest);
  CHECK(second.has_manifest());
  CHECK(second.ours() == std::set<std::string>{"de/old.html", "de/same.html", "index.html"});
  CHECK(second.entries() == std::vector<std::string>{"de/old.html", "de/same.html", "index.html"});  // no hidden one
  second.put("index.html", "two");
  second.put("de/same.html", "same");
  CHECK(second.changed() == 1);
  CHECK(second.not_written() == std::vector<std::string>{"de/old.html"});
  const FolderSummary summary = second.finish(removed);
  CHECK(summary.files == 2);
  CHECK(summary.removed == 1);
  CHECK(read(site + "/index.html") == "two");
  CHECK_FALSE(fs::exists(site + "/de/old.html"));
  CHECK(fs::last_write_time(site + "/de/same.html") == same_time);  // unchanged: not touched
  CHECK(read(site + "/.git/HEAD") == "ref: refs/heads/main\n");
  CHECK(read(site + "/de/.htaccess") == "Options -Indexes\n");
  CHECK(fs::is_directory(site + "/.well-known/empty"));
  CHECK(read(site + "/" + kManifest).find("old.html") == std::string::npos);
  std::vector<std::string> left;  // nothing of the writing's own left behind
  for (const auto& e : fs::directory_iterator(site)) left.push_back(e.path().filename().string());
  std::sort(left.begin(), left.end());
  CHECK(left == std::vector<std::string>{".git", ".well-known", "de", "index.html", kManifest});
}

TEST_CASE("a folder writer never replaces nor removes a file it did not write, nor a database, nor writes through a link") {
  TempDir dir;
  const std::string site = dir.path() + "/site";
  fs::create_directories(site);
  dir.write("site/notes.txt", "mine");
  dir.write("site/t.tenbou", std::string("SQLite format 3\0rest", 20));
  {
    FolderBeingWritten folder(site, kManifest);
    CHECK(folder.entries() == std::vector<std::string>{"notes.txt", "t.tenbou"});
    CHECK_THROWS_WITH_AS(folder.put("notes.txt", "x"), doctest::Contains("tenbou did not write it"), FileError);
    CHECK_THROWS_WITH_AS(folder.put("t.tenbou", "x"), doctest::Contains("it is an SQLite database"), FileError);
    CHECK_THROWS_AS(folder.put("../outside.html", "x"), FileError);
    CHECK_THROWS_AS(folder.put(".git/config", "x"), FileError);
    folder.adopt({"t.tenbou", "notes.txt"});  // as an earlier version's site would be taken
    CHECK_THROWS_WITH_AS(folder.put("t.tenbou", "x"), doctest::Contains("it is an SQLite database"), FileError);
    folder.finish(removed);
  }
  CHECK(read(site + "/t.tenbou").starts_with("SQLite format 3"));  // a database is never removed
  // A manifest listing what is not a file of the folder, or leads out of it, is not believed.
  dir.write("outside.html", "outside");
  dir.write(std::string("site/") + kManifest,
            "# The files tenbou wrote in this folder, one a line.\n../outside.html\n/etc/passwd\n.git/config\nnone.html\n");
  {
    FolderBeingWritten folder(site, kManifest);
    CHECK(folder.ours().empty());
    folder.finish(removed);
  }
  CHECK(read(dir.path() + "/outside.html") == "outside");
  std::error_code no_links;
  fs::create_directory_symlink(dir.path(), site + "/en", no_links);
  if (no_links) return;  // a system without symbolic links
  FolderBeingWritten folder(site, kManifest);
  const std::vector<std::string> entries = folder.entries();
  CHECK(std::count(entries.begin(), entries.end(), "en") == 1);  // the link, not followed
  CHECK_THROWS_WITH_AS(folder.put("en/outside.html", "x"), doctest::Contains("\"en\" is not a folder tenbou made"), FileError);
  CHECK(read(dir.path() + "/outside.html") == "outside");
}

TEST_CASE("a manifest tenbou did not write is someone's file; a manifest with CRLF lines is read") {
  TempDir dir;
  const std::string site = dir.path() + "/site";
  fs::create_directories(site);
  dir.write(std::string("site/") + kManifest, "my own list\n");
  {
    FolderBeingWritten folder(site, kManifest);
    CHECK_FALSE(folder.has_manifest());
    CHECK(folder.entries() == std::vector<std::string>{kManifest});  // seen, so that a publish refuses the folder
    folder.put("index.html", "x");
    CHECK_THROWS_WITH_AS(folder.finish(kept), doctest::Contains("tenbou did not write it"), FileError);
  }
  CHECK(read(site + "/" + kManifest) == "my own list\n");
  fs::remove(site + "/" + kManifest);
  {
    FolderBeingWritten folder(site, kManifest);
    folder.put("en/index.html", "x");
    folder.finish(kept);
  }
  std::string crlf;
  for (const char c : read(site + "/" + kManifest)) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  dir.write(std::string("site/") + kManifest, crlf);
  FolderBeingWritten folder(site, kManifest);
  CHECK(folder.ours() == std::set<std::string>{"en/index.html"});
}

TEST_CASE("a folder named through a symbolic link is written through it, the link left a link") {
  TempDir dir;
  fs::create_directory(dir.path() + "/releases");
  std::error_code no_links;
  fs::create_directory_symlink("releases", dir.path() + "/site", no_links);
  if (no_links) return;  // a system without symbolic links
  FolderBeingWritten folder(dir.path() + "/site", kManifest);
  folder.put("index.html", "x");
  folder.finish(kept);
  CHECK(fs::is_symlink(dir.path() + "/site"));
  CHECK(read(dir.path() + "/releases/index.html") == "x");
}

TEST_CASE("files others write in the folder while it is written stay, and the folder itself stays where it is") {
  TempDir dir;
  const std::string site = dir.path() + "/site";
  fs::create_directories(site + "/.git/objects");
  const auto folder_id = fs::status(site).permissions();
  FolderBeingWritten folder(site, kManifest);
  for (int i = 0; i < 50; ++i) folder.put("en/page-" + std::to_string(i) + ".html", std::string(1000, 'x'));
  for (int i = 0; i < 20; ++i) dir.write("site/.git/objects/o" + std::to_string(i), "object");  // meanwhile
  folder.finish(kept);
  for (int i = 0; i < 20; ++i) CHECK(read(site + "/.git/objects/o" + std::to_string(i)) == "object");
  CHECK(fs::status(site).permissions() == folder_id);
}

TEST_CASE("a folder made by a writing that stops before its end is removed; a folder written into is not") {
  TempDir dir;
  { FolderBeingWritten folder(dir.path() + "/new", kManifest); }
  CHECK_FALSE(fs::exists(dir.path() + "/new"));
  {
    FolderBeingWritten folder(dir.path() + "/new", kManifest);
    folder.put("index.html", "x");
  }
  CHECK_FALSE(fs::exists(dir.path() + "/new"));  // nothing was put in place
  fs::create_directories(dir.path() + "/old");
  { FolderBeingWritten folder(dir.path() + "/old", kManifest); }
  CHECK(fs::is_directory(dir.path() + "/old"));  // there before: stays
}

TEST_CASE("the hidden folders of writings whose process is gone from this machine are removed at once; nothing beside "
          "the folder is, but a site an earlier version moved aside is put back") {
  TempDir dir;
  const std::string site = dir.path() + "/site";
  // Whether the folder could be made `ago` old: a folder's time cannot be set everywhere (Windows under wine).
  const auto made = [](const std::string& path, std::chrono::hours ago) {
    fs::create_directories(path);
    std::error_code error;
    fs::last_write_time(path, fs::file_time_type::clock::now() - ago, error);
    return !error;
  };
  std::string here;
  for (const char c : machine_name()) here += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
  if (here.empty()) here = "machine";
  made(site + "/.tenbou-writing-" + here + "-999999999", std::chrono::hours(0));  // this machine's, its process gone
  made(site + "/.tenbou-writing-elsewhere-99-999999999", std::chrono::hours(0));  // another machine's, perhaps writing
  const bool aged = made(site + "/.tenbou-writing-elsewhere-98-999999999", std::chrono::hours(2));
  made(site + "/.tenbou-writing-notes", std::chrono::hours(2));  // not a writer's
  made(site + ".tmp-999999999", std::chrono::hours(2));  // an earlier version's copy, beside: not the writer's to remove
  {
    FolderBeingWritten folder(site, kManifest);
  }
  CHECK_FALSE(fs::exists(site + "/.tenbou-writing-" + here + "-999999999"));
  CHECK(fs::exists(site + "/.tenbou-writing-elsewhere-99-999999999"));
  CHECK(fs::exists(site + "/.tenbou-writing-elsewhere-98-999999999") != aged);
  CHECK(fs::exists(site + "/.tenbou-writing-notes"));
  CHECK(fs::exists(site + ".tmp-999999999"));
  CHECK(process_running(process_id()));
  CHECK_FALSE(process_running(999999999));

  // An earlier version's swap by renames stopped half-way: the site is beside its place, as ".old"; put back.
  fs::remove_all(site);
  made(site + ".tmp-999999996.old/.git", std::chrono::hours(0));
  FolderBeingWritten folder(site, kManifest);
  CHECK(fs::is_directory(site + "/.git"));
  CHECK_FALSE(fs::exists(site + ".tmp-999999996.old"));
}

TEST_CASE("two writers of one folder take turns: the second starts when the first is done") {
  TempDir dir;
  const std::string site = dir.path() + "/site";
  auto first = std::make_unique<FolderBeingWritten>(site, kManifest);
  first->put("index.html", "first");
  std::atomic<bool> started = false;
  std::thread second([&] {
    FolderBeingWritten folder(site, kManifest);
    started = true;
    CHECK(folder.before("index.html") == "first");
    folder.put("index.html", "second");
    folder.finish(kept);
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  CHECK_FALSE(started);
  first->finish(kept);
  first.reset();
  second.join();
  CHECK(read(site + "/index.html") == "second");
}

}  // namespace
}  // namespace tenbou::test
