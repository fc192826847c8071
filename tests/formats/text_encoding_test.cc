// Files from other encodings converted to UTF-8 (ICU's converters): the text, the byte order mark of UTF-16, and
// the line where the bytes are not valid in the encoding named.

#include "formats/text_encoding.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

std::string decoding_refusal(std::string_view text, const std::string& encoding) {
  try {
    to_utf8(text, encoding);
  } catch (const EncodingError& e) {
    return e.message;
  }
  return "";
}

TEST_CASE("text from windows-1252, iso-8859-2 and UTF-16 with its byte order mark becomes UTF-8") {
  CHECK(to_utf8("name\nJos\xE9 \x80", "windows-1252") == "name\nJosé €");
  CHECK(to_utf8("\xA3ukasz", "ISO-8859-2") == "Łukasz");
  CHECK(to_utf8(std::string("\xFF\xFEZ\0o\0\xEB\0", 8), "utf-16") == "Zoë");
  CHECK(to_utf8("", "windows-1252").empty());
}

TEST_CASE("an unknown encoding is refused by name, bytes not valid in the encoding by their line") {
  CHECK(decoding_refusal("x", "klingon") ==
        "encoding: \"klingon\" is not an encoding this system knows (e.g. windows-1252, iso-8859-2, utf-16)");
  CHECK(decoding_refusal("one\ntwo\nthr\xC3\x28", "utf-8") == "line 3 is not valid utf-8 text");
  CHECK(decoding_refusal("a\nb\n\x82", "shift_jis") == "line 3 is not valid shift_jis text");  // cut off at the end
  CHECK(decoding_refusal("a\n\x82\n", "shift_jis") == "line 2 is not valid shift_jis text");  // a lead byte before the line end
}

}  // namespace
}  // namespace tenbou::test
