#include "tournament/entry/game_start.h"

#include <nlohmann/json.hpp>

#include "base/named_fields.h"
#include "tournament/entry/game_result.h"
#include "tournament/entry/game_write.h"
#include "tournament/people/participation.h"
#include "tournament/store_access.h"

namespace tenbou {

GamesInPlay::GamesInPlay(const std::vector<GameRow>& games) {
  for (const GameRow& g : games) add(g);
}

bool GamesInPlay::table_taken(const GameRef& ref, RowId except) const {
  const auto it = tables_.find({ref.round, ref.table});
  return it != tables_.end() && (except == 0 || it->second != except);
}

std::optional<TournamentError> GamesInPlay::plays_elsewhere(int round, RowId player, const std::string& name,
                                                            RowId except) const {
  const auto it = seated_.find({round, player});
  if (it == seated_.end() || (except != 0 && it->second.game == except)) return std::nullopt;
  return TournamentError{name + " already plays at table " + std::to_string(it->second.table) + " in round " +
                             std::to_string(round),
                         {{"field", "players"}, {"value", name}}};
}

void GamesInPlay::add(const GameRow& game) {
  tables_.emplace(std::make_pair(game.round, game.table), game.id);
  for (RowId player : game.players) seated_.emplace(std::make_pair(game.round, player), Place{game.table, game.id});
}

EntryResult start_game(Tournament& t, const GameRef& ref, const std::vector<std::string>& names,
                       const EntryContext& context) {
  check_context(context);
  TournamentWrite tx(t);
  const PlannedSeats planned = planned_seats(t, ref, names, context);
  GameLog log = start_game_within(t, ref, planned.players);
  if (planned.off_plan) {  // why the table sits otherwise than planned, kept as the entry that seats it so
    EntryRow entry{.kind = EntryKind::Seats, .reason = context.reason, .entered_by = context.by};
    entry.facts = seats_facts(log.game.players);
    log = append_entry(t, std::move(log), std::move(entry)).log;
  }
  tx.commit();
  return EntryResult{.kind = EntryKind::Hand, .log = std::move(log), .started = true};
}

GameLog start_game_within(Tournament& t, const GameRef& ref, const std::vector<std::string>& names) {
  if (names.size() != 4)
    throw TournamentError{"players needs four players, East, South, West, North (got " +
                              std::to_string(names.size()) + ")",
                          naming_fields({{"field", "players"}}, {"players"})};
  const GamesInPlay in_play(games_in_play(t));
  if (in_play.table_taken(ref))
    throw TournamentError{"game " + ref.text() + " has already been started",
                          {{"field", "game"}, {"value", ref.text()}, {"remedy", "started"}}};
  GameRow game{.round = ref.round, .table = ref.table};
  for (std::size_t i = 0; i < 4; ++i) {
    const PlayerRow& p = listed_player(t, "players", names[i]);
    for (std::size_t j = 0; j < i; ++j)
      if (game.players[j] == p.id)
        throw TournamentError{"players names " + p.name + " twice", naming_fields({{"field", "players"}}, {"players"})};
    if (auto refusal = in_play.plays_elsewhere(ref.round, p.id, p.name)) throw *refusal;
    game.players[i] = p.id;
  }
  check_seated(t, read_participation(t), ref.round, game.players);
  t.store().insert_game(std::move(game));
  GameLog log = load_game_log(t, ref);
  t.store().write_state(derive_state(log));
  return log;
}

}  // namespace tenbou
