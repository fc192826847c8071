// Names as people really type them: a multinational player list registered from a semicolon CSV, found
// without case or accents, refused as duplicates in any case or normalisation, sorted as a European reader
// expects; text that cannot be stored refused everywhere; files that are not UTF-8 converted on request.

#include <nlohmann/json.hpp>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

/// A real multinational list, one per line: accents, ß, Turkish dotless i, Polish, Czech, Hungarian, Nordic,
/// Japanese, Chinese, Korean and Arabic names; "Zoë" decomposed (e and a combining diaeresis, as macOS
/// writes it).
const char* const kWorld =
    "name;country\n"
    "Ágnes Szőke;HUN\n"
    "Zoe\u0308 Lefèvre;FRA\n"
    "Łukasz Żółkiewski;POL\n"
    "Søren Kierkegaard;DNK\n"
    "Čeněk Dvořák;CZE\n"
    "José García;ESP\n"
    "Jürgen Straße;DEU\n"
    "Işıl Yılmaz;TUR\n"
    "田中 太郎;JPN\n"
    "王 小明;CHN\n"
    "김 민준;KOR\n"
    "محمد العلي;EGY\n"
    "Adam Smith;GBR\n"
    "Zack Young;USA\n"
    "Øystein Berg;NOR\n"
    "Émile Zola;FRA\n";

struct World : Fixture {
  World() { REQUIRE(run({"player", "import", dir.write("world.csv", kWorld)}).status == 0); }
  /// The full name `typed` finds with `player show`, or the error.
  std::string found(const std::string& typed) const {
    const RunResult r = run({"player", "show", typed, "--format", "json"});
    return r.status == 0 ? nlohmann::json::parse(r.out)["name"].get<std::string>() : "error: " + r.err;
  }
};

TEST_CASE("names are found ignoring case and, where it is unambiguous, accents") {
  World w;
  CHECK(w.found("ágnes") == "Ágnes Szőke");
  CHECK(w.found("AGNES") == "Ágnes Szőke");
  CHECK(w.found("SØREN") == "Søren Kierkegaard");
  CHECK(w.found("soren k") == "Søren Kierkegaard");
  CHECK(w.found("ZOË LEFÈVRE") == "Zoë Lefèvre");
  CHECK(w.found("zoe lef") == "Zoë Lefèvre");
  CHECK(w.found("Jose") == "José García");
  CHECK(w.found("lukasz") == "Łukasz Żółkiewski");
  CHECK(w.found("cenek") == "Čeněk Dvořák");
  CHECK(w.found("isil") == "Işıl Yılmaz");
  CHECK(w.found("JÜRGEN STRASSE") == "Jürgen Straße");
  CHECK(w.found("田中") == "田中 太郎");
  CHECK(w.found("김") == "김 민준");
  CHECK(w.found("محمد") == "محمد العلي");
  // The stored name is composed, whatever form it was typed in.
  CHECK(w.found("Zoe\u0308") == "Zoë Lefèvre");
  // An ambiguous start lists the candidates; accents decide between a José and a Jose.
  CHECK(w.found("Z").find(": give more of the name") != std::string::npos);
  REQUIRE(w.run({"player", "add", "Jose Garcia Lopez"}).status == 0);
  CHECK(w.found("José") == "José García");
  CHECK(w.found("Jose") == "Jose Garcia Lopez");
  CHECK(w.found("Jos").find("is José García or Jose Garcia Lopez: give more of the name") != std::string::npos);
  // Hands take names the same way.
  REQUIRE(w.run({"game", "start", "--round", "1", "--table", "2", "--players", "agnes,zoe,lukasz,田中"}).status == 0);
  REQUIRE(w.run({"hand", "ron", "--game", "1/2", "--winner", "ZOË", "--from", "LUKASZ", "--han", "2", "--fu", "30"}).status == 0);
  CHECK(w.json({"game", "show", "1/2", "--format", "json"})["hands"][0]["result"] ==
        "Zoë Lefèvre 2 han 30 fu ron from Łukasz Żółkiewski");
}

