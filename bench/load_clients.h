#pragma once
// The clients of the serve benchmarks: phones each on an address of its own (127.0.x.y, as over a venue's
// Wi-Fi), keeping their connection alive as browsers do; tables entering generated games through them;
// viewers polling; and the latencies they saw.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "game_generator.h"
#include "record/record_writer.h"
#include "record/ruleset_cache.h"
#include "server/raw_client.h"

namespace bench {

using Clock = std::chrono::steady_clock;
using tenbou::test::RawClient;

inline double since(Clock::time_point start) { return std::chrono::duration<double, std::milli>(Clock::now() - start).count(); }

/// The loopback address of client number `n` of a kind (`kind` 1-199 keeps kinds apart): 127.KIND.x.y.
inline std::string address(int kind, int n) {
  return "127." + std::to_string(kind) + "." + std::to_string(n / 250) + "." + std::to_string(n % 250 + 1);
}

/// An answer: its status (0 when none came) and body.
struct Answer {
  int status = 0;
  std::string body;
};

/// A phone: one kept-alive connection from its own address, opened again when the server closes it.
class Phone {
 public:
  Phone(int port, std::string from) : port_(port), from_(std::move(from)) {}

  Answer get(const std::string& path) { return ask("GET " + path + " HTTP/1.1\r\nHost: localhost\r\n\r\n"); }
  Answer post(const std::string& path, const std::string& body, const std::string& key) {
    return ask("POST " + path + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAuthorization: Bearer " +
               key + "\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body);
  }

 private:
  Answer ask(const std::string& request) {
    for (int attempt = 0; attempt < 2; ++attempt) {  // a kept-alive connection may have been closed meanwhile
      if (!connection_) connection_.emplace(port_, from_);
      const std::string in = connection_->send(request) ? connection_->receive(std::chrono::milliseconds(30000)) : "";
      const int status = RawClient::status_of(in);
      if (status != 0) {
        const std::size_t body = in.find("\r\n\r\n");
        if (in.find("Connection: close") != std::string::npos) connection_.reset();
        return {status, body == std::string::npos ? "" : in.substr(body + 4)};
      }
      connection_.reset();
    }
    return {};
  }

  int port_;
  std::string from_;
  std::optional<RawClient> connection_;
};

/// Latencies of one kind of request, in milliseconds, the statuses answered, and when answers came.
struct Samples {
  std::mutex mutex;
  std::vector<double> ms;
  std::vector<Clock::time_point> answered;  ///< when each 200 came
  std::map<int, int> statuses;
  void add(Clock::time_point sent, int status) {
    const double value = since(sent);
    std::lock_guard lock(mutex);
    ms.push_back(value);
    ++statuses[status];
    if (status == 200) answered.push_back(Clock::now());
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

/// The longest time between `from` and `to` in which no request of `all` was answered 200, in ms.
inline double longest_silence(std::vector<Samples*> all, Clock::time_point from, Clock::time_point to) {
  std::vector<Clock::time_point> times{from, to};
  for (Samples* s : all)
    for (Clock::time_point t : s->answered)
      if (t > from && t < to) times.push_back(t);
  std::sort(times.begin(), times.end());
  double longest = 0;
  for (std::size_t i = 1; i < times.size(); ++i)
    longest = std::max(longest, std::chrono::duration<double, std::milli>(times[i] - times[i - 1]).count());
  return longest;
}

/// The tables and viewers of a tournament in play, and what they saw.
struct Room {
  int port;
  std::map<std::string, std::string> key_of;  ///< game -> its table's key
  int rounds;
  Samples writes, reads;
  std::mutex recorded_mutex;
  std::map<std::string, int> recorded;  ///< game -> hands answered 200
  int refusals = 0;

  /// Table `table` enters its generated games round after round, `pause` between hands, until `end`.
  void play(int table, std::chrono::milliseconds pause, Clock::time_point end) {
    Phone phone(port, address(10, table));
    tenbou::RulesetCache rulesets;
    const auto rules = rulesets.get("ema2016", "");
    tenbou::GameGenerator generator(static_cast<std::uint64_t>(table));
    for (int round = 1; round <= rounds && Clock::now() < end; ++round) {
      const std::string game = std::to_string(round) + "/" + std::to_string(table);
      const Answer view = phone.get("/api/games/" + game + "/table");
      if (view.status != 200) continue;
      tenbou::Names names;
      const nlohmann::json seen = nlohmann::json::parse(view.body);
      for (const auto& p : seen["players"])
        names.values[p["seat"].get<int>()] = p["name"].get<std::string>();
      const tenbou::GameRecord record = generator.game("ema2016", rules, names);
      for (std::size_t i = 0; i < record.hands.size() && Clock::now() < end; ++i) {
        nlohmann::json body = tenbou::write_hand(record.hands[i], "", names);
        body["expect"] = static_cast<int>(i) + 1;
        const Clock::time_point sent = Clock::now();
        const Answer answer = phone.post("/api/games/" + game + "/hands", body.dump(), key_of[game]);
        writes.add(sent, answer.status);
        if (answer.status != 200) {
          std::lock_guard lock(recorded_mutex);
          if (refusals++ < 3) std::printf("refused: %d %s\n", answer.status, answer.body.c_str());
          break;  // the rest of this game would be refused too
        }
        {
          std::lock_guard lock(recorded_mutex);
          ++recorded[game];
        }
        std::this_thread::sleep_for(pause);
      }
    }
  }

  /// Viewer `v` polls the standings every `poll` until `end`.
  void watch(int v, int viewers, std::chrono::milliseconds poll, Clock::time_point end) {
    Phone phone(port, address(20, v));
    std::this_thread::sleep_for(poll * v / std::max(1, viewers));  // spread over the polling interval
    while (Clock::now() < end) {
      const Clock::time_point sent = Clock::now();
      reads.add(sent, phone.get("/api/standings").status);
      std::this_thread::sleep_for(poll);
    }
  }

  /// Whether every hand answered 200 is in the file exactly once; says which games differ.
  bool each_recorded_once() {
    Phone phone(port, "127.0.0.1");
    int wrong = 0, hands = 0;
    for (const auto& [game, count] : recorded) {
      const Answer sheet = phone.get("/api/games/" + game);
      const std::size_t in_file = sheet.status == 200 ? nlohmann::json::parse(sheet.body)["hands"].size() : 0;
      hands += count;
      if (in_file != static_cast<std::size_t>(count)) {
        ++wrong;
        std::printf("game %s: %d hands answered 200, %zu in the file\n", game.c_str(), count, in_file);
      }
    }
    std::printf("%d hands in %zu games, each recorded exactly once: %s\n", hands, recorded.size(), wrong == 0 ? "yes" : "NO");
    return wrong == 0;
  }
};

}  // namespace bench
