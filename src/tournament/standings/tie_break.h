#pragma once
// The criteria that order players with equal tournament totals.

#include <string>
#include <string_view>
#include <vector>

namespace tenbou {

/// One tie-break criterion. Players still equal after every criterion of the chain share their place.
enum class TieBreak {
  AveragePlace,  ///< lower average table place first
  FirstPlaces,   ///< more first places first
  BestGame,      ///< higher best single game result first
  HeadToHead,    ///< among the tied players only: finished ahead of the others more often in shared games
};

/// The name typed and stored: "average-place", "first-places", "best-game", "head-to-head".
std::string_view tie_break_name(TieBreak t);
/// Words for a table heading: "average place", "first places", "best game", "head-to-head".
std::string_view tie_break_words(TieBreak t);

/// Reads a comma-separated chain ("average-place,head-to-head"; "none" for shared places only).
/// Throws TournamentError naming `field`, the value and the valid names.
std::vector<TieBreak> parse_tie_breaks(std::string_view field, std::string_view text);

/// The chain as stored ("none" when empty) and in words ("shared places" when empty).
std::string tie_breaks_text(const std::vector<TieBreak>& chain);
std::string tie_breaks_words(const std::vector<TieBreak>& chain);

}  // namespace tenbou
