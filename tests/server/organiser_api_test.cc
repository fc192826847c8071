// POST /api/organiser/run over real sockets: a script runs tenbou's commands on the served tournament with the
// organiser's key, with the command's own output and refusals, and nothing else: no other file is read or written,
// no other key runs anything, and a long command never holds the tables' writes.
#include <doctest/doctest.h>

#include <future>

#include <nlohmann/json.hpp>

#include "base/file_access.h"

#include "server/served.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

/// The body that runs `args`, with `extra` fields merged in.
std::string run_body(const std::vector<std::string>& args, const nlohmann::json& extra = nlohmann::json::object()) {
  nlohmann::json body = extra;
  body["args"] = args;
  return body.dump();
}

std::string base64_of(const std::string& bytes) {
  static const char* alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  unsigned bits = 0;
  int held = 0;
  for (const unsigned char c : bytes) {
    bits = (bits << 8) | c;
    held += 8;
    while (held >= 6) {
      held -= 6;
      out += alphabet[(bits >> held) & 63];
    }
  }
  if (held > 0) out += alphabet[(bits << (6 - held)) & 63];
  while (out.size() % 4) out += '=';
  return out;
}

struct OrganiserApi : Served {
  std::string key = organiser_key();
  nlohmann::json ran(const std::vector<std::string>& args, const nlohmann::json& extra = nlohmann::json::object()) {
    const auto r = post("/api/organiser/run", run_body(args, extra), key);
    REQUIRE(r);
    INFO(r->body);
    REQUIRE(r->status == 200);
    return nlohmann::json::parse(r->body);
  }
};

}  // namespace

TEST_CASE_FIXTURE(OrganiserApi, "a command runs on the served tournament as it does on the command line") {
  const nlohmann::json added = ran({"player", "add", "Zoë Ångström", "--country", "SWE"});
  CHECK(added["exit"] == 0);
  CHECK(added["error"] == "");
  CHECK(added["output"].get<std::string>().find("Zoë Ångström") != std::string::npos);
  // The command line sees the player, registered by the organiser (no referee named), and so do the served pages.
  CHECK(run({"player", "list"}).out.find("Zoë Ångström") != std::string::npos);
  CHECK(run({"player", "history", "Zoë Ångström"}).out.find("organiser") != std::string::npos);
  CHECK(get("/players")->body.find("Zoë Ångström") != std::string::npos);
  // JSON output with --format json, the command's exit status and messages as they are.
  const nlohmann::json listed = ran({"player", "list", "--format", "json"});
  CHECK(nlohmann::json::parse(listed["output"].get<std::string>()).dump().find("Zoë Ångström") != std::string::npos);
  const nlohmann::json twice = ran({"player", "add", "Zoë Ångström"});
  CHECK(twice["exit"] == 1);
  CHECK(twice["error"].get<std::string>().find("tenbou: ") == 0);
  CHECK(ran({"player", "ad"})["exit"] == 2);
  // Who did it, when the request names them.
  CHECK(ran({"player", "add", "李小龍"}, {{"referee", "Anna Kowalska"}})["exit"] == 0);
  CHECK(run({"player", "history", "李小龍"}).out.find("Anna Kowalska") != std::string::npos);
  // The log says what ran, never the key.
  CHECK(log.str().find("organiser: ran player add (exit 0)") != std::string::npos);
  CHECK(log.str().find(key) == std::string::npos);
}

