#include "formats/text_encoding.h"

#include <algorithm>
#include <iterator>
#include <memory>

#include <nlohmann/json.hpp>
#include <unicode/ucnv.h>
#include <unicode/unistr.h>

#include "base/named_fields.h"
#include "base/unicode.h"

namespace tenbou {

std::optional<int> first_line_not_utf8(std::string_view text) {
  int line = 1;
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    if (!unicode::valid_utf8(text.substr(start, end - start))) return line;
    start = end + 1;
    ++line;
  }
  return std::nullopt;
}

std::string to_utf8(std::string_view text, const std::string& encoding) {
  UErrorCode status = U_ZERO_ERROR;
  const std::unique_ptr<UConverter, decltype(&ucnv_close)> converter(ucnv_open(encoding.c_str(), &status), ucnv_close);
  if (U_FAILURE(status))
    throw EncodingError{"encoding: \"" + unicode::printable(encoding) +
                            "\" is not an encoding this system knows (e.g. windows-1252, iso-8859-2, utf-16)",
                        naming_fields({{"field", "encoding"}, {"value", unicode::printable(encoding)}}, {"encoding"})};
  ucnv_setToUCallBack(converter.get(), UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &status);
  icu::UnicodeString converted;
  const char* in = text.data();
  UChar buffer[4096];
  do {
    status = U_ZERO_ERROR;
    UChar* out = buffer;
    ucnv_toUnicode(converter.get(), &out, buffer + std::size(buffer), &in, text.data() + text.size(), nullptr, true,
                   &status);
    converted.append(buffer, static_cast<int32_t>(out - buffer));
  } while (status == U_BUFFER_OVERFLOW_ERROR);
  if (U_FAILURE(status)) {
    char invalid[32];  // the bytes not valid in `encoding`, just read (a character takes at most 8 in any encoding)
    int8_t invalid_length = sizeof invalid;
    UErrorCode ignored = U_ZERO_ERROR;
    ucnv_getInvalidChars(converter.get(), invalid, &invalid_length, &ignored);
    const auto consumed = static_cast<std::ptrdiff_t>(in - text.data()) - invalid_length;
    const auto line = 1 + std::count(text.begin(), text.begin() + consumed, '\n');
    throw EncodingError{"line " + std::to_string(line) + " is not valid " + encoding + " text",
                        {{"line", line}, {"field", "encoding"}}};
  }
  std::string out;
  return converted.toUTF8String(out);
}

}  // namespace tenbou
