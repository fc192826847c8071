// tenbou publish: a 36-player festival (Arabic, Hebrew, CJK and long names, teams, a substitute, a stage) published as
// a static site. Every link of every page leads to a file of the site; every page exists in every language; no key,
// organiser page, script or game in progress is ever written; --after-round leaves later rounds out of every file; a
// publish that changes nothing rewrites nothing; tournament.json imports into another file with the same totals; the
// charts' figures are the reports'.

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "e2e/published_site.h"
#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

namespace fs = std::filesystem;

const std::vector<std::string> kNames = {
    "ليلى حداد", "田中 太郎", "김민준", "Maximilian Alexander von Hohenzollern-Sigmaringen", "Zoë Lefèvre",
    "Bernd Keller", "Dmitri Volkov", "Eva Novák", "Finn Larsen", "Greta Lindqvist", "Hugo Dubois", "Ines Ferreira",
    "Jakub Kowalski", "Katrin Müller", "Luca Bianchi", "Marta Horváth", "Niels de Vries", "Olga Petrova",
    "Pablo García", "Łukasz Żółkiewski", "Hana Satō", "Αλεξάνδρα Παππά", "Karl Berg", "Lena Vogel", "Marc Aubert",
    "Nora Sørensen", "Oskar Nyström", "Paula Ionescu", "Quentin Roy", "Rita Kovács", "Sven Ek", "Tomás Ó Briain",
    "Ursula Weiß", "Vera Janković", "李 小龙", "יעל כהן"};

/// 36 players in nine teams, a substitute, four planned rounds, a stage from round 3. Rounds are played from score
/// sheets; in round 2 the substitute plays for Lena Vogel's seat... wherever the plan puts the first table's North.
struct Festival : TournamentFile {
  Festival() {
    REQUIRE(run_tenbou({"init", db, "--name", "Festival d'été"}).status == 0);
    REQUIRE(run({"tournament", "set", "timezone", "Europe/Paris"}).status == 0);
    std::string csv = "name,country,team,substitute\n";
    for (std::size_t i = 0; i < kNames.size(); ++i)
      csv += "\"" + kNames[i] + "\"," + (i % 3 == 0 ? "FRA" : i % 3 == 1 ? "JPN" : "DEU") + ",Team " +
             std::to_string(i / 4 + 1) + ",\n";
    csv += "Sam Reserve,GBR,,yes\n";
    REQUIRE(run({"player", "import", dir.write("players.csv", csv)}).status == 0);
    REQUIRE(run({"seating", "generate", "--rounds", "4", "--time-limit", "1"}).status == 0);
  }

  /// The plan's tables of `round`, East first.
  std::vector<std::vector<std::string>> planned(int round) const {
    const nlohmann::json plan = json({"seating", "show", "--round", std::to_string(round), "--format", "json"});
    std::vector<std::vector<std::string>> out;
    for (const auto& table : plan["rounds"][0]) {
      out.emplace_back();
      for (const auto& seat : table) out.back().push_back(plan["names"][seat.get<std::size_t>() - 1]);
    }
    return out;
  }

  /// Records the final scores of `tables` (1-based numbers) of `round` from one sheet; with `substitute`, that
  /// player takes the North seat of the round's first table.
  void play(int round, int first_table, int last_table, const std::string& substitute = "") {
    std::string csv = "round,table,player,score\n";
    const auto tables = planned(round);
    for (int t = first_table; t <= last_table; ++t) {
      std::vector<std::string> names = tables[static_cast<std::size_t>(t - 1)];
      if (!substitute.empty() && t == 1) names[3] = substitute;
      for (std::size_t seat = 0; seat < 4; ++seat)
        csv += std::to_string(round) + "," + std::to_string(t) + ",\"" + names[seat] + "\"," +
               std::to_string(15000 + 10000 * ((seat + static_cast<std::size_t>(round + t)) % 4)) + "\n";
    }
    std::vector<std::string> args{"game", "result", "--csv", dir.write("r" + std::to_string(round) + ".csv", csv)};
    if (!substitute.empty()) args.insert(args.end(), {"--reason", "a player fell ill"});
    const RunResult r = run(args);
    REQUIRE_MESSAGE(r.status == 0, r.err);
  }
};

