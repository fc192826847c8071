#pragma once
// A winner's tiles worked out from a tenhou.net/6 JSON hand: the 13 tiles dealt, then each draw and call ("c",
// "p", "m": chi, pon and kan from a discard) and each discard, added kan ("k") and closed kan ("a") in turn, and
// the winning tile (the last draw of a tsumo; the discarder's last discard, or the tile added to a kan robbed).

#include <optional>

#include <nlohmann/json_fwd.hpp>

#include "engine/seat.h"
#include "record/written_tiles.h"

namespace tenbou {

/// The tiles of `winner`'s win off `from` (the winner for a tsumo) in hand `hand` (the 17 parts of a tenhou.net/6
/// hand), without flags; nothing when the hand's draws and discards do not add up to them.
std::optional<WrittenTiles> tenhou6_win_tiles(const nlohmann::json& hand, Seat winner, Seat from);

}  // namespace tenbou
