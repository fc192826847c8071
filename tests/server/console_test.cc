// tenbou console as a process, driven over its socket as a browser would: the address it prints signs in once, the
// session is a cookie only this machine's console window holds, every command runs with it and none without, a second
// console on the file is told where the first is, and Quit ends it.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <thread>

#include <nlohmann/json.hpp>

#include "server/served.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// `tenbou console FILE --no-browser` started in the background, its output in files, stopped at the end; its user's
/// home (documents, the list of recent files) in the test's folder. `file`: "" for none.
struct Console {
  const TournamentFile& tournament;
  std::string out = tournament.dir.path() + "/console.out", err = tournament.dir.path() + "/console.err";
  long pid = 0;
  std::string url;   ///< the address it printed, with its token
  std::string base;  ///< http://127.0.0.1:PORT
  int port = 0;

  explicit Console(const TournamentFile& f) : Console(f, f.db) {}
  Console(const TournamentFile& f, const std::string& file) : tournament(f) {
    const std::string home = f.dir.path() + "/home";
    std::filesystem::create_directories(home + "/Documents");
    const RunResult started = run_program(
        "/bin/sh", {"-c", "HOME=\"$4\" XDG_STATE_HOME= XDG_CONFIG_HOME= TENBOU_DB= \"$0\" console ${1:+\"$1\"} --no-browser > "
                          "\"$2\" 2> \"$3\" & echo $!", TENBOU_BINARY, file, out, err, home});
    REQUIRE(started.status == 0);
    pid = std::stol(started.out);
    for (int i = 0; i < 500 && file_text(out).find('\n') == std::string::npos; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    const std::string printed = file_text(out);
    INFO(printed << file_text(err));
    REQUIRE(printed.rfind("Console: http://127.0.0.1:", 0) == 0);
    url = printed.substr(9, printed.find('\n') - 9);
    base = url.substr(0, url.find("/console"));
    port = std::stoi(base.substr(base.rfind(':') + 1));
  }
  ~Console() {
    if (running()) kill(static_cast<pid_t>(pid), SIGINT);
  }
  /// Whether it runs (started by a shell that has ended, it is no child of the test's: the system reaps it).
  bool running() const { return kill(static_cast<pid_t>(pid), 0) == 0; }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", port);
    c.set_read_timeout(10, 0);
    return c;
  }
};

/// The session cookie a Set-Cookie header sets ("tenbou_console=...").
std::string cookie_of(const httplib::Result& r) {
  const std::string set = r->get_header_value("Set-Cookie");
  return set.substr(0, set.find(';'));
}

}  // namespace

