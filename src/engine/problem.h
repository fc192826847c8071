#pragma once
// Errors a referee can cause, as values with messages a referee understands.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/seat.h"

namespace tenbou {

/// The placeholders of a catalogue's text and their values (names, figures: nothing to translate).
using TextArgs = std::vector<std::pair<std::string, std::string>>;

/// Why an entry is impossible, in words for the referee ("1 han 20 fu is impossible: ..."). Those a phone at a table
/// can meet name, besides, the text of the pages' catalogues that says the same ("problem.*") with its values.
struct Problem {
  std::string message;
  std::string key;  ///< "" where the problem is said in English only
  TextArgs args;
  std::vector<Problem> within;  ///< the problem this one puts in context ("{problem}" of the key's text), if any
};

using MaybeProblem = std::optional<Problem>;

/// The players' names by starting seat, used only to word problems and explanations.
using Names = PerSeat<std::string>;

}  // namespace tenbou
