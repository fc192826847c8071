#include "tournament/seats/seat_replacement.h"

#include <nlohmann/json.hpp>

#include "base/named_fields.h"

#include <algorithm>

#include "tournament/people/participation.h"

namespace tenbou {
namespace {

/// The position of `id` among the plan's players, or -1.
int index_of(const StoredSeating& plan, RowId id) {
  const auto it = std::find(plan.players.begin(), plan.players.end(), id);
  return it == plan.players.end() ? -1 : static_cast<int>(it - plan.players.begin());
}

/// The seats of plan player `index` in rounds `from_round` onwards.
std::vector<TakenSeat> seats_of(const StoredSeating& plan, int index, int from_round) {
  std::vector<TakenSeat> out;
  for (int r = from_round; r <= plan.plan.rounds; ++r) {
    const seating::Round& round = plan.schedule.rounds[static_cast<std::size_t>(r - 1)];
    for (std::size_t table = 0; table < round.size(); ++table)
      for (int seat = 0; seat < 4; ++seat)
        if (round[table][static_cast<std::size_t>(seat)] == index)
          out.push_back({r, static_cast<int>(table) + 1, seat});
  }
  return out;
}

}  // namespace

SeatReplacement replace_in_seating(Tournament& t, std::string_view player_name, std::string_view substitute_name,
                                   int from_round, const EntryContext& context) {
  const std::optional<StoredSeating> plan = current_seating(t);
  if (!plan) throw TournamentError{"no seating plan is stored: there are no seats to take over"};
  if (from_round < 1 || from_round > plan->plan.rounds)
    throw TournamentError{"from-round: " + std::to_string(from_round) + " is not a round of the seating plan (1 to " +
                              std::to_string(plan->plan.rounds) + ")",
                          {{"field", "from-round"}, {"value", from_round}}};
  require_reason(context, "to seat a substitute, e.g. who withdrew");
  const PlayerRow player = t.players().find("player", std::string(player_name));
  const PlayerRow substitute = t.players().find("substitute", std::string(substitute_name));
  if (player.id == substitute.id)
    throw TournamentError{"substitute: " + substitute.name + " is the player being replaced", {{"field", "substitute"}}};
  const int player_index = index_of(*plan, player.id);
  std::vector<TakenSeat> seats = player_index < 0 ? std::vector<TakenSeat>{} : seats_of(*plan, player_index, from_round);
  if (seats.empty())
    throw TournamentError{"player: " + player.name + " has no seat in the seating plan from round " +
                              std::to_string(from_round) + " on",
                          {{"field", "player"}, {"value", player.name}}};

  // The seats of the rounds the player is not there for: after a withdrawal, or a round recorded missed (a player
  // absent from one round keeps the seats of the others).
  const Participation participation = read_participation(t);
  const PlayerParticipation& gone = participation.of(player.id);
  const int first = seats.front().round;
  std::erase_if(seats, [&](const TakenSeat& s) { return gone.takes_part(s.round); });
  if (seats.empty())
    throw TournamentError{"player: " + player.name + " has neither withdrawn nor been recorded absent from round " +
                              std::to_string(first) + " (record it first: tenbou player withdraw \"" + player.name +
                              "\" after-round " + std::to_string(first - 1) + " reason ..., or tenbou player "
                              "absent \"" + player.name + "\" round " + std::to_string(first) + " reason ...)",
                          naming_fields({{"field", "player"}, {"value", player.name}},
                                        {"after-round", "reason", "round", "reason"})};
  const std::vector<GameRow> games = games_in_play(t);
  for (const TakenSeat& s : seats) {
    for (const GameRow& g : games)
      if (g.round == s.round && g.table == s.table)
        throw TournamentError{"substitute: " + substitute.name + " cannot take the seat at table " +
                                  std::to_string(s.table) + " in round " + std::to_string(s.round) + ": game " +
                                  GameRef{g.round, g.table}.text() + " has started (correct its seats with tenbou "
                                  "game seats, or void it first)",
                              {{"field", "substitute"}, {"value", substitute.name}, {"round", s.round}}};
    check_takes_part(participation, substitute, s.round);
  }
  const int substitute_index = index_of(*plan, substitute.id);
  for (const TakenSeat& s : seats) {
    const auto seated = [&](const seating::Table& table) {
      return substitute_index >= 0 && std::find(table.begin(), table.end(), substitute_index) != table.end();
    };
    const seating::Round& round = plan->schedule.rounds[static_cast<std::size_t>(s.round - 1)];
    const bool in_plan = std::any_of(round.begin(), round.end(), seated);
    const bool playing = std::any_of(games.begin(), games.end(), [&](const GameRow& g) {
      return g.round == s.round && std::find(g.players.begin(), g.players.end(), substitute.id) != g.players.end();
    });
    if (in_plan || playing)
      throw TournamentError{"substitute: " + substitute.name + " is already seated in round " + std::to_string(s.round),
                            {{"field", "substitute"}, {"value", substitute.name}, {"round", s.round}}};
  }

  // The same plan, the substitute's number in the player's seats from `from_round` on.
  std::vector<RowId> players = plan->players;
  int taker = substitute_index;
  if (taker < 0) {
    players.push_back(substitute.id);
    taker = static_cast<int>(players.size()) - 1;
  }
  seating::Schedule schedule = plan->schedule;
  schedule.players = static_cast<int>(players.size());
  for (const TakenSeat& s : seats)
    schedule.rounds[static_cast<std::size_t>(s.round - 1)][static_cast<std::size_t>(s.table - 1)]
                   [static_cast<std::size_t>(s.seat)] = taker;
  SeatingPlanRow row{.rounds = plan->plan.rounds,
                     .from_round = from_round,
                     .seed = plan->plan.seed,
                     .separate = plan->plan.separate,
                     .reason = context.reason,
                     .entered_by = context.by};
  return {player, substitute, from_round, seats, store_plan(t, std::move(row), players, schedule)};
}

}  // namespace tenbou
