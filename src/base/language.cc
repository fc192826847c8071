#include "base/language.h"

#include <algorithm>
#include <iterator>
#include <string_view>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>

#include <unicode/plurrule.h>

#include "base/unicode.h"

namespace tenbou {

const std::vector<LanguageName>& offered_languages() {
  static const std::vector<LanguageName> languages = {
      {Language::En, "en", "English"},   {Language::De, "de", "Deutsch"}, {Language::Fr, "fr", "Français"},
      {Language::Pl, "pl", "Polski"},    {Language::Nl, "nl", "Nederlands"},
  };
  return languages;
}

std::optional<Language> language_of_code(std::string_view code) {
  const std::string primary = unicode::ascii_lower(code.substr(0, code.find_first_of("-_")));
  for (const LanguageName& l : offered_languages())
    if (primary == l.code) return l.language;
  return std::nullopt;
}

const char* language_code(Language language) {
  for (const LanguageName& l : offered_languages())
    if (l.language == language) return l.code;
  return "en";
}

std::optional<Language> accepted_language(std::string_view header) {
  std::optional<Language> best;
  double best_q = 0;
  while (!header.empty()) {
    const std::size_t comma = header.find(',');
    const std::string_view item = header.substr(0, comma);
    header = comma == std::string_view::npos ? std::string_view() : header.substr(comma + 1);
    const std::size_t semicolon = item.find(';');
    const std::string range = unicode::trimmed(item.substr(0, semicolon));
    double q = 1;
    if (semicolon != std::string_view::npos) {
      const std::string parameter = unicode::trimmed(item.substr(semicolon + 1));
      if (parameter.rfind("q=", 0) == 0) q = std::strtod(parameter.c_str() + 2, nullptr);
    }
    const std::optional<Language> language = language_of_code(range);
    if (language && q > best_q) best = language, best_q = q;
  }
  return best;
}

std::string plural_category(Language language, long long n) {
  static std::mutex mutex;
  static std::map<Language, std::unique_ptr<icu::PluralRules>> rules;
  const std::lock_guard lock(mutex);
  auto& r = rules[language];
  UErrorCode status = U_ZERO_ERROR;
  if (!r) r.reset(icu::PluralRules::forLocale(icu::Locale(language_code(language)), status));
  if (!r || U_FAILURE(status)) return n == 1 ? "one" : "other";
  std::string category;
  r->select(static_cast<double>(n)).toUTF8String(category);
  return category;
}

std::string grouped_number(Language language, long long n, bool sign) {
  const std::string_view separator =
      language == Language::En ? "," : language == Language::De || language == Language::Nl ? "." : "\u00A0";
  // Written from the last digit back into room for any number with its separators and sign: one string made.
  char text[48];
  char* start = std::end(text);
  unsigned long long rest = n < 0 ? 0ULL - static_cast<unsigned long long>(n) : static_cast<unsigned long long>(n);
  for (int digits = 0; digits == 0 || rest > 0; ++digits, rest /= 10) {
    if (digits > 0 && digits % 3 == 0) {
      if (separator.size() == 1) {
        *--start = separator[0];
      } else {
        start -= separator.size();
        std::copy(separator.begin(), separator.end(), start);
      }
    }
    *--start = static_cast<char>('0' + rest % 10);
  }
  if (n < 0) *--start = '-';
  if (sign && n > 0) *--start = '+';
  return std::string(start, std::end(text));
}

}  // namespace tenbou
