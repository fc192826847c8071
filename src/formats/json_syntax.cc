#include "formats/json_syntax.h"

#include <unordered_set>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/unicode.h"

namespace tenbou {

using nlohmann::json;

std::optional<std::string> json_too_deep(std::string_view json_text) {
  int depth = 0, line = 1;
  std::size_t line_start = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < json_text.size(); ++i) {
    const char c = json_text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;  // the character escaped, which cannot end the string (nor a line, in JSON)
        continue;
      }
      if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth)
        return "line " + std::to_string(line) + ", column " + std::to_string(i - line_start + 1) +
               ": arrays and objects nested deeper than " + std::to_string(kMaxJsonDepth) +
               " levels, which no file tenbou reads does";
    } else if (c == ']' || c == '}') {
      --depth;
    }
    if (json_text[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  }
  return std::nullopt;
}

json parsed_json(std::string_view json_text) {
  if (json_too_deep(json_text)) return json(json::value_t::discarded);
  return json::parse(json_text, nullptr, false);
}

std::optional<std::string> duplicate_key(std::string_view json_text) {
  // The keys of each object being read, innermost last: a set each, so that a body of many keys costs time in
  // proportion to its length, not to its square.
  std::vector<std::unordered_set<std::string>> open;
  std::optional<std::string> found;
  const json::parser_callback_t watch = [&](int, json::parse_event_t event, json& parsed) {
    if (event == json::parse_event_t::object_start) open.emplace_back();
    if (event == json::parse_event_t::object_end && !open.empty()) open.pop_back();
    if (event == json::parse_event_t::key && !open.empty() && parsed.is_string()) {
      const std::string& key = parsed.get_ref<const std::string&>();
      if (!open.back().insert(key).second && !found) found = key;
    }
    return true;
  };
  const json unused = json::parse(json_text, watch, false);
  return found;
}

std::string json_syntax_error(std::string_view json_text) {
  if (const auto deep = json_too_deep(json_text)) return *deep;
  try {
    const json unused = json::parse(json_text);
  } catch (const json::exception& e) {  // a syntax error, or a number out of range
    std::string what = e.what();
    const auto close = what.find("] ");
    if (close != std::string::npos) what = what.substr(close + 2);
    // "parse error at line 1, column 79: ... ill-formed UTF-8 byte; last read: ...": said in words, and never
    // with the bytes themselves, which are not text.
    const auto at = what.find("at line ");
    const auto colon = what.find(": ", at == std::string::npos ? 0 : at);
    const std::string where = at != std::string::npos && colon != std::string::npos ? what.substr(at + 3, colon - at - 3) : "";
    if (what.find("UTF-8") != std::string::npos)
      return (where.empty() ? "" : where + ": ") + "text that is not UTF-8 (save the file as UTF-8)";
    return unicode::printable(what);
  }
  // Well-formed JSON that the record reader (simdjson) still refuses: beyond the limits it reads to.
  return "a value beyond what tenbou reads (a whole number beyond 64 bits)";
}

}  // namespace tenbou
