#pragma once
// A small tournament file for end-to-end tests, and checks on refused commands.

#include <filesystem>
#include <optional>

#include "test_support.h"

namespace tenbou::test {

/// A tournament file in a scratch folder (not created yet), and the commands run on it.
struct TournamentFile {
  TempDir dir;
  std::string db = dir.path() + "/t.tenbou";

  RunResult run(std::vector<std::string> args, const std::string& input = "") const {
    args.insert(args.begin(), {"--db", db});
    return run_tenbou(args, input);
  }

  /// Runs a command that must be refused: exit 1, the message holding each of `words`, nothing changed.
  void refused(const std::vector<std::string>& args, const std::vector<std::string>& words,
               const std::string& input = "") const {
    const std::string before = database_content(db);
    const RunResult r = run(args, input);
    CHECK_MESSAGE(r.status == 1, r.err);
    for (const std::string& w : words) CHECK_MESSAGE(r.err.find(w) != std::string::npos, "missing \"" << w << "\" in: " << r.err);
    CHECK((r.out.empty() || r.out.rfind("{\"error\"", 0) == 0));  // JSON errors go to stdout
    CHECK(database_content(db) == before);
  }

  nlohmann::json json(const std::vector<std::string>& args) const {
    const RunResult r = run(args);
    REQUIRE_MESSAGE(r.status == 0, r.err);
    return nlohmann::json::parse(r.out);
  }
};

/// A tournament file with eight players and game 1/1 started (Alice, Bernd, Chiara, Dmitri).
struct Fixture : TournamentFile {
  Fixture() {
    REQUIRE(run_tenbou({"init", db, "--name", "Test Open"}).status == 0);
    const std::string csv = dir.write("players.csv",
                                      "name,ema,country,club\n"
                                      "Alice Martin,04090012,FRA,\nBernd Keller,,DEU,\nChiara Rossi,,ITA,\n"
                                      "Dmitri Volkov,,,\nAlan Smith,,GBR,\nEva Novak,,CZE,\nFinn Larsen,,DNK,\n"
                                      "Greta Lind,,SWE,\n");
    REQUIRE(run({"player", "import", csv}).status == 0);
    REQUIRE(run({"game", "start", "--round", "1", "--table", "1", "--players", "Alice M,Bernd,Chiara,Dmitri"}).status == 0);
  }
};

/// What tenbou said and left when run as `args` on a small disk (a tmpfs of `size`, e.g. "16k", mounted in a mount
/// namespace of its own so it goes away with the shell) after `prepare` ran there: stdout holds "exit N" and what
/// `look` prints (by default the disk's files, one per line). In `prepare` and `look`, "$1" is the disk, "$2" tenbou
/// and "$3" the tournament file. Nothing when no such disk can be mounted here (it needs root and unshare): the
/// test is then skipped, saying so.
inline std::optional<RunResult> on_small_disk(const TournamentFile& f, const std::string& disk, const std::string& size,
                                              const std::string& prepare, const std::string& args,
                                              const std::string& look = "ls -A \"$1\"") {
  std::filesystem::create_directory(disk);
  const std::string script = "mount -t tmpfs -o size=" + size + " tmpfs \"$1\" || exit 99\n" + prepare +
                             "\n\"$2\" --db \"$3\" " + args + "\necho \"exit $?\"; " + look;
  const RunResult r = run_program("/usr/bin/unshare", {"--mount", "sh", "-c", script, "sh", disk, TENBOU_BINARY, f.db});
  if (r.status == 0) return r;
  MESSAGE("skipped: no small disk can be mounted here (needs root and unshare): " << r.err);
  return std::nullopt;
}

}  // namespace tenbou::test
