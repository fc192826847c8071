#pragma once
// The refusal of the tournament layer, apart from the Tournament class so that a service or a check that
// only refuses input need not include the open file and everything it holds.

#include "base/error.h"

namespace tenbou {

/// Input the referee can fix, found while checking it against the tournament: nothing was written.
/// `detail` adds fields for JSON output (the hand, the row, the candidates).
struct TournamentError : Error {
  using Error::Error;
};

}  // namespace tenbou
