#include "base/unicode.h"

#include <algorithm>
#include <cstdio>
#include <memory>

#include <unicode/coll.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/utf8.h>

#include "base/lending_pool.h"

namespace tenbou::unicode {
namespace {

icu::UnicodeString from_utf8(std::string_view text) {
  return icu::UnicodeString::fromUTF8(icu::StringPiece(text.data(), static_cast<int32_t>(text.size())));
}

std::string to_utf8(const icu::UnicodeString& text) {
  std::string out;
  text.toUTF8String(out);
  return out;
}

/// Whether stored text may hold `c`.
bool storable(UChar32 c) {
  switch (u_charType(c)) {
    case U_CONTROL_CHAR:
    case U_FORMAT_CHAR:
    case U_LINE_SEPARATOR:
    case U_PARAGRAPH_SEPARATOR:
    case U_SURROGATE:
      return false;
    default:
      return true;
  }
}

const char* kind_of(UChar32 c) {
  switch (u_charType(c)) {
    case U_CONTROL_CHAR: return "a control character";
    case U_FORMAT_CHAR: return "an invisible formatting character";
    default: return "a line or paragraph separator";
  }
}

std::string code_point(UChar32 c) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(c));
  return buffer;
}

/// Calls `visit(c, start, length)` for each character of `text`, with c < 0 for a byte that is not UTF-8.
template <class Visit>
void for_each_character(std::string_view text, Visit visit) {
  const auto* s = reinterpret_cast<const uint8_t*>(text.data());
  const auto n = static_cast<int32_t>(text.size());
  for (int32_t i = 0; i < n;) {
    const int32_t start = i;
    UChar32 c = 0;
    U8_NEXT(s, i, n, c);
    visit(c, static_cast<std::size_t>(start), static_cast<std::size_t>(i - start));
  }
}

/// The plain letters a reader without the keyboard types for Latin letters that are not a letter and an
/// accent in Unicode (after case folding): ø, ł, đ, ı, æ, œ, þ, ...
const char* plain_letters(UChar32 c) {
  switch (c) {
    case 0x00E6: return "ae";  // æ
    case 0x00F0: return "d";   // ð
    case 0x00F8: return "o";   // ø
    case 0x00FE: return "th";  // þ
    case 0x0111: return "d";   // đ
    case 0x0127: return "h";   // ħ
    case 0x0131: return "i";   // ı
    case 0x0138: return "k";   // ĸ
    case 0x0142: return "l";   // ł
    case 0x014B: return "n";   // ŋ
    case 0x0153: return "oe";  // œ
    case 0x0167: return "t";   // ŧ
    case 0x017F: return "s";   // ſ
    default: return nullptr;
  }
}

/// The root locale's collators (a collator is one thread's at a time).
LendingPool<icu::Collator>& root_collators() {
  static LendingPool<icu::Collator> pool([] {
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::Collator> made(icu::Collator::createInstance(icu::Locale::getRoot(), status));
    return U_SUCCESS(status) ? std::move(made) : nullptr;
  });
  return pool;
}

bool is_ascii(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

}  // namespace

