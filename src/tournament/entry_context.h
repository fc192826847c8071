#pragma once
// Who makes a write to the tournament, why, and which hand they believe it concerns.

#include <string>
#include <string_view>

namespace tenbou {

/// Who makes an entry, why, and which hand the referee believes it is ("S2.1": round and counters).
struct EntryContext {
  std::string reason;
  std::string by;
  std::string expect;
};

/// Refuses a write that needs a reason when none (or only blanks) was given. `what` completes "--reason is
/// needed ...", e.g. "to amend a hand". Throws TournamentError naming the field.
void require_reason(const EntryContext& context, std::string_view what);

}  // namespace tenbou
