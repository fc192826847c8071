// tenbou serve attacked while a tournament is played on it, on loopback only: 40 tables enter games and
// 200 viewers poll (bench::Room), each phone from an address of its own, while one attack runs from other
// addresses. Prints the tables' write and read latencies, the longest time no one was answered, the
// server's peak memory, and what the attack got. Run by bench/serve_abuse.sh, which starts the server:
//   serve_abuse PORT KEYS_JSON ROUNDS SERVER_PID ATTACK [SECONDS] [TABLES] [VIEWERS] [TOURNAMENT_TABLES]
// ATTACK: none, slowloris (500 connections sending a header line every 2 s), idle (500 connections that
// send nothing), pollers (300 table pages polling every 5 s, kept alive), chunked (1 GB chunked bodies),
// headers (endless header lines), ranges (24 requests at a time asking 2,700 ranges), keys (wrong keys as
// fast as 4 addresses can send them); from many addresses: distributed-idle (25 addresses of one /24 x 32 silent
// connections), distributed-slowloris (200 x 32 sending a header line every 2 s), distributed-pollers (200 x 4
// kept-alive connections asking once a second); log-flood (previews naming a 62,000-character player from 200
// addresses), dup-keys (64 KB bodies of 5,000 keys), keyed-cache (the standings with a new ?key= each time),
// page-cache (every game's page in 11 language variants; give TOURNAMENT_TABLES 250 for 1,000 players).

#include <fstream>
#include <iostream>

#include "load_clients.h"

namespace {

using bench::Clock;
using bench::RawClient;

/// What the attack's own requests got.
struct Tally {
  std::mutex mutex;
  std::map<std::string, long> counts;
  void add(const std::string& what, long n = 1) {
    std::lock_guard lock(mutex);
    counts[what] += n;
  }
};

/// The server's memory from /proc: "VmHWM" (its peak) or "VmRSS" (now), in MB.
double memory_mb(int pid, const std::string& field) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind(field + ":", 0) == 0) return std::stod(line.substr(field.size() + 1)) / 1024.0;
  return 0;
}

/// `count` connections from `addresses` addresses (of one /24 up to 250), each sending `line` every 2 s (nothing
/// when empty), opened again whenever the server closes one.
void hold_connections(int port, int count, const std::string& line, Clock::time_point end, Tally& tally,
                      int addresses = 25) {
  std::vector<std::optional<RawClient>> held(static_cast<std::size_t>(count));
  auto from = [addresses](std::size_t i) { return bench::address(100, static_cast<int>(i % static_cast<std::size_t>(addresses))); };
  while (Clock::now() < end) {
    for (std::size_t i = 0; i < held.size(); ++i) {
      if (held[i] && !held[i]->closed_now() && (line.empty() || held[i]->send(line)))
        continue;
      if (held[i]) tally.add("closed by the server");
      held[i].emplace(port, from(i));
      held[i]->send("POST /api/games/1/1/hands HTTP/1.1\r\nHost: localhost\r\n");
      tally.add("opened");
    }
    std::this_thread::sleep_for(std::chrono::seconds(2));
  }
}

