#pragma once
// Text files as they arrive from spreadsheets and other machines: tenbou reads UTF-8, says on which line a
// file is not UTF-8, and converts a file from another encoding the user names (with ICU's converters, which know
// the same encodings on every system).

#include <optional>
#include <string>
#include <string_view>

#include "base/error.h"

namespace tenbou {

/// Why a text could not be converted: an encoding ICU does not know, or bytes not valid in it.
struct EncodingError : Error {
  using Error::Error;
};

/// `text` without the UTF-8 byte-order mark it may start with, as Windows editors and Excel write it.
inline std::string_view without_byte_order_mark(std::string_view text) {
  return text.substr(0, 3) == "\xEF\xBB\xBF" ? text.substr(3) : text;
}

/// The first line (1-based) of `text` that is not valid UTF-8, if any.
std::optional<int> first_line_not_utf8(std::string_view text);

/// `text` converted from `encoding` (e.g. "windows-1252", "iso-8859-2", "utf-16") to UTF-8. Throws
/// EncodingError naming the encoding, or the line where the text is not valid in it.
std::string to_utf8(std::string_view text, const std::string& encoding);

}  // namespace tenbou
