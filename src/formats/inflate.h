#pragma once
// Compressed bytes inflated with zlib, within a bound: the members of the zip archives tenbou reads (raw deflate)
// and gzip files (Tenhou's game logs as its log download gives them). A file that says it is small but inflates
// past the bound is stopped there, never followed.

#include <cstddef>
#include <string>
#include <string_view>

namespace tenbou {

/// How the compressed bytes are wrapped.
enum class Packing { RawDeflate, Gzip };

/// What inflating gave: the bytes, or why there are none.
struct Inflated {
  enum class Fault { None, TooLarge, Damaged };
  std::string bytes;
  Fault fault = Fault::None;
};

/// `packed` inflated, refused (TooLarge) once past `limit` bytes, or Damaged when it is not a whole stream.
Inflated inflate_bytes(std::string_view packed, std::size_t limit, Packing packing);

/// Whether `bytes` start as a gzip file does.
bool looks_gzipped(std::string_view bytes);

}  // namespace tenbou
