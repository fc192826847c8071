#pragma once
// A copy of the open tournament file, consistent even while others write to it: what `tenbou backup` makes
// before a risky step, without the command reaching the file's rows.

#include <cstddef>
#include <string>

#include "tournament/tournament.h"

namespace tenbou {

/// What a backup holds: every game (voided ones included) and every registered player.
struct BackupSummary {
  std::size_t games = 0;
  std::size_t players = 0;
};

/// Writes a consistent copy of the tournament file to `target` (a new file). A failed backup leaves no file at
/// `target` and says why (StoreError).
BackupSummary back_up(const Tournament& t, const std::string& target);

}  // namespace tenbou
