// Tournament files as they travel: commands that only read work on read-only files and folders and never
// write; empty and foreign files are refused without a byte written; messages say whether the file could
// not be read or could not be changed, and name the folder when the folder is read-only.

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>
#include <sys/stat.h>
#include <unistd.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

namespace fs = std::filesystem;

std::string bytes_of(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

/// Runs tenbou as a user without the rights of the owner of the test's files. As root, who may write
/// anywhere, that is user nobody (through setpriv); otherwise the user running the tests, for whom the test
/// takes the write permission away.
RunResult run_unprivileged(const std::vector<std::string>& args) {
  if (::geteuid() != 0) return run_tenbou(args);
  std::vector<std::string> wrapped = {"--reuid=65534", "--regid=65534", "--clear-groups", TENBOU_BINARY};
  wrapped.insert(wrapped.end(), args.begin(), args.end());
  return run_program("/usr/bin/setpriv", wrapped);
}

bool can_drop_privileges() { return ::geteuid() != 0 || fs::exists("/usr/bin/setpriv"); }

TEST_CASE("no --output and no backup writes over a tournament file, its journals or any SQLite file, whatever path "
          "names it") {
  Fixture f;
  REQUIRE(f.run({"tournament", "set", "dates", "2026-05-01..2026-05-02"}).status == 0);  // for the ranking
  REQUIRE(f.run({"standings"}).status == 0);  // its -wal and -shm beside it, as in use
  const std::string other = f.dir.path() + "/other.tenbou";
  REQUIRE(run_tenbou({"init", other, "--name", "Other Cup"}).status == 0);
  fs::create_directories(f.dir.path() + "/sub");
  fs::create_symlink(f.db, f.dir.path() + "/standings.html");
  fs::create_symlink(f.db + "-wal", f.dir.path() + "/journal.html");
  const std::string db_before = bytes_of(f.db), other_before = bytes_of(other);
  const std::string relative = fs::relative(f.db).string();
  for (const std::string& target : {f.db, relative, f.dir.path() + "/sub/../t.tenbou", f.dir.path() + "/standings.html",
                                    f.db + "-wal", f.db + "-shm", f.db + "-journal", f.dir.path() + "/journal.html", other}) {
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"standings", "--format", "html", "--output", target},
          {"export", "ema", "--force", "--output", target}, {"ranking", f.db, "--output", target}, {"backup", target}}) {
      std::vector<std::string> with_db{"--db", f.db};
      with_db.insert(with_db.end(), args.begin(), args.end());
      const RunResult r = run_tenbou(with_db);
      CHECK_MESSAGE(r.status == 1, args[0] << " " << target);
      CHECK_MESSAGE((r.err.find("which tenbou never writes over") != std::string::npos ||
                     r.err.find("already exists") != std::string::npos), r.err);
    }
  }
  CHECK(bytes_of(f.db) == db_before);
  CHECK(bytes_of(other) == other_before);
  CHECK(fs::is_symlink(f.dir.path() + "/standings.html"));
  CHECK(f.run({"standings"}).status == 0);
}

TEST_CASE("an empty or foreign file is refused and nothing is written to it") {
  TempDir dir;
  const std::string empty = dir.write("empty.tenbou", "");
  for (const auto& args : {std::vector<std::string>{"--db", empty, "standings"}, {"--db", empty, "player", "add", "Alice"}}) {
    const RunResult r = run_tenbou(args);
    CHECK(r.status == 1);
    CHECK(r.err.find("is empty, not a tenbou tournament") != std::string::npos);
    CHECK(fs::file_size(empty) == 0);
  }
  const std::string text = dir.write("notes.txt", "Round 1: Alice 45,000\n");
  const RunResult r = run_tenbou({"--db", text, "player", "add", "Alice"});
  CHECK(r.status == 1);
  CHECK(r.err.find("is not a tenbou tournament file (it is not an SQLite database)") != std::string::npos);
  CHECK(bytes_of(text) == "Round 1: Alice 45,000\n");
  const RunResult folder = run_tenbou({"--db", dir.path(), "standings"});
  CHECK(folder.status == 1);
  CHECK(folder.err.find("is not a tournament file: it is a folder, not a file") != std::string::npos);
}

TEST_CASE("a device, a pipe or a loop of links is refused in words by every command that reads a file, at once") {
  Fixture f;  // eight players, game 1/1 started
  const std::string fifo = f.dir.path() + "/pipe", loop = f.dir.path() + "/loop";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  fs::create_symlink(f.dir.path() + "/loop-back", loop);
  fs::create_symlink(loop, f.dir.path() + "/loop-back");
  const std::vector<std::pair<std::string, std::string>> files = {
      {"/dev/zero", "it is not a file but a device, a pipe or a socket"},
      {fifo, "it is not a file but a device, a pipe or a socket"},
      {loop, "its symbolic links go round in a loop"}};
  for (const auto& [file_named, why] : files) {
    const std::string& file = file_named;  // a variable of its own: CAPTURE takes it by reference
    CAPTURE(file);
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"--db", file, "standings"}, {"ranking", file}, {"player", "import", file},
          {"game", "import", file}, {"game", "result", "--csv", file}, {"replay", file}, {"seating", "check", file}}) {
      CAPTURE(args[0] + " " + args[1]);
      const RunResult r = args[0] == "--db" || args[0] == "ranking" || args[0] == "replay" || args[1] == "check"
                              ? run_tenbou(args)
                              : f.run(args);
      CHECK(r.status == 1);
      CHECK_MESSAGE(r.err.find(why) != std::string::npos, r.err);
      if (file == fifo && args[0] != "--db" && args[0] != "ranking") CHECK(r.err.find("give -") != std::string::npos);
    }
  }
}

