#include "tournament/stored_text.h"

#include <nlohmann/json.hpp>

#include "base/named_fields.h"
#include "base/unicode.h"
#include "tournament/tournament_error.h"

namespace tenbou {

std::optional<std::string> text_problem(std::string_view field, std::string_view value, std::size_t max_characters,
                                        bool required) {
  const std::string shown = std::string(field) + ": \"" + unicode::printable(value) + "\"";
  if (auto problem = unicode::unstorable(value))
    return shown + " is not valid: it " + *problem + " (type it again as plain text)";
  if (required && unicode::trimmed(value).empty()) return shown + " is not valid: it is blank (write it out)";
  if (const std::size_t n = unicode::length(value); n > max_characters)
    return std::string(field) + ": \"" + unicode::first_characters(value, 30) + "...\" is not valid: it has " +
           std::to_string(n) + " characters (at most " + std::to_string(max_characters) + ")";
  return std::nullopt;
}

std::string tidy_text(std::string_view value) { return unicode::nfc(unicode::trimmed(value)); }

void require_text(std::string_view field, std::string_view value, std::size_t max_characters, bool required) {
  if (auto problem = text_problem(field, value, max_characters, required))
    throw TournamentError{*problem, naming_fields({{"field", field}, {"value", unicode::printable(value)}}, {field})};
}

}  // namespace tenbou
