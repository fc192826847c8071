#include "tournament/standings/player_stats.h"

#include <algorithm>
#include <unordered_map>

#include <simdjson.h>

namespace tenbou {
namespace {

GameTallies tallies_of(const Tournament& t, const GameOutcome& o) {
  try {
    if (!o.state.tallies_json.empty()) return read_tallies(o.state.tallies_json);
  } catch (const simdjson::simdjson_error& e) {
    throw damaged_figures(o.ref(), e.what());
  }
  return tally_game(load_game_log(t, o.ref()).sheet);
}

}  // namespace

TournamentStats compute_stats(const Tournament& t, const std::vector<GameOutcome>& outcomes) {
  TournamentStats out;
  const std::vector<PlayerRow>& players = t.players().all();
  std::unordered_map<RowId, std::size_t> index;
  for (const PlayerRow& p : players) {
    index[p.id] = out.players.size();
    out.players.push_back({});
    out.players.back().player = p;
  }
  struct Candidate {  // a big hand, its winner by position in out.players
    GameRef game;
    std::size_t player;
    BigHand hand;
  };
  std::vector<Candidate> candidates;
  for (const GameOutcome& o : outcomes) {
    const GameTallies tallies = tallies_of(t, o);
    for_each_seat([&](Seat s) {
      PlayerStats& p = out.players[index.at(o.game.players[s.index])];
      p.hands += tallies.hands[s];
      p.hand_games += tallies.hands[s] > 0;
      p.wins += tallies.wins[s];
      p.tsumo += tallies.tsumo[s];
      p.deal_ins += tallies.deal_ins[s];
      p.riichi += tallies.riichi[s];
      p.chombos += tallies.chombos[s];
      p.win_points += tallies.win_points[s];
      p.deal_in_points += tallies.deal_in_points[s];
      if (!o.final || o.provisional) return;
      ++p.games;
      ++p.places[static_cast<std::size_t>(std::clamp(o.final->places[s], 1, 4) - 1)];
      p.place_sum += o.final->places[s];
      p.below_zero += o.final->scores[s] < 0;
    });
    for (const BigHand& b : tallies.biggest) candidates.push_back({o.ref(), index.at(o.game.players[b.winner.index]), b});
  }
  auto bigger = [](const Candidate& a, const Candidate& b) {
    if (a.hand.points != b.hand.points) return a.hand.points > b.hand.points;
    if (a.game.round != b.game.round) return a.game.round < b.game.round;
    if (a.game.table != b.game.table) return a.game.table < b.game.table;
    return a.hand.hand < b.hand.hand;
  };
  const std::size_t kept = std::min(candidates.size(), kBigHandsKept);
  std::partial_sort(candidates.begin(), candidates.begin() + static_cast<std::ptrdiff_t>(kept), candidates.end(), bigger);
  for (std::size_t i = 0; i < kept; ++i)
    out.biggest.push_back({candidates[i].game, out.players[candidates[i].player].player, candidates[i].hand});
  return out;
}

}  // namespace tenbou
