// Double entries at the command line: a hand identical to the one entered moments before is refused without
// --expect (a second referee entering the same hand), accepted with it; the --expect guard names the hand the
// referee meant; the table mode asks, and through a pipe stops unless the line says `again`. "Moments before" is
// measured on the clock of the machine's boot when both entries come from one, so setting the date changes nothing.

#include <SQLiteCpp/Database.h>
#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

size_t hands_of(const Fixture& f) { return f.json({"game", "show", "1/1", "--format", "json"})["hands"].size(); }

TEST_CASE("an identical hand right after the last is refused without --expect and accepted with it") {
  Fixture f;
  REQUIRE(f.run({"hand", "tsumo", "--game", "1/1", "--winner", "Bernd", "--han", "2", "--fu", "30", "--by", "Referee Kim"})
              .status == 0);
  // A second referee types the same tsumo: refused, naming the hand, when and by whom, and the way to enter it.
  f.refused({"hand", "tsumo", "--game", "1/1", "--winner", "Bernd", "--han", "2", "--fu", "30", "--by", "Referee Lee"},
            {"this looks like hand 1 again, entered ", " s ago by Referee Kim: if it is a new hand, give --expect 2"});
  const RunResult json = f.run({"hand", "tsumo", "--game", "1/1", "--winner", "Bernd", "--han", "2", "--fu", "30",
                                "--format", "json"});
  CHECK(json.status == 1);
  const nlohmann::json error = nlohmann::json::parse(json.out)["error"];
  CHECK(error["hand"] == 1);
  CHECK(error["entered_by"] == "Referee Kim");
  // Notes and tiles aside: a note does not make it another hand.
  f.refused({"hand", "tsumo", "--game", "1/1", "--winner", "Bernd", "--han", "2", "--fu", "30", "--note", "again?"},
            {"this looks like hand 1 again"});
  CHECK(hands_of(f) == 1);
  // The referee says it is the next hand: written.
  const RunResult meant = f.run({"hand", "tsumo", "--game", "1/1", "--winner", "Bernd", "--han", "2", "--fu", "30",
                                 "--expect", "2"});
  CHECK_MESSAGE(meant.status == 0, meant.err);
  // The round form accepts it too (E2 is where the next hand is played: Bernd won, the deal moved on).
  REQUIRE(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "none"}).status == 0);
  CHECK(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--expect", "E3"}).status == 0);
  CHECK(hands_of(f) == 4);
}

TEST_CASE("what differs is not a repeat: other values, riichi, tenpai, players") {
  Fixture f;
  REQUIRE(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "Alice"}).status == 0);
  CHECK(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "Alice", "--riichi", "Alice"}).status == 0);
  CHECK(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "Alice,Bernd"}).status == 0);
  CHECK(f.run({"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Bernd", "--han", "1", "--fu", "30"}).status == 0);
  CHECK(f.run({"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Chiara", "--han", "1", "--fu", "30"}).status == 0);
  CHECK(f.run({"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Chiara", "--han", "1", "--fu", "40"}).status == 0);
  CHECK(hands_of(f) == 6);
}

TEST_CASE("a repeated chombo of the same player is a repeat; of another player it is not") {
  Fixture f;
  REQUIRE(f.run({"hand", "chombo", "--game", "1/1", "--player", "Dmitri", "--reason", "wrong ron"}).status == 0);
  f.refused({"hand", "chombo", "--game", "1/1", "--player", "Dmitri", "--reason", "called ron on a wrong tile"},
            {"this looks like hand 1 again", "--expect 2"});
  CHECK(f.run({"hand", "chombo", "--game", "1/1", "--player", "Chiara", "--reason", "wrong ron"}).status == 0);
}

