// Times as people at the venue read them: histories, corrections, penalty lists (text and CSV), refusals and
// the projector show the tournament's time zone as "2026-11-22 14:05 CET"; JSON keeps UTC.

#include <ctime>

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

/// `utc` ("2026-11-22T13:05:00Z") as the C library reads it in `zone`, with `format`: an oracle independent of
/// tenbou's own (ICU's) reading.
std::string in_zone(const std::string& utc, const char* zone, const char* format) {
  std::tm parts{};
  strptime(utc.c_str(), "%Y-%m-%dT%H:%M:%SZ", &parts);
  const std::time_t moment = timegm(&parts);
  const char* before = std::getenv("TZ");
  const std::string saved = before ? before : "";
  setenv("TZ", zone, 1);
  tzset();
  std::tm local{};
  localtime_r(&moment, &local);
  char text[64];
  std::strftime(text, sizeof text, format, &local);
  if (before) setenv("TZ", saved.c_str(), 1); else unsetenv("TZ");
  tzset();
  return text;
}

TEST_CASE("the tournament's time zone: histories and lists in local time, JSON in UTC") {
  Fixture f;
  f.refused({"tournament", "set", "timezone", "Europe/Vienn"}, {"timezone: \"Europe/Vienn\" is not valid", "Europe/Vienna"});
  REQUIRE(f.run({"tournament", "set", "timezone", "Europe/Vienna"}).status == 0);
  REQUIRE(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--by", "Referee Kim"}).status == 0);
  REQUIRE(f.run({"penalty", "add", "Alice", "1000", "--reason", "late"}).status == 0);

  const nlohmann::json history = f.json({"game", "history", "1/1", "--format", "json"});
  const std::string utc = history[0]["at"];
  CHECK(utc.back() == 'Z');
  const std::string local = in_zone(utc, "Europe/Vienna", "%Y-%m-%d %H:%M %Z");
  CHECK((local.ends_with(" CET") || local.ends_with(" CEST")));
  CHECK(f.run({"game", "history", "1/1"}).out.find(local) != std::string::npos);
  CHECK(f.run({"penalty", "list"}).out.find(local.substr(0, 14)) != std::string::npos);
  CHECK(f.run({"penalty", "list", "--format", "csv"}).out.find(" CE") != std::string::npos);
  CHECK(f.run({"penalty", "list", "--format", "json"}).out.find("Z\"") != std::string::npos);
  CHECK(f.run({"tournament", "show"}).out.find("timezone:      Europe/Vienna") != std::string::npos);

  // A hand entered twice is told when, in local time.
  const RunResult twice = f.run({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--expect", "1"});
  CHECK(twice.status == 1);
  CHECK_MESSAGE(twice.err.find("(entered by Referee Kim at " + local + ")") != std::string::npos, twice.err);

  // The projector says as of when, in local time.
  const std::string projector = f.run({"standings", "--format", "html", "--projector"}).out;
  CHECK((projector.find(" CET · ") != std::string::npos || projector.find(" CEST · ") != std::string::npos));
}

TEST_CASE("init records this machine's zone: TZ when set") {
  TempDir dir;
  const std::string db = dir.path() + "/t.tenbou";
  setenv("TZ", "Europe/Warsaw", 1);
  const RunResult r = run_tenbou({"init", db, "--name", "Warszawa Open"});
  unsetenv("TZ");
  REQUIRE(r.status == 0);
  const nlohmann::json shown = nlohmann::json::parse(run_tenbou({"--db", db, "tournament", "show", "--format", "json"}).out);
  CHECK(shown["timezone"] == "Europe/Warsaw");
  CHECK(shown["history"][0]["by"] == "tenbou init");
}

TEST_CASE("far from Europe: an offset where the zone has no abbreviation in English") {
  Fixture f;
  REQUIRE(f.run({"tournament", "set", "timezone", "Asia/Tokyo"}).status == 0);
  REQUIRE(f.run({"hand", "draw", "--game", "1/1", "--tenpai", "none"}).status == 0);
  const std::string utc = f.json({"game", "history", "1/1", "--format", "json"})[0]["at"];
  const std::string local = in_zone(utc, "Asia/Tokyo", "%Y-%m-%d %H:%M");
  CHECK(f.run({"game", "history", "1/1"}).out.find(local + " GMT+9") != std::string::npos);
}

}  // namespace
}  // namespace tenbou::test
