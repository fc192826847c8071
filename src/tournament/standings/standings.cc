#include "tournament/standings/standings.h"

#include <algorithm>
#include <numeric>
#include <unordered_map>
#include <unordered_set>

#include "base/unicode.h"
#include "tournament/settings.h"
#include "tournament/standings/penalties.h"
#include "tournament/standings/stage_standings.h"
#include "tournament/standings/who_counts.h"

namespace tenbou {
namespace {

/// -1 when a ranks before b on `criterion`, 1 when after, 0 when equal.
int compare(TieBreak criterion, const Standing& a, const Standing& b) {
  auto order = [](auto better, auto worse) { return better ? -1 : (worse ? 1 : 0); };
  switch (criterion) {
    case TieBreak::AveragePlace: {
      if (a.games == 0 || b.games == 0) return order(a.games > 0 && b.games == 0, a.games == 0 && b.games > 0);
      const long long left = static_cast<long long>(a.place_sum) * b.games;
      const long long right = static_cast<long long>(b.place_sum) * a.games;
      return order(left < right, left > right);
    }
    case TieBreak::FirstPlaces: return order(a.places[0] > b.places[0], a.places[0] < b.places[0]);
    case TieBreak::BestGame: {
      const Points x = a.best_game.value_or(INT64_MIN), y = b.best_game.value_or(INT64_MIN);
      return order(x > y, x < y);
    }
    case TieBreak::HeadToHead: return order(a.head_to_head > b.head_to_head, a.head_to_head < b.head_to_head);
  }
  return 0;
}

/// Orders and places players with equal totals, applying the tie-break chain from `level` on.
///
/// `chain` and `outcomes` must remain live while this TieBreaker is in use. Not copyable or movable.
class TieBreaker {
 public:
  TieBreaker(const std::vector<TieBreak>& chain, const std::vector<GameOutcome>& outcomes) : chain_(chain) {
    for (std::size_t g = 0; g < outcomes.size(); ++g)
      if (outcomes[g].counted())
        for (RowId id : outcomes[g].game.players) games_of_[id].push_back(&outcomes[g]);
  }
  TieBreaker(const TieBreaker&) = delete;
  TieBreaker& operator=(const TieBreaker&) = delete;

  /// Places rows[first, last), which all have the same total.
  void settle(std::vector<Standing>& rows, std::size_t first, std::size_t last, std::size_t level) {
    if (last - first == 1 || level == chain_.size()) {
      for (std::size_t i = first; i < last; ++i) {
        rows[i].place = static_cast<int>(first) + 1;
        rows[i].shared = last - first > 1;
      }
      return;
    }
    const TieBreak criterion = chain_[level];
    if (criterion == TieBreak::HeadToHead) score_head_to_head(rows, first, last);
    auto begin = rows.begin() + static_cast<std::ptrdiff_t>(first), end = rows.begin() + static_cast<std::ptrdiff_t>(last);
    std::stable_sort(begin, end, [&](const Standing& a, const Standing& b) { return compare(criterion, a, b) < 0; });
    for (std::size_t i = first; i < last;) {
      std::size_t j = i + 1;
      while (j < last && compare(criterion, rows[i], rows[j]) == 0) ++j;
      settle(rows, i, j, level + 1);
      i = j;
    }
  }

 private:
  /// For each of rows[first, last): in the counted games shared with others of the group, how many of
  /// them finished behind minus ahead.
  void score_head_to_head(std::vector<Standing>& rows, std::size_t first, std::size_t last) {
    std::unordered_map<RowId, Standing*> group;
    for (std::size_t i = first; i < last; ++i) {
      rows[i].head_to_head = 0;
      group[rows[i].player.id] = &rows[i];
    }
    std::unordered_set<const GameOutcome*> seen;
    for (std::size_t i = first; i < last; ++i)
      for (const GameOutcome* game : games_of_[rows[i].player.id]) {
        if (!seen.insert(game).second) continue;
        for_each_seat([&](Seat a) {
          for_each_seat([&](Seat b) {
            const auto pa = group.find(game->game.players[a.index]), pb = group.find(game->game.players[b.index]);
            if (pa == group.end() || pb == group.end() || a == b) return;
            if (game->final->places[a] < game->final->places[b]) ++pa->second->head_to_head;
            if (game->final->places[a] > game->final->places[b]) --pa->second->head_to_head;
          });
        });
      }
  }

