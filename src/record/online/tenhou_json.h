#pragma once
// The tenhou.net/6 JSON of a game (an object with "log" and "name"), as Tenhou's viewer exports it and as the
// Mahjong Soul converters (tensoul and its forks) write it; also a game given as JSON Lines, a hand or more a line.

#include <string_view>

#include "record/online/online_log.h"

namespace tenbou {

/// Reads one game. Throws LogError naming the hand and what is wrong.
OnlineLog read_tenhou_json(std::string_view text);

}  // namespace tenbou
