#pragma once
// A game record replayed through the engine: the one place where a record's tiles become the values of its
// wins, so every door that replays a record (replay, import, the tests) values tiles the same way.

#include <optional>

#include "engine/replay.h"
#include "record/game_record.h"

namespace tenbou {

/// Replays a record into `out`: its hands, or the final scores of a game recorded from its score sheet. A win
/// recorded with its tiles is valued from them (and its value set in `record.hands`); a value given with the
/// tiles must agree.
std::optional<ReplayError> replay_record(GameRecord& record, ScoreSheet& out);

}  // namespace tenbou