TEST_CASE_FIXTURE(Fixture, "the console's address signs a browser in once, and its session runs the organiser's commands") {
  std::signal(SIGPIPE, SIG_IGN);
  Console console(*this);
  const std::string token = console.url.substr(console.url.find("session=") + 8);
  const std::string path = console.url.substr(console.base.size());
  httplib::Client c = console.client();
  // The first visit trades the token for a cookie the page's scripts cannot read and no other site's request carries.
  const auto first = c.Get(path);
  REQUIRE(first);
  CHECK(first->status == 303);
  CHECK(first->get_header_value("Location") == "/console");
  const std::string set = first->get_header_value("Set-Cookie");
  CHECK(set.find("HttpOnly") != std::string::npos);
  CHECK(set.find("SameSite=Strict") != std::string::npos);
  const std::string cookie = cookie_of(first);
  // Named after the console's port: a console on another file signs no one out of this one.
  CHECK(cookie.rfind("tenbou_console_" + std::to_string(console.port) + "=", 0) == 0);
  CHECK(cookie.find(token) == std::string::npos);
  // The address works once: whoever finds it later in a history gets nothing.
  const auto again = c.Get(path);
  CHECK(again->status == 403);
  CHECK(again->get_header_value("Set-Cookie").empty());
  CHECK(c.Get("/console")->status == 401);
  const auto page = c.Get("/console", {{"Cookie", cookie}});
  REQUIRE(page);
  CHECK(page->status == 200);
  const std::string key = json({"keys", "--format", "json"})["organiser"];
  CHECK(page->body.find(key) == std::string::npos);
  CHECK(page->body.find("/assets/console.js") != std::string::npos);
  // The organiser page and its links, seen from the console, carry no key either.
  const auto organiser = c.Get("/organiser", {{"Cookie", cookie}});
  CHECK(organiser->status == 200);
  CHECK(organiser->body.find(key) == std::string::npos);
  // Commands run with the session; without it, or from another site's page, nothing changes.
  const std::string add = R"({"args": ["player", "add", "Zoë Ångström", "--country", "SWE"], "referee": "Anna"})";
  const std::string before = database_content(db);
  CHECK(c.Post("/api/organiser/run", add, "application/json")->status == 401);
  CHECK(c.Post("/api/organiser/run", {{"Cookie", cookie}, {"Origin", "http://evil.example"}}, add, "application/json")->status == 403);
  CHECK(c.Post("/api/organiser/run", {{"Cookie", cookie.substr(0, cookie.find('=') + 1) + token}}, add, "application/json")->status == 401);
  CHECK(database_content(db) == before);
  const auto ran = c.Post("/api/organiser/run", {{"Cookie", cookie}, {"Origin", console.base}}, add, "application/json");
  REQUIRE(ran);
  CHECK(ran->status == 200);
  CHECK(nlohmann::json::parse(ran->body)["exit"] == 0);
  CHECK(run({"player", "history", "Zoë Ångström"}).out.find("Anna") != std::string::npos);
  // The room opened to phones from the console: the server that tenbou serve runs, on every network of the machine,
  // beside the console, and closed again. The console's session means nothing there.
  const int room_port = free_port();
  CHECK(c.Get("/api/console/room")->status == 401);
  const auto opened = c.Post("/api/console/room", {{"Cookie", cookie}},
                             nlohmann::json{{"open", true}, {"port", room_port}}.dump(), "application/json");
  REQUIRE(opened);
  INFO(opened->body);
  CHECK(opened->status == 200);
  const nlohmann::json door = nlohmann::json::parse(opened->body);
  CHECK(door["open"] == true);
  CHECK(door["address"].get<std::string>().ends_with(":" + std::to_string(room_port)));
  httplib::Client phone("127.0.0.1", room_port);
  CHECK(phone.Get("/api/version")->status == 200);
  CHECK(phone.Get("/console", {{"Cookie", cookie}})->status == 404);
  CHECK(phone.Post("/api/organiser/run", {{"Cookie", cookie}}, add, "application/json")->status == 401);
  CHECK(phone.Post("/api/organiser/run", {{"Authorization", "Bearer " + key}}, R"({"args": ["player", "list"]})",
                   "application/json")->status == 200);
  const auto closed = c.Post("/api/console/room", {{"Cookie", cookie}}, R"({"open": false})", "application/json");
  CHECK(nlohmann::json::parse(closed->body)["open"] == false);
  CHECK_FALSE(httplib::Client("127.0.0.1", room_port).Get("/api/version"));
  // Files the commands write, downloaded whole: a backup that is the tournament, tournament.json, and the EMA workbook
  // refused in the pre-flight check's words while it finds problems (unless forced).
  const httplib::Headers signed_in = {{"Cookie", cookie}};
  CHECK(c.Post("/api/console/download", R"({"what": "backup"})", "application/json")->status == 401);
  CHECK(c.Post("/api/console/download", signed_in, R"({"what": "/etc/passwd"})", "application/json")->status == 400);
  const auto backup = c.Post("/api/console/download", signed_in, R"({"what": "backup"})", "application/json");
  REQUIRE(backup);
  CHECK(backup->status == 200);
  CHECK(backup->body.rfind(std::string("SQLite format 3\0", 16), 0) == 0);
  const std::string copy = dir.write("downloaded.tenbou", backup->body);
  CHECK(run_tenbou({"--db", copy, "player", "list"}).out.find("Zoë Ångström") != std::string::npos);
  const auto figures = c.Post("/api/console/download", signed_in, R"({"what": "tournament-json"})", "application/json");
  REQUIRE(figures);
  CHECK(figures->status == 200);
  CHECK(nlohmann::json::parse(figures->body).contains("players"));
  const bool clean = run({"export", "ema", "--check"}).status == 0;
  const auto workbook = c.Post("/api/console/download", signed_in, R"({"what": "ema-workbook"})", "application/json");
  CHECK(workbook->status == (clean ? 200 : 422));
  const auto forced = c.Post("/api/console/download", signed_in, R"({"what": "ema-workbook", "force": true})",
                             "application/json");
  CHECK(forced->status == 200);
  CHECK(forced->body.rfind("PK", 0) == 0);
  // Published into a folder of this machine, once, then after each change until stopped.
  const std::string site = dir.path() + "/site";
  CHECK(c.Post("/api/console/publish", signed_in, R"({"folder": "relative/site"})", "application/json")->status == 400);
  const auto published = c.Post("/api/console/publish", signed_in, nlohmann::json{{"folder", site}}.dump(),
                                "application/json");
  REQUIRE(published);
  INFO(published->body);
  CHECK(nlohmann::json::parse(published->body)["exit"] == 0);
  CHECK(std::filesystem::exists(site + "/index.html"));
  const auto watching = c.Post("/api/console/publish", signed_in,
                               nlohmann::json{{"folder", site}, {"watch", true}}.dump(), "application/json");
  CHECK(nlohmann::json::parse(watching->body)["watching"] == true);
  run({"player", "add", "Søren Ågren"});
  bool republished = false;
  for (int i = 0; i < 300 && !republished; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    republished = file_text(site + "/tournament.json").find("Søren Ågren") != std::string::npos;
  }
  CHECK(republished);
  const auto stopped = c.Post("/api/console/publish", signed_in, R"({"watch": false})", "application/json");
  CHECK(nlohmann::json::parse(stopped->body)["watching"] == false);
  // A second console on the same file is told where the first one is.
  const RunResult second = run({"console", "--no-browser"});
  CHECK(second.status == 1);
  CHECK(second.err.find("already running") != std::string::npos);
  CHECK(second.err.find(console.base + "/console") != std::string::npos);
  // Publishing after each change ends when the console opens another tournament, and says so.
  c.Post("/api/console/publish", signed_in, nlohmann::json{{"folder", site}, {"watch", true}}.dump(), "application/json");
  const std::string other = dir.path() + "/other.tenbou";
  REQUIRE(run_tenbou({"init", other, "--name", "Other Cup"}).status == 0);
  CHECK(c.Post("/api/console/open", signed_in, nlohmann::json{{"file", other}}.dump(), "application/json")->status == 200);
  bool said = false;
  for (int i = 0; i < 100 && !said; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    const nlohmann::json state = nlohmann::json::parse(c.Get("/api/console/publish", signed_in)->body);
    said = state["watch_ended_by_switch"] == true && state["watching"] == false;
  }
  CHECK(said);
  // Quit from the console's window ends it, every request answered; from elsewhere it does nothing.
  CHECK(c.Post("/api/console/quit", "{}", "application/json")->status == 401);
  CHECK(c.Post("/api/console/quit", {{"Cookie", cookie}}, "{}", "application/json")->status == 200);
  for (int i = 0; i < 500 && console.running(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  CHECK_FALSE(console.running());
  const std::string log = file_text(console.err);
  CHECK(log.find("organiser: ran player add (exit 0)") != std::string::npos);
  CHECK(log.find(key) == std::string::npos);
  CHECK(log.find(token) == std::string::npos);
  // Once it has stopped, a console starts again on the file.
  Console next(*this);
  CHECK(next.running());
}

TEST_CASE_FIXTURE(TournamentFile, "without a file, the console's first screen lists the recent tournaments and creates one") {
  std::signal(SIGPIPE, SIG_IGN);
  const std::string home = dir.path() + "/home";
  Console console(*this, "");
  httplib::Client c = console.client();
  const std::string cookie = cookie_of(c.Get(console.url.substr(console.base.size())));
  const httplib::Headers signed_in = {{"Cookie", cookie}};
  // No tournament yet: the first screen, and nothing else but a way to it.
  const auto first = c.Get("/console", signed_in);
  REQUIRE(first);
  CHECK(first->status == 200);
  CHECK(first->body.find("/assets/console_tournaments.js") != std::string::npos);
  CHECK(c.Get("/standings", signed_in)->get_header_value("Location") == "/console");
  CHECK(c.Post("/api/organiser/run", signed_in, R"({"args": ["standings"]})", "application/json")->status == 409);
  CHECK(c.Get("/api/console/tournaments")->status == 401);
  nlohmann::json state = nlohmann::json::parse(c.Get("/api/console/tournaments", signed_in)->body);
  CHECK(state["open"] == "");
  CHECK(state["recent"].empty());
  CHECK(state["folder"] == home + "/Documents/tenbou");
  CHECK(state["rulesets"].size() >= 3);
  // Created with tenbou init's own checks: a parameter it refuses is said, and nothing is made.
  const auto refused = c.Post("/api/console/create", signed_in,
                              R"({"name": "Coupe d'Été 東京", "ruleset": "ema2016", "rules": {"uma": "lots"}})",
                              "application/json");
  CHECK(refused->status == 422);
  CHECK(refused->body.find("uma") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(home + "/Documents/tenbou/Coupe d'Été 東京.tenbou"));
  const auto created = c.Post("/api/console/create", signed_in,
                              R"({"name": "Coupe d'Été 東京", "ruleset": "ema2016", "rules": {"starting_points": 25000}})",
                              "application/json");
  REQUIRE(created);
  INFO(created->body);
  CHECK(created->status == 200);
  const std::string made = home + "/Documents/tenbou/Coupe d'Été 東京.tenbou";
  CHECK(nlohmann::json::parse(created->body)["open"] == made);
  CHECK(run_tenbou({"--db", made, "ruleset", "show", "--format", "json"}).status == 0);
  CHECK(run_tenbou({"--db", made, "tournament", "show"}).out.find("Coupe d'Été 東京") != std::string::npos);
  // It serves the new tournament at once: its commands and pages.
  const auto ran = c.Post("/api/organiser/run", signed_in, R"({"args": ["player", "add", "Zoë Ångström"]})", "application/json");
  CHECK(nlohmann::json::parse(ran->body)["exit"] == 0);
  CHECK(c.Get("/console", signed_in)->body.find("/assets/console.js") != std::string::npos);
  // A second with the same name goes beside it; a file that is there is opened, not made again.
  const auto second = c.Post("/api/console/create", signed_in, R"({"name": "Coupe d'Été 東京"})", "application/json");
  CHECK(nlohmann::json::parse(second->body)["open"] == home + "/Documents/tenbou/Coupe d'Été 東京 (2).tenbou");
  const auto again = c.Post("/api/console/create", signed_in,
                            nlohmann::json{{"name", "Again"}, {"file", made}}.dump(), "application/json");
  CHECK(again->status == 409);
  // Another file by its path; one that is not a tournament is refused, and the one served stays served.
  std::ofstream(dir.path() + "/notes.txt") << "not a tournament\n";
  const auto not_one = c.Post("/api/console/open", signed_in,
                              nlohmann::json{{"file", dir.path() + "/notes.txt"}}.dump(), "application/json");
  CHECK(not_one->status == 422);
  CHECK(nlohmann::json::parse(c.Get("/api/console/tournaments", signed_in)->body)["open"] ==
        home + "/Documents/tenbou/Coupe d'Été 東京 (2).tenbou");
  // Not while the room is open to phones: its tables would change tournament under them.
  const auto door = c.Post("/api/console/room", signed_in, nlohmann::json{{"open", true}, {"port", free_port()}}.dump(),
                           "application/json");
  CHECK(door->status == 200);
  CHECK(c.Post("/api/console/open", signed_in, nlohmann::json{{"file", made}}.dump(), "application/json")->status == 409);
  c.Post("/api/console/room", signed_in, R"({"open": false})", "application/json");
  CHECK(c.Post("/api/console/open", signed_in, nlohmann::json{{"file", made}}.dump(), "application/json")->status == 200);
  CHECK(c.Get("/api/standings", signed_in)->body.find("Zoë Ångström") != std::string::npos);
  // The recent ones, most recent first, are listed by the next console, with their names.
  c.Post("/api/console/quit", signed_in, "{}", "application/json");
  for (int i = 0; i < 500 && console.running(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  Console next(*this, "");
  httplib::Client n = next.client();
  const httplib::Headers next_in = {{"Cookie", cookie_of(n.Get(next.url.substr(next.base.size())))}};
  state = nlohmann::json::parse(n.Get("/api/console/tournaments", next_in)->body);
  REQUIRE(state["recent"].size() == 2);
  CHECK(state["recent"][0]["path"] == made);
  CHECK(state["recent"][0]["name"] == "Coupe d'Été 東京");
  CHECK(state["recent"][0]["players"] == 1);
  CHECK(state["recent"][1]["path"] == home + "/Documents/tenbou/Coupe d'Été 東京 (2).tenbou");
}

TEST_CASE_FIXTURE(TournamentFile, "a file that does not exist yet is the console's to create; one that is no tournament is refused") {
  std::signal(SIGPIPE, SIG_IGN);
  const std::string wanted = dir.path() + "/Riichi Cup.tenbou";
  Console console(*this, wanted);
  httplib::Client c = console.client();
  const httplib::Headers signed_in = {{"Cookie", cookie_of(c.Get(console.url.substr(console.base.size())))}};
  const nlohmann::json state = nlohmann::json::parse(c.Get("/api/console/tournaments", signed_in)->body);
  CHECK(state["asked"] == wanted);
  CHECK(state["open"] == "");
  const auto created = c.Post("/api/console/create", signed_in,
                              nlohmann::json{{"name", "Riichi Cup"}, {"file", wanted}}.dump(), "application/json");
  CHECK(created->status == 200);
  CHECK(std::filesystem::exists(wanted));
  c.Post("/api/console/quit", signed_in, "{}", "application/json");
  // A folder, or a file that is not a tournament, is refused before the console starts.
  const RunResult folder = run_tenbou({"console", dir.path(), "--no-browser"});
  CHECK(folder.status == 1);
  CHECK(folder.err.find("folder") != std::string::npos);
}

}  // namespace tenbou::test
