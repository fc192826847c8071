#include "formats/xlsx_sheet.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <optional>
#include <string>
#include <tuple>

#include "base/unicode.h"

namespace tenbou {
namespace {

/// A workbook's parts are small: a results sheet of a few hundred players is well under a megabyte.
constexpr std::size_t kPartLimit = 64u << 20;
/// What the rows read may hold, cells and text together (each cell counted as 32 bytes): a hostile sheet of a few
/// kilobytes naming column XFD in every row, or one long shared string in every cell, is refused, not allocated.
constexpr std::size_t kRowsBudget = 64u << 20;
/// What the shared strings may hold, each counted as 32 bytes beside its text: a results sheet's are a few hundred
/// names; a crafted part of empty strings (`<si/>` a million times over, deflated to kilobytes) is refused.
constexpr std::size_t kStringsBudget = 16u << 20;

/// One tag of an XML text: its name without a namespace prefix, its attributes' text, and where it ends.
struct Tag {
  std::string name;
  std::string_view attributes;
  bool closing = false, empty = false;
  std::size_t end = 0;  ///< just past the '>'
};

/// The next element tag at or after `at` (comments, declarations and processing instructions skipped).
std::optional<Tag> next_tag(std::string_view xml, std::size_t at) {
  for (at = xml.find('<', at); at != std::string_view::npos; at = xml.find('<', at + 1)) {
    if (xml.compare(at, 4, "<!--") == 0) {
      at = xml.find("-->", at);
      if (at == std::string_view::npos) return std::nullopt;
      continue;
    }
    if (at + 1 < xml.size() && (xml[at + 1] == '?' || xml[at + 1] == '!')) continue;
    const std::size_t close = xml.find('>', at);
    if (close == std::string_view::npos) return std::nullopt;
    Tag tag{.closing = xml[at + 1] == '/', .empty = xml[close - 1] == '/', .end = close + 1};
    const std::size_t start = at + 1 + tag.closing;
    std::size_t name_end = start;
    while (name_end < close && xml[name_end] != ' ' && xml[name_end] != '/' && xml[name_end] != '\t' &&
           xml[name_end] != '\n' && xml[name_end] != '\r')
      ++name_end;
    std::string_view name = xml.substr(start, name_end - start);
    if (const auto colon = name.find(':'); colon != std::string_view::npos) name.remove_prefix(colon + 1);
    tag.name = name;
    tag.attributes = xml.substr(name_end, close - name_end - tag.empty);
    return tag;
  }
  return std::nullopt;
}

/// XML's escapes undone: the five named entities and numeric character references.
std::string unescaped(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const std::size_t near = text[i] == '&' ? text.substr(i, 12).find(';') : std::string_view::npos;
    const std::size_t semicolon = near == std::string_view::npos ? near : i + near;
    if (semicolon == std::string_view::npos) {
      out += text[i];
      continue;
    }
    const std::string_view entity = text.substr(i + 1, semicolon - i - 1);
    static const std::map<std::string_view, const char*> named = {
        {"amp", "&"}, {"lt", "<"}, {"gt", ">"}, {"quot", "\""}, {"apos", "'"}};
    if (const auto n = named.find(entity); n != named.end()) {
      out += n->second;
    } else if (entity.size() > 1 && entity[0] == '#') {
      const bool hex = entity[1] == 'x' || entity[1] == 'X';
      const long code = std::strtol(std::string(entity.substr(hex ? 2 : 1)).c_str(), nullptr, hex ? 16 : 10);
      out += unicode::utf8_of(static_cast<char32_t>(code > 0 && code <= 0x10FFFF ? code : 0xFFFD));
    } else {
      out += text.substr(i, semicolon - i + 1);
      continue;
    }
    i = semicolon;
  }
  return out;
}

/// The value of attribute `name` (or of any prefix:name) in a tag's attribute text.
std::optional<std::string> attribute(std::string_view attributes, std::string_view name) {
  for (std::size_t at = attributes.find(name); at != std::string_view::npos; at = attributes.find(name, at + 1)) {
    const bool starts = at > 0 && (attributes[at - 1] == ' ' || attributes[at - 1] == ':' || attributes[at - 1] == '\n' ||
                                   attributes[at - 1] == '\t' || attributes[at - 1] == '\r');
    std::size_t eq = at + name.size();
    if (!starts || eq >= attributes.size() || attributes[eq] != '=' || eq + 1 >= attributes.size()) continue;
    const char quote = attributes[eq + 1];
    const std::size_t end = attributes.find(quote, eq + 2);
    if (end == std::string_view::npos) return std::nullopt;
    return unescaped(attributes.substr(eq + 2, end - eq - 2));
  }
  return std::nullopt;
}

/// The character data of element `tag` (just opened): up to the next tag, which must close it; else nothing.
std::string character_data(std::string_view xml, const Tag& tag) {
  const std::size_t next = xml.find('<', tag.end);
  const std::optional<Tag> closing = next == std::string_view::npos ? std::nullopt : next_tag(xml, next);
  if (!closing || !closing->closing || closing->name != tag.name) return "";
  return unescaped(xml.substr(tag.end, next - tag.end));
}

/// The text of every <t> (or, with `element` "c", the <v>) inside an element from `at` up to its closing tag
/// `element`: rich text runs joined, phonetic guides (<rPh>) and formulas (<f>) left out. Returns the text and where
/// the element ends.
std::pair<std::string, std::size_t> texts_within(std::string_view xml, std::size_t at, std::string_view element,
                                                 std::string_view text_tag = "t") {
  std::string text;
  bool phonetic = false;
  for (auto tag = next_tag(xml, at); tag; tag = next_tag(xml, tag->end)) {
    if (tag->closing && tag->name == element) return {text, tag->end};
    if (tag->name == "rPh") phonetic = !tag->closing && !tag->empty;
    if (tag->name == text_tag && !tag->closing && !tag->empty && !phonetic) text += character_data(xml, *tag);
  }
  return {text, xml.size()};
}

std::string part(const ZipReader& zip, const std::string& name) {
  auto content = zip.read(name, kPartLimit);
  if (!content) throw ZipError{"not an Excel workbook: it has no " + name};
  return *content;
}

/// The path in the archive of the workbook's first sheet, through xl/workbook.xml and its relationships.
std::string first_sheet_path(const ZipReader& zip) {
  const std::string workbook = part(zip, "xl/workbook.xml"), relations = part(zip, "xl/_rels/workbook.xml.rels");
  std::optional<std::string> id;
  for (auto tag = next_tag(workbook, 0); tag && !id; tag = next_tag(workbook, tag->end))
    if (tag->name == "sheet" && !tag->closing) id = attribute(tag->attributes, "id");
  for (auto tag = next_tag(relations, 0); tag && id; tag = next_tag(relations, tag->end)) {
    if (tag->name != "Relationship" || attribute(tag->attributes, "Id") != id) continue;
    const std::string target = attribute(tag->attributes, "Target").value_or("");
    return target.rfind('/', 0) == 0 ? target.substr(1) : "xl/" + target;
  }
  throw ZipError{"not an Excel workbook: it names no first sheet"};
}

std::vector<std::string> shared_strings(const ZipReader& zip) {
  std::vector<std::string> strings;
  const std::optional<std::string> xml = zip.read("xl/sharedStrings.xml", kStringsBudget);
  if (!xml) return strings;
  std::size_t held = 0;  // against kStringsBudget
  for (auto tag = next_tag(*xml, 0); tag; tag = next_tag(*xml, tag->end)) {
    if (tag->name != "si" || tag->closing) continue;
    std::string text;
    if (!tag->empty) std::tie(text, tag->end) = texts_within(*xml, tag->end, "si");
    held += 32 + text.size();
    if (held > kStringsBudget)
      throw ZipError{"not a results workbook: its shared strings hold more than " + std::to_string(kStringsBudget >> 20) +
                     " MB"};
    strings.push_back(std::move(text));
  }
  return strings;
}

/// "C12" -> column 3 (A is 1); 0 for a reference without letters.
int column_of(std::string_view reference) {
  int column = 0;
  for (char c : reference) {
    if (c < 'A' || c > 'Z' || column > 16384) break;
    column = column * 26 + (c - 'A' + 1);
  }
  return column;
}

}  // namespace

