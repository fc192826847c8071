#pragma once
// Random numbers that are the same on every platform for a given seed.

#include <cstdint>
#include <utility>

namespace tenbou::seating {

/// SplitMix64. The standard distributions differ between standard libraries, and a schedule must be
/// reproducible from its seed wherever tenbou runs, so the bounding is done here.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  /// A number in [0, n), n > 0.
  int below(int n) { return static_cast<int>((next() >> 32) * static_cast<std::uint64_t>(n) >> 32); }
  /// Shuffles [first, last) (Fisher-Yates).
  template <typename It>
  void shuffle(It first, It last) {
    for (auto n = static_cast<int>(last - first); n > 1; --n) std::swap(first[n - 1], first[below(n)]);
  }

 private:
  std::uint64_t state_;
};

}  // namespace tenbou::seating