TEST_CASE_FIXTURE(OrganiserApi, "only the organiser's key runs commands, and only from this server's pages") {
  const std::string before = database_content(db);
  const std::string body = run_body({"player", "add", "Mallory"});
  CHECK(post("/api/organiser/run", body)->status == 401);
  CHECK(post("/api/organiser/run", body, "not-a-key")->status == 401);
  CHECK(post("/api/organiser/run", body, game_key("1/1"))->status == 403);
  // Another site's page in the organiser's browser: its Origin is refused, and so is a form's body.
  httplib::Headers other_site{{"Authorization", "Bearer " + key}, {"Origin", "http://evil.example"}};
  CHECK(client().Post("/api/organiser/run", other_site, body, "application/json")->status == 403);
  httplib::Headers form{{"Authorization", "Bearer " + key}};
  CHECK(client().Post("/api/organiser/run", form, "args=player", "application/x-www-form-urlencoded")->status == 415);
  CHECK(get("/api/organiser/run")->status == 405);
  // A body too large for a hand, with a key that is not the organiser's, is refused as a wrong key (counted as a
  // guess), so that its size never tells whether a key was right.
  const std::string padded = run_body({"standings"}, {{"pad", std::string(100'000, 'x')}});
  CHECK(post("/api/organiser/run", padded, "not-a-key")->status == 401);
  CHECK(post("/api/organiser/run", padded, key)->status == 200);
  CHECK(database_content(db) == before);
}

TEST_CASE_FIXTURE(OrganiserApi, "commands that read or write other files than the tournament are refused in words") {
  const std::string before = database_content(db);
  const std::string elsewhere = dir.path() + "/elsewhere.tenbou";
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"init", "x.tenbou", "--name", "X"}, {"serve"}, {"console"}, {"ranking", db},
        {"backup", "copy.tenbou"}, {"publish", "site"}, {"table", "1/1"},
        {"standings", "--output", "o.html"}, {"standings", "-o", "o.html"}, {"standings", "-oo.html"},
        {"standings", "--output=o.html"}, {"--db", elsewhere, "standings"}, {"standings", "--db=" + elsewhere},
        {"player", "import", "/etc/passwd"}, {"player", "import", "../players.csv"}, {"game", "import", "C:\\x.json"},
        {"seating", "check", "~/plan.json"}, {"game", "import", "D:/games.json"}}) {
    CAPTURE(args.front());
    const auto r = post("/api/organiser/run", run_body(args), key);
    REQUIRE(r);
    CHECK(r->status == 403);
    const std::string message = nlohmann::json::parse(r->body)["error"]["message"];
    CHECK(message.size() > 40);
  }
  CHECK_FALSE(std::filesystem::exists(elsewhere));
  CHECK(database_content(db) == before);
  // A file named without a path is looked for in the command's own folder, which holds its upload alone.
  const nlohmann::json unread = ran({"player", "import", "players.csv"});
  CHECK(unread["exit"] == 1);
  CHECK(unread["error"].get<std::string>().find("reads only the file uploaded with it") != std::string::npos);
  CHECK(database_content(db) == before);
  // Text that only starts like a path is a name.
  CHECK(ran({"player", "add", "/ Kraków"})["exit"] == 0);
  CHECK(ran({"player", "add", "A: Spring"})["exit"] == 0);
}

TEST_CASE_FIXTURE(OrganiserApi, "files come in as uploads, where the command takes its file") {
  const std::string csv = "name,country\nJürgen Groß,DEU\nSiobhán Ní Bhriain,IRL\n";
  const nlohmann::json imported =
      ran({"player", "import", "new players.csv"}, {{"upload", {{"name", "new players.csv"}, {"base64", base64_of(csv)}}}});
  INFO(imported.dump());
  CHECK(imported["exit"] == 0);
  CHECK(run({"player", "list"}).out.find("Siobhán Ní Bhriain") != std::string::npos);
  // Each command's private folder, with its upload, is gone once it has answered.
  const std::string own = "tenbou-command-" + std::to_string(process_id()) + "-";
  for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::temp_directory_path()))
    CHECK_MESSAGE(entry.path().filename().string().rfind(own, 0) != 0, entry.path().string() << " is left behind");
  // The command's refusals of a file are the command line's, naming the file as uploaded.
  const std::string latin1 = "name\nJ\xfcrgen M\xfcller\n";
  const nlohmann::json refused =
      ran({"player", "import", "old.csv"}, {{"upload", {{"name", "old.csv"}, {"base64", base64_of(latin1)}}}});
  CHECK(refused["exit"] == 1);
  CHECK(refused["error"].get<std::string>().find("old.csv") != std::string::npos);
  const nlohmann::json binary = ran({"game", "import", "photo.jpg"},
                                    {{"upload", {{"name", "photo.jpg"}, {"base64", base64_of(std::string("\xff\xd8\xff\xe0\0\x10JFIF", 10))}}}});
  CHECK(binary["exit"] == 1);
  // Bodies that are not such an object: 400, naming the field.
  for (const std::string& body :
       {std::string("[]"), std::string(R"({"args": "standings"})"), std::string(R"({"args": [1]})"),
        std::string(R"({"args": ["player", "import", "a.csv"], "upload": {"name": "../a.csv", "base64": ""}})"),
        std::string(R"({"args": ["player", "import", "a.csv"], "upload": {"name": "a.csv", "base64": "!!"}})"),
        std::string(R"({"args": ["player", "import", "-"], "upload": {"name": "-", "base64": ""}})"),
        std::string(R"({"args": ["player", "import", "nul.csv"], "upload": {"name": "nul.csv", "base64": ""}})"),
        std::string(R"({"args": ["standings"], "referee": 5})")}) {
    CAPTURE(body);
    CHECK(post("/api/organiser/run", body, key)->status == 400);
  }
  // An upload past what the API takes is refused before it is read whole.
  const std::string huge = run_body({"player", "import", "big.csv"},
                                    {{"upload", {{"name", "big.csv"}, {"base64", std::string(13 * 1024 * 1024, 'A')}}}});
  const auto r = post("/api/organiser/run", huge, key);
  CHECK((!r || r->status == 413));
  // Without the organiser's key, a body past a hand's size is refused as any other.
  CHECK(post("/api/organiser/run", run_body({"standings"}, {{"pad", std::string(100'000, 'x')}}))->status == 413);
}

TEST_CASE_FIXTURE(OrganiserApi, "a long command never holds the tables' writes") {
  std::string csv = "name\n";
  for (int i = 1; i <= 16; ++i) csv += "Player " + std::to_string(i) + "\n";
  REQUIRE(run({"player", "import", dir.write("more.csv", csv)}).status == 0);
  // A seating search of eight seconds (24 players cannot play eight rounds without meeting again, so it searches
  // to its time limit), run through the API while a table writes.
  // (Through the address with a slash after it, which the routes take too: it waits in the same queue.)
  auto search = std::async(std::launch::async, [&] {
    return nlohmann::json::parse(
        post("/api/organiser/run/", run_body({"seating", "generate", "--rounds", "8", "--time-limit", "8"}), key)->body);
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  const auto started = std::chrono::steady_clock::now();
  const auto hand = post("/api/games/1/1/hands", kRon, game_key("1/1"));
  const auto took = std::chrono::steady_clock::now() - started;
  REQUIRE(hand);
  CHECK(hand->status == 200);
  CHECK(took < std::chrono::seconds(3));
  // The console's other forms meanwhile: a command beside the search, not behind it (answered while it still runs).
  CHECK(ran({"player", "list"})["exit"] == 0);
  CHECK(search.wait_for(std::chrono::seconds(0)) != std::future_status::ready);  // still searching meanwhile
  const nlohmann::json searched = search.get();
  INFO(searched.dump());
  CHECK(searched["exit"] == 0);
  CHECK(run({"seating", "show"}).status == 0);
}

TEST_CASE_FIXTURE(OrganiserApi, "a server that stops stops the command it runs, and starts no other") {
  std::string csv = "name\n";
  for (int i = 1; i <= 16; ++i) csv += "Player " + std::to_string(i) + "\n";
  REQUIRE(run({"player", "import", dir.write("more.csv", csv)}).status == 0);
  const std::string before = database_content(db);
  auto search = std::async(std::launch::async, [&] { return ran({"seating", "generate", "--rounds", "8", "--time-limit", "600"}); });
  std::this_thread::sleep_for(std::chrono::milliseconds(800));
  const auto stopped_at = std::chrono::steady_clock::now();
  http.stop();
  const nlohmann::json answer = search.get();
  CHECK(std::chrono::steady_clock::now() - stopped_at < std::chrono::seconds(5));
  CHECK(answer["exit"] != 0);
  CHECK(answer["error"].get<std::string>().find("stopped as the server stopped") != std::string::npos);
  CHECK(database_content(db) == before);  // the search writes its plan at its end, in one transaction: nothing
}

TEST_CASE_FIXTURE(OrganiserApi, "Cancel stops the command running, which writes nothing; a Cancel before stops nothing") {
  std::string csv = "name\n";
  for (int i = 1; i <= 16; ++i) csv += "Player " + std::to_string(i) + "\n";
  REQUIRE(run({"player", "import", dir.write("more.csv", csv)}).status == 0);
  const std::string before = database_content(db);
  CHECK(post("/api/organiser/cancel", "{}")->status == 401);  // the organiser's key only
  CHECK(post("/api/organiser/cancel", "{}", key)->status == 200);  // nothing runs: nothing to stop, now or later
  auto search = std::async(std::launch::async, [&] {
    return ran({"seating", "generate", "--rounds", "8", "--time-limit", "600"}, {{"run", "search 1"}});
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(800));
  CHECK(post("/api/organiser/cancel", R"({"run": "another form's"})", key)->status == 200);  // stops another run only
  CHECK(post("/api/organiser/cancel", R"({"run": 5})", key)->status == 400);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  CHECK(search.wait_for(std::chrono::seconds(0)) != std::future_status::ready);
  const auto cancelled_at = std::chrono::steady_clock::now();
  CHECK(post("/api/organiser/cancel", R"({"run": "search 1"})", key)->status == 200);  // beside the search, not behind
  const nlohmann::json answer = search.get();
  CHECK(std::chrono::steady_clock::now() - cancelled_at < std::chrono::seconds(5));
  CHECK(answer["cancelled"] == true);
  CHECK(answer["exit"] != 0);
  CHECK(answer["error"].get<std::string>().find("stopped by Cancel") != std::string::npos);
  CHECK(database_content(db) == before);
  CHECK(ran({"seating", "generate", "--rounds", "2"})["exit"] == 0);  // the next command runs whole
}

}  // namespace tenbou::test