bool looks_like_zip(std::string_view bytes) { return bytes.rfind("PK\x03\x04", 0) == 0; }

std::vector<CsvRow> xlsx_first_sheet_rows(std::string_view bytes) {
  const ZipReader zip(bytes);
  const std::vector<std::string> strings = shared_strings(zip);
  const std::string sheet = part(zip, first_sheet_path(zip));
  std::map<int, CsvRow> rows;
  std::size_t held = 0;  // what the rows hold, against kRowsBudget
  int row = 0, column = 0;
  for (auto tag = next_tag(sheet, 0); tag; tag = next_tag(sheet, tag->end)) {
    if (tag->name == "row" && !tag->closing) {
      const std::string number = attribute(tag->attributes, "r").value_or(std::to_string(row + 1));
      const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), row);
      if (error != std::errc() || end != number.data() + number.size() || row < 1 || row > 1048576) row = 0;  // not read
      column = 0;
    }
    if (tag->name != "c" || tag->closing) continue;
    const std::string reference = attribute(tag->attributes, "r").value_or("");
    column = reference.empty() ? column + 1 : column_of(reference);
    if (tag->empty || row <= 0 || column <= 0 || column > 16384) continue;
    const std::string type = attribute(tag->attributes, "t").value_or("n");
    // The value: an inline string's text, else the <v> (a formula's <f> before it is passed over).
    auto [text, end] = texts_within(sheet, tag->end, "c", type == "inlineStr" ? "t" : "v");
    if (type == "s") {
      const long index = std::strtol(text.c_str(), nullptr, 10);
      text = index >= 0 && static_cast<std::size_t>(index) < strings.size() ? strings[index] : "";
    } else if (type == "b") {
      text = text == "1" ? "TRUE" : "FALSE";
    }
    tag->end = end;
    if (text.empty()) continue;
    CsvRow& r = rows[row];
    r.line = row;
    if (r.fields.size() < static_cast<std::size_t>(column)) {
      held += 32 * (static_cast<std::size_t>(column) - r.fields.size());
      r.fields.resize(static_cast<std::size_t>(column));
    }
    held += text.size();
    if (held > kRowsBudget) throw ZipError{"not a results workbook: its first sheet holds more than " +
                                           std::to_string(kRowsBudget >> 20) + " MB of cells"};
    r.fields[static_cast<std::size_t>(column) - 1] = std::move(text);
  }
  std::vector<CsvRow> out;
  for (auto& [number, r] : rows) out.push_back(std::move(r));
  return out;
}

}  // namespace tenbou
