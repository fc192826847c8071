#pragma once
// What is wrong with JSON text, in words a referee can act on: where it does not parse, nesting deeper than any file
// tenbou reads (which would take the reader's stack), and a key given twice (which readers disagree about, so tenbou
// refuses it in records and request bodies alike). Every JSON that comes from outside is read through parsed_json or
// a record reader limited to the same depth.

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

namespace tenbou {

/// The deepest nesting of arrays and objects tenbou reads: no real file comes near it (a game record nests 5 deep).
inline constexpr int kMaxJsonDepth = 64;

/// Where `json_text` nests arrays and objects deeper than kMaxJsonDepth, in words ("line 1, column 70: arrays and
/// objects nested deeper than 64 levels, which no file tenbou reads does"); nothing when it does not. Strings are
/// passed over, so a bracket in a name does not count.
std::optional<std::string> json_too_deep(std::string_view json_text);

/// `json_text` read, or a discarded value (is_discarded()) when it is not JSON or is too deep: json_syntax_error says
/// why.
nlohmann::json parsed_json(std::string_view json_text);

/// Why `json_text` is not JSON, or is too deep, with line and column ("parse error at line 1, column 5: ...").
std::string json_syntax_error(std::string_view json_text);

/// The first key an object of `json_text` gives twice, if any (the text is assumed to be JSON).
std::optional<std::string> duplicate_key(std::string_view json_text);

}  // namespace tenbou