std::string ascii_lower(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

bool valid_utf8(std::string_view text) {
  bool valid = true;
  for_each_character(text, [&](UChar32 c, std::size_t, std::size_t) { valid = valid && c >= 0; });
  return valid;
}

std::string nfc(std::string_view text) {
  if (is_ascii(text) || !valid_utf8(text)) return std::string(text);
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* n = icu::Normalizer2::getNFCInstance(status);
  if (U_FAILURE(status)) return std::string(text);
  const icu::UnicodeString normal = n->normalize(from_utf8(text), status);
  return U_SUCCESS(status) ? to_utf8(normal) : std::string(text);
}

std::string folded(std::string_view text) {
  if (is_ascii(text)) return ascii_lower(text);  // what ICU's folding gives for it, without the conversions
  icu::UnicodeString u = from_utf8(nfc(text));
  u.foldCase(U_FOLD_CASE_DEFAULT);
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* n = icu::Normalizer2::getNFCInstance(status);
  return U_SUCCESS(status) ? to_utf8(n->normalize(u, status)) : to_utf8(u);
}

std::string unaccented(std::string_view text) {
  if (is_ascii(text)) return ascii_lower(text);
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfd = icu::Normalizer2::getNFDInstance(status);
  if (U_FAILURE(status)) return folded(text);
  const std::string decomposed = to_utf8(nfd->normalize(from_utf8(folded(text)), status));
  std::string out;
  for_each_character(decomposed, [&](UChar32 c, std::size_t start, std::size_t length) {
    if (c >= 0 && u_charType(c) == U_NON_SPACING_MARK) return;
    if (const char* plain = c >= 0 ? plain_letters(c) : nullptr)
      out += plain;
    else
      out += decomposed.substr(start, length);
  });
  return nfc(out);
}

int collate(std::string_view a, std::string_view b) {
  const int bytes = a.compare(b) < 0 ? -1 : a.compare(b) > 0 ? 1 : 0;
  const auto collator = root_collators().borrow();
  if (!collator) return bytes;
  UErrorCode status = U_ZERO_ERROR;
  const UCollationResult r = collator->compareUTF8(icu::StringPiece(a.data(), static_cast<int32_t>(a.size())),
                                                   icu::StringPiece(b.data(), static_cast<int32_t>(b.size())), status);
  return U_FAILURE(status) || r == UCOL_EQUAL ? bytes : r == UCOL_LESS ? -1 : 1;
}

std::string utf8_of(char32_t code_point) {
  const UChar32 c = U_IS_UNICODE_CHAR(code_point) ? static_cast<UChar32>(code_point) : 0xFFFD;
  char bytes[U8_MAX_LENGTH];
  std::size_t n = 0;
  U8_APPEND_UNSAFE(bytes, n, c);
  return std::string(bytes, n);
}

std::string trimmed(std::string_view text) {
  std::size_t first = text.size(), last = 0;
  for_each_character(text, [&](UChar32 c, std::size_t start, std::size_t length) {
    if (c >= 0 && u_isUWhiteSpace(c)) return;
    first = std::min(first, start);
    last = start + length;
  });
  return first >= last ? std::string() : std::string(text.substr(first, last - first));
}

std::size_t length(std::string_view text) {
  std::size_t n = 0;
  for_each_character(text, [&](UChar32, std::size_t, std::size_t) { ++n; });
  return n;
}

std::string first_characters(std::string_view text, std::size_t n) {
  std::size_t end = 0, count = 0;
  for_each_character(text, [&](UChar32, std::size_t start, std::size_t length) {
    if (count++ < n) end = start + length;
  });
  return std::string(text.substr(0, end));
}

std::optional<std::string> unstorable(std::string_view text) {
  std::optional<std::string> problem;
  for_each_character(text, [&](UChar32 c, std::size_t, std::size_t) {
    if (problem) return;
    if (c < 0)
      problem = "is not valid UTF-8 text";
    else if (!storable(c))
      problem = "holds " + code_point(c) + " (" + kind_of(c) + ")";
  });
  return problem;
}

std::string printable(std::string_view text) {
  std::string out;
  for_each_character(text, [&](UChar32 c, std::size_t start, std::size_t length) {
    char buffer[24];
    if (c < 0) {
      for (std::size_t i = 0; i < length; ++i) {
        std::snprintf(buffer, sizeof buffer, "\\x{%02X}", static_cast<unsigned char>(text[start + i]));
        out += buffer;
      }
    } else if (!storable(c)) {
      std::snprintf(buffer, sizeof buffer, "\\u{%X}", static_cast<unsigned>(c));
      out += buffer;
    } else {
      out += text.substr(start, length);
    }
  });
  return out;
}

}  // namespace tenbou::unicode
