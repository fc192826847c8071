// tenbou publish among the organiser's other files: a folder holding tournament files, notes, photos or another
// program's tournament.json is refused, --clean or not, every file left byte for byte; a site of an earlier version
// (no manifest) is taken over only when it holds nothing but tenbou's files; a manifest is believed only for files
// tenbou writes; hidden files written while publishes run are never lost; a stopped publish's copy goes at once; the
// later of two publishes wins; the root of a mounted disk can be published to.

#include <atomic>
#include <filesystem>
#include <thread>

#include "base/file_access.h"
#include "e2e/published_site.h"
#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

namespace fs = std::filesystem;

/// Runs tenbou as `args` says, a publish that must be refused: exit 1, the message holding `words`, the folder byte
/// for byte as it was.
void refused_publish(const std::vector<std::string>& args, const std::string& folder, const std::string& words) {
  const auto before = site_files(folder);
  const RunResult r = run_tenbou(args);
  CHECK_MESSAGE(r.status == 1, r.out);
  CHECK_MESSAGE(r.err.find(words) != std::string::npos, r.err);
  CHECK(site_files(folder) == before);
}

TEST_CASE("publish refuses a folder of the organiser's files, --clean or not: tournament files, notes, photos, another "
          "program's tournament.json") {
  Fixture f;
  const std::string folder = f.dir.path() + "/work";
  fs::create_directories(folder + "/photos");
  fs::copy_file(f.db, folder + "/mine.tenbou");
  fs::copy_file(f.db, folder + "/open.tenbou");
  f.dir.write("work/notes.txt", "table 3 was late");
  f.dir.write("work/photos/a.jpg", "\xff\xd8\xff");
  REQUIRE(f.run({"publish", f.dir.path() + "/other", "--lang", "en"}).status == 0);  // another site's tournament.json
  fs::copy_file(f.dir.path() + "/other/tournament.json", folder + "/tournament.json");
  const std::string mine = folder + "/mine.tenbou";
  REQUIRE(run_tenbou({"--db", mine, "standings"}).status == 0);  // SQLite's files beside it made, as in use
  for (const bool clean : {false, true}) {  // the tournament being published is in the folder
    std::vector<std::string> args{"--db", mine, "publish", folder};
    if (clean) args.push_back("--clean");
    refused_publish(args, folder, "it holds files tenbou did not write (mine.tenbou, mine.tenbou-shm, "
                                      "mine.tenbou-wal, ... (6 in all)), and tenbou never replaces or removes them, "
                                      "--clean or not");
  }
  // From inside the folder, as `publish .`.
  const RunResult here = run_program("/bin/sh", {"-c", "cd '" + folder + "' && '" + TENBOU_BINARY +
                                                           "' --db mine.tenbou publish . --clean"});
  CHECK(here.status == 1);
  CHECK(fs::exists(mine));
  CHECK(run_tenbou({"--db", mine, "standings"}).status == 0);

  // A node project: its tournament.json is not tenbou's.
  const std::string project = f.dir.path() + "/thesis";
  fs::create_directories(project + "/src");
  f.dir.write("thesis/tournament.json", R"({"name": "my node project config"})");
  f.dir.write("thesis/thesis.tex", "\\documentclass{article}");
  f.dir.write("thesis/src/main.js", "console.log(1)");
  for (const bool clean : {false, true}) {
    std::vector<std::string> args{"--db", f.db, "publish", project};
    if (clean) args.push_back("--clean");
    refused_publish(args, project, "it holds files tenbou did not write (src/main.js, thesis.tex, tournament.json)");
  }
}

