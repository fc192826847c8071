// export ema --format xlsx: the EMA's results workbook, read back here from the zip (its entries are stored) and
// checked cell by cell, with table points as each setting of ema-table-points gives them.

#include <fstream>
#include <map>
#include <regex>
#include <sstream>

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

/// The entries of a zip whose entries are stored (not compressed), by name.
std::map<std::string, std::string> stored_zip(const std::string& bytes) {
  const auto u16 = [&](std::size_t at) { return static_cast<std::size_t>(static_cast<unsigned char>(bytes.at(at)) | static_cast<unsigned char>(bytes.at(at + 1)) << 8); };
  const auto u32 = [&](std::size_t at) { return u16(at) | u16(at + 2) << 16; };
  std::map<std::string, std::string> out;
  for (std::size_t at = 0; at + 30 <= bytes.size() && u32(at) == 0x04034b50;) {
    REQUIRE(u16(at + 8) == 0);  // stored
    const std::size_t size = u32(at + 18), name = u16(at + 26), extra = u16(at + 28);
    out[bytes.substr(at + 30, name)] = bytes.substr(at + 30 + name + extra, size);
    at += 30 + name + extra + size;
  }
  return out;
}

/// The sheet's cells, by reference ("C2"), their text or number as written.
std::map<std::string, std::string> cells_of(const std::string& sheet) {
  std::map<std::string, std::string> out;
  const std::regex cell(R"re(<c r="([A-Z]+[0-9]+)"(?: t="inlineStr")?>(?:<is><t[^>]*>([^<]*)</t></is>|<v>([^<]*)</v>)</c>)re");
  for (auto it = std::sregex_iterator(sheet.begin(), sheet.end(), cell); it != std::sregex_iterator(); ++it)
    out[(*it)[1]] = (*it)[2].matched ? (*it)[2].str() : (*it)[3].str();
  return out;
}

TEST_CASE("export ema --format xlsx writes the results workbook the EMA's officer reads, every cell in its place") {
  TournamentFile f;
  REQUIRE(run_tenbou({"init", f.db, "--name", "Coupe d'Automne"}).status == 0);
  REQUIRE(f.run({"player", "add", "Zoë Lefèvre", "--ema", "4090012", "--country", "France"}).status == 0);
  REQUIRE(f.run({"player", "add", "Bernd Keller", "--ema", "02010044", "--country", "DEU"}).status == 0);
  REQUIRE(f.run({"player", "add", "Chiara Rossi", "--country", "ITA"}).status == 0);
  REQUIRE(f.run({"player", "add", "Niels de Vries", "--given", "Niels", "--family", "de Vries", "--country", "Nederland"}).status == 0);
  REQUIRE(f.run({"player", "add", "Sam Ersatz", "--country", "AUT", "--substitute"}).status == 0);
  for (const auto& [key, value] : std::vector<std::pair<std::string, std::string>>{
           {"city", "Lyon"}, {"country", "FRA"}, {"dates", "2026-10-17..2026-10-18"}})
    REQUIRE(f.run({"tournament", "set", key, value}).status == 0);
  // Zoë 1st, Bernd 2nd, Chiara 3rd, Niels 4th: +30,000, +10,000, -10,000, -30,000; uma +15,000 +5,000 -5,000 -15,000.
  REQUIRE(f.run({"game", "result", "--round", "1", "--table", "1", "--players", "Zoë,Bernd,Chiara,Niels", "--scores",
                 "45000,35000,25000,15000"}).status == 0);
  CHECK(f.run({"export", "ema", "--format", "xlsx"}).status == 2);  // a workbook needs --output

  for (const std::string points : {"none", "uma", "place"}) {
    CAPTURE(points);
    REQUIRE(f.run({"tournament", "set", "ema-table-points", points}).status == 0);
    const std::string path = f.dir.path() + "/results-" + points + ".xlsx";
    const RunResult r = f.run({"export", "ema", "--format", "xlsx", "--output", path, "--force"});
    REQUIRE_MESSAGE(r.status == 0, r.err);
    std::ifstream in(path, std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    const std::map<std::string, std::string> zip = stored_zip(bytes.str());
    for (const char* entry : {"[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/_rels/workbook.xml.rels"})
      CHECK(zip.count(entry) == 1);
    REQUIRE(zip.count("xl/worksheets/sheet1.xml") == 1);
    const std::map<std::string, std::string> cells = cells_of(zip.at("xl/worksheets/sheet1.xml"));
    const std::map<std::string, std::string> tournament = {
        {"A3", "Coupe d&#39;Automne"}, {"B3", "4"}, {"L3", "FRA"}, {"M3", "Lyon"}, {"N3", "2"}, {"P3", "Riichi"},
        {"Q3", "2026-10-17..2026-10-18"}, {"R3", "2"}};
    const std::vector<std::vector<std::string>> players = {
        // C place, D first, E last, F EMA, G table points (none, uma, place), H score, I member, J country
        {"1", "Zoë", "Lefèvre", "04090012", "0", "15000", "4", "30000", "1", "FRA"},
        {"2", "Bernd", "Keller", "02010044", "0", "5000", "2", "10000", "1", "GER"},
        {"3", "Chiara", "Rossi", "0", "0", "-5000", "1", "-10000", "0", "ITA"},
        {"4", "Niels", "de Vries", "0", "0", "-15000", "0", "-30000", "0", "NED"},
    };
      std::size_t expected = tournament.size() + 16;  // the headings of row 1 (A to R but K and O)
    for (const auto& [at, value] : tournament) CHECK(cells.at(at) == value);
    const std::size_t g = points == "none" ? 4 : points == "uma" ? 5 : 6;
    for (std::size_t i = 0; i < players.size(); ++i) {
      const std::string row = std::to_string(i + 2);
      const auto& p = players[i];
      CHECK(cells.at("C" + row) == p[0]);
      CHECK(cells.at("D" + row) == p[1]);
      CHECK(cells.at("E" + row) == p[2]);
      CHECK(cells.at("F" + row) == p[3]);
      CHECK(cells.at("G" + row) == p[g]);
      CHECK(cells.at("H" + row) == p[7]);
      CHECK(cells.at("I" + row) == p[8]);
      CHECK(cells.at("J" + row) == p[9]);
      expected += 8;
    }
    // The substitute has no game: not listed. Nothing else is in the sheet.
    CHECK(cells.count("C6") == 0);
    CHECK(cells.size() == expected);
  }
  f.refused({"tournament", "set", "ema-table-points", "goals"}, {"ema-table-points", "none", "uma", "place"});
}

}  // namespace
}  // namespace tenbou::test
