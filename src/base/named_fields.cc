#include "base/named_fields.h"

#include <nlohmann/json.hpp>

namespace tenbou {
namespace {

bool word_character(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'; }

}  // namespace

nlohmann::json naming_fields(nlohmann::json detail, std::initializer_list<std::string_view> fields) {
  if (!detail.is_object()) detail = nlohmann::json::object();
  nlohmann::json& list = detail["fields"];
  if (!list.is_array()) list = nlohmann::json::array();
  for (std::string_view field : fields) list.push_back(field);
  return detail;
}

std::string worded_fields(std::string out, const nlohmann::json& fields,
                          const std::function<std::string(std::string_view field)>& word, std::size_t from) {
  if (!fields.is_array()) return out;
  for (const nlohmann::json& f : fields) {
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

std::string worded_fields(const Error& e, const std::function<std::string(std::string_view field)>& word) {
  if (!e.detail().is_object() || !e.detail().contains("fields")) return e.message;
  const nlohmann::json from = e.detail().value("fields_from", nlohmann::json(0));
  return worded_fields(e.message, e.detail()["fields"], word, from.is_number_unsigned() ? from.get<std::size_t>() : 0);
}

nlohmann::json shown_detail(const Error& e) {
  nlohmann::json detail = e.detail().is_object() ? e.detail() : nlohmann::json::object();
  detail.erase("fields");
  detail.erase("fields_from");
  detail.erase("words");  // a page's words for the refusal (tournament_error.h), which the API words itself
  return detail;
}

}  // namespace tenbou
