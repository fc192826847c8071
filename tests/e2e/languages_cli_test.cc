// The HTML commands write in the pages' languages: --lang, else the tournament's setting language; the command's
// own messages stay English, and a language tenbou does not offer is refused.

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

TEST_CASE("standings and find-your-seat pages in the language asked for, else the setting's") {
  TournamentFile f;
  REQUIRE(run_tenbou({"init", f.db, "--name", "Wiosna"}).status == 0);
  for (const char* name : {"Zoë Lefèvre", "עדי כהן", "Łukasz Żółkiewski", "Jan Berg"}) REQUIRE(f.run({"player", "add", name}).status == 0);
  REQUIRE(f.run({"game", "result", "--round", "1", "--table", "1", "--players", "Zoë,עדי,Łukasz,Jan", "--scores",
                 "45000,35000,25000,15000"})
              .status == 0);

  const RunResult english = f.run({"standings", "--format", "html", "--projector"});
  REQUIRE(english.status == 0);
  CHECK(english.out.find("<html lang=\"en\">") != std::string::npos);
  CHECK(english.out.find("+30,000") != std::string::npos);  // 15,000 over the start and 15,000 uma

  const RunResult german = f.run({"standings", "--format", "html", "--projector", "--lang", "de"});
  REQUIRE(german.status == 0);
  CHECK(german.out.find("<html lang=\"de\">") != std::string::npos);
  CHECK(german.out.find("+30.000") != std::string::npos);
  CHECK(german.out.find("<td class=\"name\"><bdi>עדי כהן</bdi></td>") != std::string::npos);

  REQUIRE(f.run({"tournament", "set", "language", "fr"}).status == 0);
  const RunResult french = f.run({"standings", "--format", "html", "--projector"});
  CHECK(french.out.find("<html lang=\"fr\">") != std::string::npos);
  CHECK(french.out.find("+30\u00A0000") != std::string::npos);
  CHECK(f.run({"standings"}).out.find("Total") != std::string::npos);  // the terminal stays English

  const RunResult refused = f.run({"standings", "--format", "html", "--lang", "ja"});
  CHECK(refused.status == 2);
  CHECK(refused.err.find("\"ja\" is not a language of the pages: en, de, fr, pl or nl") != std::string::npos);
  const RunResult setting = f.run({"tournament", "set", "language", "klingon"});
  CHECK(setting.status == 1);
  CHECK(setting.err.find("language") != std::string::npos);
  CHECK(f.run({"tournament", "show", "--format", "json"}).out.find("\"language\": \"fr\"") != std::string::npos);
}

TEST_CASE("a right-to-left name beside figures keeps its place: the names are isolated on every page") {
  TournamentFile f;
  REQUIRE(run_tenbou({"init", f.db, "--name", "Spring"}).status == 0);
  for (const char* name : {"ليلى حداد", "Anja Weiß", "עדי כהן", "山田太郎"}) REQUIRE(f.run({"player", "add", name}).status == 0);
  REQUIRE(f.run({"game", "start", "--round", "1", "--table", "1", "--players", "ليلى,Anja,עדי,山田"}).status == 0);
  REQUIRE(f.run({"hand", "ron", "--game", "1/1", "--winner", "ليلى", "--from", "Anja", "--han", "2", "--fu", "30"}).status == 0);
  // The printed score sheet, in each language: the name in <bdi>, the han count after it, no cell left to guess.
  for (const char* lang : {"en", "de", "fr", "nl", "pl"}) {
    CAPTURE(lang);
    const RunResult sheet = f.run({"game", "show", "1/1", "--format", "html", "--lang", lang});
    REQUIRE(sheet.status == 0);
    CHECK(sheet.out.find("<bdi>ليلى حداد</bdi> 2 ") != std::string::npos);
    CHECK(sheet.out.find("dir=\"auto\"") == std::string::npos);
  }
  CHECK(f.run({"game", "show", "1/1", "--format", "html"}).out.find(
            "<bdi>ليلى حداد</bdi> 2 han 30 fu ron from <bdi>Anja Weiß</bdi>") != std::string::npos);
  // A marked name on the standings: the name isolated, its marks after it in the page's order.
  REQUIRE(f.run({"player", "withdraw", "עדי", "--after-round", "1", "--reason", "left"}).status == 0);
  REQUIRE(f.run({"game", "finish", "1/1"}).status == 0);
  const RunResult standings = f.run({"standings", "--format", "html"});
  CHECK(standings.out.find("<bdi>עדי כהן</bdi> (withdrew after round 1)") != std::string::npos);
  CHECK(f.run({"round", "show", "1", "--format", "html"}).out.find("<bdi>ليلى حداد</bdi>") != std::string::npos);
}

}  // namespace
}  // namespace tenbou::test
