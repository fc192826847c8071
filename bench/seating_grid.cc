// Seating generation over the grid of player counts and rounds: time and quality of every case.
// Usage: seating_grid [MAX_PLAYERS] [TIME_LIMIT_SECONDS] [SEED]
// Prints one line per player count: the rounds reached without any repeated pair, the slowest case
// below the published maximum and the case at it, and any case that missed zero repeats or winds
// within one.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "seating/generator.h"

namespace {

// The most rounds without a repeated pair in published schedules (groups of four).
int published_maximum(int players) {
  switch (players) {
    case 16: return 5;
    case 20: return 5;
    case 24: return 7;
    case 28: return 9;
    case 32: return 10;
    case 36: return 11;
    case 40: return 13;
    case 44: return 14;
    default: return 15;
  }
}

}  // namespace

int main(int argc, char** argv) {
  const int max_players = argc > 1 ? std::atoi(argv[1]) : 200;
  const int limit = argc > 2 ? std::atoi(argv[2]) : 60;
  const unsigned long seed = argc > 3 ? std::strtoul(argv[3], nullptr, 10) : 1;
  std::printf("%7s %6s %16s %18s  %s\n", "players", "target", "slowest below", "at target", "misses");
  double total = 0;
  for (int n = 16; n <= max_players; n += 4) {
    const int target = published_maximum(n);
    double slowest = 0, at_target = 0;
    int slowest_rounds = 0;
    std::string misses;
    for (int r = 4; r <= target; ++r) {
      tenbou::seating::Request request;
      request.players = n;
      request.rounds = r;
      request.seed = seed;
      request.time_limit = std::chrono::seconds(limit);
      const auto start = std::chrono::steady_clock::now();
      const auto result = tenbou::seating::generate(request);
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      total += seconds;
      if (r == target) {
        at_target = seconds;
      } else if (seconds >= slowest) {
        slowest = seconds, slowest_rounds = r;
      }
      const auto& q = result.quality;
      if (q.repeated_pairs > 0 || q.wind_imbalance > 1)
        misses += " " + std::to_string(r) + "r:" + std::to_string(q.repeated_pairs) + "rep/w" +
                  std::to_string(q.wind_imbalance);
    }
    char below[32], at[32];
    std::snprintf(below, sizeof below, "%.3f s (%dr)", slowest, slowest_rounds);
    std::snprintf(at, sizeof at, "%.3f s (%dr)", at_target, target);
    std::printf("%7d %6d %16s %18s  %s\n", n, target, target > 4 ? below : "-", at, misses.empty() ? "none" : misses.c_str());
    std::fflush(stdout);
  }
  std::printf("total %.1f s\n", total);
}
