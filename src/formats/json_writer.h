#pragma once
// Writing JSON text straight into a string.

#include <concepts>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tenbou {

/// Appends JSON to a string without building a document first: replaying a million hands produces
/// hundreds of megabytes of JSON, and a DOM would cost more than all the scoring. Commas are automatic.
///
/// `*out` must remain live while this JsonWriter is in use. Not copyable or movable.
class JsonWriter {
 public:
  explicit JsonWriter(std::string& out) : out_(out) {}
  JsonWriter(const JsonWriter&) = delete;
  JsonWriter& operator=(const JsonWriter&) = delete;

  JsonWriter& begin_object() { return open('{'); }
  JsonWriter& end_object() { return close('}'); }
  JsonWriter& begin_array() { return open('['); }
  JsonWriter& end_array() { return close(']'); }
  JsonWriter& key(std::string_view name);
  template <std::integral T>
    requires(!std::same_as<T, bool>)
  JsonWriter& value(T number) {
    return integer(static_cast<std::int64_t>(number));
  }
  JsonWriter& value(std::string_view text);
  JsonWriter& value(const char* text) { return value(std::string_view(text)); }
  JsonWriter& value(const std::string& text) { return value(std::string_view(text)); }
  JsonWriter& value(bool flag);
  JsonWriter& null();
  /// A list of values of one type.
  template <class Range>
  JsonWriter& array(const Range& values) {
    begin_array();
    for (const auto& v : values) value(v);
    return end_array();
  }

 private:
  JsonWriter& integer(std::int64_t number);
  JsonWriter& open(char bracket);
  JsonWriter& close(char bracket);
  void separate();

  std::string& out_;
  std::vector<bool> first_;  ///< per open container: no element written yet
  bool after_key_ = false;
};

/// `text` as a JSON string literal, quotes included.
void append_json_string(std::string& out, std::string_view text);

}  // namespace tenbou
