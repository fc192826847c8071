// Writes realistic generated game records as JSON Lines:
//   generate_games COUNT [SEED] [RULESET] [TABLES] > games.jsonl
// With TABLES, the games form a tournament of TABLES tables per round: each record carries "round" and
// "table", and the players of table T are "Player 4T-3" to "Player 4T" (ready for `tenbou game import
// --add-players`).

#include <cstdio>
#include <iostream>
#include <string>

#include "tournament/game_generator.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: generate_games COUNT [SEED] [RULESET] [TABLES]\n";
    return 2;
  }
  const long count = std::stol(argv[1]);
  const std::uint64_t seed = argc > 2 ? std::stoull(argv[2]) : 1;
  const std::string ruleset = argc > 3 ? argv[3] : "ema2016";
  const int tables = argc > 4 ? std::stoi(argv[4]) : 0;
  tenbou::RulesetCache rulesets;
  auto rules = rulesets.get(ruleset, "");
  tenbou::GameGenerator generator(seed);
  tenbou::Names players{{"Alice Martin", "Bernd Keller", "Chiara Rossi", "Dmitri Volkov"}};
  std::string out;
  for (long i = 0; i < count; ++i) {
    if (tables > 0) {
      const int table = static_cast<int>(i % tables) + 1;
      for (int s = 0; s < 4; ++s) players.values[static_cast<std::size_t>(s)] = "Player " + std::to_string(4 * table - 3 + s);
    }
    tenbou::GameRecord record = generator.game(ruleset, rules, players);
    if (tables > 0) {
      record.round = static_cast<int>(i / tables) + 1;
      record.table = static_cast<int>(i % tables) + 1;
    }
    out += tenbou::write_game_record(record).dump();
    out += '\n';
    if (out.size() > (1 << 20)) {
      std::fwrite(out.data(), 1, out.size(), stdout);
      out.clear();
    }
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}
