#pragma once
// The languages the pages players read are offered in (the command line stays English), how a page's language is
// named in a setting, a link or a browser's Accept-Language, and how numbers are written in each.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tenbou {

/// A language the pages are written in.
enum class Language { En, De, Fr, Pl, Nl };

/// What the language switch and the catalogues need of a language: its code (BCP 47, "de") and its own name.
struct LanguageName {
  Language language;
  const char* code;
  const char* own_name;  ///< "Deutsch", as the switch shows it to those who read it
};

/// English first, then the others in the order the switch shows them.
const std::vector<LanguageName>& offered_languages();

/// The language of `code` ("de", "DE", "de-AT", "de_AT"), or nothing when it is not offered.
std::optional<Language> language_of_code(std::string_view code);

/// "en", "de", ...
const char* language_code(Language language);

/// The offered language an Accept-Language header prefers ("fr-CH, fr;q=0.9, en;q=0.8" -> French): the highest
/// q-value first, the header's order among equals; nothing when it names none of them (or "*" only).
std::optional<Language> accepted_language(std::string_view accept_language);

/// The CLDR plural category `language` uses for the count `n`: "one", "few", "many" or "other" (Polish has all
/// four: 1 gra, 2 gry, 5 gier), as ICU knows them.
std::string plural_category(Language language, long long n);

/// A whole number as `language` groups its digits: 30,000 in English, 30.000 in German and Dutch, 30 000 with a
/// no-break space (U+00A0) in French and Polish; `sign` puts "+" before a positive number; a minus is "-".
std::string grouped_number(Language language, long long n, bool sign = false);

}  // namespace tenbou
