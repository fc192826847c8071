// Imports run at once on one fresh file, each registering the same players (--add-players): every one succeeds, the
// players registered once, and no write calls the file damaged because another process registered players between
// its start and its write.

#include <thread>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

TEST_CASE("four imports at once, one round each, the same 40 players: all succeed, each player registered once") {
  for (int attempt = 0; attempt < 3; ++attempt) {
    const TournamentFile f;
    REQUIRE(run_tenbou({"init", f.db, "--name", "Spring League"}).status == 0);
    std::vector<std::string> files;
    for (int round = 1; round <= 4; ++round) {
      std::string lines;
      for (int table = 1; table <= 10; ++table) {
        std::string players;
        for (int seat = 0; seat < 4; ++seat)  // a different table each round
          players += std::string(seat ? ", " : "") + "\"Spieler Ö" + std::to_string((table - 1 + seat * round) % 10 * 4 + seat + 1) + "\"";
        lines += R"({"round": )" + std::to_string(round) + R"(, "table": )" + std::to_string(table) + R"(, "players": [)" +
                 players + R"(], "hands": [{"result": "draw", "tenpai": []}], "finished": true})" + "\n";
      }
      files.push_back(f.dir.write("round" + std::to_string(round) + ".jsonl", lines));
    }
    std::vector<RunResult> results(4);
    std::vector<std::thread> imports;
    for (std::size_t i = 0; i < 4; ++i)
      imports.emplace_back([&, i] { results[i] = f.run({"game", "import", files[i], "--add-players"}); });
    for (std::thread& t : imports) t.join();
    for (const RunResult& r : results) {
      CHECK_MESSAGE(r.status == 0, r.err);
      CHECK(r.err.find("damaged") == std::string::npos);
    }
    CHECK(f.json({"player", "list", "--format", "json"}).size() == 40);
    CHECK(f.json({"game", "list", "--format", "json"}).size() == 40);
    CHECK(f.run({"audit"}).status == 0);
  }
}

}  // namespace
}  // namespace tenbou::test
