// Writes realistic generated game records as JSON Lines: generate_games COUNT [SEED] [RULESET] > games.jsonl

#include <cstdio>
#include <iostream>
#include <string>

#include "tournament/game_generator.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: generate_games COUNT [SEED] [RULESET]\n";
    return 2;
  }
  const long count = std::stol(argv[1]);
  const std::uint64_t seed = argc > 2 ? std::stoull(argv[2]) : 1;
  const std::string ruleset = argc > 3 ? argv[3] : "ema2016";
  tenbou::RulesetCache rulesets;
  auto rules = rulesets.get(ruleset, "");
  tenbou::GameGenerator generator(seed);
  const tenbou::Names players{{"Alice Martin", "Bernd Keller", "Chiara Rossi", "Dmitri Volkov"}};
  std::string out;
  for (long i = 0; i < count; ++i) {
    tenbou::GameRecord record = generator.game(ruleset, rules, players);
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
