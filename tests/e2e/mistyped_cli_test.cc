// End-to-end tests of mistyped command lines: a command, verb or option tenbou does not have is answered with the
// nearest one it has, exit 2, and nothing is written.

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

/// Runs `args` on the fixture's file: usage error (exit 2), `words` said, nothing written or printed on stdout.
void mistyped(const Fixture& f, const std::vector<std::string>& args, const std::string& words) {
  const std::string before = database_content(f.db);
  const RunResult r = f.run(args);
  CHECK_MESSAGE(r.status == 2, r.err);
  CHECK_MESSAGE(r.err.find(words) != std::string::npos, "missing \"" << words << "\" in: " << r.err);
  CHECK(r.err.find("A subcommand is required") == std::string::npos);
  CHECK(r.out.empty());
  CHECK(database_content(f.db) == before);
}

TEST_CASE("a mistyped command, verb or option is answered with the one meant") {
  Fixture f;
  mistyped(f, {"standing"}, "tenbou: no command 'standing'; did you mean `tenbou standings`?");
  mistyped(f, {"player", "ad", "Zoë Ødegård"}, "no command 'player ad'; did you mean `tenbou player add`?");
  mistyped(f, {"plyer", "list"}, "no command 'plyer'; did you mean `tenbou player`?");
  mistyped(f, {"hand", "ron", "--game", "1/1", "--winer", "Alice", "--from", "Chiara", "--han", "3", "--fu", "30"},
           "no option '--winer' for `tenbou hand ron`; did you mean `--winner`?");
  mistyped(f, {"standings", "--formt", "json"}, "no option '--formt' for `tenbou standings`; did you mean `--format`?");
  mistyped(f, {"game", "show", "1/1", "--fromat=json"}, "did you mean `--format`?");
  // Nothing near: what there is.
  mistyped(f, {"frobnicate"}, "no command 'frobnicate'; the commands are: init, player, game, hand");
  mistyped(f, {"penalty", "zzz"}, "no command 'penalty zzz'; `tenbou penalty` takes: ");
  mistyped(f, {"standings", "--zzzzzz"}, "no option '--zzzzzz' for `tenbou standings` (tenbou standings --help lists");
}

TEST_CASE("known words keep CLI11's own message, and help still works") {
  Fixture f;
  // A missing value and a missing verb are not mistyped words.
  const RunResult missing = f.run({"hand", "ron", "--winner", "Alice"});
  CHECK(missing.status == 2);
  CHECK(missing.err.find("--game is required") != std::string::npos);
  CHECK(f.run({"player"}).err.find("A subcommand is required") != std::string::npos);
  // A negative number and an option's value are no options; a player named like a command is no command.
  CHECK(f.run({"calc", "--han", "3", "--fu", "30", "--honba", "-1"}).err.find("no option") == std::string::npos);
  CHECK(f.run({"player", "add", "standing"}).status == 0);
  const RunResult help = f.run({"standings", "--help"});
  CHECK(help.status == 0);
  CHECK(help.out.find("--format") != std::string::npos);
}

}  // namespace
}  // namespace tenbou::test
