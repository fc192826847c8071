#pragma once
// What the two parts of the game-record reader share: the reader of one JSON object's fields, which names the
// hand and the field in every refusal (game_record_reader.cc reads a record, hand_record_reader.cc its hands).

#include <algorithm>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include <simdjson.h>

#include "base/unicode.h"
#include "record/game_record.h"

namespace tenbou {

/// A JSON value as its sender wrote it, for a message.
inline std::string shown(const simdjson::dom::element& value) { return simdjson::minify(value); }

/// Reads the fields of one JSON object, naming the hand and field in every error.
class Reader {
 public:
  /// `obj` must be a JSON object.
  Reader(const simdjson::dom::element& obj, int hand, std::string where) : hand_(hand), where_(std::move(where)) {
    if (obj.get_object().get(obj_) != simdjson::SUCCESS) fail("expected a JSON object, not " + shown(obj));
    // A key given twice is refused: readers differ on which of the two counts (the first here, the last elsewhere).
    // Each key is compared with those before it: an object has a few keys, and a list of them would be allocated
    // for every hand and win of every record read.
    for (auto field = obj_.begin(); field != obj_.end(); ++field)
      for (auto before = obj_.begin(); before != field; ++before)
        if (before.key() == field.key())
          fail("field \"" + unicode::printable(field.key()) + "\" is given twice", field.key());
  }

  [[noreturn]] void fail(const std::string& message, std::string_view field = {}) const {
    throw RecordError{hand_, (where_.empty() ? "" : where_ + ": ") + message, field};
  }
  [[noreturn]] void fail(std::string_view key, const simdjson::dom::element& value, const std::string& expected) const {
    fail("field \"" + std::string(key) + "\": " + shown(value) + " is not valid (expected " + expected + ")", key);
  }

  void only(std::initializer_list<std::string_view> keys) const {
    for (const auto field : obj_) {
      if (std::find(keys.begin(), keys.end(), field.key) != keys.end()) continue;
      std::string known;
      for (std::string_view k : keys) known += (known.empty() ? "" : ", ") + std::string(k);
      fail("unknown field \"" + std::string(field.key) + "\" (known fields here: " + known + ")");
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
    if (!v) return fallback;
    std::int64_t number = 0;
    if (v->get_int64().get(number) != simdjson::SUCCESS || number < min || number > max)
      fail(key, *v, "a whole number from " + std::to_string(min) + " to " + std::to_string(max));
    return static_cast<int>(number);
  }

 private:
  simdjson::dom::object obj_;
  int hand_;
  std::string where_;
};

/// One hand of a record, an element of "hands" numbered `number` (1-based), for a game with these players; `note`
/// receives its note and `tiles` the tiles of its wins.
Hand read_hand_element(const simdjson::dom::element& doc, int number, const TableNames& players, std::string& note,
                       HandTiles& tiles);

}  // namespace tenbou
