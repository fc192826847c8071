#pragma once
// Registering players: one at a time or a whole list from a CSV file.

#include <string>
#include <string_view>

#include "tournament/tournament.h"

namespace tenbou {

/// Puts a country code in capitals; the problem if it is not three letters (an empty code is fine).
std::optional<std::string> tidy_country(std::string& country);

/// Checks and registers one player (name, EMA number, country, club), tidying the fields: spaces
/// trimmed, the EMA number padded to 8 digits, the country in capitals. Returns the stored row.
/// Throws TournamentError naming the field, the value and what is valid.
PlayerRow add_player(Tournament& t, PlayerRow player);

/// Registers every player of a CSV text (name, ema, country, club; a header row is optional), all or
/// none: one bad row and nothing is written. Throws TournamentError listing every bad row by line.
/// `source` names the file in messages. Returns the number of players registered.
int import_players(Tournament& t, std::string_view csv_text, const std::string& source);

}  // namespace tenbou
