#pragma once
// Countries as the EMA codes them (the IOC's codes: NED, GER, SUI, ...), and what a person may type for one: the EMA
// code, the ISO 3166 alpha-3 or alpha-2 code, or the English or native name, case and accents ignored. The table is
// data/countries/countries.csv (made from Debian's iso-codes; see its script), compiled in.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tenbou {

/// A text compiled into tenbou (here the country table), by file name.
struct CountryTableText {
  std::string_view name;
  std::string_view text;
};
const std::vector<CountryTableText>& country_table_texts();

/// One country of the table.
struct Country {
  std::string ema, iso3, iso2, name;
  std::vector<std::string> other_names;  ///< official, native and common names
};

/// Every country, by ISO alpha-3 code.
const std::vector<Country>& countries();

/// The EMA code of the country `text` names; nullopt for none. An EMA code wins over an ISO code that is the same
/// letters ("BRN": Bahrain, the EMA's, not Brunei, ISO's).
std::optional<std::string> ema_country_code(std::string_view text);

/// The country whose name or code `text` begins, when it is exactly one (at least three letters, case and accents
/// ignored): "JAP" is Japan, "GRE" none (Greece, Greenland, Grenada). For codes other tools write that are not the
/// EMA's, converted with a note.
const Country* country_starting(std::string_view text);

/// Up to three countries nearest to `text` (by its closest name or code), "Netherlands (NED)", for a refusal.
std::vector<std::string> nearest_countries(std::string_view text);

}  // namespace tenbou
