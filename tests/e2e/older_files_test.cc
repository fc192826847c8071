// Files written by earlier versions of tenbou: each one opens, audits clean and reports what the version
// that wrote it reported: every field it printed, with the same value (later versions may add fields, never
// change or drop one). Every change of the schema or of the ruleset parameters adds a fixture under
// tests/data/ (see DEVELOPING.md).

#include <filesystem>

#include <nlohmann/json.hpp>

#include "formats/country_codes.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

/// A tournament file written by an earlier tenbou, with what that version printed for it.
struct OlderFile {
  const char* folder;                  ///< under tests/data/
  std::vector<const char*> games;      ///< every game, as ROUND/TABLE
  bool audit = false;                  ///< it keeps `audit --corrections --format json` as audit.json
  bool teams = false;                  ///< it keeps `team list` as teams.json, `standings --teams --best 3` as team-standings.json
  bool stages = false;                 ///< it keeps `stage list` as stages.json
};

/// Whether `now` holds everything `then` held: the same scalars, arrays of the same length holding what
/// `then`'s did, objects with every key of `then`'s (and maybe more). A country written before the EMA's codes
/// (an ISO code, NLD) holds as the EMA's code (NED). A standing's penalties, written as a positive amount before
/// deductions were all written negative (results format 2), hold as that amount deducted (one written since holds as
/// it is). The audit's corrections
/// hold when each one listed then is listed now, in the same order: a later version lists more kinds (cancelled
/// penalties).
bool holds(const nlohmann::json& now, const nlohmann::json& then, std::string_view key = "") {
  if (key == "penalties" && then.is_number_integer() && then.get<std::int64_t>() > 0)
    return now == -then.get<std::int64_t>();
  if (key == "corrections" && then.is_array() && now.is_array()) {
    std::size_t at = 0;
    for (const nlohmann::json& listed : then) {
      while (at < now.size() && !holds(now[at], listed)) ++at;
      if (at++ == now.size()) return false;
    }
    return true;
  }
  if (key == "country" && then.is_string() && !then.get<std::string>().empty())
    return now == ema_country_code(then.get<std::string>()).value_or(then.get<std::string>());
  if (then.is_object()) {
    if (!now.is_object()) return false;
    for (const auto& [name, value] : then.items())
      if (!now.contains(name) || !holds(now[name], value, name)) return false;
    return true;
  }
  if (then.is_array()) {
    if (!now.is_array() || now.size() != then.size()) return false;
    for (std::size_t i = 0; i < then.size(); ++i)
      if (!holds(now[i], then[i])) return false;
    return true;
  }
  return now == then;
}

/// Checks that `output` holds what `folder/file` recorded.
void check_holds(const std::string& output, const std::string& file) {
  const nlohmann::json now = nlohmann::json::parse(output);
  const nlohmann::json then = nlohmann::json::parse(read_source_file(file));
  CHECK_MESSAGE(holds(now, then), file << " is not held in:\n" << output);
}

