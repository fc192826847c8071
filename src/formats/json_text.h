#pragma once
// Reading a text field of JSON that another program (or an older tenbou) wrote, where a missing or mistyped field
// means "not given" rather than a refusal: a published site's tournament.json, an error's details.

#include <string>

#include <nlohmann/json_fwd.hpp>

namespace tenbou {

/// The text at `key` of `object`; "" when `object` is not an object, lacks the key or holds no text there.
std::string text_at(const nlohmann::json& object, const char* key);

}  // namespace tenbou