TEST_CASE("commands that only read never write, also to a file of an older version") {
  TempDir dir;
  const std::string db = dir.path() + "/old.tenbou";
  fs::copy_file(std::string(TENBOU_SOURCE_DIR) + "/tests/data/tenbou-0.1.0/demo.tenbou", db);
  const std::string before = bytes_of(db);
  for (const auto& args : {std::vector<std::string>{"standings"}, {"stats"}, {"audit"}, {"game", "show", "2/1"},
                           {"player", "list"}, {"tournament", "show"}, {"export", "games"}}) {
    std::vector<std::string> full = {"--db", db};
    full.insert(full.end(), args.begin(), args.end());
    const RunResult r = run_tenbou(full);
    CHECK_MESSAGE(r.status == 0, args[0] << ": " << r.err);
  }
  CHECK(bytes_of(db) == before);
  CHECK((!fs::exists(db + "-wal") || fs::file_size(db + "-wal") == 0));  // SQLite's journal, empty
  // A write upgrades it.
  REQUIRE(run_tenbou({"--db", db, "player", "add", "Zoë Lefèvre"}).status == 0);
  CHECK(bytes_of(db) != before);
}

TEST_CASE("read-only files and folders: reading works, writing is refused naming the file or the folder") {
  if (!can_drop_privileges()) {
    MESSAGE("skipped: running as root without setpriv, so no file is read-only to tenbou");
    return;
  }
  Fixture f;
  REQUIRE(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "Alice"}).status == 0);
  REQUIRE(run_tenbou({"--db", f.db, "audit"}).status == 0);  // leaves the file checkpointed, without a journal
  const std::string folder = f.dir.path() + "/usb";
  fs::create_directory(folder);
  const std::string db = folder + "/t.tenbou";
  fs::copy_file(f.db, db);
  ::chmod(f.dir.path().c_str(), 0755);
  ::chmod(db.c_str(), 0444);
  ::chmod(folder.c_str(), 0555);
  const std::string before = bytes_of(db);

  for (const auto& args : {std::vector<std::string>{"standings"}, {"game", "show", "1/1"}, {"player", "show", "Alice"},
                           {"audit"}, {"stats", "--format", "json"}}) {
    std::vector<std::string> full = {"--db", db};
    full.insert(full.end(), args.begin(), args.end());
    const RunResult r = run_unprivileged(full);
    CHECK_MESSAGE(r.status == 0, args[0] << ": " << r.err);
  }
  const RunResult write = run_unprivileged({"--db", db, "player", "add", "Zoë Lefèvre"});
  CHECK(write.status == 1);
  CHECK(write.err.find("could not change \"" + db + "\": the file is read-only") != std::string::npos);

  // A file the user may write, in a folder they may not.
  ::chmod(db.c_str(), 0666);
  const RunResult in_folder = run_unprivileged({"--db", db, "hand", "draw", "--game", "1/1", "--tenpai", "none"});
  CHECK(in_folder.status == 1);
  CHECK(in_folder.err.find("its folder \"" + folder + "\" is read-only") != std::string::npos);
  CHECK(bytes_of(db) == before);
  CHECK_FALSE(fs::exists(db + "-wal"));

  // A backup into a folder the user may not write to: refused naming the folder, and nothing left there.
  const RunResult backup = run_unprivileged({"--db", f.db, "backup", folder + "/copy.tenbou"});
  CHECK(backup.status == 1);
  CHECK_MESSAGE(backup.err.find("could not write \"" + folder + "/copy.tenbou\": permission denied in the folder \"" +
                                folder + "\"") != std::string::npos, backup.err);
  CHECK(std::distance(fs::directory_iterator(folder), fs::directory_iterator()) == 1);  // t.tenbou alone
  ::chmod(folder.c_str(), 0755);
}

TEST_CASE("a game naming a player the file does not hold is a damaged file, said in words, never exit 3") {
  Fixture f;  // game 1/1 started: Alice, Bernd, Chiara, Dmitri
  {
    SQLite::Database db(f.db, SQLite::OPEN_READWRITE);
    db.exec("PRAGMA foreign_keys = OFF");
    db.exec("DROP TRIGGER game_fixed");
    db.exec("UPDATE game SET north = 999");
  }
  for (const auto& args : {std::vector<std::string>{"standings"}, {"standings", "--format", "json"}, {"audit"}, {"stats"},
                           {"tournament", "show"}, {"export", "ema", "--force"}, {"game", "show", "1/1"}}) {
    CAPTURE(args[0]);
    const RunResult r = f.run(args);
    CHECK(r.status == 1);
    CHECK(r.err.find("the tournament file is damaged") != std::string::npos);
    CHECK(r.err.find("player 999, who is not among its players") != std::string::npos);
  }
  CHECK(run_tenbou({"ranking", f.db}).status == 1);
}

