// tenbou backup: a consistent copy that opens as the tournament; a backup that fails (a full disk) leaves no
// file behind, not even an empty one, and says why. The same for a page written with --output.

#include <filesystem>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

namespace fs = std::filesystem;

TEST_CASE("backup writes a copy with every entry, and refuses a file that exists") {
  Fixture f;
  REQUIRE(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "Alice"}).status == 0);
  const std::string copy = f.dir.path() + "/copy.tenbou";
  const RunResult r = f.run({"backup", copy});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out == "Backed up Test Open (1 games, 8 players) to " + copy + ".\n");
  CHECK(database_content(copy) == database_content(f.db));
  for (const auto& entry : fs::directory_iterator(f.dir.path()))
    CHECK_MESSAGE(entry.path().extension() != ".tmp", entry.path());  // no temporary file left

  f.refused({"backup", copy}, {"\"" + copy + "\" already exists: give a new file name for the backup"});
}

TEST_CASE("a backup onto a full disk says so and leaves no file") {
  Fixture f;
  const std::string disk = f.dir.path() + "/usb";
  // 16 KB: too small for the tournament file.
  const auto r = on_small_disk(f, disk, "16k", "", "backup \"$1/copy.tenbou\"");
  if (!r) return;
  CHECK(r->out == "exit 1\n");  // and no file on the disk
  CHECK_MESSAGE(r->err.find("tenbou: could not write \"" + disk + "/copy.tenbou\": the disk is full: no space left") !=
                    std::string::npos, r->err);
}

TEST_CASE("a page written with --output onto a full disk says so and leaves no file") {
  Fixture f;
  const std::string disk = f.dir.path() + "/usb";
  const auto r = on_small_disk(f, disk, "4k", "dd if=/dev/zero of=\"$1/full\" bs=4k count=1 2>/dev/null",
                               "standings --format html --output \"$1/standings.html\"");
  if (!r) return;
  CHECK(r->out == "exit 1\nfull\n");  // nothing but the file that filled it
  CHECK_MESSAGE(r->err.find("could not write \"" + disk + "/standings.html\": the disk is full: no space left") !=
                    std::string::npos, r->err);
}

}  // namespace
}  // namespace tenbou::test
