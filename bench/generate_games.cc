// Writes realistic generated game records as JSON Lines:
//   generate_games COUNT [SEED] [RULESET] [TABLES] > games.jsonl
// With TABLES, the games form a tournament of TABLES tables per round: each record carries "round" and
// "table", and players "Player 1" to "Player 4*TABLES" are reseated at random every round (ready for
// `tenbou game import --add-players`).

#include <algorithm>
#include <cstdio>
#include <random>
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>

#include "game_generator.h"
#include "record/record_writer.h"
#include "record/ruleset_cache.h"

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
  std::vector<std::string> field;
  for (int p = 1; p <= 4 * tables; ++p) field.push_back("Player " + std::to_string(p));
  std::mt19937_64 seating(seed);
  std::string out;
  for (long i = 0; i < count; ++i) {
    if (tables > 0) {
      const auto table = static_cast<std::size_t>(i % tables);
      if (table == 0) std::shuffle(field.begin(), field.end(), seating);
      for (std::size_t s = 0; s < 4; ++s) players.values[s] = field[4 * table + s];
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
