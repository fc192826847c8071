#pragma once
// Registering players: one at a time or a whole list from a CSV file.

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tournament/tournament.h"

namespace tenbou {

/// Turns a country as typed (a name, or an EMA, ISO alpha-3 or alpha-2 code) into the EMA's code (formats/country_codes.h);
/// the problem, naming the nearest countries, if it names none (an empty country is fine).
std::optional<std::string> tidy_country(std::string& country);

/// Tidies a player's fields (spaces trimmed, the EMA number padded to 8 digits, the country in capitals);
/// the first problem with them, naming the field, the value and what is valid.
std::optional<std::string> tidy_player(PlayerRow& p);

/// The problem if `p` would share a name (ignoring case) or an EMA number with another of `players` (one
/// with the same id is `p` itself, being edited).
std::optional<std::string> registration_clash(const PlayerDirectory& players, const PlayerRow& p);

/// Checks and registers one player (name, EMA number, country, club, given and family name), tidying the
/// fields; a `substitute` only fills seats. Returns the stored row. Throws TournamentError naming the field,
/// the value and what is valid.
PlayerRow add_player(Tournament& t, PlayerRow player, bool substitute = false);

/// The names of the players other than `p` whose name is `p`'s without accents ("Eva Novák" for "Eva Novak"):
/// perhaps the same person, registered twice, for a note (two people may well have such names).
std::vector<std::string> names_like(const PlayerDirectory& players, const PlayerRow& p);

/// The columns of a player list, in the order a file without a header gives them.
inline constexpr std::array<std::string_view, 9> kPlayerColumns = {
    "name", "ema", "country", "club", "given", "family", "substitute", "team", "online_name"};

/// A player a list registered, as the import says it: the stored row, the team joined ("" for none), and
/// whether a substitute.
struct ImportedPlayer {
  PlayerRow player;
  std::string team;
  bool substitute = false;
};

/// Registers every player of a CSV file, all or none: one bad row and nothing is written. The first line
/// names the columns (name, ema, country, club, given, family, substitute (yes or no), team, online_name (the
/// player's name on Tenhou or Mahjong Soul), in any order; only name is needed) and tells
/// the delimiter (comma, semicolon or tab). The file is UTF-8, or converted from `encoding` when one is
/// given. Players with a team join it, or form it when it is not there yet (with two players or more).
/// Throws TournamentError naming the line (every bad row is listed). `source` names the file in
/// messages; `by` is who imports them (kept as each player's registered_by, and on their teams and
/// substitute marks). Returns the players registered, in the file's order. A list holds at most kMaxListedPlayers rows and
/// kMaxPlayerListBytes bytes (a tournament seats at most 3,996 players): a larger file is refused before it is read.
inline constexpr std::size_t kMaxListedPlayers = 10'000, kMaxPlayerListBytes = 8u << 20;
std::vector<ImportedPlayer> import_players(Tournament& t, std::string_view bytes, const std::string& source,
                                           const std::string& encoding = "", const std::string& by = "");

}  // namespace tenbou
