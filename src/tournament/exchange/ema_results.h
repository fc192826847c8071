#pragma once
// The results file an organiser sends to the EMA: the tournament's details with its MERS weight, one row
// per player with the base rank, and the pre-flight check that must pass before sending it.

#include <string>
#include <vector>

#include "tournament/settings.h"
#include "tournament/standings/standings.h"

namespace tenbou {

/// The MERS tournament weight (from 2018) and its parts, so the organiser can check it.
struct MersWeight {
  double days = 0;           ///< +1, +2 or +3 for one, two, three or more days
  double players = 0;        ///< +0.5 for 41 to 80 players, +1 above 80
  double countries = 0;      ///< +0.5 for 6 to 9 countries, +1 for 10 or more
  double qualification = 0;  ///< +1 when entry needed a qualification
  double total() const { return days + players + countries + qualification; }
};

MersWeight mers_weight(int days, int players, int countries, bool qualification);

/// The MERS base rank of `place` among `players`: 1000 x (N - place) / (N - 1), rounded half up.
int mers_base_rank(int players, int place);

/// A player's name as the EMA results file gives it: given and family name apart.
struct EmaName {
  std::string given, family;
  bool certain = false;  ///< false: a guess (a name of more than two words, one written family name first, or
                         ///< one word in a script that writes the family name first, 山田太郎)
};

/// The given and family name of `p`: as registered (`--given`, `--family`), or as written ("van der Berg,
/// Jan"), or for a name of two words the first and the second (one word: a family name only). Longer names
/// and names in scripts that put the family name first (Han, kana, Hangul) are guessed (first word given,
/// resp. family) and marked not certain, for the pre-flight check to list.
EmaName ema_name(const PlayerRow& p);

/// One player's row in the EMA results file.
struct EmaRow {
  int place = 0;
  std::string last_name, first_name;
  std::string ema;  ///< 8 digits, or "" for a player without an EMA number
  std::string country;
  Points score = 0;
  int base_rank = 0;
  double table_points = 0;  ///< as the setting ema-table-points says: 0, the sum of uma in points, or 4/2/1/0 a game
  bool substitute = false;  ///< unranked by default: listed after the ranked players, without place and base rank
};

/// Something to fix before the file goes to the EMA. Blocking ones stop the export (unless forced).
struct PreflightIssue {
  bool blocking = false;
  std::string message;
  nlohmann::json fields = nlohmann::json::array();  ///< the fields the way out names, from `fields_from` on
  std::size_t fields_from = 0;                      ///< (see base/named_fields.h), for the door to word
};

/// Everything the EMA results file holds.
struct EmaResults {
  std::string tournament;
  std::string ruleset;
  TournamentSettings settings;
  int players = 0;      ///< the players the MERS weight counts (who_counts.h: MersPlayers)
  int ranked = 0;       ///< of them, the ranked players: the N of the base ranks
  int unranked = 0;     ///< entrants with a game counted whom the setting `withdrawn` does not rank
  int substitutes = 0;  ///< substitutes with a game counted that the weight counts (up to three)
  int countries = 0;  ///< different countries among them
  MersWeight weight;
  std::vector<EmaRow> rows;
  std::vector<PreflightIssue> preflight;
  bool ready() const;
};

/// The results of the tournament's finished games, with the pre-flight check: players without an EMA
/// number or country, games not finished or not zero-sum, stored figures that do not replay, and details
/// missing for the header (city, country, dates). With `replay_games` false (a ranking reading many files) the games
/// are not replayed, and the pre-flight check does not cover them.
EmaResults ema_results(const Tournament& t, bool replay_games = true);

}  // namespace tenbou
