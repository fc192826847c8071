#pragma once
// Reading per-seat arrays ([East, South, West, North]) from cached JSON quickly: reports over a whole
// tournament read thousands of them.

#include <array>
#include <cstdint>
#include <memory>

#include <simdjson.h>

#include "base/lending_pool.h"
#include "engine/seat.h"
#include "formats/json_syntax.h"

namespace tenbou {

/// The N integers of `array`. Throws simdjson::simdjson_error if it holds anything else.
template <std::size_t N>
std::array<std::int64_t, N> read_numbers(simdjson::dom::element array) {
  std::array<std::int64_t, N> out{};
  std::size_t i = 0;
  for (simdjson::dom::element v : array.get_array()) {
    if (i == N) throw simdjson::simdjson_error(simdjson::INDEX_OUT_OF_BOUNDS);
    out[i++] = std::int64_t(v);
  }
  if (i != N) throw simdjson::simdjson_error(simdjson::INDEX_OUT_OF_BOUNDS);
  return out;
}

/// The four numbers of `array`, East first.
template <class T>
PerSeat<T> read_seats(simdjson::dom::element array) {
  const auto numbers = read_numbers<kSeats>(array);
  PerSeat<T> out;
  for (std::size_t i = 0; i < kSeats; ++i) out.values[i] = static_cast<T>(numbers[i]);
  return out;
}

/// A parser that reads arrays and objects no deeper than kMaxJsonDepth (formats/json_syntax.h), like every JSON
/// reader of tenbou's: deeper ones are refused, as no file tenbou reads nests so deep.
inline std::unique_ptr<simdjson::dom::parser> shallow_parser() {
  auto parser = std::make_unique<simdjson::dom::parser>();
  if (parser->allocate(4096, kMaxJsonDepth) != simdjson::SUCCESS) return nullptr;
  return parser;
}

/// Parsers kept between uses, so reading many small documents allocates once. A parsed element lives as long
/// as the loan of its parser.
inline LendingPool<simdjson::dom::parser>& json_parsers() {
  static LendingPool<simdjson::dom::parser> pool(shallow_parser);
  return pool;
}

}  // namespace tenbou
