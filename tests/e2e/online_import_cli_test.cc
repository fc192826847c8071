// `tenbou game import` of online games' logs as an organiser runs it: Tenhou's XML (plain and gzip) and the
// tenhou.net/6 JSON, players found by their online names, by --players or registered; and every way a log is refused
// with the file left as it was: a log under another ruleset, an edited payment, a file cut short, one name on two
// seats, the same log twice, and hostile files.

#include <fstream>
#include <sstream>

#include <zlib.h>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

constexpr const char* kXmlLog = "mjlog2json/2019103023gm-00a9-0000-f90e0fe9.xml";

std::string online_text(const std::string& relative) {
  std::ifstream in(std::string(TENBOU_SOURCE_DIR) + "/tests/data/online/" + relative, std::ios::binary);
  REQUIRE_MESSAGE(in, relative);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string online_path(const std::string& relative) {
  return std::string(TENBOU_SOURCE_DIR) + "/tests/data/online/" + relative;
}

/// Where the value of attribute `key` of the tag at `tag` lies in `xml`: its first byte and the quote after it.
std::pair<std::size_t, std::size_t> attribute_span(const std::string& xml, std::size_t tag, const std::string& key) {
  const std::size_t start = xml.find(" " + key + "=\"", tag) + key.size() + 3;
  return {start, xml.find('"', start)};
}

std::string gzipped(const std::string& text) {
  z_stream z{};
  REQUIRE(deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) == Z_OK);
  std::string out(deflateBound(&z, text.size()), '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
  z.avail_in = static_cast<uInt>(text.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  REQUIRE(deflate(&z, Z_FINISH) == Z_STREAM_END);
  out.resize(z.total_out);
  deflateEnd(&z);
  return out;
}

/// A tournament under Tenhou's rules with the four players of the XML log registered by their online names.
struct OnlineLeague : TournamentFile {
  OnlineLeague(const std::string& ruleset = "tenhou") {
    REQUIRE(run_tenbou({"init", db, "--name", "Online League", "--ruleset", ruleset}).status == 0);
  }
  void register_players(const std::vector<std::pair<std::string, std::string>>& players) const {
    for (const auto& player : players)
      REQUIRE_MESSAGE(run({"player", "add", player.first, "--online-name", player.second}).status == 0, player.first);
  }
};

std::vector<std::pair<std::string, std::string>> xml_players() {
  const std::string xml = online_text(kXmlLog);
  // The first UN names the seats (URL-encoded); the test registers them by the names the log gives.
  const nlohmann::json log = nlohmann::json::parse(online_text("mjlog2json/2019103023gm-00a9-0000-f90e0fe9.json"));
  return {{"Aiko Tanaka", log["name"][0]}, {"Zoë Müller", log["name"][1]}, {"Li Wei 李伟", log["name"][2]},
          {"Jean-Baptiste Dubois-Lefèvre", log["name"][3]}};
}

}  // namespace

TEST_CASE("a Tenhou log imports under the tenhou preset: seats by online names, every hand, the platform's points") {
  const OnlineLeague f;
  f.register_players(xml_players());
  const RunResult r = f.run({"game", "import", online_path(kXmlLog), "--round", "1", "--table", "2", "--format", "json"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const nlohmann::json out = nlohmann::json::parse(r.out);
  CHECK(out["game"] == "1/2");
  CHECK(out["platform"] == "Tenhou");
  CHECK(out["log_id"] == "2019103023gm-00a9-0000-f90e0fe9");
  CHECK(out["hands"] == 7);
  CHECK(out["players"][2]["name"] == "Li Wei 李伟");
  CHECK(out["final_scores"] == nlohmann::json{85300, 31400, -55100, 38400});
  CHECK(out["platform_points"]["agree"] == true);
  CHECK(out["platform_points"]["log"] == nlohmann::json{96.0, -9.0, -105.0, 18.0});
  CHECK(out["tile_check"]["wins"] == out["tile_check"]["agree"]);
  CHECK(out["tile_check"]["wins"].get<int>() >= 6);
  CHECK(out["tile_check"]["disagreements"].empty());
  // The game counts as any other: its sheet, the standings with the tournament's uma, an audit that replays it.
  const nlohmann::json game = f.json({"game", "show", "1/2", "--format", "json"});
  CHECK(game["hands"].size() == 7);
  const nlohmann::json standings = f.json({"standings", "--format", "json"});
  REQUIRE(standings.size() == 4);
  CHECK(standings[0]["name"] == "Aiko Tanaka");
  CHECK(f.run({"audit"}).status == 0);
  // explain shows a win's tiles, the log's valuation and tenbou's.
  const RunResult explained = f.run({"explain", "1/2", "1"});
  REQUIRE_MESSAGE(explained.status == 0, explained.err);
  CHECK(explained.out.find("From the Tenhou log (2019103023gm-00a9-0000-f90e0fe9)") != std::string::npos);
  CHECK(explained.out.find("  the log: ") != std::string::npos);
  CHECK(explained.out.find("  tenbou: ") != std::string::npos);
  const nlohmann::json explained_json = f.json({"explain", "1/2", "1", "--format", "json"});
  REQUIRE(explained_json["online_log"]["wins"].size() == 1);
  CHECK(explained_json["online_log"]["wins"][0]["agree"] == true);
  const nlohmann::json player = f.json({"player", "show", "Li Wei", "--format", "json"});
  CHECK(player["online_names"] == nlohmann::json::array({xml_players()[2].second}));
  // The same log again, anywhere, is refused naming the game it went into.
  f.refused({"game", "import", online_path(kXmlLog), "--round", "2", "--table", "1"}, {"imported as game 1/2", "void game 1/2"});
  // Voided, it may go in again.
  REQUIRE(f.run({"game", "void", "1/2", "--reason", "wrong table"}).status == 0);
  CHECK(f.run({"game", "import", online_path(kXmlLog), "--round", "1", "--table", "1"}).status == 0);
}

TEST_CASE("the same game as gzip-compressed XML, as tenhou.net/6 JSON and as JSON Lines imports alike") {
  const OnlineLeague f;
  f.register_players(xml_players());
  const std::string gz = f.dir.write("2019103023gm-00a9-0000-f90e0fe9.mjlog.gz", gzipped(online_text(kXmlLog)));
  const RunResult text = f.run({"game", "import", gz, "--round", "1", "--table", "1"});
  REQUIRE_MESSAGE(text.status == 0, text.err);
  CHECK(text.out.find("Imported game 1/1") == 0);
  CHECK(text.out.find("Li Wei 李伟") != std::string::npos);
  CHECK(text.out.find("Tenhou's points as the log's") != std::string::npos);
  // The JSON of the same game carries the id the gzip file is named by: the same log. The XML under another name
  // holds no id, but says the same happened.
  f.refused({"game", "import", online_path("mjlog2json/2019103023gm-00a9-0000-f90e0fe9.json"), "--round", "2", "--table", "1"},
            {"imported as game 1/1"});
  f.refused({"game", "import", f.dir.write("renamed.xml", online_text(kXmlLog)), "--round", "2", "--table", "1"},
            {"imported as game 1/1"});
  // A game of the mjx set given a hand a line, players by --players in the log's seat order.
  const OnlineLeague g;
  g.register_players({{"Ana", "x1"}, {"Ben", "x2"}, {"Cy", "x3"}, {"Dee", "x4"}});
  const RunResult lines = g.run({"game", "import", online_path("mjx/mjscore/2020051716gm-00a9-0000-7f8226dd.json"),
                                 "--round", "1", "--table", "1", "--players", "Ana,Ben,Cy,Dee", "--format", "json"});
  REQUIRE_MESSAGE(lines.status == 0, lines.err);
  CHECK(nlohmann::json::parse(lines.out)["hands"] == 12);
}

TEST_CASE("a Mahjong Soul game, as its converters write it, imports under the majsoul preset with its points") {
  // A real game given as tensoul writes a Mahjong Soul one: its uuid, its room, Mahjong Soul's names for dora, the
  // platform's points (no oka, uma 15/5) in "sc".
  nlohmann::json log = nlohmann::json::parse(online_text("mjlog2json/2019103023gm-00a9-0000-f90e0fe9.json"));
  log["ref"] = "231014-84c11a6f-5b1e-4a3c-9d55-1f0e2a3b4c5d";
  log["rule"] = {{"disp", "玉の間南喰赤"}, {"aka53", 1}, {"aka52", 1}, {"aka51", 1}};
  log["title"] = {"玉の間", "2023-10-14 21:00"};
  log["lobby"] = 0;
  for (nlohmann::json& hand : log["log"])
    for (std::size_t i = 2; hand[16][0] == "和了" && i < hand[16].size(); i += 2)
      for (nlohmann::json& yaku : hand[16][i])
        if (yaku.is_string()) {
          std::string text = yaku.get<std::string>();
          for (const auto& [tenhou, majsoul] : {std::pair<std::string, std::string>{"赤ドラ", "赤宝牌"}, {"裏ドラ", "里宝牌"}})
            if (text.rfind(tenhou, 0) == 0) text = majsoul + text.substr(tenhou.size());
          if (text.rfind("ドラ", 0) == 0) text = "宝牌" + text.substr(std::string("ドラ").size());
          yaku = text;
        }
  log["sc"] = {85300, 75.3, 31400, 1.4, -55100, -95.1, 38400, 18.4};
  const OnlineLeague f("majsoul");
  f.register_players(xml_players());
  const RunResult r = f.run({"game", "import", f.dir.write("paipu.json", log.dump()), "--round", "1", "--table", "1",
                             "--format", "json"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const nlohmann::json out = nlohmann::json::parse(r.out);
  CHECK(out["platform"] == "Mahjong Soul");
  CHECK(out["log_id"] == "231014-84c11a6f-5b1e-4a3c-9d55-1f0e2a3b4c5d");
  CHECK(out["platform_points"]["agree"] == true);
  CHECK(out["tile_check"]["wins"] == out["tile_check"]["agree"]);
  // Under Tenhou's preset the game pays alike (no double ron, no nagashi in it); its points are still compared with
  // those of its platform's preset.
  const OnlineLeague tenhou;
  tenhou.register_players(xml_players());
  const RunResult t = tenhou.run({"game", "import", tenhou.dir.write("paipu.json", log.dump()), "--round", "1", "--table", "1",
                                  "--format", "json"});
  REQUIRE_MESSAGE(t.status == 0, t.err);
  CHECK(nlohmann::json::parse(t.out)["platform_points"]["agree"] == true);
}

TEST_CASE("names the log does not find, or finds twice, are refused with the way out; --add-players registers them") {
  const OnlineLeague f;
  f.refused({"game", "import", online_path(kXmlLog), "--round", "1", "--table", "1"},
            {"is no player's online name", "--players", "--online-name", "--reason", "--add-players"});
  f.refused({"game", "import", online_path(kXmlLog), "--round", "1", "--table", "1", "--players", "A,B"},
            {"--players gives 2 names"});
  // A single hand is not a game, even with its players given.
  f.register_players({{"Ana", "x1"}, {"Ben", "x2"}, {"Cy", "x3"}, {"Dee", "x4"}});
  f.refused({"game", "import", online_path("mjai-reviewer/double_ron.json"), "--round", "1", "--table", "1", "--players",
             "Ana,Ben,Cy,Dee"},
            {"hand S4", "not a whole game, which starts at E1 with 25,000 each"});
  const RunResult added = f.run({"game", "import", online_path(kXmlLog), "--round", "1", "--table", "1",
                                 "--add-players", "--format", "json"});
  REQUIRE_MESSAGE(added.status == 0, added.err);
  CHECK(nlohmann::json::parse(added.out)["players"][0]["registered"] == true);
  CHECK(f.json({"player", "list", "--format", "json"}).size() == 8);  // the four above, and the log's four
  // A log that names one player on two seats.
  const OnlineLeague g;
  g.register_players(xml_players());
  nlohmann::json log = nlohmann::json::parse(online_text("mjlog2json/2019103023gm-00a9-0000-f90e0fe9.json"));
  log["name"][3] = log["name"][1];
  log["ref"] = "2019103023gm-00a9-0000-00000000";
  g.refused({"game", "import", g.dir.write("twice.json", log.dump()), "--round", "1", "--table", "1"},
            {"seats 1 and 3 are both Zoë Müller"});
  g.refused({"game", "import", online_path(kXmlLog)}, {"--round and --table"});
  // --players in the wrong order, where the log's names are players' online names already; and by online names.
  const std::vector<std::pair<std::string, std::string>> names = xml_players();
  g.refused({"game", "import", online_path(kXmlLog), "--round", "1", "--table", "1", "--players",
             names[1].first + "," + names[0].first + "," + names[2].first + "," + names[3].first},
            {"seat 0 of the log is", "the online name of Aiko Tanaka", "but --players puts Zoë Müller there"});
  g.refused({"game", "import", online_path(kXmlLog), "--round", "1", "--table", "1", "--players",
             names[0].first + "," + names[0].first + "," + names[2].first + "," + names[3].first},
            {"Aiko Tanaka is given twice in --players"});
  const RunResult by_online = g.run({"game", "import", online_path(kXmlLog), "--round", "1", "--table", "1", "--players",
                                     names[0].second + "," + names[1].second + "," + names[2].second + "," + names[3].second});
  CHECK_MESSAGE(by_online.status == 0, by_online.err);
}

TEST_CASE("a log under another ruleset, an edited payment and a log cut short are refused naming what differs") {
  const OnlineLeague ema("ema2016");
  ema.register_players(xml_players());
  ema.refused({"game", "import", online_path(kXmlLog), "--round", "1", "--table", "1"},
              {"red_fives", "--rule red_fives=true", "starting_points", "--ruleset tenhou"});
  // An East-round game in a Tenhou tournament of East and South rounds: the rule with Tenhou's East-round uma.
  const OnlineLeague hanchan;
  hanchan.register_players({{"Ana", "x1"}, {"Ben", "x2"}, {"Cy", "x3"}, {"Dee", "x4"}});
  const std::string before = database_content(hanchan.db);
  const RunResult refused = hanchan.run({"game", "import", online_path("dnovikoff-tenhou/bye.xml"), "--round", "1", "--table",
                                         "1", "--players", "Ana,Ben,Cy,Dee"});
  CHECK(refused.status == 1);
  CHECK(refused.err.find("--rule game_length=east_only --rule uma=[10000,5000,-5000,-10000]") != std::string::npos);
  CHECK(refused.err.find("--ruleset tenhou") == std::string::npos);  // it is a tenhou tournament already
  CHECK(database_content(hanchan.db) == before);
  const OnlineLeague f;
  f.register_players(xml_players());
  // The first hand's win (sc="250,-39,250,0,250,39,250,0" or the like) with one change raised by 1,000 on both sides.
  std::string xml = online_text(kXmlLog);
  const auto [sc, end] = attribute_span(xml, xml.find("<AGARI"), "sc");
  std::vector<long> values;
  std::stringstream parts(xml.substr(sc, end - sc));
  for (std::string part; std::getline(parts, part, ',');) values.push_back(std::stol(part));
  for (std::size_t i = 1; i < values.size(); i += 2)
    if (values[i] > 0) values[i] += 10;
    else if (values[i] < 0) values[i] -= 10;
  std::string edited;
  for (long v : values) edited += (edited.empty() ? "" : ",") + std::to_string(v);
  xml.replace(sc, end - sc, edited);
  f.refused({"game", "import", f.dir.write("edited.xml", xml), "--round", "1", "--table", "1"},
            {"hand E1", "the payments differ", "the log", "tenbou"});
  f.refused({"game", "import", online_path("mjx/mjlog/2011020401gm-00a9-0000-f6eff225-no-game-end.mjlog"), "--round",
             "1", "--table", "1", "--add-players"},
            {"nothing imported"});
  f.refused({"game", "import", f.dir.write("cut.xml", online_text(kXmlLog).substr(0, 3000)), "--round", "1", "--table",
             "1"},
            {"not a readable XML log"});
}

TEST_CASE("a win whose tiles disagree with the log's valuation is listed, not refused: the platform paid what it paid") {
  const OnlineLeague f;
  f.register_players(xml_players());
  // The first win's first tile written as another: the payment stands, its tiles no longer make a winning hand.
  std::string xml = online_text(kXmlLog);
  const std::size_t hai = attribute_span(xml, xml.find("<AGARI"), "hai").first;
  const std::size_t end = xml.find_first_of(",\"", hai);
  xml.replace(hai, end - hai, std::to_string((std::stoi(xml.substr(hai, end - hai)) + 36) % 136));
  const RunResult r = f.run({"game", "import", f.dir.write("2019103023gm-00a9-0000-f90e0fe9.xml", xml), "--round", "1",
                             "--table", "1", "--format", "json"});
  REQUIRE_MESSAGE(r.status == 0, r.err);
  const nlohmann::json check = nlohmann::json::parse(r.out)["tile_check"];
  CHECK(check["agree"].get<int>() == check["wins"].get<int>() - 1);
  REQUIRE(check["disagreements"].size() == 1);
  CHECK(check["disagreements"][0]["hand"] == "E1");
  CHECK(check["disagreements"][0]["tiles"].contains("refused"));
  CHECK(f.run({"explain", "1/1", "1"}).out.find("they disagree") != std::string::npos);
}

TEST_CASE("hostile logs are refused in words: expanding entities, a huge file, deep nesting, bad text, wild numbers") {
  const OnlineLeague f;
  f.register_players(xml_players());
  const auto refused = [&](const std::string& name, const std::string& content, const std::string& word) {
    CAPTURE(name);
    f.refused({"game", "import", f.dir.write(name, content), "--round", "1", "--table", "1"}, {word});
  };
  refused("entities.xml",
          "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;\">]>"
          "<mjloggm ver=\"2.3\"><UN n0=\"&lol2;\"/></mjloggm>",
          "a document type");
  refused("entity.xml", "<mjloggm ver=\"2.3\"><UN n0=\"&lol;\" n1=\"b\" n2=\"c\" n3=\"d\"/></mjloggm>", "the entity &lol;");
  refused("nested.xml", "<mjloggm><a><b><c/></b></a></mjloggm>", "nested below the root");
  refused("notes.md", "# Round 1\nAiko won.\n", "is neither a game record (JSON), a published tournament.json nor an online");
  refused("empty.xml", "", "is neither a game record");
  refused("deep.json", "{\"log\":" + std::string(100000, '[') + std::string(100000, ']') + ",\"name\":[]}", "nested deeper");
  std::string xml = online_text(kXmlLog);
  refused("big.xml", xml.substr(0, xml.size() - 11) + std::string(9u << 20, ' ') + "</mjloggm>", "larger than 8 MB");
  refused("bomb.gz", gzipped(xml.substr(0, 200) + std::string(20u << 20, ' ')), "larger than 8 MB");
  std::string bad_name = xml;
  bad_name.replace(bad_name.find("n0=\"") + 4, 0, "%FF%FE");
  refused("utf8.xml", bad_name, "not UTF-8");
  std::string wild = xml;
  wild.replace(wild.find("ten=\"") + 5, 0, "99999999999");
  refused("wild.xml", wild, "out of range");
  std::string five = xml;  // a ron's AGARI given five times
  std::size_t agari = five.find("<AGARI");
  std::string win;
  for (; agari != std::string::npos; agari = five.find("<AGARI", agari + 1)) {
    win = five.substr(agari, five.find("/>", agari) + 2 - agari);
    const auto attribute = [&](const std::string& key) {
      const auto [start, end] = attribute_span(win, 0, key);
      return win.substr(start, end - start);
    };
    if (attribute("who") != attribute("fromWho")) break;
  }
  REQUIRE(agari != std::string::npos);
  five.insert(agari, win + win + win + win);
  refused("five.xml", five, "more than three winners");
}

}  // namespace tenbou::test
