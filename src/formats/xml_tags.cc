#include "formats/xml_tags.h"

#include <cstdint>

namespace tenbou {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

bool is_name_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-' ||
         c == '.' || c == ':';
}

void append_utf8(std::string& out, std::uint32_t code) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xE0 | (code >> 12));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code >> 18));
    out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  }
}

/// Reads one document; `at` is the next byte to read.
class TagReader {
 public:
  explicit TagReader(std::string_view text) : text_(text) {}

  void run(const std::function<void(const XmlTag&)>& each) {
    int depth = 0;
    while (true) {
      skip_space();
      if (at_ >= text_.size()) break;
      if (text_[at_] != '<') fail("text outside a tag (this reader takes only tags)");
      if (starts("<?")) {
        skip_past("?>", "an XML declaration");
        continue;
      }
      if (starts("<!--")) {
        skip_past("-->", "a comment");
        continue;
      }
      if (starts("<!")) fail("a document type, an entity or CDATA (refused: a log needs none of them)");
      const XmlTag& tag = read_tag();
      if (tag.closing) {
        if (--depth < 0) fail("a closing tag without its opening one");
      } else if (!tag.empty && ++depth > 1) {
        fail("an element nested below the root (a log's elements are empty)");
      }
      each(tag);
    }
    if (depth != 0) fail("the document ends before its root element is closed");
  }

 private:
  [[noreturn]] void fail(const std::string& what) const { throw XmlError{what, at_}; }

  bool starts(std::string_view s) const { return text_.substr(at_, s.size()) == s; }

  void skip_space() {
    while (at_ < text_.size() && is_space(text_[at_])) ++at_;
  }

  void skip_past(std::string_view end, const char* what) {
    const std::size_t found = text_.find(end, at_);
    if (found == std::string_view::npos) fail(std::string(what) + " that never ends");
    at_ = found + end.size();
  }

  std::string_view read_name() {
    const std::size_t start = at_;
    while (at_ < text_.size() && is_name_char(text_[at_])) ++at_;
    if (at_ == start) fail("a tag or attribute without a name");
    return text_.substr(start, at_ - start);
  }

  /// The attribute value up to `quote`, its references replaced.
  std::string read_value(char quote) {
    std::string out;
    while (true) {
      if (at_ >= text_.size()) fail("an attribute value that never ends");
      const char c = text_[at_];
      if (c == quote) {
        ++at_;
        return out;
      }
      if (c == '<') fail("'<' inside an attribute value");
      if (c == '&') {
        out += read_reference();
      } else {
        out += c;
        ++at_;
      }
    }
  }

  /// One of the five predefined entities or a character reference; any other entity is refused.
  std::string read_reference() {
    const std::size_t end = text_.find(';', at_);
    if (end == std::string_view::npos || end - at_ > 12) fail("'&' that starts no reference");
    const std::string_view name = text_.substr(at_ + 1, end - at_ - 1);
    at_ = end + 1;
    static constexpr std::pair<std::string_view, const char*> kPredefined[] = {
        {"amp", "&"}, {"lt", "<"}, {"gt", ">"}, {"quot", "\""}, {"apos", "'"}};
    for (const auto& [entity, text] : kPredefined)
      if (name == entity) return text;
    if (name.size() >= 2 && name[0] == '#') {
      const bool hex = name[1] == 'x';
      std::uint32_t code = 0;
      const std::string_view digits = name.substr(hex ? 2 : 1);
      if (digits.empty()) fail("an empty character reference");
      for (char d : digits) {
        int v = -1;
        if (d >= '0' && d <= '9') v = d - '0';
        else if (hex && d >= 'a' && d <= 'f') v = d - 'a' + 10;
        else if (hex && d >= 'A' && d <= 'F') v = d - 'A' + 10;
        if (v < 0) fail("a character reference with a digit that is none");
        code = code * (hex ? 16 : 10) + static_cast<std::uint32_t>(v);
        if (code > 0x10FFFF) fail("a character reference beyond Unicode");
      }
      if (code == 0 || (code >= 0xD800 && code <= 0xDFFF)) fail("a character reference to no character");
      std::string out;
      append_utf8(out, code);
      return out;
    }
    fail("the entity &" + std::string(name) + "; (only XML's five and character references are read)");
  }

  const XmlTag& read_tag() {
    tag_ = XmlTag{};
    ++at_;  // '<'
    if (at_ < text_.size() && text_[at_] == '/') {
      tag_.closing = true;
      ++at_;
    }
    tag_.name = read_name();
    while (true) {
      skip_space();
      if (at_ >= text_.size()) fail("a tag that never ends");
      if (text_[at_] == '>') {
        ++at_;
        return tag_;
      }
      if (starts("/>") && !tag_.closing) {
        at_ += 2;
        tag_.empty = true;
        return tag_;
      }
      if (tag_.closing) fail("a closing tag with attributes");
      const std::string_view key = read_name();
      skip_space();
      if (at_ >= text_.size() || text_[at_] != '=') fail("attribute " + std::string(key) + " without a value");
      ++at_;
      skip_space();
      if (at_ >= text_.size() || (text_[at_] != '"' && text_[at_] != '\''))
        fail("attribute " + std::string(key) + " whose value is not quoted");
      const char quote = text_[at_++];
      if (tag_.attributes.size() >= kMaxXmlAttributes)
        fail("a tag with more than " + std::to_string(kMaxXmlAttributes) + " attributes");
      tag_.attributes.emplace_back(key, read_value(quote));
    }
  }

  std::string_view text_;
  std::size_t at_ = 0;
  XmlTag tag_;
};

}  // namespace

XmlError::XmlError(std::string message, std::size_t offset)
    : Error("not a readable XML log: " + message + " (at byte " + std::to_string(offset) + ")") {}

const std::string* XmlTag::attribute(std::string_view key) const {
  for (const auto& [k, v] : attributes)
    if (k == key) return &v;
  return nullptr;
}

void for_each_xml_tag(std::string_view text, const std::function<void(const XmlTag&)>& each) {
  TagReader(text).run(each);
}

}  // namespace tenbou
