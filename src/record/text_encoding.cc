#include "record/text_encoding.h"

#include "base/named_fields.h"

#include <algorithm>
#include <cerrno>

#include <iconv.h>

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
  const iconv_t cd = iconv_open("UTF-8", encoding.c_str());
  if (cd == reinterpret_cast<iconv_t>(-1))
    throw EncodingError{"encoding: \"" + unicode::printable(encoding) +
                            "\" is not an encoding this system knows (e.g. windows-1252, iso-8859-2, utf-16)",
                        naming_fields({{"field", "encoding"}, {"value", unicode::printable(encoding)}}, {"encoding"})};
  std::string out;
  std::string input(text);
  char* in = input.data();
  std::size_t in_left = input.size();
  char buffer[4096];
  bool failed = false;
  while (in_left > 0 && !failed) {
    char* dest = buffer;
    std::size_t dest_left = sizeof buffer;
    const std::size_t r = iconv(cd, &in, &in_left, &dest, &dest_left);
    out.append(buffer, static_cast<std::size_t>(dest - buffer));
    failed = r == static_cast<std::size_t>(-1) && errno != E2BIG;
  }
  iconv_close(cd);
  if (failed) {
    const auto consumed = static_cast<std::size_t>(in - input.data());
    const auto line = 1 + std::count(input.begin(), input.begin() + static_cast<std::ptrdiff_t>(consumed), '\n');
    throw EncodingError{"line " + std::to_string(line) + " is not valid " + encoding + " text",
                        {{"line", line}, {"field", "encoding"}}};
  }
  return out;
}

}  // namespace tenbou
