// The pages' languages: codes as settings, links and browsers give them, Accept-Language with q-values, plural
// categories as each language counts, and numbers grouped as each language writes them.

#include "base/language.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

TEST_CASE("a language from its code, in any case and with a region") {
  CHECK(language_of_code("de") == Language::De);
  CHECK(language_of_code("DE-at") == Language::De);
  CHECK(language_of_code("pl_PL") == Language::Pl);
  CHECK(language_of_code("nl-BE") == Language::Nl);
  CHECK_FALSE(language_of_code("ja").has_value());
  CHECK_FALSE(language_of_code("").has_value());
  CHECK(std::string(language_code(Language::Fr)) == "fr");
}

TEST_CASE("Accept-Language: the offered language with the highest q-value, the header's order among equals") {
  CHECK(accepted_language("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7") == Language::Fr);
  CHECK(accepted_language("ja, de;q=0.5, en;q=0.4") == Language::De);
  CHECK(accepted_language("en;q=0.5, nl;q=0.9") == Language::Nl);
  CHECK(accepted_language("de, pl") == Language::De);
  CHECK(accepted_language("de;q=0, pl;q=0.1") == Language::Pl);  // q=0: not acceptable
  CHECK_FALSE(accepted_language("ja, zh-CN;q=0.8, *;q=0.5").has_value());
  CHECK_FALSE(accepted_language("").has_value());
}

TEST_CASE("plural categories as each language counts") {
  CHECK(plural_category(Language::En, 1) == "one");
  CHECK(plural_category(Language::En, 2) == "other");
  CHECK(plural_category(Language::Pl, 1) == "one");
  CHECK(plural_category(Language::Pl, 3) == "few");
  CHECK(plural_category(Language::Pl, 5) == "many");
  CHECK(plural_category(Language::Pl, 22) == "few");
  CHECK(plural_category(Language::Fr, 0) == "one");  // French counts 0 as one
  CHECK(plural_category(Language::De, 0) == "other");
}

TEST_CASE("numbers grouped as each language writes them") {
  CHECK(grouped_number(Language::En, 30000) == "30,000");
  CHECK(grouped_number(Language::De, 30000) == "30.000");
  CHECK(grouped_number(Language::Nl, -1234567) == "-1.234.567");
  CHECK(grouped_number(Language::Fr, 30000) == "30\u00A0000");
  CHECK(grouped_number(Language::Pl, 12300, true) == "+12\u00A0300");
  CHECK(grouped_number(Language::En, 999, true) == "+999");
  CHECK(grouped_number(Language::En, 0, true) == "0");
}

}  // namespace
}  // namespace tenbou::test
