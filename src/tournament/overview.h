#pragma once
// A tournament at a glance: what `tenbou tournament show` prints.

#include <vector>

#include "tournament/exchange/ema_results.h"
#include "tournament/standings/who_counts.h"

namespace tenbou {

/// The tournament's name, ruleset, details with their history, and how far it has got.
struct TournamentOverview {
  TournamentRow info;
  std::string ruleset_title;
  TournamentSettings settings;
  std::vector<SettingRow> history;
  int players = 0;      ///< registered, substitutes included
  int substitutes = 0;
  int countries = 0;
  int games = 0;
  int finished = 0;
  int rounds = 0;      ///< the highest round with a game
  MersPlayers mers_players;  ///< the players the MERS weight counts: those with a counted game (who_counts.h)
  MersWeight weight;         ///< with those players and their countries
};

TournamentOverview tournament_overview(const Tournament& t);

}  // namespace tenbou
