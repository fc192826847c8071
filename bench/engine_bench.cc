// Settles a large set of realistic hands with the engine alone (no parsing, no output) and reports the
// median rate over several runs: engine_bench [HANDS] [RUNS]

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/game.h"
#include "game_generator.h"
#include "record/game_record.h"
#include "record/ruleset_cache.h"

namespace {

/// A hand together with the table it was played at.
struct Situation {
  const tenbou::Ruleset* rules;
  tenbou::TableState table;
  tenbou::Hand hand;
};

}  // namespace

int main(int argc, char** argv) {
  const std::size_t wanted = argc > 1 ? std::stoul(argv[1]) : 1000000;
  const int runs = argc > 2 ? std::stoi(argv[2]) : 7;
  tenbou::RulesetCache rulesets;
  const std::vector<std::string> presets = {"ema2016", "ema2008", "ariari", "wrc2015"};
  const tenbou::Names names{{"Alice", "Bob", "Carol", "Dave"}};
  tenbou::GameGenerator generator(42);
  std::vector<Situation> situations;
  situations.reserve(wanted + 32);
  for (std::size_t g = 0; situations.size() < wanted; ++g) {
    auto rules = rulesets.get(presets[g % presets.size()], "");
    const tenbou::GameRecord record = generator.game(presets[g % presets.size()], rules, names);
    tenbou::Game game(*rules, names, record.start);
    for (const tenbou::Hand& hand : record.hands) {
      situations.push_back({rules.get(), game.table(), hand});
      tenbou::Settlement s;
      game.play(hand, s);
    }
  }
  std::printf("%zu hands from %zu presets\n", situations.size(), presets.size());

  std::vector<double> rates;
  long long checksum = 0;
  for (int run = 0; run < runs; ++run) {
    const auto start = std::chrono::steady_clock::now();
    tenbou::Settlement s;
    for (const Situation& x : situations) {
      if (tenbou::settle(*x.rules, x.table, x.hand, names, s)) return 1;
      checksum += s.deltas[tenbou::Seat(0)];
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    rates.push_back(static_cast<double>(situations.size()) / seconds);
  }
  std::sort(rates.begin(), rates.end());
  std::printf("settlements per second: median %.1f million (min %.1f, max %.1f) over %d runs [checksum %lld]\n",
              rates[rates.size() / 2] / 1e6, rates.front() / 1e6, rates.back() / 1e6, runs, checksum);
  return 0;
}