/// One request after another from `from`, each on a new connection made by `request` (which may send in
/// pieces), until `end`: at most 500 a second, about what one device reaches over Wi-Fi (the red team's key
/// flood made 2,030 a second from one client), so that the attacker on this machine does not simply take
/// its cores from the server.
void repeat(int port, const std::string& from, Clock::time_point end, Tally& tally,
            const std::function<void(RawClient&)>& request) {
  while (Clock::now() < end) {
    const auto next = Clock::now() + std::chrono::milliseconds(2);
    RawClient c(port, from);
    request(c);
    const std::string in = c.receive(std::chrono::milliseconds(10000));
    const int status = RawClient::status_of(in);
    tally.add(status == 0 ? "closed unanswered" : "answered " + std::to_string(status));
    tally.add("bytes answered", static_cast<long>(in.size()));
    std::this_thread::sleep_until(next);
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 6) {
    std::cerr << "usage: serve_abuse PORT KEYS_JSON ROUNDS SERVER_PID ATTACK [SECONDS] [TABLES] [VIEWERS] [TOURNAMENT_TABLES]\n";
    return 2;
  }
  bench::Room room{.port = std::stoi(argv[1]), .rounds = std::stoi(argv[3])};
  const nlohmann::json keys = nlohmann::json::parse(std::ifstream(argv[2]));
  for (const auto& t : keys["tables"]) room.key_of[t["game"]] = t["key"];
  const int server = std::stoi(argv[4]);
  const std::string attack = argv[5];
  const double seconds = argc > 6 ? std::stod(argv[6]) : 30;
  const int tables = argc > 7 ? std::stoi(argv[7]) : 40;
  const int viewers = argc > 8 ? std::stoi(argv[8]) : 200;
  // The tournament's size, which may be larger than the tables that play (a 1,000-player tournament for the
  // page caches): its tables and the rounds whose games are started.
  const long tables_total = argc > 9 ? std::stol(argv[9]) : tables;
  const long rounds_played = room.rounds;
  const int port = room.port;
  const auto start = Clock::now();
  const auto end = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  Tally tally;
  bench::Samples pollers;
  std::vector<std::thread> attackers;
  if (attack == "slowloris") attackers.emplace_back([&] { hold_connections(port, 500, "X-Slow: 1\r\n", end, tally); });
  if (attack == "idle") attackers.emplace_back([&] { hold_connections(port, 500, "", end, tally); });
  if (attack == "pollers")
    for (int i = 0; i < 300; ++i)
      attackers.emplace_back([&, i] {
        bench::Phone phone(port, bench::address(30, i));
        std::this_thread::sleep_for(std::chrono::milliseconds(5000 * i / 300));
        while (Clock::now() < end) {
          const auto sent = Clock::now();
          pollers.add(sent, phone.get("/api/games/1/" + std::to_string(i % 40 + 1) + "/table").status);
          std::this_thread::sleep_for(std::chrono::seconds(5));
        }
      });
  const std::string hands = "POST /api/games/1/1/hands HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n";
  if (attack == "chunked")
    for (int i = 0; i < 4; ++i)
      attackers.emplace_back([&, i] {
        const std::string chunk = "100000\r\n" + std::string(0x100000, ' ') + "\r\n";
        repeat(port, bench::address(100, i), end, tally, [&](RawClient& c) {
          c.send(hands + "Transfer-Encoding: chunked\r\n\r\n");
          for (int mb = 0; mb < 1024 && c.send(chunk); ++mb) tally.add("MB sent");
        });
      });
  if (attack == "headers")
    for (int i = 0; i < 4; ++i)
      attackers.emplace_back([&, i] {
        std::string lines;
        for (int l = 0; l < 1000; ++l) lines += "X-Header-Line: " + std::string(85, 'x') + "\r\n";
        repeat(port, bench::address(100, i), end, tally, [&](RawClient& c) {
          c.send("GET /standings HTTP/1.1\r\nHost: localhost\r\n");
          for (int k = 0; k < 3000 && c.send(lines); ++k) tally.add("thousand header lines sent");
        });
      });
  if (attack == "ranges") {
    std::string ranges = "bytes=0-";
    for (int r = 0; r < 2700; ++r) ranges += ",0-";
    for (int i = 0; i < 24; ++i)
      attackers.emplace_back([&, i, ranges] {
        repeat(port, bench::address(100, i % 4), end, tally,
               [&](RawClient& c) { c.send("GET /standings HTTP/1.1\r\nHost: localhost\r\nRange: " + ranges + "\r\n\r\n"); });
      });
  }
  if (attack == "keys")
    for (int i = 0; i < 4; ++i)
      attackers.emplace_back([&, i] {
        const std::string body = R"({"result": "draw", "tenpai": [], "expect": 1})";
        repeat(port, bench::address(100, i), end, tally, [&](RawClient& c) {
          c.send(hands + "Authorization: Bearer 0123456789abcdef01234567\r\nContent-Length: " + std::to_string(body.size()) +
                 "\r\n\r\n" + body);
        });
      });
  // Many addresses at once, each under every limit of its own.
  if (attack == "distributed-idle") attackers.emplace_back([&] { hold_connections(port, 25 * 32, "", end, tally, 25); });
  if (attack == "distributed-slowloris")
    attackers.emplace_back([&] { hold_connections(port, 200 * 32, "X-Slow: 1\r\n", end, tally, 200); });
  if (attack == "distributed-pollers")
    for (int i = 0; i < 200; ++i)
      attackers.emplace_back([&, i] {  // 4 kept-alive connections an address, each asking once a second
        std::vector<bench::Phone> phones;
        for (int k = 0; k < 4; ++k) phones.emplace_back(port, bench::address(100, i));
        std::this_thread::sleep_for(std::chrono::milliseconds(1000 * i / 200));
        while (Clock::now() < end) {
          const auto next = Clock::now() + std::chrono::seconds(1);
          for (bench::Phone& p : phones) tally.add("answered " + std::to_string(p.get("/api/version").status));
          std::this_thread::sleep_until(next);
        }
      });
  // What one request may make the server do before its key is known, or keep.
  const auto preview = [&](int i, const std::string& body, const std::string& key) {
    repeat(port, bench::address(100, i), end, tally, [&](RawClient& c) {
      c.send("POST /api/games/1/1/" + std::string(key.empty() ? "preview" : "hands") +
             " HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
             (key.empty() ? "" : "Authorization: Bearer " + key + "\r\n") + "Content-Length: " + std::to_string(body.size()) +
             "\r\n\r\n" + body);
    });
  };
  if (attack == "log-flood")  // previews naming a 62,000-character player, from 200 addresses
    for (int i = 0; i < 8; ++i)
      attackers.emplace_back([&, i] {
        const std::string body = R"({"result": "ron", "discarder": ")" + std::string(62'000, 'x') +
                                 R"(", "wins": [{"winner": "y", "han": 1, "fu": 30}], "expect": 1})";
        for (int round = 0; Clock::now() < end; ++round) preview(i * 25 + round % 25, body, "");
      });
  if (attack == "dup-keys")  // 64 KB bodies of 5,000 keys, previews and writes with a wrong key
    for (int i = 0; i < 4; ++i)
      attackers.emplace_back([&, i] {
        std::string body = R"({"result": "draw", "tenpai": [], "expect": 1)";
        for (int k = 0; body.size() < 60'000; ++k) body += ", \"k" + std::to_string(k) + "\": 0";
        body += R"(, "result": "draw"})";
        preview(i, body, i % 2 ? "0123456789abcdef01234567" : "");
      });
  if (attack == "keyed-cache")  // the standings with a new ?key= each time, from 4 addresses
    for (int i = 0; i < 4; ++i)
      attackers.emplace_back([&, i] {
        for (long n = 0; Clock::now() < end; ++n) {
          RawClient c(port, bench::address(100, i));
          c.send("GET /standings?key=" + std::to_string(i) + "x" + std::to_string(n) + " HTTP/1.1\r\nHost: localhost\r\n\r\n");
          tally.add("answered " + std::to_string(RawClient::status_of(c.receive(std::chrono::milliseconds(10000)))));
        }
      });
  if (attack == "page-cache")  // every game's page in every language, from 100 addresses
    for (int i = 0; i < 16; ++i)
      attackers.emplace_back([&, i] {
        static const char* const kLanguages[] = {"en", "de", "fr", "nl", "pl"};
        for (long n = i; Clock::now() < end; n += 16) {
          const long game = n % (rounds_played * tables_total), variant = n / (rounds_played * tables_total) % 11;
          const std::string lang = variant < 5 ? "?lang=" + std::string(kLanguages[variant]) : "";
          RawClient c(port, bench::address(100, static_cast<int>(n % 100)));
          c.send("GET /games/" + std::to_string(game / tables_total + 1) + "/" + std::to_string(game % tables_total + 1) + lang +
                 " HTTP/1.1\r\nHost: localhost\r\n" +
                 (variant >= 5 && variant < 10 ? "Accept-Language: " + std::string(kLanguages[variant - 5]) + "\r\n" : "") + "\r\n");
          tally.add("answered " + std::to_string(RawClient::status_of(c.receive(std::chrono::milliseconds(10000)))));
        }
      });
  if (attack != "none" && attackers.empty()) {
    std::cerr << "unknown attack \"" << attack << "\": none, slowloris, idle, pollers, chunked, headers, ranges, keys, "
                 "distributed-idle, distributed-slowloris, distributed-pollers, log-flood, dup-keys, keyed-cache or page-cache\n";
    return 2;
  }
  std::this_thread::sleep_for(std::chrono::seconds(1));  // the attack takes hold before the room plays
  const auto playing = Clock::now();
  std::vector<std::thread> players;
  for (int table = 1; table <= tables; ++table) players.emplace_back([&, table] { room.play(table, std::chrono::milliseconds(250), end); });
  for (int v = 0; v < viewers; ++v) players.emplace_back([&, v] { room.watch(v, viewers, std::chrono::milliseconds(1000), end); });
  for (auto& t : players) t.join();
  const double elapsed = bench::since(playing) / 1000.0;
  const double peak = memory_mb(server, "VmHWM");
  for (auto& t : attackers) t.join();
  std::printf("attack %s; %d tables, %d viewers, %.1f s\n", attack.c_str(), tables, viewers, elapsed);
  std::printf("writes (POST a hand):   %s\n", room.writes.summary(elapsed).c_str());
  std::printf("reads (GET standings):  %s\n", room.reads.summary(elapsed).c_str());
  if (attack == "pollers") std::printf("pollers (GET a table):  %s\n", pollers.summary(elapsed).c_str());
  std::printf("longest time no table or viewer was answered: %.0f ms\n",
              bench::longest_silence({&room.writes, &room.reads}, playing, end));
  std::printf("server memory: peak %.0f MB, now %.0f MB\n", peak, memory_mb(server, "VmRSS"));
  for (const auto& [what, n] : tally.counts) std::printf("attack: %s %ld\n", what.c_str(), n);
  return room.each_recorded_once() ? 0 : 1;
}
