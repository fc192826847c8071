// Why a text is not JSON (formats/json_syntax.h), as the readers of game records and the API say it; a text field of
// JSON read where missing means not given (formats/json_text.h).

#include <string>

#include <nlohmann/json.hpp>

#include "formats/json_syntax.h"
#include "formats/json_text.h"
#include "test_support.h"

namespace tenbou::test {

TEST_CASE("a syntax error is said with its line and column") {
  const std::string why = json_syntax_error("{\"players\": [\n  \"Ana\",\n}");
  CHECK(why.find("line 3") != std::string::npos);
}

TEST_CASE("well-formed JSON beyond what the record reader reads is said so, not called malformed") {
  CHECK(json_syntax_error("{\"x\": 99999999999999999999}").find("beyond 64 bits") != std::string::npos);
}

TEST_CASE("arrays and objects nested deeper than 64 levels are refused in words, brackets in strings passed over") {
  const std::string deep = "{\"a\":\n" + std::string(100000, '[') + std::string(100000, ']') + "}";
  CHECK(json_syntax_error(deep) == "line 2, column 64: arrays and objects nested deeper than 64 levels, which no file "
                                   "tenbou reads does");
  CHECK(parsed_json(deep).is_discarded());
  const std::string shallow = std::string(64, '[') + std::string(64, ']');
  CHECK_FALSE(json_too_deep(shallow));
  CHECK(json_too_deep("[" + shallow + "]"));
  CHECK_FALSE(json_too_deep("[\"\\"));  // a text ending inside an escape
  CHECK(parsed_json(shallow).is_array());
  CHECK_FALSE(json_too_deep("{\"name\": \"" + std::string(100, '[') + "\\\"[\"}"));
  CHECK(parsed_json(R"({"name": "Zoë [[[ ]"})")["name"] == "Zoë [[[ ]");
}

TEST_CASE("a field given twice is found, however deep") {
  CHECK(duplicate_key(R"({"a": {"b": 1, "b": 2}})") == "b");
  CHECK_FALSE(duplicate_key(R"({"a": 1, "b": {"a": 2}})"));
}

TEST_CASE("text_at: the text at a key, and nothing for what is not there or not text") {
  const nlohmann::json site = nlohmann::json::parse(R"({"name": "Łódź Open 東京", "round": 3, "tags": ["a"], "none": null})");
  CHECK(text_at(site, "name") == "Łódź Open 東京");
  CHECK(text_at(site, "round").empty());
  CHECK(text_at(site, "tags").empty());
  CHECK(text_at(site, "none").empty());
  CHECK(text_at(site, "missing").empty());
  CHECK(text_at(nlohmann::json::array({"name"}), "name").empty());
  CHECK(text_at(nlohmann::json::parse("\"name\""), "name").empty());
  CHECK(text_at(nlohmann::json::parse("{]", nullptr, false), "name").empty());  // what a failed parse gives
}

}  // namespace tenbou::test
