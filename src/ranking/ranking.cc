#include "ranking/ranking.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>

#include "base/name_key.h"
#include "base/shared_places.h"
#include "base/unicode.h"
#include "tournament/exchange/ema_results.h"

namespace tenbou {
namespace {

/// Equal as shown: to two decimals.
bool same_shown(double a, double b) { return std::llround(a * 100) == std::llround(b * 100); }

/// One player's results as gathered.
struct Gathered {
  RankedPlayer player;
  std::vector<RankingResult> results;
};

}  // namespace

std::string match_key(std::string_view name) { return name_key(unicode::unaccented(name)); }

Ranking compute_ranking(std::vector<TournamentResults> tournaments, std::chrono::sys_days as_of) {
  Ranking out{.as_of = as_of};
  // Oldest first, so the latest tournament gives a player's name and country.
  std::stable_sort(tournaments.begin(), tournaments.end(),
                   [](const TournamentResults& a, const TournamentResults& b) { return a.last_day < b.last_day; });
  std::vector<Gathered> gathered;
  std::unordered_map<std::string, std::size_t> by_ema, by_name;
  std::map<std::tuple<std::string, long, long>, std::string> seen;  // title and dates -> the file read first
  for (const TournamentResults& t : tournaments) {
    const auto key = std::tuple{t.title, t.first_day.time_since_epoch().count(), t.last_day.time_since_epoch().count()};
    if (const auto [it, added] = seen.emplace(key, t.source); !added) {
      out.duplicates.push_back(t.source + ": the same tournament as " + it->second + " (" + t.title + "): counted once");
      continue;
    }
    ++out.tournaments;
    for (const ResultsRow& row : t.rows) {
      const std::string name = match_key(row.name);
      std::size_t index = gathered.size();
      bool by_name_only = false;
      if (const auto e = by_ema.find(row.ema); !row.ema.empty() && e != by_ema.end()) {
        index = e->second;
      } else if (const auto n = by_name.find(name); n != by_name.end() && (row.ema.empty() || gathered[n->second].player.ema.empty())) {
        index = n->second;
        by_name_only = true;
      }
      if (index == gathered.size()) gathered.emplace_back();
      RankedPlayer& p = gathered[index].player;
      p.matched_by_name = p.matched_by_name || by_name_only;
      p.name = row.name;
      if (!row.country.empty()) p.country = row.country;
      if (!row.ema.empty()) p.ema = row.ema, by_ema[row.ema] = index;
      by_name[name] = index;
      gathered[index].results.push_back(
          {t.title, t.last_day, row.place, t.players, mers_base_rank(t.players, row.place), t.weight});
    }
  }
  for (Gathered& g : gathered) {
    g.player.ranking = rank_player(g.results, as_of);
    if (g.player.ranking.results.empty()) continue;
    (g.player.ranking.listed() ? out.players : out.unlisted).push_back(std::move(g.player));
  }
  for (std::vector<RankedPlayer>* list : {&out.players, &out.unlisted}) {
    std::stable_sort(list->begin(), list->end(), [](const RankedPlayer& a, const RankedPlayer& b) {
      return a.ranking.ranking != b.ranking.ranking ? a.ranking.ranking > b.ranking.ranking : name_key(a.name) < name_key(b.name);
    });
    share_places(*list, [](const RankedPlayer& a, const RankedPlayer& b) { return same_shown(a.ranking.ranking, b.ranking.ranking); });
  }
  return out;
}

std::vector<RankedNation> rank_nations(const Ranking& ranking) {
  std::map<std::string, RankedNation> nations;
  for (const RankedPlayer& p : ranking.players) {  // best first: the first three of a country count
    if (p.country.empty()) continue;
    RankedNation& n = nations[p.country];
    n.country = p.country;
    if (n.players++ < 3) n.ranking += p.ranking.ranking / 3;
  }
  std::vector<RankedNation> out;
  for (auto& [country, nation] : nations) out.push_back(nation);
  std::stable_sort(out.begin(), out.end(), [](const RankedNation& a, const RankedNation& b) { return a.ranking > b.ranking; });
  share_places(out, [](const RankedNation& a, const RankedNation& b) { return same_shown(a.ranking, b.ranking); });
  return out;
}

}  // namespace tenbou
