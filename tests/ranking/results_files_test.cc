// Results files crafted to rank nonsense are refused naming the file, the line or cell and the value: places that are
// not 1 to the players ranked, MERS weights that are not 0 to 10, fewer players than places, one EMA number on two
// rows. A row without a place (a substitute) is passed over, as before.

#include "ranking/results_files.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

/// A CSV of the EMA workbook's cells: the players' rows from 2 (row 3 also holds the tournament), `b3` the players
/// ranked, `n3` the MERS weight; `places` the C cells of rows 2, 3, ...; `emas` their F cells.
std::string workbook(const std::string& b3, const std::string& n3, const std::vector<std::string>& places,
                     const std::vector<std::string>& emas = {}) {
  std::string out = "Title,Players,Place,First,Last,EMA,Points,Score,Member,Country,,,,,,,,\n";
  for (std::size_t i = 0; i < places.size(); ++i) {
    const std::string ema = i < emas.size() ? emas[i] : "0";
    const std::string head = i == 1 ? "Beta Open," + b3 : ",";
    const std::string tail = i == 1 ? ",,DEN,Odense," + n3 + ",,Riichi,2026-09-12,2" : ",,,,,,,,";
    out += head + "," + places[i] + ",Player,No" + std::to_string(i + 1) + "," + ema + ",0,0,1,SWE" + tail + "\n";
  }
  return out;
}

/// The refusal reading `text` gives.
std::string refusal(const std::string& text) {
  try {
    read_results_text("beta.csv", text);
  } catch (const RankingError& e) {
    return e.message;
  }
  return "";
}

TEST_CASE("places outside 1 to the players ranked, or not whole numbers, are refused naming the cell") {
  CHECK(refusal(workbook("2", "1.5", {"500", "1"})) == "beta.csv: C2: place 500 of 2 players ranked: a place is from 1 to "
                                                       "the players ranked");
  for (const char* place : {"-5", "0", "2.5", "x", "99999999999999999999", "-50"})
    CHECK_MESSAGE(refusal(workbook("2", "1.5", {place, "1"})) ==
                      "beta.csv: C2: the place \"" + std::string(place) + "\" is not a place (a whole number from 1 to the "
                      "players ranked, or empty for a player without one)",
                  place);
  const TournamentResults fine = read_results_text("beta.csv", workbook("2", "1.5", {"", "1", "2"}));  // a substitute
  CHECK(fine.rows.size() == 2);
  CHECK(fine.players == 2);
}

TEST_CASE("a MERS weight that is not a number from 0 to 10 is refused, naming the cell or the line") {
  for (const char* weight : {"1e308", "-3", "1e20", "inf", "nan", "10.5"})
    CHECK_MESSAGE(refusal(workbook("2", weight, {"1", "2"})) ==
                      "beta.csv: N3 holds \"" + std::string(weight) + "\": not a MERS weight (a number from 0 to 10, such "
                      "as 3.5 or 3,5)",
                  weight);
  CHECK(read_results_text("beta.csv", workbook("2", "6", {"1", "2"})).weight == 6);
  const std::string csv = "Tournament,Beta Open\nDates,2026-05-01\nMERS weight,1e308\nPlace,Last,First,EMA,Country\n"
                          "1,Lind,Ola,,SWE\n";
  CHECK(refusal(csv) == "beta.csv: the MERS weight line holds \"1e308\": not a MERS weight (a number from 0 to 10, such as "
                        "3.5 or 3,5)");
}

TEST_CASE("fewer players ranked than places, and one EMA number on two rows, are refused") {
  std::vector<std::string> sixteen;
  for (int i = 1; i <= 16; ++i) sixteen.push_back(std::to_string(i));
  CHECK(refusal(workbook("1", "1.5", sixteen)) == "beta.csv: B3 holds 1 (the players ranked) but 16 players have a place");
  CHECK(refusal(workbook("x", "1.5", {"1", "2"})) == "beta.csv: B3 holds \"x\": not the number of players ranked");
  CHECK(refusal(workbook("3", "1.5", {"1", "2", "3"}, {"15010009", "0", "15010009"})) ==
        "beta.csv: EMA number 15010009 is on two rows (C2 and C4): a player has one result a tournament");
}

TEST_CASE("tenbou's results CSV: a place that is not one, or a row too short, names its line") {
  const std::string head = "Tournament,Beta Open\nDates,2026-05-01\nMERS weight,2\nPlace,Last,First,EMA,Country\n";
  CHECK(refusal(head + "1,Lind,Ola,,SWE\nx,Berg,Jan,,NED\n") ==
        "beta.csv: line 6: the place \"x\" is not a place (a whole number from 1 to the players ranked, or empty for a "
        "player without one)");
  CHECK(refusal(head + "1,Lind,Ola\n") ==
        "beta.csv: line 5: place 1 with 3 fields, where a player's row has at least 5 (Place, Last name, First name, EMA "
        "number, Country)");
  CHECK(refusal(head + "1,Lind,Ola,,SWE\n3,Berg,Jan,,NED\n") ==
        "beta.csv: line 6: place 3 of 2 players ranked: a place is from 1 to the players ranked");
  CHECK(read_results_text("beta.csv", head + "1,Lind,Ola,,SWE\n,Reserve,Sam,,GBR\n2,Berg,Jan,,NED\n").rows.size() == 2);
}

}  // namespace
}  // namespace tenbou::test