TEST_CASE("publish writes a whole site: every link leads to a page, every page in every language, nothing private" *
          slow()) {
  Festival f;
  f.play(1, 1, 9);
  f.play(2, 1, 9, "Sam Reserve");
  REQUIRE(f.run({"stage", "add", "Second half", "--from-round", "3", "--top", "36", "--points", "keep"}).status == 0);
  f.play(3, 1, 9);
  f.play(4, 1, 8);
  // Table 9 of round 4 is still playing: one hand entered.
  const auto last = f.planned(4)[8];
  REQUIRE(f.run({"game", "start", "--round", "4", "--table", "9"}).status == 0);
  REQUIRE(f.run({"hand", "draw", "--game", "4/9", "--tenpai", last[0]}).status == 0);
  const std::string site = f.dir.path() + "/site";

  const RunResult r = f.run({"publish", site});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Published Festival d'été to " + site + " as of round 4: ") == 0);
  CHECK(r.out.find("in en, de, fr, pl and nl") != std::string::npos);
  const auto files = site_files(site);
  CHECK(files.count("index.html"));
  CHECK(files.count("style.css"));
  CHECK(files.count("tournament.json"));
  CHECK(broken_links(files) == std::vector<std::string>{});

  const std::set<std::string> english = pages_in(files, "en");
  for (const char* page : {"index.html", "standings.html", "standings-after-round-1.html", "standings-after-round-3.html",
                           "stage-1.html", "teams.html", "nations.html", "round-1.html", "round-4.html", "players.html",
                           "player-37.html", "game-2-1.html", "game-4-8.html", "stats.html", "seating.html"})
    CHECK_MESSAGE(english.count(page), page);
  CHECK(english.size() == 1 + 4 + 1 + 2 + 4 + 1 + 37 + 35 + 2);  // index, standings (4), stage, groups, rounds,
                                                                  // players, 37 players, 35 games, stats and seating
  for (const char* code : {"de", "fr", "pl", "nl"}) CHECK_MESSAGE(pages_in(files, code) == english, code);

  // Nothing private, nothing live, nothing from the network, and no game in progress.
  for (const auto& [file_name, text] : files) {
    const std::string& name = file_name;  // a variable of its own: CAPTURE takes it by reference
    for (const char* never : {"key=", "organiser", "/table/", "<script", "href=\"http", "src=\"http", "url(", "@import", "game-4-9"})
      CHECK_MESSAGE(text.find(never) == std::string::npos, name << " holds " << never);
  }
  CHECK(english.count("game-4-9.html") == 0);
  const nlohmann::json data = nlohmann::json::parse(files.at("tournament.json"));
  CHECK(data["generator"] == "tenbou");
  CHECK(data["as_of_round"] == 4);
  CHECK(data["games"].size() == 35);
  CHECK(data["rounds"][3]["tables"].size() == 8);
  // Names in every script keep their direction beside figures.
  CHECK(files.at("en/standings.html").find("<bdi>ليلى حداد</bdi>") != std::string::npos);
  CHECK(files.at("en/teams.html").find("\u2068ليلى حداد\u2069 ") != std::string::npos);  // isolated in a team's list
  CHECK(std::any_of(files.begin(), files.end(), [](const auto& file) {  // and among a player's opponents
    return file.first.starts_with("en/player-") && file.second.find("\u2068ليلى حداد\u2069") != std::string::npos;
  }));
  CHECK(files.at("de/index.html").find("Stand nach Runde 4, veröffentlicht ") != std::string::npos);
  CHECK(files.at("de/index.html").find(" (CET)") != std::string::npos);
  CHECK(files.at("en/index.html").find("Round 4: 8 of 9 tables finished, the others still playing.") != std::string::npos);
  CHECK(files.at("en/round-4.html").find("Round 4: 9 tables, 8 finished; still open: table 9.") != std::string::npos);
  CHECK(files.at("en/round-3.html").find("Round 3: 9 tables, 9 finished; all games finished.") != std::string::npos);

  // The figures published are the tournament's: tournament.json imports into another file with the same totals.
  const TournamentFile copy;
  REQUIRE(run_tenbou({"init", copy.db, "--name", "Copy"}).status == 0);
  const RunResult imported = copy.run({"game", "import", site + "/tournament.json", "--add-players"});
  REQUIRE_MESSAGE(imported.status == 0, imported.err);
  CHECK(imported.out.find("Imported 35 games") == 0);
  const nlohmann::json before = f.json({"standings", "--format", "json"});
  const nlohmann::json after = copy.json({"standings", "--format", "json"});
  std::map<std::string, long long> totals;
  for (const auto& row : before) totals[row["name"]] = row["total"];
  for (const auto& row : after) CHECK_MESSAGE(totals[row["name"]] == row["total"], row["name"]);
  // A file that only looks like one is refused as a file of game records, not taken for a site's.
  CHECK(copy.run({"game", "import", copy.dir.write("odd.json", R"({"generator": 5, "games": []})")}).status == 1);
  std::map<std::string, std::string> countries;  // the players registered with their details
  for (const auto& p : f.json({"player", "list", "--format", "json"})) countries[p["name"]] = p["country"].is_string() ? p["country"] : "";
  for (const auto& p : copy.json({"player", "list", "--format", "json"}))
    CHECK_MESSAGE(countries[p["name"]] == p["country"], p["name"]);

  // Publishing again changes nothing; a hand in the game in progress changes nothing either.
  const auto times = file_times(site);
  const RunResult again = f.run({"publish", site});
  REQUIRE(again.status == 0);
  CHECK(again.out.find("(none changed)") != std::string::npos);
  CHECK(file_times(site) == times);
  REQUIRE(f.run({"hand", "draw", "--game", "4/9", "--tenpai", last[1]}).status == 0);
  CHECK(f.run({"publish", site}).out.find("(none changed)") != std::string::npos);
  CHECK(file_times(site) == times);
  CHECK(site_files(site) == files);

  // Finishing that game publishes it, and leaves the pages it does not touch as they were.
  REQUIRE(f.run({"game", "finish", "4/9"}).status == 0);
  const RunResult finished = f.run({"publish", site});
  REQUIRE(finished.status == 0);
  const auto changed_times = file_times(site);
  CHECK(changed_times.count("en/game-4-9.html"));
  for (const char* same : {"en/game-1-1.html", "de/game-3-5.html", "en/round-1.html", "en/standings-after-round-2.html",
                           "style.css", "fr/seating.html"})
    CHECK_MESSAGE(changed_times.at(same) == times.at(same), same);
  for (const char* moved : {"en/round-4.html", "en/standings.html", "tournament.json"})  // the index: if the minute changed
    CHECK_MESSAGE(site_files(site).at(moved) != files.at(moved), moved);

  // The charts: well-formed, and their figures those of the reports' JSON.
  const auto published = site_files(site);
  for (const auto& [file_name, text] : published) {
    const std::string& name = file_name;  // a variable of its own: CHECK_MESSAGE takes it by reference
    for (std::size_t at = text.find("<svg class=\"chart\""); at != std::string::npos; at = text.find("<svg class=\"chart\"", at + 1))
      CHECK_MESSAGE(malformed_xml(text.substr(at, text.find("</svg>", at) + 6 - at)) == "", name);
  }
  const nlohmann::json game = f.json({"game", "show", "4/9", "--format", "json"});
  const std::string& sheet = published.at("en/game-4-9.html");
  CHECK(sheet.find("Signatures") == std::string::npos);  // read at home, not signed: only the venue's sheets have them
  CHECK(f.run({"game", "show", "4/9", "--format", "html"}).out.find("Signatures") != std::string::npos);
  for (std::size_t seat = 0; seat < 4; ++seat) {
    std::string values = "30000";
    for (const auto& hand : game["hands"]) values += "," + std::to_string(hand["scores"][seat].get<long long>());
    CHECK(sheet.find("data-series=\"" + game["players"][seat].get<std::string>() + "\" data-values=\"" + values + "\"") !=
          std::string::npos);
  }
  const nlohmann::json standings = f.json({"standings", "--format", "json"});
  const nlohmann::json leader = standings[0];
  std::string places, running;
  for (int round = 1; round <= 4; ++round) {
    const nlohmann::json after = f.json({"standings", "--after-round", std::to_string(round), "--format", "json"});
    for (const auto& row : after)
      if (row["name"] == leader["name"]) {
        places += (round > 1 ? "," : "") + std::to_string(row["place"].get<int>());
        running += (round > 1 ? "," : "") + std::to_string(row["total"].get<long long>());
      }
  }
  CHECK(published.at("en/standings.html").find("data-series=\"" + leader["name"].get<std::string>() + "\" data-values=\"" +
                                               places + "\"") != std::string::npos);
  for (const auto& player : f.json({"player", "list", "--format", "json"}))
    if (player["name"] == leader["name"])
      CHECK(published.at("en/player-" + std::to_string(player["id"].get<long long>()) + ".html")
                .find("data-series=\"total\" data-values=\"" + running + "\"") != std::string::npos);
}