TEST_CASE("a name that differs from a registered one only in case or normalisation is a duplicate") {
  World w;
  w.refused({"player", "add", "ágnes szőke"}, {"name: \"ágnes szőke\" is already registered"});
  w.refused({"player", "add", "ZOË LEFÈVRE"}, {"already registered"});
  w.refused({"player", "add", "Zoë Lefèvre"}, {"already registered"});
  w.refused({"player", "add", "JÜRGEN STRASSE"}, {"already registered"});
  w.refused({"player", "edit", "Adam", "--name", "émile zola", "--reason", "x"}, {"already registered"});
  // Without its accents it is another name: both may play (and accents tell them apart).
  CHECK(w.run({"player", "add", "Agnes Szoke"}).status == 0);
}

TEST_CASE("lists are sorted by the root collation, not by bytes") {
  World w;
  const nlohmann::json stats = w.json({"stats", "--format", "json"});
  std::vector<std::string> names;
  for (const auto& p : stats["players"]) names.push_back(p["name"]);
  const auto at = [&](const std::string& name) { return std::find(names.begin(), names.end(), name) - names.begin(); };
  CHECK(at("Adam Smith") < at("Ágnes Szőke"));
  CHECK(at("Ágnes Szőke") < at("Alice Martin"));
  CHECK(at("Čeněk Dvořák") < at("Chiara Rossi"));
  CHECK(at("Émile Zola") < at("Eva Novak"));
  CHECK(at("Øystein Berg") < at("Søren Kierkegaard"));
  CHECK(at("Zack Young") < at("Zoë Lefèvre"));
}

TEST_CASE("text that cannot be shown safely is refused wherever text is stored") {
  Fixture f;
  f.refused({"player", "add", "Esc\x1b[31mRed"}, {"name: \"Esc\\u{1B}[31mRed\"", "U+001B (a control character)"});
  f.refused({"player", "add", "Bell\a"}, {"U+0007"});
  f.refused({"player", "add", "Zero\u200bWidth"}, {"U+200B (an invisible formatting character)"});
  f.refused({"player", "add", "Right\u202eLeft"}, {"U+202E"});
  f.refused({"player", "add", "   "}, {"name: \"   \" is not valid: it is blank"});
  f.refused({"player", "add", "W"}, {"E, S, W and N name the seat winds"});
  f.refused({"player", "add", std::string(101, 'x')}, {"it has 101 characters (at most 100)"});
  CHECK(f.run({"player", "add", std::string(100, 'x')}).status == 0);
  f.refused({"player", "add", "Club Member", "--club", "  "}, {"club: \"  \" is not valid: it is blank"});
  f.refused({"hand", "void", "--game", "1/1", "--hand", "1", "--reason", "\t"}, {"--reason"});
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--by", "   "}, {"--by: \"   \" is not valid: it is blank"});
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--by", "Ref\x1b]0;x\a"}, {"--by", "U+001B"});
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--note", "a\u2028b"}, {"--note", "U+2028"});
  f.refused({"penalty", "add", "Alice", "1000", "--reason", "late\x1b"}, {"--reason", "U+001B"});
  f.refused({"tournament", "set", "city", "Wien\u200d"}, {"city", "U+200D"});
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--expect", ""}, {"--expect", "blank"});
  f.refused({"hand", "draw", "--game", "1/1", "--tenpai", "none", "--expect", "  "}, {"--expect", "blank"});
  TempDir dir;
  const RunResult blank_name = run_tenbou({"init", dir.path() + "/t.tenbou", "--name", " \t"});
  CHECK(blank_name.status == 1);
  CHECK(blank_name.err.find("--name") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(dir.path() + "/t.tenbou"));
}

