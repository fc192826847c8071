// Text output fits the terminal it is printed on (COLUMNS, else the terminal's width, else 100): long names
// shortened with an ellipsis in tables, long reasons wrapped between words, wide views in a narrower layout;
// the full names stay in JSON. Tried at 80 and 100 columns with a 100-character name and a CJK one.

#include <nlohmann/json.hpp>

#include "e2e/terminal.h"
#include "e2e/tournament_fixture.h"
#include "report/text_table.h"

namespace tenbou::test {
namespace {

const std::string kLongName =
    "Maximiliane-Theodora Wilhelmina Augusta von Hohenzollern-Sigmaringen und Württemberg zu Baden-Baden!";
const std::string kCjkName = "山田太郎左衛門之助長谷川花子";

/// A game of long names with hands, a long correction and a penalty with a long reason.
struct LongNames : Fixture {
  LongNames() {
    REQUIRE(display_width(kLongName) == 100);
    REQUIRE(run({"player", "add", kLongName, "--club", "Riichi-Verein Hohenzollern-Sigmaringen e.V."}).status == 0);
    REQUIRE(run({"player", "add", kCjkName}).status == 0);
    REQUIRE(run({"player", "add", "Zoë Ångström"}).status == 0);  // twelve players: three tables
    REQUIRE(run({"player", "add", "Søren Kierkegaard"}).status == 0);
    REQUIRE(run({"game", "start", "--round", "1", "--table", "2", "--players",
                 kLongName + "," + kCjkName + ",Alan,Eva"}).status == 0);
    const std::string reason = "the referee was called over and found on reflection that the winning tile had been "
                               "discarded by the player to the left, not the one opposite";
    REQUIRE(run({"hand", "ron", "--game", "1/2", "--winner", "Maxi", "--from", "山田", "--han", "3", "--fu", "30",
                 "--riichi", "Maxi"}).status == 0);
    REQUIRE(run({"hand", "ron", "--game", "1/2", "--winner", "山田", "--from", "Alan", "--han", "2", "--fu", "40",
                 "--winner", "Eva", "--han", "1", "--fu", "30"}).status == 0);
    REQUIRE(run({"hand", "ron", "--game", "1/2", "--amend", "1", "--reason", reason, "--winner", "Maxi", "--from",
                 "Eva", "--han", "3", "--fu", "30", "--riichi", "Maxi"}).status == 0);
    REQUIRE(run({"penalty", "add", kLongName, "2000", "--reason", reason}).status == 0);
    REQUIRE(run({"game", "finish", "1/2"}).status == 0);
    REQUIRE(run({"seating", "generate", "--rounds", "2", "--time-limit", "0.2"}).status == 0);
  }
};

const std::vector<std::vector<std::string>> kTextCommands = {
    {"game", "show", "1/2"},   {"game", "history", "1/2"}, {"audit", "--corrections"}, {"standings"},
    {"penalty", "list"},       {"player", "list"},         {"stats"},                  {"round", "show", "1"},
    {"seating", "show"},       {"tournament", "show"},     {"game", "list"},           {"player", "show", "Maxi"},
    {"player", "history", "Maxi"}, {"explain", "1/2", "1"}};

TEST_CASE("every text view fits 80 and 100 columns; names are shortened, reasons wrap") {
  LongNames f;
  for (const int columns : {80, 100}) {
    const TerminalColumns terminal(columns);
    for (const auto& command : kTextCommands) {
      const RunResult r = f.run(command);
      REQUIRE_MESSAGE(r.status == 0, command[0] << ": " << r.err);
      std::string named;
      for (const std::string& word : command) named += word + " ";
      CHECK_MESSAGE(widest_line(r.out) <= static_cast<std::size_t>(columns), named << "at " << columns << " columns:\n" << r.out);
    }
    const std::string standings = f.run({"standings"}).out;
    CHECK(standings.find("Maximiliane-Theodora") != std::string::npos);
    CHECK(standings.find("…") != std::string::npos);
    const std::string corrections = f.run({"audit", "--corrections"}).out;
    CHECK(corrections.find("the referee was called over") != std::string::npos);
    CHECK(corrections.find("opposite") != std::string::npos);  // wrapped, not cut
  }
  // Full names in JSON, CSV and HTML whatever the width.
  const TerminalColumns terminal(80);
  CHECK(f.run({"standings", "--format", "json"}).out.find(kLongName) != std::string::npos);
  CHECK(f.run({"standings", "--format", "csv"}).out.find(kLongName) != std::string::npos);
  CHECK(f.run({"standings", "--format", "html"}).out.find("Württemberg zu Baden-Baden!") != std::string::npos);
}

TEST_CASE("the score sheet drops to a narrow layout: the winds named above, each player's score") {
  LongNames f;
  const TerminalColumns terminal(80);
  const std::string sheet = f.run({"game", "show", "1/2"}).out;
  CHECK(sheet.find("E\u00A0" + kLongName.substr(0, 30)) != std::string::npos);  // the legend: wind and name together
  CHECK(sheet.find("#  Round  Hand") != std::string::npos);
  CHECK(widest_line(sheet) <= 80);
}

TEST_CASE("the table mode's view and its sheet fit an 80-column terminal") {
  LongNames f;
  REQUIRE(f.run({"game", "reopen", "1/2", "--reason", "not over"}).status == 0);
  Terminal term({"--db", f.db, "table", "1/2"}, "dumb", {{"LANG", "C.UTF-8"}, {"COLUMNS", ""}}, 80);
  const std::string view = term.until("1/2 hand 3> ");
  CHECK(view.find("Maximiliane-Theodora") != std::string::npos);
  CHECK(view.find("…") != std::string::npos);
  term.type("sheet\r");
  const std::string sheet = term.until("1/2 hand 3> ");
  term.type("\x04");
  CHECK(term.exit_status() == 0);
  for (const std::string& shown : {view, sheet}) {
    std::string text = shown;
    std::erase(text, '\r');
    CHECK_MESSAGE(widest_line(text) <= 80, text);
  }
}

}  // namespace
}  // namespace tenbou::test
