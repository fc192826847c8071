#pragma once
// What every fuzz harness shares: the input as text, and the rule that only tenbou's own errors (input
// refused in words) may leave a parser. Anything else escaping is a bug: the fuzzer reports it as a crash.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "base/error.h"

namespace tenbou::fuzz {

inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

/// Runs `parse`; an Error (input refused with a message) is an expected outcome.
template <class Parse>
void refusals_allowed(Parse&& parse) {
  try {
    parse();
  } catch (const Error&) {
  }
}

}  // namespace tenbou::fuzz