TEST_CASE("a file whose player table another program replaced by a view that never ends is refused on open") {
  Fixture f;
  {
    SQLite::Database db(f.db, SQLite::OPEN_READWRITE);
    db.exec("PRAGMA foreign_keys = OFF");
    db.exec("ALTER TABLE player RENAME TO player_kept");
    db.exec("CREATE VIEW player AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) "
            "SELECT i AS id, 'P' || i AS name, NULL AS ema, NULL AS country, NULL AS club, NULL AS given, NULL AS family, "
            "'2026-01-01T00:00:00Z' AS created_at FROM n");
  }
  for (const auto& args : {std::vector<std::string>{"standings"}, {"player", "add", "Zoë"}, {"audit"}}) {
    const RunResult r = f.run(args);
    CHECK(r.status == 1);
    CHECK(r.err.find("holds a view \"player\", which no tenbou file has: another program changed it") != std::string::npos);
  }
}

TEST_CASE("a name a damaged file holds with bytes that are not UTF-8 and control characters is shown escaped") {
  Fixture f;
  REQUIRE(f.run({"game", "result", "1/1", "--scores", "45000,35000,25000,15000"}).status == 0);
  {
    SQLite::Database db(f.db, SQLite::OPEN_READWRITE);
    db.exec("DROP TRIGGER IF EXISTS player_fixed");
    db.exec("UPDATE player SET name = CAST(x'416C696365FF1B5B33316D' AS TEXT) WHERE name = 'Alice Martin'");
  }
  for (const auto& args : {std::vector<std::string>{"standings"}, {"standings", "--format", "json"}, {"stats", "--format", "json"},
                           {"export", "results", "--format", "json"}, {"standings", "--format", "html"},
                           {"player", "list", "--format", "json"}, {"game", "show", "1/1", "--format", "json"}}) {
    CAPTURE(args[0]);
    const RunResult r = f.run(args);
    CHECK_MESSAGE(r.status == 0, r.err);
    CHECK(r.out.find('\x1b') == std::string::npos);
    CHECK(r.out.find("x{FF}") != std::string::npos);  // the escape shown (in JSON with its backslash escaped)
  }
  // A results file read by the ranking: the same.
  const std::string csv = f.dir.write("odd.csv", "Tournament,Odd\nDates,2026-05-01\nMERS weight,1.0\n\n"
                                                 "Place,Last name,First name,EMA number,Country,Score,Base rank\n"
                                                 "1,Ro\xFFy,K\x1b[2J,,CZE,100,1000\n2,Berg,Jan,,CZE,-100,0\n");
  const RunResult ranked = run_tenbou({"ranking", csv, csv, "--format", "json"});
  CHECK_MESSAGE(ranked.status == 0, ranked.err);
  CHECK(ranked.out.find('\x1b') == std::string::npos);
}

TEST_CASE("a damaged cached figure says the file is damaged and how to rebuild it, and audit --rebuild does") {
  Fixture f;
  REQUIRE(f.run({"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Bernd", "--han", "3", "--fu", "30"}).status == 0);
  REQUIRE(f.run({"game", "finish", "1/1"}).status == 0);
  const nlohmann::json standings = f.json({"standings", "--format", "json"});
  {
    SQLite::Database db(f.db, SQLite::OPEN_READWRITE);
    db.exec("UPDATE game_state SET tallies = '{\"hands\": [1, 2', final = '{\"scores\": \"\x1b[31m'");
  }
  for (const auto& args : {std::vector<std::string>{"stats"}, {"standings"}}) {
    const RunResult r = f.run(args);
    CHECK(r.status == 1);
    CHECK(r.err.find("the tournament file is damaged: the stored figures of game 1/1 cannot be read") != std::string::npos);
    CHECK(r.err.find("tenbou audit --rebuild") != std::string::npos);
  }
  const RunResult audit = f.run({"audit"});
  CHECK(audit.status == 1);
  CHECK(audit.out.find("\\u{1B}[31m") != std::string::npos);  // shown escaped, never sent to the terminal
  CHECK(audit.out.find('\x1b') == std::string::npos);
  const RunResult rebuilt = f.run({"audit", "--rebuild"});
  CHECK_MESSAGE(rebuilt.status == 0, rebuilt.out << rebuilt.err);
  CHECK(rebuilt.out.find("Rebuilt the stored figures of 1 of 1 game from their entries.") == 0);
  CHECK(f.json({"standings", "--format", "json"}) == standings);
}

}  // namespace
}  // namespace tenbou::test
