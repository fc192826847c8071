// Load on tenbou serve, on loopback only: table clients entering whole generated games (one client per
// table, playing its games round after round with a pause between hands) and viewers polling the standings,
// for a bounded time. Prints requests per second and latency percentiles for writes and reads, then checks
// that every hand answered 200 is in the file exactly once. Run by bench/serve.sh, which starts the server:
//   serve_load PORT KEYS_JSON ROUNDS [TABLES] [VIEWERS] [SECONDS] [PAUSE_MS] [POLL_MS]

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <iostream>
#include <mutex>
#include <sstream>
#include <thread>

#include <httplib.h>

#include "record/game_record.h"
#include "tournament/game_generator.h"

namespace {

using Clock = std::chrono::steady_clock;

/// Latencies of one kind of request, in milliseconds, and the statuses answered.
struct Samples {
  std::mutex mutex;
  std::vector<double> ms;
  std::map<int, int> statuses;
  void add(double value, int status) {
    std::lock_guard lock(mutex);
    ms.push_back(value);
    ++statuses[status];
  }
  std::string summary(double seconds) {
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) { return ms.empty() ? 0.0 : ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * ms.size()))]; };
    std::ostringstream out;
    out.precision(1);
    out << std::fixed << ms.size() << " requests, " << ms.size() / seconds << " per second; p50 " << at(0.5)
        << " ms, p99 " << at(0.99) << " ms, max " << (ms.empty() ? 0.0 : ms.back()) << " ms; statuses";
    for (const auto& [status, count] : statuses) out << " " << status << " x" << count;
    return out.str();
  }
};

double since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::cerr << "usage: serve_load PORT KEYS_JSON ROUNDS [TABLES] [VIEWERS] [SECONDS] [PAUSE_MS] [POLL_MS]\n";
    return 2;
  }
  const int port = std::stoi(argv[1]);
  const nlohmann::json keys = nlohmann::json::parse(std::ifstream(argv[2]));
  const int rounds = std::stoi(argv[3]);
  const int tables = argc > 4 ? std::stoi(argv[4]) : 40;
  const int viewers = argc > 5 ? std::stoi(argv[5]) : 200;
  const double seconds = argc > 6 ? std::stod(argv[6]) : 30;
  const auto pause = std::chrono::milliseconds(argc > 7 ? std::stoi(argv[7]) : 250);
  const auto poll = std::chrono::milliseconds(argc > 8 ? std::stoi(argv[8]) : 1000);
  std::map<std::string, std::string> key_of;
  for (const auto& t : keys["tables"]) key_of[t["game"]] = t["key"];

  Samples writes, reads;
  std::mutex recorded_mutex;
  std::map<std::string, int> recorded;  // game -> hands answered 200
  int refusals = 0;
  std::atomic<bool> stop = false;
  const Clock::time_point start = Clock::now();
  const Clock::time_point end = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));

  std::vector<std::thread> threads;
  for (int table = 1; table <= tables; ++table)
    threads.emplace_back([&, table] {
      httplib::Client client("127.0.0.1", port);
      client.set_read_timeout(30, 0);
      tenbou::RulesetCache rulesets;
      const auto rules = rulesets.get("ema2016", "");
      tenbou::GameGenerator generator(static_cast<std::uint64_t>(table));
      for (int round = 1; round <= rounds && !stop; ++round) {
        const std::string game = std::to_string(round) + "/" + std::to_string(table);
        const auto view = client.Get("/api/games/" + game + "/table");
        if (!view || view->status != 200) continue;
        tenbou::Names names;
        const nlohmann::json table_view = nlohmann::json::parse(view->body);
        for (const auto& p : table_view["players"]) names.values[p["seat"].get<int>()] = p["name"].get<std::string>();
        const tenbou::GameRecord record = generator.game("ema2016", rules, names);
        const httplib::Headers auth{{"Authorization", "Bearer " + key_of[game]}};
        for (std::size_t i = 0; i < record.hands.size() && Clock::now() < end; ++i) {
          nlohmann::json body = tenbou::write_hand(record.hands[i], "", names);
          body["expect"] = static_cast<int>(i) + 1;
          const Clock::time_point sent = Clock::now();
          const auto answer = client.Post("/api/games/" + game + "/hands", auth, body.dump(), "application/json");
          writes.add(since(sent), answer ? answer->status : 0);
          if (!answer || answer->status != 200) {
            std::lock_guard lock(recorded_mutex);
            if (refusals++ < 3) std::cout << "refused: " << (answer ? answer->body : "no answer") << "\n";
            break;  // the rest of this game would be refused too
          }
          {
            std::lock_guard lock(recorded_mutex);
            ++recorded[game];
          }
          std::this_thread::sleep_for(pause);
        }
      }
    });
  for (int v = 0; v < viewers; ++v)
    threads.emplace_back([&, v] {
      httplib::Client client("127.0.0.1", port);
      client.set_read_timeout(30, 0);
      std::this_thread::sleep_for(poll * v / std::max(1, viewers));  // spread over the polling interval
      while (Clock::now() < end) {
        const Clock::time_point sent = Clock::now();
        const auto answer = client.Get("/api/standings");
        reads.add(since(sent), answer ? answer->status : 0);
        std::this_thread::sleep_for(poll);
      }
    });
  for (std::size_t i = 0; i < static_cast<std::size_t>(tables); ++i) threads[i].join();
  stop = true;
  for (std::size_t i = static_cast<std::size_t>(tables); i < threads.size(); ++i) threads[i].join();
  const double elapsed = since(start) / 1000.0;

  std::cout << tables << " tables, " << viewers << " viewers, " << elapsed << " s\n"
            << "writes (POST a hand):   " << writes.summary(elapsed) << "\n"
            << "reads (GET standings):  " << reads.summary(elapsed) << "\n";
  // Every hand answered 200 is in the file once: the game's live hands are exactly those.
  httplib::Client client("127.0.0.1", port);
  int wrong = 0, hands = 0;
  for (const auto& [game, count] : recorded) {
    const auto sheet = client.Get("/api/games/" + game);
    const std::size_t in_file = sheet ? nlohmann::json::parse(sheet->body)["hands"].size() : 0;
    hands += count;
    if (in_file != static_cast<std::size_t>(count)) {
      ++wrong;
      std::cout << "game " << game << ": " << count << " hands answered 200, " << in_file << " in the file\n";
    }
  }
  std::cout << hands << " hands in " << recorded.size() << " games, each recorded exactly once: "
            << (wrong == 0 ? "yes" : "NO") << "\n";
  return wrong == 0 && writes.statuses.size() == 1 && writes.statuses.count(200) ? 0 : 1;
}