TEST_CASE("a site of an earlier version, without a manifest, is taken over only when it holds nothing but tenbou's "
          "files; a manifest names only files tenbou writes") {
  Fixture f;
  const std::string site = f.dir.path() + "/site";
  REQUIRE(f.run({"publish", site, "--lang", "en,de"}).status == 0);
  CHECK(site_files(site).at("tenbou-files.txt").find("\nen/standings.html\n") != std::string::npos);
  // As an earlier version left it: no manifest, and a page of a game voided since.
  fs::remove(site + "/tenbou-files.txt");
  f.dir.write("site/en/game-9-9.html", "a voided game");
  const RunResult adopted = f.run({"publish", site, "--lang", "en,de", "--clean"});
  CHECK_MESSAGE(adopted.status == 0, adopted.err);
  CHECK(adopted.out.find("1 page of earlier publishes removed") != std::string::npos);
  CHECK(fs::exists(site + "/tenbou-files.txt"));
  // With a file of someone else's beside: refused, and the manifest does not make it tenbou's.
  fs::remove(site + "/tenbou-files.txt");
  f.dir.write("site/en/my-notes.html", "mine");
  refused_publish({"--db", f.db, "publish", site, "--lang", "en,de", "--clean"}, site, "(en/my-notes.html)");
  fs::remove(site + "/en/my-notes.html");
  REQUIRE(f.run({"publish", site, "--lang", "en"}).status == 0);
  // A manifest that lists others' files, or leads out of the folder, is not believed.
  fs::copy_file(f.db, site + "/t.tenbou");
  f.dir.write("outside.txt", "outside");
  f.dir.write("site/tenbou-files.txt", site_files(site).at("tenbou-files.txt") + "t.tenbou\n../outside.txt\nen\n");
  refused_publish({"--db", f.db, "publish", site, "--lang", "en", "--clean"}, site, "(t.tenbou)");
  CHECK(site_files(f.dir.path()).at("outside.txt") == "outside");
}

TEST_CASE("hidden files written while eight publishes run are never lost, and the later of two publishes wins" * slow()) {
  Fixture f;
  const std::string site = f.dir.path() + "/site";
  fs::create_directories(site + "/.git/objects");
  std::atomic<bool> done = false;
  std::thread git([&] {  // a program writing into the site's .git meanwhile, each file under a name of its own
    for (int i = 1; i <= 3000 && !done; ++i) f.dir.write("site/.git/objects/o" + std::to_string(i), "object " + std::to_string(i));
  });
  std::vector<std::thread> publishes;
  std::atomic<int> failed = 0;
  for (int i = 0; i < 8; ++i)
    publishes.emplace_back([&] { failed += f.run({"publish", site, "--lang", "en"}).status != 0; });
  for (std::thread& t : publishes) t.join();
  done = true;
  git.join();
  CHECK(failed == 0);
  int objects = 0;
  for (const auto& [name, content] : site_files(site + "/.git/objects")) {
    ++objects;
    CHECK(content == "object " + name.substr(1));
  }
  CHECK(objects >= 1);
  CHECK(fs::exists(site + "/.git/objects/o" + std::to_string(objects)));  // none missing before the last written

  // Two publishes at once, the tournament changed while the first runs: both succeed, taking turns, and the site
  // left is the tournament as it stands (the publish that reads last writes last).
  REQUIRE(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "Alice"}).status == 0);
  REQUIRE(f.run({"game", "finish", "1/1"}).status == 0);
  RunResult first_publish;
  std::thread first([&] { first_publish = f.run({"publish", site, "--lang", "all"}); });
  REQUIRE(f.run({"game", "reopen", "1/1", "--reason", "one more hand"}).status == 0);
  const RunResult second = f.run({"publish", site, "--lang", "all"});
  first.join();
  CHECK(first_publish.status == 0);
  CHECK(second.status == 0);
  CHECK_FALSE(fs::exists(site + "/en/game-1-1.html"));  // in progress again: not published
  const RunResult again = f.run({"publish", site, "--lang", "all"});
  CHECK(again.out.find("(none changed)") != std::string::npos);
}

TEST_CASE("a stopped publish's copy is removed by the next publish at once; a mounted disk's root is published to") {
  Fixture f;
  const std::string site = f.dir.path() + "/site";
  REQUIRE(f.run({"publish", site, "--lang", "en"}).status == 0);
  std::string here;
  for (const char c : machine_name()) here += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
  const std::string left = site + "/.tenbou-writing-" + (here.empty() ? "machine" : here) + "-999999999";
  fs::create_directories(left + "/en");
  f.dir.write("site/.tenbou-writing-" + (here.empty() ? std::string("machine") : here) + "-999999999/en/index.html",
              std::string(100000, 'x'));
  REQUIRE(f.run({"publish", site, "--lang", "en"}).status == 0);
  CHECK_FALSE(fs::exists(left));

  const auto r = on_small_disk(f, f.dir.path() + "/disk", "2m", "", "publish \"$1\" --lang en",
                               "ls -A \"$1\"; ls \"$1/en\" | wc -l");
  if (!r) return;
  CHECK_MESSAGE(r->out.find("exit 0\nen\nindex.html\nstyle.css\ntenbou-files.txt\ntournament.json\n") != std::string::npos,
                r->out << r->err);
}

}  // namespace
}  // namespace tenbou::test
