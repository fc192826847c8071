#pragma once
// How far apart two words are, for "did you mean": a mistyped command, option or country is answered with the
// nearest of the words it could have been.

#include <cstddef>
#include <string_view>

namespace tenbou {

/// The edit distance of `a` and `b` in bytes (insertions, deletions, substitutions and swaps of two neighbours,
/// each counting one): "standing" and "standings" are 1 apart, "--winer" and "--winner" 1, "ad" and "add" 1.
std::size_t edit_distance(std::string_view a, std::string_view b);

}  // namespace tenbou
