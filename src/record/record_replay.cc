#include "record/record_replay.h"

#include "record/win_at_table.h"

namespace tenbou {

std::optional<ReplayError> replay_record(GameRecord& record, ScoreSheet& out) {
  if (record.final_scores) return replay_sheet(*record.ruleset, record.start, *record.final_scores, out);
  std::optional<ReplayError> error = replay(*record.ruleset, record.players, record.start, record.hands, record.finished,
                                            out, tiles_completion(*record.ruleset, record.players, record.tiles, TilesCheck::Match));
  if (!error)
    for (std::size_t i = 0; i < record.hands.size(); ++i) record.hands[i] = out.lines[i].hand;
  return error;
}

}  // namespace tenbou
