#pragma once
// Counts and lists in words, as English needs: "1 game", "3 games", never "game(s)"; "A, B and C".

#include <string>
#include <string_view>
#include <vector>

namespace tenbou {

/// `n` with the noun for one (`one`) or for several (`many`): "1 entry", "2 entries".
inline std::string counted(long long n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

/// The same for nouns that add an s: "1 game", "2 games".
inline std::string counted(long long n, std::string_view one) {
  return std::to_string(n) + " " + std::string(one) + (n == 1 ? "" : "s");
}

/// Items as a sentence lists them: "Anna", "Anna and Bernd", "Anna, Bernd and Chiara"; with `last` " or ", a
/// choice ("Anna, Bernd or Chiara").
inline std::string listed(const std::vector<std::string>& items, std::string_view last = " and ") {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i)
    out += (i == 0 ? "" : i + 1 == items.size() ? std::string(last) : ", ") + items[i];
  return out;
}

}  // namespace tenbou
