// Schema migrations: a file at an older level is upgraded in place and keeps its data.

#include <SQLiteCpp/SQLiteCpp.h>

#include <filesystem>

#include "store/database.h"
#include "store/migrations.h"
#include "store/store_error.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

TEST_CASE("migrations are numbered from 1 without gaps and the level is the last one") {
  int expected = 1;
  for (const MigrationText& m : migration_texts()) {
    CHECK(std::stoi(std::string(m.name.substr(0, 3))) == expected++);
    CHECK(!m.sql.empty());
  }
  CHECK(current_schema_level() == expected - 1);
}

TEST_CASE("a file at level 1 is upgraded on open and keeps its tournament and players") {
  TempDir dir;
  const std::string path = dir.path() + "/old.tenbou";
  {
    SQLite::Database db(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    migrate(db, 1);
    db.exec("INSERT INTO tournament VALUES (1, 'Old Open', 'ema2016', '{}', '2025-01-01T00:00:00Z')");
    db.exec("INSERT INTO player (name, created_at) VALUES ('Alice Martin', '2025-01-01T00:00:00Z')");
    CHECK(db.execAndGet("PRAGMA user_version").getInt() == 1);
    CHECK_FALSE(db.tableExists("game_state"));
  }
  SQLite::Database db = open_database(path, OpenMode::ReadWrite);
  CHECK(db.execAndGet("PRAGMA user_version").getInt() == current_schema_level());
  CHECK(db.tableExists("game_state"));
  CHECK(db.execAndGet("SELECT name FROM player").getString() == "Alice Martin");
  CHECK(db.execAndGet("SELECT name FROM tournament").getString() == "Old Open");
}

TEST_CASE("a file written at level 9 (before teams) is upgraded on open: no teams, its players and games kept") {
  TempDir dir;
  const std::string path = dir.path() + "/old.tenbou";
  std::filesystem::copy_file(std::string(TENBOU_SOURCE_DIR) + "/tests/data/schema-9-participation/demo.tenbou", path);
  {
    SQLite::Database before(path, SQLite::OPEN_READONLY);
    CHECK(before.execAndGet("PRAGMA user_version").getInt() == 9);
    CHECK_FALSE(before.tableExists("team_fact"));
  }
  SQLite::Database db = open_database(path, OpenMode::ReadWrite);
  CHECK(db.execAndGet("PRAGMA user_version").getInt() == current_schema_level());
  CHECK(db.tableExists("team_fact"));
  CHECK(db.execAndGet("SELECT count(*) FROM team_fact").getInt() == 0);
  CHECK(db.execAndGet("SELECT count(*) FROM player").getInt() == 18);
  CHECK(db.execAndGet("SELECT count(*) FROM game").getInt() == 13);
}

TEST_CASE("a file written at level 10 (before stages) is upgraded on open: no stages, its teams and seating plans kept") {
  TempDir dir;
  const std::string path = dir.path() + "/old.tenbou";
  std::filesystem::copy_file(std::string(TENBOU_SOURCE_DIR) + "/tests/data/schema-10-teams/demo.tenbou", path);
  {
    SQLite::Database before(path, SQLite::OPEN_READONLY);
    CHECK(before.execAndGet("PRAGMA user_version").getInt() == 10);
    CHECK_FALSE(before.tableExists("stage_fact"));
    CHECK(before.execAndGet("SELECT count(*) FROM seating_plan").getInt() == 2);
  }
  SQLite::Database db = open_database(path, OpenMode::ReadWrite);
  CHECK(db.execAndGet("PRAGMA user_version").getInt() == current_schema_level());
  CHECK(db.execAndGet("SELECT count(*) FROM stage_fact").getInt() == 0);
  CHECK(db.execAndGet("SELECT count(*) FROM team_fact").getInt() == 8);  // 5 formed, 2 changed, 1 removed
  // The seating plans, rebuilt to take --separate team (schema 12), keep every row, and stay append-only.
  CHECK(db.execAndGet("SELECT count(*) FROM seating_plan").getInt() == 2);
  CHECK(db.execAndGet("SELECT separate FROM seating_plan WHERE id = 1").getString() == "country");
  CHECK_THROWS(db.exec("DELETE FROM seating_plan"));
  CHECK(db.execAndGet("SELECT count(*) FROM seating_seat WHERE plan = 2").getInt() > 0);
}

TEST_CASE("a file written at level 12 (before removed registrations) is upgraded on open: no removal, append-only") {
  TempDir dir;
  const std::string path = dir.path() + "/old.tenbou";
  std::filesystem::copy_file(std::string(TENBOU_SOURCE_DIR) + "/tests/data/schema-12-stages/demo.tenbou", path);
  {
    SQLite::Database before(path, SQLite::OPEN_READONLY);
    CHECK(before.execAndGet("PRAGMA user_version").getInt() == 12);
    CHECK_FALSE(before.tableExists("player_removal"));
  }
  SQLite::Database db = open_database(path, OpenMode::ReadWrite);
  CHECK(db.execAndGet("PRAGMA user_version").getInt() == current_schema_level());
  CHECK(db.execAndGet("SELECT count(*) FROM player_removal").getInt() == 0);
  CHECK(db.execAndGet("SELECT count(*) FROM player").getInt() == 18);
  CHECK(db.execAndGet("SELECT count(*) FROM stage_fact").getInt() == 1);
  db.exec("INSERT INTO player_removal (player, kind, reason, entered_at) VALUES (17, 'remove', 'a test', '2026-01-01T00:00:00Z')");
  CHECK_THROWS(db.exec("UPDATE player_removal SET kind = 'restore'"));
  CHECK_THROWS(db.exec("DELETE FROM player_removal"));
  CHECK_THROWS(db.exec("INSERT INTO player_removal (player, kind, reason, entered_at) VALUES (17, 'delete', 'x', 'now')"));
}

TEST_CASE("a file written at level 14 (before who registered a player) is upgraded on open: nobody named, players kept") {
  TempDir dir;
  const std::string path = dir.path() + "/old.tenbou";
  std::filesystem::copy_file(std::string(TENBOU_SOURCE_DIR) + "/tests/data/schema-14-registrations/demo.tenbou", path);
  {
    SQLite::Database before(path, SQLite::OPEN_READONLY);
    CHECK(before.execAndGet("PRAGMA user_version").getInt() == 14);
  }
  SQLite::Database db = open_database(path, OpenMode::ReadWrite);
  CHECK(db.execAndGet("PRAGMA user_version").getInt() == current_schema_level());
  CHECK(db.execAndGet("SELECT count(*) FROM player").getInt() == 18);
  CHECK(db.execAndGet("SELECT count(*) FROM player WHERE registered_by IS NULL").getInt() == 18);
  CHECK(db.execAndGet("SELECT count(*) FROM player_removal").getInt() == 1);
  CHECK_THROWS(db.exec("UPDATE player SET registered_by = 'someone'"));  // registrations stay as made
}

TEST_CASE("a file written at level 15 (before online games) is upgraded on open: no online names, no game's log") {
  TempDir dir;
  const std::string path = dir.path() + "/old.tenbou";
  std::filesystem::copy_file(std::string(TENBOU_SOURCE_DIR) + "/tests/data/schema-15-online/demo.tenbou", path);
  {
    SQLite::Database before(path, SQLite::OPEN_READONLY);
    CHECK(before.execAndGet("PRAGMA user_version").getInt() == 15);
  }
  SQLite::Database db = open_database(path, OpenMode::ReadWrite);
  CHECK(db.execAndGet("PRAGMA user_version").getInt() == current_schema_level());
  CHECK(db.execAndGet("SELECT count(*) FROM player WHERE online_names IS NULL").getInt() == 16);
  CHECK(db.execAndGet("SELECT count(*) FROM game_source").getInt() == 0);
  db.exec("INSERT INTO game_source (game, platform, log_id, digest, wins, entered_at) VALUES (1, 'Tenhou', 'x', 'd', '[]', "
          "'2026-01-01T00:00:00Z')");
  CHECK_THROWS(db.exec("UPDATE game_source SET log_id = 'y'"));  // a game's log stays as imported
  CHECK_THROWS(db.exec("DELETE FROM game_source"));
  CHECK_THROWS(db.exec("INSERT INTO game_source (game, platform, log_id, digest, wins, entered_at) VALUES (1, 'Tenhou', 'z', "
                       "'d', '[]', 'now')"));
}

TEST_CASE("opening refuses a missing file, and creating refuses an existing one") {
  TempDir dir;
  const std::string path = dir.path() + "/t.tenbou";
  CHECK_THROWS_AS(open_database(path, OpenMode::ReadWrite), StoreError);
  { SQLite::Database created = open_database(path, OpenMode::Create); }
  CHECK_THROWS_AS(open_database(path, OpenMode::Create), StoreError);
}

}  // namespace
}  // namespace tenbou::test
