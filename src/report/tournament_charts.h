#pragma once
// The charts of the tournament's pages: the standings over the rounds (the places of the leaders after each round),
// a player's tournament (each round's result, the running total and the place), a player's rates beside the
// tournament's average, and how the game results spread. Each with its figures in its description.

#include <string>
#include <vector>

#include "report/words.h"
#include "tournament/standings/player_report.h"

namespace tenbou {

/// The places of the top `top` of the last standings of `by_round` after each round, as lines; "" before round 2.
std::string standings_chart_html(const std::vector<Standings>& by_round, const Words& words, std::size_t top = 16);

/// The player's result in each round as bars, their total after each round as a line (as the standings had it:
/// penalties and absences counted), their place under each round; "" without a finished game.
std::string player_chart_html(const PlayerReport& r, const Words& words);

/// The player's win, deal-in and riichi rates beside the tournament's (`everyone`: every player's hands together); ""
/// without hands.
std::string rates_chart_html(const PlayerStats& player, const PlayerStats& everyone, const Words& words);

/// How the results of the finished games of `outcomes` spread, in steps of 10,000 points; "" without any.
std::string results_chart_html(const std::vector<GameOutcome>& outcomes, const Words& words);

}  // namespace tenbou
