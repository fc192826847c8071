#pragma once
// Errors a referee can cause, as values with messages a referee understands.

#include <optional>
#include <string>

#include "engine/seat.h"

namespace tenbou {

/// Why an entry is impossible, in words for the referee ("1 han 20 fu is impossible: ...").
struct Problem {
  std::string message;
};

using MaybeProblem = std::optional<Problem>;

/// The players' names by starting seat, used only to word problems and explanations.
using Names = PerSeat<std::string>;

}  // namespace tenbou
