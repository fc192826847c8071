// Every CSV tenbou writes opens in a European spreadsheet: --delimiter comma|semicolon|tab and --bom on each,
// their defaults from the settings csv-delimiter and csv-bom (set once), cells holding the delimiter quoted,
// and decimals written with a comma beside semicolons.

#include "e2e/tournament_fixture.h"

namespace tenbou::test {
namespace {

const std::string kBom = "\xEF\xBB\xBF";

/// A finished game, a penalty whose reason holds a semicolon, a seating plan: something in every CSV.
struct CsvFixture : Fixture {
  CsvFixture() {
    REQUIRE(run({"hand", "ron", "--game", "1/1", "--winner", "Alice", "--from", "Bernd", "--han", "3", "--fu", "30"}).status == 0);
    REQUIRE(run({"game", "finish", "1/1"}).status == 0);
    REQUIRE(run({"penalty", "add", "Chiara", "1000", "--reason", "late; twice"}).status == 0);
    REQUIRE(run({"tournament", "set", "city", "Wien"}).status == 0);
    REQUIRE(run({"tournament", "set", "country", "AUT"}).status == 0);
    REQUIRE(run({"tournament", "set", "dates", "2026-11-21"}).status == 0);
    REQUIRE(run({"seating", "generate", "--rounds", "2", "--time-limit", "0.2", "--reason", "csv"}).status == 0);
  }
  std::string csv(std::vector<std::string> args) const {
    const RunResult r = run(std::move(args));
    REQUIRE_MESSAGE(r.status == 0, r.err);
    return r.out;
  }
};

const std::vector<std::vector<std::string>> kCsvCommands = {
    {"standings", "--format", "csv"},     {"stats", "--format", "csv"},   {"export", "results"},
    {"export", "ema", "--force"},         {"seating", "show", "--format", "csv"}, {"penalty", "list", "--format", "csv"}};

std::vector<std::string> with(std::vector<std::string> command, const std::vector<std::string>& more) {
  command.insert(command.end(), more.begin(), more.end());
  return command;
}

TEST_CASE("every CSV output takes --delimiter and --bom") {
  CsvFixture f;
  for (const auto& command : kCsvCommands) {
    const std::string plain = f.csv(command);
    CHECK_MESSAGE(plain.rfind(kBom, 0) == std::string::npos, command[0]);
    const std::string header = plain.substr(0, plain.find('\r'));
    CHECK_MESSAGE(header.find(',') != std::string::npos, command[0] << ": " << header);
    const std::string semicolons = f.csv(with(command, {"--delimiter", "semicolon", "--bom"}));
    CHECK_MESSAGE(semicolons.rfind(kBom, 0) == 0, command[0]);
    const std::string first = semicolons.substr(kBom.size(), semicolons.find('\r') - kBom.size());
    CHECK_MESSAGE(first.find(';') != std::string::npos, command[0] << ": " << first);
    CHECK_MESSAGE(first.find(',') == std::string::npos, command[0] << ": " << first);
    const std::string tabs = f.csv(with(command, {"--delimiter", "tab"}));
    CHECK_MESSAGE(tabs.substr(0, tabs.find('\r')).find('\t') != std::string::npos, command[0]);
  }
  CHECK(f.run({"standings", "--format", "csv", "--delimiter", "pipe"}).status == 2);
}

TEST_CASE("the settings csv-delimiter and csv-bom are the defaults; an option still wins") {
  CsvFixture f;
  REQUIRE(f.run({"tournament", "set", "csv-delimiter", "semicolon"}).status == 0);
  REQUIRE(f.run({"tournament", "set", "csv-bom", "yes"}).status == 0);
  for (const auto& command : kCsvCommands) {
    const std::string out = f.csv(command);
    CHECK_MESSAGE(out.rfind(kBom + std::string(), 0) == 0, command[0]);
    CHECK_MESSAGE(out.substr(0, out.find('\r')).find(';') != std::string::npos, command[0]);
  }
  const std::string back = f.csv({"standings", "--format", "csv", "--delimiter", "comma", "--bom=false"});
  CHECK(back.rfind("place,", 0) == 0);
  f.refused({"tournament", "set", "csv-delimiter", "pipe"}, {"csv-delimiter: \"pipe\" is not valid", "semicolon"});
  f.refused({"tournament", "set", "csv-bom", "maybe"}, {"csv-bom: \"maybe\" is not valid"});
}

TEST_CASE("a cell holding the delimiter is quoted; decimals beside semicolons take a comma") {
  CsvFixture f;
  const std::string penalties = f.csv({"penalty", "list", "--format", "csv", "--delimiter", "semicolon"});
  CHECK(penalties.find(";\"late; twice\";") != std::string::npos);
  const std::string comma = f.csv({"penalty", "list", "--format", "csv"});
  CHECK(comma.find(",late; twice,") != std::string::npos);
  const std::string results = f.csv({"export", "results", "--delimiter", "semicolon"});
  CHECK(results.find(";2,0000;") != std::string::npos);  // Chiara's average place: 2nd= with Dmitri
  CHECK(f.csv({"export", "results"}).find(",2.0000,") != std::string::npos);
}

}  // namespace
}  // namespace tenbou::test
