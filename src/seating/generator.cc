#include "seating/generator.h"

#include <algorithm>
#include <numeric>

#include "seating/cyclic_search.h"
#include "seating/deadline.h"
#include "seating/group_layout.h"
#include "seating/relabel.h"
#include "seating/schedule_search.h"
#include "seating/stored_designs.h"
#include "seating/winds.h"

namespace tenbou::seating {
namespace {

// A perfect schedule by the cyclic search, for `rounds` or, failing that, for a round or two more
// with the extra rounds dropped (16/4 and 24/6 have no cyclic form; 16/5 and 24/7 do). Backtracking
// (with each symmetry, then plain) and tabu search take turns with doubling budgets, so easy cases
// end in milliseconds and hard ones get every method. Budgets count steps, not time, so a seed
// always gives the same schedule. Returns the best found, perfect or not, cut to `rounds`.
Schedule cyclic_schedule(int players, int rounds, Random& random, const Deadline& deadline) {
  std::vector<CyclicSearch> searches;
  for (int r = rounds; r <= std::min(rounds + 2, max_rounds_without_repeats(players)); ++r) searches.emplace_back(players, r);
  auto finish = [rounds](const CyclicSearch& search) {
    Schedule s = search.schedule();
    s.rounds.resize(static_cast<std::size_t>(rounds));
    return s;
  };
  for (long steps = 1000; !deadline.passed(); steps *= 2)
    for (CyclicSearch& search : searches) {
      std::vector<int> multipliers = search.multipliers();
      multipliers.push_back(0);
      for (int m : multipliers)
        if (search.backtrack(random, deadline, m, 10 * steps)) return finish(search);
      if (search.run(random, deadline, steps / 8)) return finish(search);
    }
  return finish(searches.front());
}

Schedule random_schedule(int players, int rounds, Random& random) {
  Schedule s{players, {}};
  std::vector<int> order(static_cast<std::size_t>(players));
  std::iota(order.begin(), order.end(), 0);
  for (int r = 0; r < rounds; ++r) {
    random.shuffle(order.begin(), order.end());
    Round round;
    for (std::size_t t = 0; t < order.size(); t += 4) round.push_back({order[t], order[t + 1], order[t + 2], order[t + 3]});
    s.rounds.push_back(std::move(round));
  }
  return s;
}

// A schedule keeping the groups apart by construction (group_layout.h), for a plan with nothing played: one round
// more without repeats (a stored design, else the cyclic search), its first round made the groups' tables. Nothing
// when the groups do not fit at tables or no such schedule is found.
std::optional<Schedule> groups_apart(int players, int rounds, const std::vector<int>& groups, Random& random,
                                     const Deadline& deadline) {
  if (rounds + 1 > max_rounds_without_repeats(players)) return std::nullopt;
  const std::optional<Round> layout = pack_groups(groups);
  if (!layout) return std::nullopt;
  std::optional<Schedule> longer = stored_design(players, rounds + 1);
  if (!longer) longer = cyclic_schedule(players, rounds + 1, random, deadline);
  if (evaluate(*longer).repeated_pairs > 0) return std::nullopt;
  return with_first_round_as(*longer, *layout);
}

// The least sum of m(m-1)/2 over pairs that `meetings` meetings among `players` can have: as even
// a spread as possible.
long repeat_bound(long players, long meetings) {
  const long pairs = players * (players - 1) / 2;
  const long each = meetings / pairs, more = meetings % pairs;
  return more * (each + 1) * each / 2 + (pairs - more) * each * (each - 1) / 2;
}

}  // namespace

Result generate(const Request& request) {
  const Deadline deadline(request.time_limit);
  Random random(request.seed);
  const int n = request.players;
  MeetingCount history(n);
  long meetings = 6L * (n / 4) * request.rounds;
  for (const Round& round : request.played) history.add_round(round, 1);
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) meetings += history(a, b);
  const SearchGoal goal{request.played.empty() ? nullptr : &history, request.groups.empty() ? nullptr : &request.groups};

  // A stored design where the searches fall short of the bound (32 players over 10 rounds); else the cyclic search
  // gets half the time and the general search works on what it leaves.
  // Groups are kept apart by construction where they can be (in a quarter of the time at most); the cyclic search
  // then gets half the time from where that left off.
  const std::optional<Schedule> apart =
      goal.groups && !goal.history
          ? groups_apart(n, request.rounds, request.groups, random, Deadline(request.time_limit / 4))
          : std::nullopt;
  const Deadline cyclic_deadline(request.time_limit / 2);
  const std::optional<Schedule> stored =
      !apart && request.rounds == max_rounds_without_repeats(n) ? stored_design(n, request.rounds) : std::nullopt;
  Schedule s = apart                                             ? *apart
               : stored                                          ? *stored
               : request.rounds <= max_rounds_without_repeats(n) ? cyclic_schedule(n, request.rounds, random, cyclic_deadline)
                                                                 : random_schedule(n, request.rounds, random);
  if (!apart) relabel(s, goal, random, deadline);
  ScheduleSearch search(s, goal);
  // The plan's rounds among themselves share at least least_shared_pairs (below 16 players), whatever was played.
  const long bound = std::max(repeat_bound(n, meetings), least_shared_pairs(n, request.rounds));
  const bool complete = search.repeat_cost() <= bound || search.run(random, deadline, bound);
  if (complete) search.separate_groups(random, deadline, bound);
  s = search.best();

  balance_winds(s.rounds, request.played, n, random);
  number_tables(s.rounds, request.played, n);
  Schedule whole{n, request.played};
  whole.rounds.insert(whole.rounds.end(), s.rounds.begin(), s.rounds.end());
  return {std::move(s), evaluate(whole, goal.groups), complete};
}

}  // namespace tenbou::seating
