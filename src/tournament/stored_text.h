#pragma once
// What text tenbou stores: names, reasons, notes, who made an entry. Text people type is tidied the same way
// everywhere, and what cannot be shown or compared safely (control characters, invisible and bidirectional
// marks, bytes that are not UTF-8, blank text where text is needed) is refused with the field named.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace tenbou {

/// The most characters a stored text may have: a name (of a player, a club, a referee) and any other text
/// (a reason, a note, the tournament's name).
inline constexpr std::size_t kMaxNameLength = 100;
inline constexpr std::size_t kMaxTextLength = 500;

/// Why `value` cannot be stored as `field`, naming the field and the value (escaped): characters that are
/// not text, more than `max_characters`, or blank when `required`. Nothing when it can.
std::optional<std::string> text_problem(std::string_view field, std::string_view value, std::size_t max_characters,
                                        bool required);

/// `value` as tenbou stores what people type: Unicode white space trimmed at both ends, composed (NFC).
std::string tidy_text(std::string_view value);

/// Throws TournamentError with text_problem's message, if it finds one, naming `field` (as the API calls it) for the
/// door to word (see base/named_fields.h).
void require_text(std::string_view field, std::string_view value, std::size_t max_characters, bool required);

}  // namespace tenbou
