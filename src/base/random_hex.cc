#include "base/random_hex.h"

#include <cstdint>
#include <random>

namespace tenbou {

std::string random_hex() {
  std::random_device random;
  static const char* digits = "0123456789abcdef";
  std::string out;
  for (int i = 0; i < 4; ++i) {
    std::uint32_t bits = random();
    for (int j = 0; j < 8; ++j, bits >>= 4) out += digits[bits & 15];
  }
  return out;
}

}  // namespace tenbou
