#include "seating/cyclic_search.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace tenbou::seating {

CyclicSearch::CyclicSearch(int players, int rounds)
    : players_(players), rounds_(rounds), orbits_(players / rounds), fixed_(players % rounds) {
  if (players % 4 != 0 || rounds < 1 || rounds > std::max(1, max_rounds_without_repeats(players)))
    throw std::invalid_argument("CyclicSearch: no cyclic layout for these players and rounds");
  const int pure = orbits_ * (rounds_ / 2 + 1);
  const int mixed = orbits_ * orbits_ * rounds_;
  self_key_ = pure + mixed + fixed_ * orbits_;
  count_.assign(static_cast<std::size_t>(self_key_) + 1, 0);
  // Fixed players first, one per table, so no table starts with two of them.
  const int tables = players_ / 4;
  base_.assign(static_cast<std::size_t>(players_), 0);
  std::vector<int> rest;
  for (int p = 0; p < orbits_ * rounds_; ++p) rest.push_back(p);
  int next = 0;
  for (int t = 0; t < tables; ++t)
    for (int s = 0; s < 4; ++s) {
      const int fixed = orbits_ * rounds_ + t;
      base_[static_cast<std::size_t>(4 * t + s)] = (s == 0 && t < fixed_) ? fixed : rest[static_cast<std::size_t>(next++)];
    }
  for (int t = 0; t < tables; ++t)
    for (int s = 0; s < 4; ++s)
      for (int o = s + 1; o < 4; ++o)
        ++count_[static_cast<std::size_t>(key(base_[static_cast<std::size_t>(4 * t + s)], base_[static_cast<std::size_t>(4 * t + o)]))];
  cost_ = 0;
  for (std::size_t k = 0; k < count_.size(); ++k) {
    const int c = count_[k];
    cost_ += static_cast<int>(k) == self_key_ ? c : c * (c - 1) / 2;
  }
  weight_.assign(count_.size(), 1);
  weighted_cost_ = cost_;
  best_base_ = base_;
  best_cost_ = cost_;
}

int CyclicSearch::key(int x, int y) const {
  const int run_players = orbits_ * rounds_;
  if (x >= run_players && y >= run_players) return self_key_;
  if (x >= run_players) std::swap(x, y);
  const int i = x / rounds_, a = x % rounds_;
  const int pure = orbits_ * (rounds_ / 2 + 1);
  const int mixed = orbits_ * orbits_ * rounds_;
  if (y >= run_players) return pure + mixed + (y - run_players) * orbits_ + i;
  const int j = y / rounds_, b = y % rounds_;
  if (i == j) {
    int d = (b - a + rounds_) % rounds_;
    d = std::min(d, rounds_ - d);
    if (2 * d == rounds_) return self_key_;
    return i * (rounds_ / 2 + 1) + d;
  }
  const int d = i < j ? (b - a + rounds_) % rounds_ : (a - b + rounds_) % rounds_;
  return pure + (std::min(i, j) * orbits_ + std::max(i, j)) * rounds_ + d;
}

void CyclicSearch::change(int k, int delta) {
  const auto i = static_cast<std::size_t>(k);
  int& c = count_[i];
  // Clashes added (or removed) by this pair: every other pair with its key, or itself if it repeats.
  int clashes;
  if (k == self_key_) {
    clashes = 1;
    c += delta;
  } else if (delta > 0) {
    clashes = c++;
  } else {
    clashes = --c;
  }
  cost_ += delta * clashes;
  weighted_cost_ += delta * clashes * weight_[i];
}

// Moves the players at positions p and q (different tables) into each other's seat.
void CyclicSearch::swap_positions(int p, int q) {
  auto pairs = [this](int pos, int delta) {
    const int table = pos / 4;
    const int x = base_[static_cast<std::size_t>(pos)];
    for (int o = 4 * table; o < 4 * table + 4; ++o)
      if (o != pos) change(key(x, base_[static_cast<std::size_t>(o)]), delta);
  };
  pairs(p, -1);
  pairs(q, -1);
  std::swap(base_[static_cast<std::size_t>(p)], base_[static_cast<std::size_t>(q)]);
  pairs(p, +1);
  pairs(q, +1);
}

bool CyclicSearch::conflicted(int pos) const {
  const int table = pos / 4;
  const int x = base_[static_cast<std::size_t>(pos)];
  for (int o = 4 * table; o < 4 * table + 4; ++o) {
    if (o == pos) continue;
    const int k = key(x, base_[static_cast<std::size_t>(o)]);
    if (k == self_key_ || count_[static_cast<std::size_t>(k)] > 1) return true;
  }
  return false;
}

void CyclicSearch::restore_best() {
  for (int pos = 0; pos < players_; ++pos)
    if (base_[static_cast<std::size_t>(pos)] != best_base_[static_cast<std::size_t>(pos)]) {
      // Find where the wanted player sits now and swap it in; both tables lose and regain pairs.
      int from = pos + 1;
      while (base_[static_cast<std::size_t>(from)] != best_base_[static_cast<std::size_t>(pos)]) ++from;
      if (from / 4 == pos / 4)
        std::swap(base_[static_cast<std::size_t>(pos)], base_[static_cast<std::size_t>(from)]);
      else
        swap_positions(pos, from);
    }
}

