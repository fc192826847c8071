#pragma once
// Unicode text as people type it: names stored composed, compared without case and, where that is
// unambiguous, without accents, sorted as a European reader expects, and checked for characters that must
// never be stored (controls, invisible and bidirectional marks).

#include <optional>
#include <string>
#include <string_view>

namespace tenbou::unicode {

/// Whether `text` is well-formed UTF-8.
bool valid_utf8(std::string_view text);

/// `text` in normalisation form C (composed), how tenbou stores text: "Zoë" typed as e and a combining
/// diaeresis (as macOS does) and as one letter are the same name. Invalid UTF-8 is left as it is.
std::string nfc(std::string_view text);

/// The key under which two names are the same: NFC with full case folding ("ZOË", "zoë"; "STRASSE",
/// "Straße").
std::string folded(std::string_view text);

/// The key under which names match without accents: folded, combining marks removed and Latin letters in
/// their ASCII form ("Łukasz" -> "lukasz", "Søren" -> "soren", "Işıl" -> "isil"). Other scripts stay.
std::string unaccented(std::string_view text);

/// Orders two texts by the root collation of the Unicode Collation Algorithm (Ágnes and Čeněk before Zoë,
/// letters before case): negative, zero or positive.
int collate(std::string_view a, std::string_view b);

/// `text` without Unicode white space (spaces, no-break and ideographic spaces, tabs, line ends) at either
/// end.
std::string trimmed(std::string_view text);

/// The UTF-8 of one code point; U+FFFD for what is not a character (a surrogate, past U+10FFFF).
std::string utf8_of(char32_t code_point);

/// How many characters (code points) `text` has.
std::size_t length(std::string_view text);

/// The first `n` characters of `text` (all of it if it has fewer).
std::string first_characters(std::string_view text, std::size_t n);

/// Why `text` cannot be stored, if it cannot: "is not valid UTF-8", or the first character it may not
/// hold, e.g. "holds U+001B (a control character)". Refused are control characters (tabs and line ends
/// too), format characters (zero-width spaces and joiners, bidirectional controls, soft hyphens) and line
/// and paragraph separators.
std::optional<std::string> unstorable(std::string_view text);

/// `text` with the ASCII letters A-Z made lower case and every other byte as it is: for protocol words
/// (HTTP header values, schemes), where "ſ" must not pass for "s" as full case folding would have it.
std::string ascii_lower(std::string_view text);

/// `text` with every character `unstorable` refuses, and every byte that is not UTF-8, written as an escape
/// (\u{1B}, \x{FF}): what is printed from a damaged file can never drive the terminal.
std::string printable(std::string_view text);

}  // namespace tenbou::unicode
