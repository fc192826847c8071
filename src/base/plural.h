#pragma once
// Counts in words, singular or plural as English needs: "1 game", "3 games", never "game(s)".

#include <string>
#include <string_view>

namespace tenbou {

/// `n` with the noun for one (`one`) or for several (`many`): "1 entry", "2 entries".
inline std::string counted(long long n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

/// The same for nouns that add an s: "1 game", "2 games".
inline std::string counted(long long n, std::string_view one) {
  return std::to_string(n) + " " + std::string(one) + (n == 1 ? "" : "s");
}

}  // namespace tenbou