const std::vector<OlderFile>& older_files() {
  static const std::vector<OlderFile> files = {
      // tenbou 0.1.0 (schema level 4, ruleset copies without a format version): the demo tournament.
      {"tenbou-0.1.0", {"1/1", "1/2", "1/3", "1/4", "2/1", "2/2", "2/3", "2/4"}},
      // Schema level 5, before player corrections (schema 6): the demo, then a game voided, a game of round 3
      // reseated with hands voided, restored and undone, closed, reopened and closed again, and a chombo.
      {"schema-5-corrections", {"1/1", "1/2", "1/3", "1/4", "2/1", "2/2", "2/3", "2/4", "3/1", "3/2", "9/1"}, true},
      // Schema level 8, before substitutes and withdrawals (schema 9): the demo, a player renamed and one merged,
      // round 3 recorded from score sheets (one corrected, one --relative, one from a CSV file, one with a chombo
      // entered as a hand) and a sheet game of round 4 voided.
      {"schema-8-sheets", {"1/1", "1/2", "1/3", "1/4", "2/1", "2/2", "2/3", "2/4", "3/1", "3/2", "3/3", "3/4", "4/1"}, true},
      // Schema level 9, before teams (schema 10): the demo, a player withdrawn after round 2 and one absent from
      // round 3, two unranked substitutes (one with a CJK name) seated in their places by seating replace,
      // round 3 from score sheets (one with a riichi stick left, one all level), a substitute's penalty and
      // a game of round 4 in progress.
      {"schema-9-participation",
       {"1/1", "1/2", "1/3", "1/4", "2/1", "2/2", "2/3", "2/4", "3/1", "3/2", "3/3", "3/4", "4/1"}, true},
      // Schema level 10, before stages (schema 11): the demo, four teams formed (one with a CJK name), one renamed, one
      // changed (a player dropped, a substitute added), one removed and formed again with five players, and a game of
      // round 3 from its score sheet.
      {"schema-10-teams", {"1/1", "1/2", "1/3", "1/4", "2/1", "2/2", "2/3", "2/4", "3/1"}, true, true},
      // Schema level 12, before removed registrations (schema 13): the demo, a test registration withdrawn after
      // round 0 (a no-show) in a team, a substitute in a team who took a withdrawn player's seats in round 3, round 3
      // from score sheets, a penalty, a top-8 final halved from round 4 seated by the standings, one game of round 4
      // from its sheet and one in progress.
      {"schema-12-stages",
       {"1/1", "1/2", "1/3", "1/4", "2/1", "2/2", "2/3", "2/4", "3/1", "3/2", "3/3", "3/4", "4/1", "4/2"}, true, true, true},
      // Schema level 14, before who registered a player is kept (schema 15): the demo (players imported by a referee
      // named in TENBOU_REFEREE, which that version did not keep), a registration removed (schema 13), a no-show
      // withdrawn after round 0, a penalty and a cancelled one.
      {"schema-14-registrations", {"1/1", "1/2", "1/3", "1/4", "2/1", "2/2", "2/3", "2/4"}, true},
      // Schema level 15, before online names and imported logs (schema 16), its ruleset stored in format 3 (before
      // the platforms' parameters): the demo, a player's club edited, round 3 started with a hand of riichi on two
      // tables and one game closed early.
      {"schema-15-online",
       {"1/1", "1/2", "1/3", "1/4", "2/1", "2/2", "2/3", "2/4", "3/1", "3/2", "3/3", "3/4"}, true},
  };
  return files;
}

TEST_CASE("tournament files written by earlier versions open, audit clean and report the same figures") {
  for (const OlderFile& older : older_files()) {
    CAPTURE(older.folder);
    const std::string folder = std::string("tests/data/") + older.folder;
    TempDir dir;
    const std::string db = dir.path() + "/old.tenbou";
    std::filesystem::copy_file(std::string(TENBOU_SOURCE_DIR) + "/" + folder + "/demo.tenbou", db);

    const RunResult audit = run_tenbou({"--db", db, "audit", "--corrections", "--format", "json"});
    CHECK_MESSAGE(audit.status == 0, audit.out << audit.err);
    if (older.audit) check_holds(audit.out, folder + "/audit.json");

    const RunResult standings = run_tenbou({"--db", db, "standings", "--format", "json"});
    REQUIRE_MESSAGE(standings.status == 0, standings.err);
    check_holds(standings.out, folder + "/standings.json");
    // Its teams as they were (teams.json, team-standings.json with --best 3); none in a file written before teams.
    if (older.teams) {
      check_holds(run_tenbou({"--db", db, "team", "list", "--format", "json"}).out, folder + "/teams.json");
      check_holds(run_tenbou({"--db", db, "standings", "--teams", "--best", "3", "--format", "json"}).out,
                  folder + "/team-standings.json");
    } else {
      CHECK(run_tenbou({"--db", db, "team", "list", "--format", "json"}).out == "[]\n");
      CHECK(run_tenbou({"--db", db, "standings", "--teams", "--format", "json"}).out == "[]\n");
    }
    if (older.stages) {
      check_holds(run_tenbou({"--db", db, "stage", "list", "--format", "json"}).out, folder + "/stages.json");
    } else {  // written before stages existed: none, and no row in one
      CHECK(run_tenbou({"--db", db, "stage", "list", "--format", "json"}).out == "[]\n");
      for (const auto& row : nlohmann::json::parse(standings.out)) CHECK(row["stage"].is_null());
    }

    for (const char* game : older.games) {
      CAPTURE(game);
      const RunResult shown = run_tenbou({"--db", db, "game", "show", game, "--format", "json"});
      REQUIRE_MESSAGE(shown.status == 0, shown.err);
      std::string file = game;
      file[file.find('/')] = '-';
      check_holds(shown.out, folder + "/games/" + file + ".json");
    }
  }
}

}  // namespace
}  // namespace tenbou::test