TEST_CASE("publish --after-round 2 shows nothing of rounds 3 and 4; --clean removes a voided game's page" * slow()) {
  Festival f;
  f.play(1, 1, 9);
  f.play(2, 1, 9);
  f.play(3, 1, 9);
  f.play(4, 1, 9);
  REQUIRE(f.run({"penalty", "add", "Sam Reserve", "2000", "--reason", "late return", "--round", "2"}).status == 0);
  REQUIRE(f.run({"penalty", "add", "Sam Reserve", "1000", "--reason", "phone rang", "--round", "3"}).status == 0);
  const std::string site = f.dir.path() + "/site";
  // Published whole first, in every language: publishing after round 2 into the same folder, without --clean, leaves
  // neither the later rounds' pages nor the languages no longer published.
  REQUIRE(f.run({"publish", site}).status == 0);
  const RunResult r = f.run({"publish", site, "--after-round", "2", "--lang", "en,fr"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("as of round 2: ") != std::string::npos);
  const auto files = site_files(site);
  CHECK(broken_links(files) == std::vector<std::string>{});
  CHECK(pages_in(files, "de").empty());
  CHECK(pages_in(files, "fr") == pages_in(files, "en"));
  CHECK(files.at("en/index.html").find("still playing") == std::string::npos);  // round 2 is whole
  CHECK(std::any_of(files.begin(), files.end(), [](const auto& file) {  // a penalty of round 2, explained
    return file.first.starts_with("en/player-") && file.second.find("<td>late return</td>") != std::string::npos;
  }));
  for (const auto& [file_name, text] : files) {
    const std::string& name = file_name;  // a variable of its own: CAPTURE takes it by reference
    if (name.ends_with("seating.html")) continue;  // the plan may show later rounds
    for (const char* later : {"game-3-", "game-4-", "round-3.", "round-4.", ">3/", ">4/", "Round 3", "Round 4", "Tour 3",
                              "Tour 4", "round 3", "round 4", ">R3<", ">T3<", ">R4<", ">T4<", "standings-after-round-2",
                              "phone rang"})
      CHECK_MESSAGE(text.find(later) == std::string::npos, name << " holds " << later);
  }
  const nlohmann::json data = nlohmann::json::parse(files.at("tournament.json"));
  CHECK(data["as_of_round"] == 2);
  for (const auto& game : data["games"]) CHECK(game["round"].get<int>() <= 2);
  // The totals are the standings after round 2.
  const nlohmann::json standings = f.json({"standings", "--after-round", "2", "--format", "json"});
  CHECK(data["standings"] == standings);

  // A game voided after publishing: its page stays without --clean, and goes with it.
  REQUIRE(f.run({"game", "void", "2/3", "--reason", "entered twice"}).status == 0);
  const RunResult kept = f.run({"publish", site, "--after-round", "2", "--lang", "en,fr"});
  CHECK(kept.out.find("2 pages of earlier publishes kept (pages that no longer exist: --clean removes them)") !=
        std::string::npos);
  CHECK(fs::exists(site + "/en/game-2-3.html"));
  const RunResult cleaned = f.run({"publish", site, "--after-round", "2", "--lang", "en,fr", "--clean"});
  CHECK(cleaned.out.find("2 pages of earlier publishes removed") != std::string::npos);
  CHECK_FALSE(fs::exists(site + "/en/game-2-3.html"));
  CHECK(broken_links(site_files(site)) == std::vector<std::string>{});
}

TEST_CASE("publish refuses a folder of other files, a file, and leaves the site before whole when it cannot write") {
  Fixture f;
  const std::string other = f.dir.path() + "/documents";
  fs::create_directory(other);
  f.dir.write("documents/letter.txt", "Dear organiser");
  const RunResult refused = f.run({"publish", other});
  CHECK(refused.status == 1);
  CHECK(refused.err.find("it holds files tenbou did not write (letter.txt), and tenbou never replaces or removes them, "
                         "--clean or not") != std::string::npos);
  CHECK(fs::exists(other + "/letter.txt"));
  // A clone of a GitHub Pages repository holds only the folder's own: published into, and kept through --clean.
  const std::string pages = f.dir.path() + "/pages";
  fs::create_directories(pages + "/.git/refs/tags");
  f.dir.write("pages/.git/HEAD", "ref: refs/heads/main\n");
  f.dir.write("pages/CNAME", "results.example.org\n");
  CHECK(f.run({"publish", pages, "--lang", "en"}).status == 0);
  f.dir.write("pages/.nojekyll", "");
  const RunResult clean = f.run({"publish", pages, "--lang", "en", "--clean"});
  CHECK(clean.status == 0);
  CHECK(clean.out.find("removed") == std::string::npos);
  for (const char* own : {"/.git/HEAD", "/.git/refs/tags", "/CNAME", "/.nojekyll", "/en/index.html"})
    CHECK_MESSAGE(fs::exists(pages + own), own);
  // Another tournament's site: refused, its pages left as they were; --clean replaces it.
  const std::string autumn = f.dir.path() + "/autumn";
  fs::create_directories(autumn + "/en");
  f.dir.write("autumn/tournament.json", R"({"format": 1, "generator": "tenbou", "tournament": {"name": "Autumn Cup"}})");
  f.dir.write("autumn/en/player-9.html", "Autumn Cup's player");
  const RunResult foreign = f.run({"publish", autumn});
  CHECK(foreign.status == 1);
  CHECK(foreign.err.find("it holds the site of another tournament, \"Autumn Cup\": give a new or empty folder, or add "
                         "--clean to replace that site") != std::string::npos);
  CHECK(fs::exists(autumn + "/en/player-9.html"));
  CHECK_FALSE(fs::exists(autumn + "/en/index.html"));
  CHECK(f.run({"publish", autumn, "--clean"}).status == 0);
  CHECK_FALSE(fs::exists(autumn + "/en/player-9.html"));
  CHECK(f.run({"publish", autumn}).status == 0);  // now its own
  const std::string file = f.dir.write("site.html", "x");
  CHECK(f.run({"publish", file}).err.find("it is a file, not a folder") != std::string::npos);
  const RunResult missing = f.run({"publish", f.dir.path() + "/no/such"});
  CHECK(missing.status == 1);
  CHECK(missing.err.find("could not write \"" + f.dir.path() + "/no/such\": there is no folder \"" + f.dir.path() + "/no\"") !=
        std::string::npos);
  CHECK(f.run({"publish", "x", "--lang", "en,xx"}).status == 2);
  const RunResult unplayed = f.run({"publish", f.dir.path() + "/later", "--after-round", "5"});
  CHECK(unplayed.status == 1);
  CHECK(unplayed.err.find("--after-round: round 5 has no games (rounds so far: 1)") != std::string::npos);
  CHECK_FALSE(fs::exists(f.dir.path() + "/later"));
  for (const char* none : {"", ",", "en,,de"}) {
    const RunResult empty = f.run({"publish", "x", "--lang", none});
    CHECK_MESSAGE(empty.status == 2, none);
    CHECK(empty.err.find("\"\" is not a language of the pages") != std::string::npos);
  }
}

TEST_CASE("a publish onto a full disk says so, exit 1, and leaves the site published before whole") {
  Fixture f;
  // The site as published first, copied off the disk; then the disk filled; then a change published.
  const std::string disk = f.dir.path() + "/disk", before = f.dir.path() + "/before";
  const auto r = on_small_disk(f, disk, "512k",
                               "\"$2\" --db \"$3\" publish \"$1/site\" --lang en >/dev/null || exit 98\n"
                               "cp -a \"$1/site\" \"" + before + "\"\n"
                               "\"$2\" --db \"$3\" hand draw --game 1/1 --tenpai none >/dev/null\n"
                               "\"$2\" --db \"$3\" game finish 1/1 >/dev/null\n"
                               "dd if=/dev/zero of=\"$1/full\" bs=4k 2>/dev/null",
                               "publish \"$1/site\" --lang en",
                               "diff -r \"$1/site\" \"" + before + "\" && echo same; ls -A \"$1\"");
  if (!r) return;
  CHECK(r->out == "exit 1\nsame\nfull\nsite\n");  // the site as it was, and no temporary folder left
  CHECK_MESSAGE(r->err.find("the disk is full: no space left") != std::string::npos, r->err);
}

}  // namespace
}  // namespace tenbou::test
