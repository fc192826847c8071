#include "formats/json_syntax.h"

#include <unordered_set>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/unicode.h"

namespace tenbou {

using nlohmann::json;

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
  return "a value beyond what tenbou reads (a whole number beyond 64 bits, or nesting deeper than 1,024 levels)";
}

}  // namespace tenbou