  const std::vector<TieBreak>& chain_;
  std::unordered_map<RowId, std::vector<const GameOutcome*>> games_of_;
};

}  // namespace

Standings rank_players(const std::vector<PlayerRow>& players, const std::vector<GameOutcome>& outcomes,
                       const std::vector<PenaltyRow>& penalties, const std::vector<TieBreak>& tie_breaks,
                       const RankingRules& rules) {
  Standings out;
  out.tie_breaks = tie_breaks;
  std::unordered_map<RowId, std::size_t> index;
  for (const PlayerRow& p : players) {
    index[p.id] = out.rows.size();
    Standing& row = out.rows.emplace_back();
    row.player = p;
    const PlayerParticipation& part = rules.participation.of(p.id);
    row.substitute = part.substitute;
    if (part.withdrawn() && (rules.after_round == 0 || part.withdrawn_after < rules.after_round))
      row.withdrawn_after = part.withdrawn_after;
    const int counted_until = rules.after_round > 0 ? std::min(rules.after_round, rules.latest_round) : rules.latest_round;
    for (int round : part.counted_absences())
      if (round <= counted_until) {
        row.absent_rounds.push_back(round);
        row.absent += rules.absent_result.value_or(0);
      }
  }
  for (const GameOutcome& o : outcomes) {
    o.counted() ? ++out.games_counted : ++out.games_open;
    for_each_seat([&](Seat s) {
      Standing& row = out.rows[index.at(o.game.players[s.index])];
      if (!o.counted()) {
        ++row.open_games;
        return;
      }
      const FinalResult& f = *o.final;
      ++row.games;
      row.provisional += o.provisional;
      row.game_results += f.results[s];
      row.chombo += f.penalties[s];
      ++row.places[static_cast<std::size_t>(std::clamp(f.places[s], 1, 4) - 1)];
      row.place_sum += f.places[s];
      row.best_game = std::max(row.best_game.value_or(f.results[s]), f.results[s]);
    });
  }
  for (const PenaltyRow& p : penalties)
    if (auto it = index.find(p.player); it != index.end()) out.rows[it->second].penalties += p.points;
  for (Standing& row : out.rows) {
    row.total = row.game_results + row.absent - row.penalties;
    row.ranked = is_ranked(rules.participation.of(row.player.id), row.withdrawn_after >= 0, row.games, rules);
  }

  // The ranked players, then the others with a result (no place), then those without any (who_counts.h).
  const auto group = listing_group;
  // Sorted by their positions, then moved once: a line is large to move.
  std::vector<std::size_t> order(out.rows.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t i, std::size_t k) {
    const Standing& a = out.rows[i];
    const Standing& b = out.rows[k];
    if (group(a) != group(b)) return group(a) < group(b);
    if (group(a) < 2 && a.total != b.total) return a.total > b.total;
    return unicode::collate(a.player.name, b.player.name) < 0;
  });
  std::vector<Standing> sorted;
  sorted.reserve(order.size());
  for (std::size_t i : order) sorted.push_back(std::move(out.rows[i]));
  out.rows = std::move(sorted);
  const std::size_t placed = static_cast<std::size_t>(
      std::find_if(out.rows.begin(), out.rows.end(), [&](const Standing& r) { return group(r) > 0; }) - out.rows.begin());
  place_by(out.rows, placed, [](const Standing& r) { return r.total; }, tie_breaks, outcomes);
  return out;
}

void place_by(std::vector<Standing>& rows, std::size_t count, const std::function<Points(const Standing&)>& key,
              const std::vector<TieBreak>& chain, const std::vector<GameOutcome>& outcomes) {
  // Sorted by keys taken once, then the rows moved once into that order: a row is large, and the standings after every
  // round sort a thousand of them ten times.
  std::vector<std::pair<Points, std::size_t>> order;  // each row's key and position
  order.reserve(count);
  for (std::size_t i = 0; i < count; ++i) order.emplace_back(key(rows[i]), i);
  std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<Standing> sorted;
  sorted.reserve(count);
  for (const auto& [value, i] : order) sorted.push_back(std::move(rows[i]));
  std::move(sorted.begin(), sorted.end(), rows.begin());
  TieBreaker breaker(chain, outcomes);
  for (std::size_t i = 0; i < count;) {
    std::size_t j = i + 1;
    while (j < count && order[j].first == order[i].first) ++j;
    breaker.settle(rows, i, j, 0);
    i = j;
  }
}

Standings compute_standings(const Tournament& t, const StandingsOptions& options) {
  if (options.after_round > 0) check_known_round(t, "after-round", options.after_round);
  return compute_standings(t, options, game_outcomes(t, options.after_round, options.include_open));
}

Standings compute_standings(const Tournament& t, const StandingsOptions& options, const std::vector<GameOutcome>& outcomes) {
  std::vector<PenaltyRow> penalties;
  for (PenaltyView& v : list_penalties(t))
    if (v.active() && (options.after_round == 0 || v.penalty.round <= options.after_round))
      penalties.push_back(std::move(v.penalty));
  const TournamentSettings settings = read_settings(t);
  const std::vector<TieBreak> chain = options.tie_breaks ? *options.tie_breaks : settings.tie_breaks.value_or(std::vector<TieBreak>{});
  int latest_round = 0;  // the latest round with a game, counted or in progress
  for (const GameOutcome& o : outcomes) latest_round = std::max(latest_round, o.game.round);
  const RankingRules rules{.participation = read_participation(t),
                           .substitutes_ranked = settings.substitutes_ranked,
                           .withdrawn_ranked = settings.withdrawn_ranked,
                           .absent_result = settings.absent_result,
                           .after_round = options.after_round,
                           .latest_round = latest_round};
  Standings out = rank_players(t.players().all(), outcomes, penalties, chain, rules);
  out.after_round = options.after_round;
  out.include_open = options.include_open;
  for (const GameOutcome& o : outcomes)
    if (o.counted()) out.latest_round = std::max(out.latest_round, o.game.round);
  apply_stages(out, read_stages(t), chain, outcomes, [&](int round) {
    std::vector<GameOutcome> earlier;
    for (const GameOutcome& o : outcomes)
      if (o.game.round <= round && !o.provisional) earlier.push_back(o);
    return compute_standings(t, {.after_round = round, .tie_breaks = chain}, earlier);
  });
  return out;
}

Standings compute_standings_with_movement(const Tournament& t, const StandingsOptions& options) {
  Standings now = compute_standings(t, options);
  if (now.latest_round <= 1) return now;
  StandingsOptions before = options;
  before.after_round = now.latest_round - 1;
  before.include_open = false;
  std::unordered_map<RowId, int> places;
  for (const Standing& r : compute_standings(t, before).rows) places.emplace(r.player.id, r.place);
  for (Standing& r : now.rows)
    if (const auto it = places.find(r.player.id); it != places.end()) r.previous_place = it->second;
  return now;
}

}  // namespace tenbou
