#include "game_generator.h"

#include <array>

#include "engine/game.h"

namespace tenbou {
namespace {

/// Picks an index with probability proportional to its weight.
template <std::size_t N>
int weighted(const std::array<double, N>& weights, double u) {
  double total = 0;
  for (double w : weights) total += w;
  double at = u * total;
  for (std::size_t i = 0; i < N; ++i) {
    if (at < weights[i]) return static_cast<int>(i);
    at -= weights[i];
  }
  return static_cast<int>(N - 1);
}

// Han 1..13 as seen in tournament play, and fu for ron and tsumo below mangan.
constexpr std::array<double, 13> kHan = {22, 26, 24, 13, 7, 3.5, 1.5, 1, 0.6, 0.3, 0.2, 0.05, 0.05};
constexpr std::array<int, 7> kFuValues = {20, 25, 30, 40, 50, 60, 70};
constexpr std::array<double, 7> kRonFu = {0, 6, 45, 35, 8, 4, 2};
constexpr std::array<double, 7> kTsumoFu = {20, 5, 40, 25, 6, 3, 1};

}  // namespace

Win GameGenerator::random_win(Seat winner, bool tsumo, bool riichi) {
  Win w;
  w.winner = winner;
  if (uniform() < 0.004) {
    w.yakuman = 1;
    return w;
  }
  w.han = 1 + weighted(kHan, uniform()) + (riichi && uniform() < 0.5 ? 1 : 0);
  w.fu = kFuValues[static_cast<std::size_t>(weighted(tsumo ? kTsumoFu : kRonFu, uniform()))];
  if (w.han >= 5 && uniform() < 0.5) w.fu = 0;
  if (w.han > 1 && uniform() < 0.4) w.dora = 1 + below(std::min(w.han - 1, 3));
  return w;
}

Hand GameGenerator::candidate(const Ruleset& rules, const TableState& table) {
  Hand h;
  for_each_seat([&](Seat s) {
    if (uniform() < 0.18) h.riichi.add(s);
  });
  const double u = uniform();
  if (u < 0.004) {
    h.outcome = Outcome::Chombo;
    h.offender = Seat(below(kSeats));
  } else if (u < 0.50) {
    h.outcome = Outcome::Ron;
    h.discarder = Seat(below(kSeats));
    const double multi = uniform();
    const int winners = multi < 0.002 ? 3 : multi < 0.03 ? 2 : 1;
    const int first = 1 + below(kSeats - winners);
    for (int k = 0; k < winners; ++k) {
      const Seat winner = h.discarder.after(first + k);
      Win w = random_win(winner, false, h.riichi.contains(winner));
      if (w.yakuman && uniform() < 0.2 && !h.riichi.contains(winner)) w.pao = winner.after(1 + below(kSeats - 1));
      h.add_win(w);
    }
  } else if (u < 0.74) {
    h.outcome = Outcome::Tsumo;
    const Seat winner(below(kSeats));
    Win w = random_win(winner, true, h.riichi.contains(winner));
    if (w.yakuman && uniform() < 0.2 && !h.riichi.contains(winner)) w.pao = winner.after(1 + below(kSeats - 1));
    h.add_win(w);
  } else if (rules.abortive_draws && u < 0.76) {
    h.outcome = Outcome::Abortive;
  } else if (rules.nagashi_mangan && u < 0.762) {
    h.outcome = Outcome::Nagashi;
    h.nagashi.add(Seat(below(kSeats)));
  } else {
    h.outcome = Outcome::Draw;
    h.tenpai = h.riichi;
    for_each_seat([&](Seat s) {
      if (uniform() < 0.4) h.tenpai.add(s);
    });
  }
  if (rules.riichi_minimum_score)
    for_each_seat([&](Seat s) {
      if (table.scores[s] < *rules.riichi_minimum_score) h.riichi.bits &= static_cast<std::uint8_t>(~(1u << s.index));
    });
  return h;
}

Hand GameGenerator::hand(const Ruleset& rules, const TableState& table, const Names& names) {
  for (int attempt = 0; attempt < 100; ++attempt) {
    Hand h = candidate(rules, table);
    Settlement s;
    if (!settle(rules, table, h, names, s)) return h;
  }
  Hand draw;  // always valid: nobody in riichi, nobody tenpai
  draw.outcome = Outcome::Draw;
  return draw;
}

GameRecord GameGenerator::game(const std::string& ruleset_name, std::shared_ptr<const Ruleset> rules,
                               const Names& players) {
  GameRecord record;
  record.ruleset_name = ruleset_name;
  record.ruleset = std::move(rules);
  record.players = players;
  for_each_seat([&](Seat s) { record.start.scores[s] = record.ruleset->starting_points; });
  Game game(*record.ruleset, record.players, record.start);
  while (!game.over()) {
    if (game.table().round >= kSeats && uniform() < 0.02) {  // time called during the South round
      record.finished = true;
      break;
    }
    const Hand h = hand(*record.ruleset, game.table(), record.players);
    Settlement s;
    game.play(h, s);
    record.hands.push_back(h);
  }
  record.notes.resize(record.hands.size());
  return record;
}

}  // namespace tenbou
