#pragma once
// A late change that moves a cut, said when it is entered. A stage keeps the players its cut chose; when a penalty, a
// sheet result or a correction of a game before the stage changes who the cut would take, the write that did it
// says so in one more line (and the API in `cut_changed`), though the entry itself is never refused.

#include <optional>
#include <string>
#include <vector>

#include "tournament/standings/stages.h"

namespace tenbou {

/// The cuts a write could move, as they stood before it. Made before the write, inside its transaction; asked after
/// it (before the commit, or after it for a write that changes who the players are: a merge). Without a stage after
/// `round` it costs one read of the stages.
class CutWatch {
 public:
  /// Watches the stages whose cut follows the standings after a round at or after `round` (0: any round, as a
  /// penalty tied to no round).
  CutWatch(const Tournament& t, int round);

  /// "this changes the cut of stage Final: Jan Novák would now be in, Małgorzata Żółkowska out; the stage keeps its
  /// players until tenbou stage remove and stage add" for each watched cut the write moved (or put back as it was
  /// made), or nullopt.
  std::optional<std::string> changed(const Tournament& t) const;

 private:
  std::vector<Stage> stages_;
  std::vector<std::pair<std::size_t, std::optional<CutChange>>> before_;  ///< a stage of stages_, its cut's change
};

}  // namespace tenbou
