#include "formats/json_text.h"

#include <nlohmann/json.hpp>

namespace tenbou {

std::string text_at(const nlohmann::json& object, const char* key) {
  if (!object.is_object()) return "";
  const auto it = object.find(key);
  return it != object.end() && it->is_string() ? it->get<std::string>() : "";
}

}  // namespace tenbou
