#include "base/named_fields.h"

namespace tenbou {
namespace {

bool word_character(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'; }

}  // namespace

nlohmann::json naming_fields(nlohmann::json detail, std::initializer_list<std::string_view> fields) {
  if (!detail.is_object()) detail = nlohmann::json::object();
  nlohmann::json& list = detail["fields"] = nlohmann::json::array();
  for (std::string_view field : fields) list.push_back(field);
  return detail;
}

std::string worded_fields(const Error& e, const std::function<std::string(std::string_view field)>& word) {
  const auto fields = e.detail.is_object() ? e.detail.find("fields") : e.detail.end();
  if (!e.detail.is_object() || fields == e.detail.end() || !fields->is_array()) return e.message;
  std::string out = e.message;
  std::size_t from = 0;
  for (const nlohmann::json& f : *fields) {
    if (!f.is_string()) continue;
    const std::string field = f.get<std::string>();
    for (std::size_t at = out.find(field, from); at != std::string::npos; at = out.find(field, at + 1)) {
      const std::size_t end = at + field.size();
      if ((at > 0 && word_character(out[at - 1])) || (end < out.size() && word_character(out[end]))) continue;
      const std::string worded = word(field);
      out.replace(at, field.size(), worded);
      from = at + worded.size();
      break;
    }
  }
  return out;
}

nlohmann::json shown_detail(const Error& e) {
  nlohmann::json detail = e.detail.is_object() ? e.detail : nlohmann::json::object();
  detail.erase("fields");
  return detail;
}

}  // namespace tenbou
