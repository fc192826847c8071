#pragma once
// The pages' catalogues (data/languages/*.json) as the build compiles them into the program
// (data/languages/compile_catalogues.cmake): tables searched in place, so that a command printing one English
// line parses no catalogue first.

#include <array>
#include <span>
#include <string_view>

namespace tenbou {

/// One text of a catalogue: a plain text, or a counted one with its plural forms (`other` always; the others
/// empty when the language has no such form).
struct CatalogueText {
  std::string_view key;
  std::string_view other;  ///< the text, or the plural form 'other'
  bool counted;
  std::array<std::string_view, 5> forms;  ///< zero, one, two, few, many (CLDR's categories before 'other')

  /// The form of the CLDR plural category `category` ("one"), or `other` when the text has none.
  std::string_view form(std::string_view category) const;
};

/// A language's texts, sorted by key.
struct Catalogue {
  std::string_view code;  ///< "en", "de"...
  std::span<const CatalogueText> texts;

  /// The text of `key`, or nullptr when this catalogue has none.
  const CatalogueText* find(std::string_view key) const;
};

/// Every catalogue compiled in (generated).
std::span<const Catalogue> catalogues();

/// The names of the forms of CatalogueText::forms, in that order.
inline constexpr std::array<std::string_view, 5> kPluralForms = {"zero", "one", "two", "few", "many"};

}  // namespace tenbou
