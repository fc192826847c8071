#pragma once
// What the two parts of the game-record reader share: the reader of one JSON object's fields, which names the
// hand and the field in every refusal (game_record_reader.cc reads a record, hand_record_reader.cc its hands).

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include <simdjson.h>

#include "base/unicode.h"
#include "record/record_reader.h"

namespace tenbou {

/// A JSON value as its sender wrote it, for a message.
inline std::string shown(const simdjson::dom::element& value) { return simdjson::minify(value); }

/// Reads the fields of one JSON object, naming the hand and field in every error.
class Reader {
 public:
  /// `obj` must be a JSON object; refusals say where it is: `where` ("start"), with `index` after it ("win 2")
  /// when not 0.
  Reader(const simdjson::dom::element& obj, int hand, std::string_view where, int index = 0)
      : hand_(hand), where_(where), index_(index) {
    if (obj.get_object().get(obj_) != simdjson::SUCCESS) fail("expected a JSON object, not " + shown(obj));
  }

  [[noreturn]] void fail(const std::string& message, std::string_view field = {}) const {
    const std::string where = std::string(where_) + (index_ ? " " + std::to_string(index_) : "");
    throw RecordError{hand_, (where.empty() ? "" : where + ": ") + message, field};
  }
  [[noreturn]] void fail(std::string_view key, const simdjson::dom::element& value, const std::string& expected) const {
    fail("field \"" + std::string(key) + "\": " + shown(value) + " is not valid (expected " + expected + ")", key);
  }

  /// Refuses a key not in `keys`, or given twice.
  void only(std::initializer_list<std::string_view> keys) const {
    each({keys.begin(), keys.size()}, [](std::string_view, const simdjson::dom::element&) {});
  }

  /// Calls `take(key, value)` for each field in the order written, refusing a key not in `keys` (at most 32) or given
  /// twice: one pass over an object read for every hand of every record, where a lookup per key would pass over it
  /// for each. A key given twice is refused because readers differ on which of the two counts.
  template <class Take>
  void each(std::span<const std::string_view> keys, Take take) const {
    std::uint32_t seen = 0;
    for (const auto field : obj_) {
      const std::uint32_t bit = std::uint32_t{1} << known(keys, field.key);
      if (seen & bit) fail("field \"" + unicode::printable(field.key) + "\" is given twice", field.key);
      seen |= bit;
      take(field.key, field.value);
    }
  }

  std::optional<simdjson::dom::element> find(std::string_view key) const {
    simdjson::dom::element value;
    if (obj_.at_key(key).get(value) != simdjson::SUCCESS) return std::nullopt;
    return value;
  }

  simdjson::dom::element need(std::string_view key) const {
    if (auto v = find(key)) return *v;
    fail("field \"" + std::string(key) + "\" is missing", key);
  }

  int integer(std::string_view key, int min, int max, int fallback) const {
    const auto v = find(key);
    return v ? integer(key, *v, min, max) : fallback;
  }

  /// `value`, the value of `key`, as a whole number from `min` to `max`.
  int integer(std::string_view key, const simdjson::dom::element& value, int min, int max) const {
    std::int64_t number = 0;
    if (value.get_int64().get(number) != simdjson::SUCCESS || number < min || number > max)
      fail(key, value, "a whole number from " + std::to_string(min) + " to " + std::to_string(max));
    return static_cast<int>(number);
  }

 private:
  /// The index of `key` in `keys`; refuses a key not there.
  std::size_t known(std::span<const std::string_view> keys, std::string_view key) const {
    if (const auto it = std::find(keys.begin(), keys.end(), key); it != keys.end())
      return static_cast<std::size_t>(it - keys.begin());
    std::string list;
    for (std::string_view k : keys) list += (list.empty() ? "" : ", ") + std::string(k);
    fail("unknown field \"" + std::string(key) + "\" (known fields here: " + list + ")");
  }

  simdjson::dom::object obj_;
  int hand_;
  std::string_view where_;
  int index_;
};

/// One hand of a record, an element of "hands" numbered `number` (1-based), for a game with these players; `note`
/// receives its note and `tiles` the tiles of its wins.
Hand read_hand_element(const simdjson::dom::element& doc, int number, const TableNames& players, std::string& note,
                       HandTiles& tiles);

}  // namespace tenbou