bool CyclicSearch::run(Random& random, const Deadline& deadline, long steps) {
  std::vector<long> tabu_until(static_cast<std::size_t>(players_), 0);
  std::vector<int> candidates;
  long last_improvement = 0;
  for (long iteration = 1; best_cost_ > 0 && iteration <= steps; ++iteration) {
    if (iteration % 128 == 0 && deadline.passed()) break;
    if (iteration - last_improvement > 50L * players_) {
      // Stuck: go back to the best round found and shake it.
      restore_best();
      for (int k = 2 + random.below(4); k > 0; --k) {
        const int p = random.below(players_), q = random.below(players_);
        if (p / 4 != q / 4) swap_positions(p, q);
      }
      last_improvement = iteration;
    }
    candidates.clear();
    for (int pos = 0; pos < players_; ++pos)
      if (conflicted(pos)) candidates.push_back(pos);
    long best_delta = std::numeric_limits<long>::max();
    int best_p = -1, best_q = -1, ties = 0;
    for (int p : candidates)
      for (int q = 0; q < players_; ++q) {
        if (q / 4 == p / 4) continue;
        const int before = cost_;
        const long weighted_before = weighted_cost_;
        swap_positions(p, q);
        const int true_delta = cost_ - before;
        const long delta = weighted_cost_ - weighted_before;
        swap_positions(p, q);
        const bool tabu = tabu_until[static_cast<std::size_t>(base_[static_cast<std::size_t>(p)])] > iteration ||
                          tabu_until[static_cast<std::size_t>(base_[static_cast<std::size_t>(q)])] > iteration;
        if (tabu && before + true_delta >= best_cost_) continue;
        if (delta < best_delta) {
          best_delta = delta, best_p = p, best_q = q, ties = 1;
        } else if (delta == best_delta && random.below(++ties) == 0) {
          best_p = p, best_q = q;
        }
      }
    if (best_delta >= 0) {
      // A local minimum under the current weights: make its clashes dearer (breakout).
      for (std::size_t k = 0; k < count_.size(); ++k)
        if (count_[k] > 1 || (static_cast<int>(k) == self_key_ && count_[k] > 0)) {
          weighted_cost_ += (static_cast<int>(k) == self_key_ ? count_[k] : count_[k] * (count_[k] - 1) / 2);
          ++weight_[k];
        }
    }
    if (best_p < 0) {
      best_p = random.below(players_);
      do best_q = random.below(players_);
      while (best_q / 4 == best_p / 4);
    }
    swap_positions(best_p, best_q);
    for (int pos : {best_p, best_q})
      tabu_until[static_cast<std::size_t>(base_[static_cast<std::size_t>(pos)])] = iteration + 2 + random.below(8);
    if (cost_ < best_cost_) {
      best_cost_ = cost_;
      best_base_ = base_;
      last_improvement = iteration;
    }
  }
  return best_cost_ == 0;
}

std::vector<int> CyclicSearch::multipliers() const {
  std::vector<int> ms;
  for (int m = 1; m < std::max(2, rounds_); ++m)
    if (std::gcd(m, rounds_) == 1 && (static_cast<long>(m) * m % rounds_ * m) % rounds_ == 1 % rounds_) ms.push_back(m);
  return ms;
}

int CyclicSearch::image(int x, int multiplier) const {
  const int run_players = orbits_ * rounds_;
  auto turn = [](int i, int n) { return i < n - n % 3 ? i - i % 3 + (i % 3 + 1) % 3 : i; };
  if (x >= run_players) return run_players + turn(x - run_players, fixed_);
  return turn(x / rounds_, orbits_) * rounds_ + (x % rounds_) * multiplier % rounds_;
}

