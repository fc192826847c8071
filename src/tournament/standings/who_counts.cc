#include "tournament/standings/who_counts.h"

#include <algorithm>
#include <set>

#include "tournament/people/participation.h"

namespace tenbou {

bool is_ranked(const PlayerParticipation& part, bool withdrawn, int counted_games, const RankingRules& rules) {
  return counted_games > 0 && (rules.substitutes_ranked || !part.substitute) && (rules.withdrawn_ranked || !withdrawn);
}

int listing_group(const Standing& row) {
  if (row.ranked) return 0;
  return row.games > 0 || row.open_games > 0 || !row.absent_rounds.empty() ? 1 : 2;
}

bool is_group_member(const Standing& row) { return row.ranked || !row.substitute; }

bool counts_for_group(const Standing& row) { return is_group_member(row) && row.games > 0; }

bool in_results(const Standing& row) { return row.games > 0; }

MersPlayers mers_players(const Standings& standings) {
  MersPlayers out;
  std::set<std::string> countries;
  for (const Standing& row : standings.rows) {
    if (!in_results(row)) continue;
    if (!row.player.country.empty()) countries.insert(row.player.country);
    if (row.ranked) ++out.ranked;
    else if (row.substitute) ++out.substitutes;
    else ++out.unranked;
  }
  out.substitutes_counted = std::min(out.substitutes, 3);
  out.countries = static_cast<int>(countries.size());
  return out;
}

bool seated_by_generate(const PlayerParticipation& part) { return !part.substitute && part.withdrawn_after != 0; }

std::optional<std::string> cut_ineligibility(const Standing& row, const PlayerParticipation& part, int from_round) {
  if (part.withdrawn() && part.withdrawn_after < from_round)
    return withdrawal_text(part.withdrawn_after);
  if (row.ranked) return std::nullopt;
  if (row.substitute) return std::string("substitute");
  if (row.games == 0) return std::string("no games");
  return std::string("not ranked");
}

}  // namespace tenbou
