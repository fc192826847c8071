#pragma once
// A game's final scores as its paper score sheet shows them, as JSON: how a 'result' entry stores them.

#include <optional>
#include <string>
#include <string_view>

#include "engine/replay.h"

namespace tenbou {

/// {"scores": [E, S, W, N], "riichi_sticks": N, "chombos": [E, S, W, N]}, seats as at the game's start.
std::string write_sheet_result(const SheetResult& sheet);

/// Reads what write_sheet_result wrote; nullopt when `json_text` is not such an object.
std::optional<SheetResult> read_sheet_result(std::string_view json_text);

}  // namespace tenbou