/// Moves the stamps of every entry of the fixture's file: the wall clock's by `wall`, the boot clock's by `boot`
/// (SQLite modifiers such as "-11 minutes"; "" leaves it), and the boot itself to `other_boot` when given.
void move_entries(const Fixture& f, const std::string& wall, int boot_seconds, const std::string& other_boot = "") {
  SQLite::Database db(f.db, SQLite::OPEN_READWRITE);
  db.exec("DROP TRIGGER IF EXISTS entry_fixed");
  db.exec("UPDATE entry SET entered_at = strftime('%Y-%m-%dT%H:%M:%SZ', entered_at, '" + wall + "'), "
          "entered_uptime = entered_uptime + " + std::to_string(boot_seconds));
  if (!other_boot.empty()) db.exec("UPDATE entry SET entered_boot = '" + other_boot + "'");
}

/// Whether this machine says which boot it is (the boot clock is used); where not, the wall clock is.
bool boot_clock_here(const Fixture& f) {
  SQLite::Database db(f.db, SQLite::OPEN_READONLY);
  return !db.execAndGet("SELECT entered_boot FROM entry ORDER BY id DESC LIMIT 1").isNull();
}

TEST_CASE("a hand entered long ago is not taken for a repeat") {
  Fixture f;
  REQUIRE(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "none"}).status == 0);
  // Eleven minutes ago on both clocks: moved back in the file itself, as if the hand had been entered then.
  move_entries(f, "-11 minutes", -11 * 60);
  const RunResult r = f.run({"hand", "draw", "--game", "1/1", "--tenpai", "none"});
  CHECK_MESSAGE(r.status == 0, r.err);
}

TEST_CASE("a repeat is refused when the wall clock was set forward between the two entries (date -s)") {
  Fixture f;
  REQUIRE(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--by", "Referee Kim"}).status == 0);
  if (!boot_clock_here(f)) {
    MESSAGE("skipped: this system does not say which boot it is, so the wall clock is all there is");
    return;
  }
  // The wall clock went 11 minutes forward since the hand: by it, the hand is old; by the boot's clock, it is not.
  move_entries(f, "-11 minutes", 0);
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "none"},
            {"this looks like hand 1 again, entered ", " s ago by Referee Kim"});
  // Set back instead: the same.
  move_entries(f, "+30 minutes", 0);
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "none"}, {"this looks like hand 1 again"});
  CHECK(hands_of(f) == 1);
  // Entered on another boot (the machine restarted, or another laptop wrote it): the wall clock decides.
  move_entries(f, "-30 minutes", 0, "another boot");
  const RunResult r = f.run({"hand", "draw", "--game", "1/1", "--tenpai", "none"});
  CHECK_MESSAGE(r.status == 0, r.err);
}

TEST_CASE("--expect names the last hand that fits the round and counters it gives") {
  Fixture f;
  REQUIRE(f.run({"hand", "chombo", "--game", "1/1", "--player", "Dmitri", "--reason", "wrong ron", "--expect", "E1.0"})
              .status == 0);
  REQUIRE(f.run({"hand", "tsumo", "--game", "1/1", "--winner", "Bernd", "--han", "2", "--fu", "30", "--expect", "E1.0"})
              .status == 0);
  // Both hands were E1 with no counters; the tsumo is the one the referee is entering again.
  f.refused({"hand", "tsumo", "--game", "1/1", "--winner", "Bernd", "--han", "2", "--fu", "30", "--expect", "E1.0"},
            {"--expect E1.0: hand 2 (E1) is already recorded: Bernd Keller 2 han 30 fu tsumo"});
}

TEST_CASE("the table mode through a pipe stops at a repeated hand unless the line ends with again") {
  Fixture f;
  const RunResult stopped = f.run({"table", "1/1"}, "d A\nd A\nd B\n");
  CHECK(stopped.status == 1);
  CHECK_MESSAGE(stopped.err.find("line 2: this looks like hand 1 again") != std::string::npos, stopped.err);
  CHECK(stopped.err.find("end the line with again") != std::string::npos);
  CHECK(hands_of(f) == 1);
  const RunResult again = f.run({"table", "1/1"}, "d A again\nd - \nd -   again # a second all-noten draw\n");
  CHECK_MESSAGE(again.status == 0, again.err);
  CHECK(hands_of(f) == 4);
}

}  // namespace
}  // namespace tenbou::test
