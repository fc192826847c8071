#pragma once
// The refusal of the tournament layer, apart from the Tournament class so that a service or a check that
// only refuses input need not include the open file and everything it holds.

#include <string>

#include "base/error.h"
#include "engine/problem.h"

namespace tenbou {

/// Input the referee can fix, found while checking it against the tournament: nothing was written.
/// `detail` adds fields for JSON output (the hand, the row, the candidates).
struct TournamentError : Error {
  using Error::Error;
};

/// `detail` with "words", a refusal's words for a page in another language (a field doors do not show): the
/// catalogue's key of `problem` with its args, an arg being text or, as "problem", such words itself; said within
/// `key` (as its "{problem}", with `args`) unless `key` is "". Unchanged when the problem has no words.
nlohmann::json with_problem_words(nlohmann::json detail, const std::string& key, const TextArgs& args,
                                  const Problem& problem);

}  // namespace tenbou
