// Load on tenbou serve, on loopback only: table phones entering whole generated games (one phone per table,
// playing its games round after round with a pause between hands) and viewers polling the standings, each
// from an address of its own, for a bounded time. Prints requests per second and latency percentiles for
// writes and reads, then checks that every hand answered 200 is in the file exactly once. Run by
// bench/serve.sh, which starts the server:
//   serve_load PORT KEYS_JSON ROUNDS [TABLES] [VIEWERS] [SECONDS] [PAUSE_MS] [POLL_MS]

#include <fstream>
#include <iostream>

#include "load_clients.h"

int main(int argc, char** argv) {
  if (argc < 4) {
    std::cerr << "usage: serve_load PORT KEYS_JSON ROUNDS [TABLES] [VIEWERS] [SECONDS] [PAUSE_MS] [POLL_MS]\n";
    return 2;
  }
  bench::Room room{.port = std::stoi(argv[1]), .rounds = std::stoi(argv[3])};
  const nlohmann::json keys = nlohmann::json::parse(std::ifstream(argv[2]));
  for (const auto& t : keys["tables"]) room.key_of[t["game"]] = t["key"];
  const int tables = argc > 4 ? std::stoi(argv[4]) : 40;
  const int viewers = argc > 5 ? std::stoi(argv[5]) : 200;
  const double seconds = argc > 6 ? std::stod(argv[6]) : 30;
  const auto pause = std::chrono::milliseconds(argc > 7 ? std::stoi(argv[7]) : 250);
  const auto poll = std::chrono::milliseconds(argc > 8 ? std::stoi(argv[8]) : 1000);
  const auto start = bench::Clock::now();
  const auto end = start + std::chrono::duration_cast<bench::Clock::duration>(std::chrono::duration<double>(seconds));
  std::vector<std::thread> threads;
  for (int table = 1; table <= tables; ++table) threads.emplace_back([&, table] { room.play(table, pause, end); });
  for (int v = 0; v < viewers; ++v) threads.emplace_back([&, v] { room.watch(v, viewers, poll, end); });
  for (auto& t : threads) t.join();
  const double elapsed = bench::since(start) / 1000.0;
  std::cout << tables << " tables, " << viewers << " viewers, " << elapsed << " s\n"
            << "writes (POST a hand):   " << room.writes.summary(elapsed) << "\n"
            << "reads (GET standings):  " << room.reads.summary(elapsed) << "\n";
  const bool once = room.each_recorded_once();
  return once && room.writes.statuses.size() == 1 && room.writes.statuses.count(200) ? 0 : 1;
}
