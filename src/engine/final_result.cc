#include "engine/final_result.h"

namespace tenbou {

PerSeat<Points> split_evenly(Points total, SeatSet among) {
  PerSeat<Points> parts;
  const Points n = among.size();
  if (n == 0) return parts;
  const Points units = total / 100;
  Points each = units / n;
  if (units % n != 0 && units < 0) --each;  // floor, so the remainder is never negative
  Points remainder = units - each * n;
  for_each_seat([&](Seat s) {
    if (!among.contains(s)) return;
    parts[s] = each * 100;
    if (remainder > 0) {
      parts[s] += 100;
      --remainder;
    }
  });
  return parts;
}

namespace {

PerSeat<int> place_players(const Ruleset& rules, const PerSeat<Points>& scores) {
  PerSeat<int> places;
  for_each_seat([&](Seat s) {
    int place = 1;
    for_each_seat([&](Seat other) {
      const bool ahead = scores[other] > scores[s] ||
                         (rules.ties == Ties::SeatOrder && scores[other] == scores[s] && other.index < s.index);
      if (ahead) ++place;
    });
    places[s] = place;
  });
  return places;
}

PerSeat<Points> share_uma(const Ruleset& rules, const PerSeat<int>& places) {
  PerSeat<Points> uma;
  for (int place = 1; place <= kSeats; ++place) {
    SeatSet tied;
    for_each_seat([&](Seat s) {
      if (places[s] == place) tied.add(s);
    });
    Points pool = 0;
    for (int k = 0; k < tied.size(); ++k) pool += rules.uma[place - 1 + k];
    const PerSeat<Points> parts = split_evenly(pool, tied);
    for_each_seat([&](Seat s) { uma[s] += parts[s]; });
  }
  return uma;
}

}  // namespace

FinalResult settle_game(const Ruleset& rules, const PerSeat<Points>& scores, int riichi_sticks_left,
                        const PerSeat<int>& chombos) {
  FinalResult f;
  f.scores = scores;
  f.places = place_players(rules, scores);
  f.uma = share_uma(rules, f.places);
  SeatSet first;
  for_each_seat([&](Seat s) {
    if (f.places[s] == 1) first.add(s);
  });
  // The oka: what all four gave up by counting from return points above their starting points, to first place.
  const PerSeat<Points> oka = split_evenly(kSeats * (rules.result_base() - rules.starting_points), first);
  for_each_seat([&](Seat s) { f.uma[s] += oka[s]; });
  if (rules.leftover_riichi_to_first) f.leftover_riichi = split_evenly(riichi_sticks_left * rules.riichi_deposit, first);
  for_each_seat([&](Seat s) {
    if (rules.chombo == ChomboPenalty::DeductionAfterUma) f.penalties[s] = -rules.chombo_deduction * chombos[s];
    f.results[s] = scores[s] + f.leftover_riichi[s] - rules.result_base() + f.uma[s] + f.penalties[s];
  });
  return f;
}

}  // namespace tenbou
