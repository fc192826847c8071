#pragma once
// The words a page writes, in the language it is read in: one catalogue per language (data/languages/xx.json, a
// flat object of key -> text, or key -> {plural category -> text}), compiled into the binary. The pages' scripts
// get their words from the same catalogues (for_script). Names, and the yaku names, are never looked up: they
// stay as registered and as the EMA writes them.

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "base/language.h"

namespace tenbou {

struct Catalogue;
struct CatalogueText;

/// The values of a text's {placeholders}, by name, already in the page's form (numbers grouped, not escaped).
using WordArgs = std::vector<std::pair<std::string_view, std::string>>;

/// A language's catalogue, looked up by key. A key missing from a catalogue falls back to English (the build's
/// catalogue check makes that a failing test, not a page in two languages).
class Words {
 public:
  explicit Words(Language language);

  Language language() const { return language_; }
  const char* code() const { return language_code(language_); }

  /// The text of `key` with each {name} in it replaced by its value in `args`.
  std::string operator()(std::string_view key, const WordArgs& args = {}) const;
  /// The form of `key` the count `n` takes in this language, {n} being `n` grouped, then `args` as above.
  std::string counted(std::string_view key, long long n, const WordArgs& args = {}) const;
  /// The name of the seat wind `wind` (0 East .. 3 North): "Ost".
  std::string wind(int wind) const;
  /// `n` with the language's digit grouping ("30.000").
  std::string number(long long n, bool sign = false) const { return grouped_number(language_, n, sign); }
  /// `value` with `digits` decimals and the language's decimal mark ("2.25", "2,25").
  std::string decimal(double value, int digits) const;

  /// The entries whose keys start with `prefix`, as a JSON object for a page's script (the language's plural
  /// forms kept as objects; the script picks one with Intl.PluralRules).
  nlohmann::json for_script(std::string_view prefix) const;

 private:
  /// The language's text of `key`, or English's.
  const CatalogueText& entry(std::string_view key) const;

  Language language_;
  const Catalogue* catalogue_;
  const Catalogue* english_;
};

/// A refusal's words (the detail "words" of tournament/tournament_error.h: {"key", "args"}) in `words`' language:
/// each arg as its text, "problem" as such words itself, "seat" as the seat's wind, numbers of four digits or more
/// grouped.
std::string refusal_text(const Words& words, const nlohmann::json& spec);

/// The words of `language` (made once, kept for the program's life).
const Words& words_in(Language language);

}  // namespace tenbou