TEST_CASE("player lists as spreadsheets write them: semicolons, tabs, other encodings, and no header refused") {
  Fixture f;
  f.refused({"player", "import", f.dir.write("nohead.csv", "Zoe Adams,04090099,FRA\n")},
            {"line 1: the first line must name the columns", "name,ema,country,club,given,family"});
  f.refused({"player", "import", f.dir.write("semi.csv", "Zoe Adams;04090099;FRA\n")},
            {"the first line must name the columns", "name;ema;country"});
  f.refused({"player", "import", f.dir.write("bad.csv", "name;email\nZoe;z@x\n")}, {"column \"email\" is not valid", "semicolon"});
  // Excel in Western Europe: semicolons and Windows-1252 ("Zoë Lefèvre", ë = EB, è = E8).
  const std::string cp1252 = f.dir.write("excel.csv", "name;country;club\r\nZo\xEB Lef\xE8vre;FRA;Club \xC9toile\r\n");
  f.refused({"player", "import", cp1252}, {"line 2 is not UTF-8 text", "--encoding windows-1252"});
  f.refused({"player", "import", cp1252, "--encoding", "klingon"}, {"--encoding: \"klingon\" is not an encoding"});
  const RunResult converted = f.run({"player", "import", cp1252, "--encoding", "windows-1252"});
  REQUIRE_MESSAGE(converted.status == 0, converted.err);
  CHECK(converted.out.find("Registered 1 player from") == 0);
  CHECK(f.json({"player", "show", "zoe", "--format", "json"})["club"] == "Club Étoile");
  const RunResult tabs = f.run({"player", "import", f.dir.write("tabs.tsv", "country\tname\nNLD\tJan de Boer\n")});
  REQUIRE_MESSAGE(tabs.status == 0, tabs.err);
  CHECK(f.json({"player", "show", "Jan", "--format", "json"})["country"] == "NED");
  f.refused({"player", "import", f.dir.path()}, {"it is a folder, not a file"});
  f.refused({"player", "import", f.dir.path() + "/missing.csv"}, {"there is no such file"});
}

TEST_CASE("a player list past 10,000 players or 8 MB is refused before it is read; 10,000 players import") {
  TournamentFile f;
  REQUIRE(run_tenbou({"init", f.db, "--name", "Big List"}).status == 0);
  std::string list = "name,country\n";
  for (int i = 1; i <= 10'000; ++i) list += "Spieler Nummer " + std::to_string(i) + ",AUT\n";
  f.refused({"player", "import", f.dir.write("too-many.csv", list + "Spieler Nummer 10001,AUT\n")},
            {"too-many.csv holds 10,002 lines: a player list holds at most 10,000 players"});
  f.refused({"player", "import", f.dir.write("too-big.csv", "name\n" + std::string(9u << 20, 'x') + "\n")},
            {"too-big.csv holds 9 MB: a player list holds at most 8 MB"});
  const RunResult imported = f.run({"player", "import", f.dir.write("list.csv", list)});
  REQUIRE_MESSAGE(imported.status == 0, imported.err);
  CHECK(imported.out.find("Registered 10000 players") == 0);
}

TEST_CASE("a name that differs from a registered one only in accents is registered, with a note") {
  Fixture f;  // Eva Novak is registered
  const RunResult r = f.run({"player", "add", "Eva Novák"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  CHECK(r.out.find("Registered Eva Novák") == 0);
  CHECK(r.err == "note: Eva Novak is already registered (same name without accents): if this is the same person, "
                 "use `player merge`\n");
  const RunResult other = f.run({"player", "add", "Zoë Müller"});
  REQUIRE(other.status == 0);
  CHECK(other.err.empty());
}

TEST_CASE("a player list whose last row is empty cells (Excel's ;;;) imports like one without") {
  TempDir dir;
  const std::string db = dir.path() + "/t.tenbou";
  REQUIRE(run_tenbou({"init", db, "--name", "T"}).status == 0);
  const std::string csv = dir.write("players.csv", "name;country;club\r\nŁukasz Żółć;POL;\r\nSøren Ærø;DNK;\r\n;;\r\n;;\r\n");
  const RunResult r = run_tenbou({"--db", db, "player", "import", csv});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const RunResult list = run_tenbou({"--db", db, "player", "list", "--format", "json"});
  CHECK(nlohmann::json::parse(list.out).size() == 2);
}

}  // namespace
}  // namespace tenbou::test
