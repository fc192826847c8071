#include "tournament/tournament_backup.h"

#include "tournament/store_access.h"

namespace tenbou {

BackupSummary back_up(const Tournament& t, const std::string& target) {
  t.store().backup_to(target);
  return {.games = t.store().games().size(), .players = t.players().all().size()};
}

}  // namespace tenbou
