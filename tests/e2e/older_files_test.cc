// Files written by earlier versions of tenbou: each one opens, audits clean and reports exactly what the
// version that wrote it reported. Every change of the schema or of the ruleset parameters adds a fixture
// under tests/data/ (see the README).

#include <filesystem>

#include "test_support.h"

namespace tenbou::test {
namespace {

/// A tournament file written by an earlier tenbou, with what that version printed for it.
struct OlderFile {
  const char* folder;                  ///< under tests/data/
  std::vector<const char*> games;      ///< every game, as ROUND/TABLE
};

const std::vector<OlderFile>& older_files() {
  static const std::vector<OlderFile> files = {
      // tenbou 0.1.0 (schema level 4, ruleset copies without a format version): the demo tournament.
      {"tenbou-0.1.0", {"1/1", "1/2", "1/3", "1/4", "2/1", "2/2", "2/3", "2/4"}},
  };
  return files;
}

TEST_CASE("tournament files written by earlier versions open, audit clean and report the same figures") {
  for (const OlderFile& older : older_files()) {
    CAPTURE(older.folder);
    const std::string folder = std::string("tests/data/") + older.folder;
    TempDir dir;
    const std::string db = dir.path() + "/old.tenbou";
    std::filesystem::copy_file(std::string(TENBOU_SOURCE_DIR) + "/" + folder + "/demo.tenbou", db);

    const RunResult audit = run_tenbou({"--db", db, "audit"});
    CHECK_MESSAGE(audit.status == 0, audit.out << audit.err);

    const RunResult standings = run_tenbou({"--db", db, "standings", "--format", "json"});
    REQUIRE_MESSAGE(standings.status == 0, standings.err);
    CHECK(standings.out == read_source_file(folder + "/standings.json"));

    for (const char* game : older.games) {
      CAPTURE(game);
      const RunResult shown = run_tenbou({"--db", db, "game", "show", game, "--format", "json"});
      REQUIRE_MESSAGE(shown.status == 0, shown.err);
      std::string file = game;
      file[file.find('/')] = '-';
      CHECK(shown.out == read_source_file(folder + "/games/" + file + ".json"));
    }
  }
}

}  // namespace
}  // namespace tenbou::test
