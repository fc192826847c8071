// Fuzzes the requests tenbou serve answers: any method, path, query and body, with no key, a table's key
// or the organiser's, against a tournament file with a game in play. route() must answer every request (a
// refusal is a reply with its status); anything thrown out of it is a crash.
//
// Input: the first byte chooses the method (even GET, odd POST) and the key (by its value / 2 % 3: none,
// table 1/1, organiser); the first line after it is the path with its query; the rest is the body.

#include <cstdlib>
#include <filesystem>
#include <memory>

#include "fuzz/fuzz_input.h"
#include "record/ruleset_cache.h"
#include "server/router.h"
#include "tournament/entry/game_start.h"
#include "tournament/entry/hand_entry.h"
#include "tournament/people/access_keys.h"
#include "tournament/store_access.h"

namespace {

/// A tournament file with eight players, a seating plan's worth of names and game 1/1 started, made once.
struct Served {
  std::string path;
  std::unique_ptr<tenbou::server::Room> room;
  tenbou::AccessKeys keys;

  Served() {
    using namespace tenbou;
    char folder[] = "/tmp/tenbou-api-fuzz-XXXXXX";
    path = std::string(::mkdtemp(folder)) + "/fuzz.tenbou";
    Tournament::create(path, "Fuzz Open", *RulesetCache().get("ema2016", ""));
    {
      Tournament t(path);
      TournamentWrite tx(t);
      for (const char* name : {"Alice Martin", "Bernd Keller", "Chiara Rossi", "Dmitri Volkov"})
        t.store().insert_player({.name = name});
      tx.commit();
    }
    {
      Tournament t(path);
      start_game(t, {1, 1}, {"Alice Martin", "Bernd Keller", "Chiara Rossi", "Dmitri Volkov"});
      keys = access_keys(t, std::nullopt);
    }
    room = std::make_unique<server::Room>(path);
  }
  ~Served() {
    room.reset();
    std::filesystem::remove_all(std::filesystem::path(path).parent_path());
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tenbou;
  static Served served;
  if (size == 0) return 0;
  const std::string_view text = fuzz::text_of(data + 1, size - 1);
  const std::size_t line_end = std::min(text.find('\n'), text.size());
  const std::string_view target = text.substr(0, line_end);
  server::Request request{.method = data[0] % 2 ? "POST" : "GET"};
  const std::size_t question = std::min(target.find('?'), target.size());
  request.path = "/" + std::string(target.substr(0, question));
  for (std::string_view query = target.substr(std::min(question + 1, target.size())); !query.empty();) {
    const std::size_t amp = std::min(query.find('&'), query.size());
    const std::string_view pair = query.substr(0, amp);
    const std::size_t equals = std::min(pair.find('='), pair.size());
    request.query.emplace(std::string(pair.substr(0, equals)), std::string(pair.substr(std::min(equals + 1, pair.size()))));
    query.remove_prefix(std::min(amp + 1, query.size()));
  }
  const int key = data[0] / 2 % 3;
  request.key = key == 1 ? served.keys.games.front().key : key == 2 ? served.keys.organiser : "";
  request.body = std::string(text.substr(std::min(line_end + 1, text.size())));
  const server::Reply reply = server::route(*served.room, {"http://127.0.0.1:8080"}, request);
  if (reply.status < 200 || reply.status > 599 || reply.body.empty()) std::abort();
  return 0;
}
