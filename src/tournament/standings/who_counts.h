#pragma once
// Who counts: the one answer every report gives to who is ranked, who is listed, who counts in a group's total and
// for the MERS weight, and who may go on to a stage (README, "Who counts"). The standings decide each player's line
// with these rules; group standings, cuts, seating by the standings, the EMA results, the MERS weight, the ranking,
// the statistics and the player pages read the answers here instead of deciding for themselves.

#include <optional>
#include <string>

#include "tournament/standings/standings.h"

namespace tenbou {

/// Whether a player is ranked (has a place): at least one counted game, and not left unranked by the settings
/// (`substitutes`, `withdrawn`; `withdrawn` tells whether the player had withdrawn by the round the standings are
/// after). A player without a counted game (a no-show, a substitute who never played) is never ranked.
bool is_ranked(const PlayerParticipation& part, bool withdrawn, int counted_games, const RankingRules& rules);

/// Where the standings list `row`: 0 among the ranked players (by place), 1 after them without a place but with a
/// result to show (a game, one in progress, a round missed), 2 last (nothing yet).
int listing_group(const Standing& row);

/// Whether `row` is listed among its group's members (nations, teams): every member but a substitute the settings
/// do not rank.
bool is_group_member(const Standing& row);

/// Whether `row` counts in its group's total (and may fill a place of its best K): a member with a counted game.
/// Others are listed under the group as "no games".
bool counts_for_group(const Standing& row);

/// Whether `row` has a line in the EMA results file: a player with a counted game, ranked (with a place) or not.
bool in_results(const Standing& row);

/// The players the MERS weight counts among the standings' rows: the ranked players, the players with a counted
/// game the setting `withdrawn` does not rank, and up to three substitutes with a counted game that are not ranked.
struct MersPlayers {
  int ranked = 0;                 ///< players with a place: the N of the base ranks
  int unranked = 0;               ///< entrants with a counted game but no place (withdrawn, `withdrawn unranked`)
  int substitutes = 0;            ///< substitutes with a counted game and no place
  int substitutes_counted = 0;    ///< of them, those the weight counts (up to three)
  int countries = 0;              ///< different countries among the players with a counted game
  int players() const { return ranked + unranked + substitutes_counted; }
};
MersPlayers mers_players(const Standings& standings);

/// Whether `seating generate` seats the player in its plan: an entrant (not a substitute) who did not withdraw before
/// round 1. Substitutes are seated by `seating regenerate --add` or `seating replace`.
bool seated_by_generate(const PlayerParticipation& part);

/// Why the player of `row` (the standings after the round before a stage) may not go on to a stage from round
/// `from_round`: "substitute", "withdrew after round 3", "no games", ...; nullopt when eligible (ranked, and not
/// withdrawn before round `from_round`).
std::optional<std::string> cut_ineligibility(const Standing& row, const PlayerParticipation& part, int from_round);

}  // namespace tenbou