bool CyclicSearch::backtrack(Random& random, const Deadline& deadline, int multiplier, long steps) {
  std::vector<char> used(count_.size(), 0), placed(static_cast<std::size_t>(players_), 0);
  std::vector<Table> tables;  // the first round so far
  long budget = 0, nodes = 0;
  bool out_of_time = false;
  const int run_players = orbits_ * rounds_;
  const int all_tables = players_ / 4;
  // Places `table` and, with a multiplier, its images under the symmetry; false if a player or a
  // difference would be used twice (then nothing is placed).
  auto place = [&](const Table& table) {
    std::vector<Table> images{table};
    if (multiplier > 0)
      for (int k = 1; k < 3; ++k) {
        Table next;
        for (int s = 0; s < 4; ++s) next[static_cast<std::size_t>(s)] = image(images.back()[static_cast<std::size_t>(s)], multiplier);
        Table sorted_next = next, sorted_first = table;
        std::sort(sorted_next.begin(), sorted_next.end());
        std::sort(sorted_first.begin(), sorted_first.end());
        if (sorted_next == sorted_first) break;
        images.push_back(next);
      }
    std::vector<int> keys, players;
    bool ok = true;
    for (const Table& t : images)
      for (int s = 0; s < 4 && ok; ++s) {
        const auto x = static_cast<std::size_t>(t[static_cast<std::size_t>(s)]);
        ok = !placed[x];
        if (ok) placed[x] = 1, players.push_back(static_cast<int>(x));
        for (int o = 0; o < s && ok; ++o) {
          const int k = key(t[static_cast<std::size_t>(s)], t[static_cast<std::size_t>(o)]);
          ok = k != self_key_ && !used[static_cast<std::size_t>(k)];
          if (ok) used[static_cast<std::size_t>(k)] = 1, keys.push_back(k);
        }
      }
    if (!ok) {
      for (int k : keys) used[static_cast<std::size_t>(k)] = 0;
      for (int x : players) placed[static_cast<std::size_t>(x)] = 0;
      return std::size_t{0};
    }
    for (const Table& t : images) tables.push_back(t);
    return images.size();
  };
  auto unplace = [&](std::size_t count) {
    for (; count > 0; --count) {
      const Table t = tables.back();
      tables.pop_back();
      for (int s = 0; s < 4; ++s) {
        placed[static_cast<std::size_t>(t[static_cast<std::size_t>(s)])] = 0;
        for (int o = 0; o < s; ++o) used[static_cast<std::size_t>(key(t[static_cast<std::size_t>(s)], t[static_cast<std::size_t>(o)]))] = 0;
      }
    }
  };
  Table table;
  // Fills seat `seat` of the next table; false when no completion within the node budget.
  std::function<bool(int)> fill = [&](int seat) -> bool {
    if (static_cast<int>(tables.size()) == all_tables) return true;
    if (++nodes > budget) return false;
    if (nodes % 1024 == 0 && deadline.passed()) out_of_time = true;
    if (out_of_time) return false;
    std::vector<int> options;
    if (seat == 0) {
      // Fixed players open tables, one each; then the smallest player left.
      int first = run_players;
      while (first < players_ && placed[static_cast<std::size_t>(first)]) ++first;
      if (first == players_) {
        first = 0;
        while (placed[static_cast<std::size_t>(first)]) ++first;
      }
      options.push_back(first);
    } else {
      for (int x = seat == 1 ? 0 : table[static_cast<std::size_t>(seat - 1)] + 1; x < run_players; ++x) {
        if (placed[static_cast<std::size_t>(x)]) continue;
        bool ok = true;
        for (int o = 0; o < seat && ok; ++o) {
          const int k = key(x, table[static_cast<std::size_t>(o)]);
          ok = k != self_key_ && !used[static_cast<std::size_t>(k)];
          for (int o2 = 0; o2 < o && ok; ++o2) ok = k != key(table[static_cast<std::size_t>(o)], table[static_cast<std::size_t>(o2)]);
        }
        // Moving a run along, or renumbering runs, changes nothing: without a symmetry imposed, the
        // first fixed player's table can be taken to hold the first player of runs 1, 2 and 3.
        if (multiplier == 0 && tables.empty() && fixed_ > 0 && orbits_ >= 3) ok = ok && x == (seat - 1) * rounds_;
        if (ok) options.push_back(x);
      }
      random.shuffle(options.begin(), options.end());
    }
    for (int x : options) {
      table[static_cast<std::size_t>(seat)] = x;
      if (seat < 3) {
        if (fill(seat + 1)) return true;
      } else if (const std::size_t placed_tables = place(table); placed_tables > 0) {
        if (fill(0)) return true;
        unplace(placed_tables);
      }
      if (out_of_time || nodes > budget) return false;
    }
    return false;
  };
  for (budget = 1000; budget <= steps && !deadline.passed(); budget *= 2) {
    nodes = 0;
    unplace(tables.size());
    if (fill(0)) {
      for (std::size_t t = 0; t < tables.size(); ++t)
        for (std::size_t s = 0; s < 4; ++s) best_base_[4 * t + s] = tables[t][s];
      best_cost_ = 0;
      return true;
    }
    if (out_of_time) break;
  }
  return false;
}

Schedule CyclicSearch::schedule() const {
  Schedule s;
  s.players = players_;
  const int run_players = orbits_ * rounds_;
  for (int t = 0; t < rounds_; ++t) {
    Round round;
    for (std::size_t pos = 0; pos < best_base_.size(); pos += 4) {
      Table table;
      for (std::size_t seat = 0; seat < 4; ++seat) {
        const int x = best_base_[pos + seat];
        table[seat] = x >= run_players ? x : (x / rounds_) * rounds_ + (x % rounds_ + t) % rounds_;
      }
      round.push_back(table);
    }
    s.rounds.push_back(std::move(round));
  }
  return s;
}

}  // namespace tenbou::seating
