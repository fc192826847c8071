// Countries as typed, turned into the EMA's codes: its codes, ISO alpha-3 and alpha-2, English and native names, case
// and accents ignored; a name that is none of them gets the nearest three.

#include "formats/country_codes.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

TEST_CASE("codes and names of one country give the EMA's code") {
  for (const char* typed : {"NED", "NLD", "NL", "nl", "Netherlands", "Nederland", "NEDERLAND", "Holland", " nederland "})
    CHECK_MESSAGE(ema_country_code(typed) == "NED", typed);
  CHECK(ema_country_code("DEU") == "GER");
  CHECK(ema_country_code("Deutschland") == "GER");
  CHECK(ema_country_code("Schweiz") == "SUI");
  CHECK(ema_country_code("suisse") == "SUI");
  CHECK(ema_country_code("Österreich") == "AUT");
  CHECK(ema_country_code("osterreich") == "AUT");  // accents ignored
  CHECK(ema_country_code("Danmark") == "DEN");
  CHECK(ema_country_code("Portugal") == "POR");
  CHECK(ema_country_code("Česko") == "CZE");
  CHECK(ema_country_code("日本") == "JPN");
  CHECK(ema_country_code("Polska") == "POL");
  CHECK(ema_country_code("UK") == "GBR");
  CHECK(ema_country_code("FRA") == "FRA");
}

TEST_CASE("an EMA code wins over an ISO code of the same letters") {
  CHECK(ema_country_code("BRN") == "BRN");  // the EMA's Bahrain, not ISO's Brunei
  CHECK(ema_country_code("Brunei Darussalam") == "BRU");
  CHECK(ema_country_code("BHR") == "BRN");
}

TEST_CASE("what names no country gets nothing, and the nearest three") {
  CHECK_FALSE(ema_country_code("Atlantis").has_value());
  CHECK_FALSE(ema_country_code("").has_value());
  const std::vector<std::string> near = nearest_countries("Nederlnd");
  REQUIRE(near.size() == 3);
  CHECK(near[0] == "Netherlands (NED)");
}

TEST_CASE("the table has one row per ISO country, each with its own codes") {
  CHECK(countries().size() > 240);
  for (const Country& c : countries()) {
    CAPTURE(c.iso3);
    CHECK(c.ema.size() == 3);
    CHECK(c.iso2.size() == 2);
    CHECK(ema_country_code(c.ema) == c.ema);
  }
}

TEST_CASE("a code that begins one country alone is that country; one that begins several is none") {
  const Country* japan = country_starting("JAP");
  REQUIRE(japan != nullptr);
  CHECK(japan->ema == "JPN");
  CHECK(country_starting("jap")->ema == "JPN");
  CHECK(country_starting("GRE") == nullptr);  // Greece, Greenland, Grenada
  CHECK(country_starting("JA") == nullptr);   // too short to be sure
  CHECK(country_starting("XQZ") == nullptr);
}

}  // namespace
}  // namespace tenbou::test
