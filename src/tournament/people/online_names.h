#pragma once
// A player's names on the online platforms (Tenhou, Mahjong Soul), by which the seats of an imported log find
// them. Kept as one text field of the player (one name a line), so that registering, editing, the history and
// merging treat them as every other detail; these functions read and write that field.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "store/rows.h"

namespace tenbou {

class PlayerDirectory;

/// The player's online names, in the order given.
std::vector<std::string> online_names_of(const PlayerRow& player);

/// The field that holds `names` (given as typed): each tidied, "" dropped only when it is the one name given (which
/// clears them). A problem in words naming the name when one is empty, too long, or given twice.
std::optional<std::string> set_online_names(PlayerRow& player, const std::vector<std::string>& names);

/// The registered player whose online name `name` is (ignoring case and accents as names are compared), if any.
const PlayerRow* player_by_online_name(const PlayerDirectory& players, std::string_view name);

}  // namespace tenbou
