#pragma once
// What is wrong with JSON text, in words a referee can act on: where it does not parse, and a key given
// twice (which readers disagree about, so tenbou refuses it in records and request bodies alike).

#include <optional>
#include <string>
#include <string_view>

namespace tenbou {

/// Why `json_text` is not JSON, with line and column ("parse error at line 1, column 5: ...").
std::string json_syntax_error(std::string_view json_text);

/// The first key an object of `json_text` gives twice, if any (the text is assumed to be JSON).
std::optional<std::string> duplicate_key(std::string_view json_text);

}  // namespace tenbou
