#include "tournament/entry/game_corrections.h"

#include <nlohmann/json.hpp>

#include "base/named_fields.h"

#include <algorithm>

#include "tournament/entry/game_start.h"
#include "tournament/people/participation.h"

namespace tenbou {
namespace {

/// Refuses players who play at another table of the round than game `except`.
void check_free_in_round(const Tournament& t, const GamesInPlay& in_play, int round, const std::array<RowId, 4>& players,
                         RowId except) {
  for (RowId id : players)
    if (auto refusal = in_play.plays_elsewhere(round, id, t.players().by_id(id).name, except)) throw *refusal;
}

/// The seats a hand names: winners, discarder, liable players, riichi, tenpai, nagashi holders, offender.
SeatSet named_in(const Hand& h) {
  SeatSet named;
  named.bits = static_cast<std::uint8_t>(h.riichi.bits | h.tenpai.bits | h.nagashi.bits);
  for (std::uint8_t i = 0; i < h.win_count; ++i) {
    named.add(h.wins[i].winner);
    if (h.wins[i].pao) named.add(*h.wins[i].pao);
  }
  if (h.outcome == Outcome::Ron) named.add(h.discarder);
  if (h.outcome == Outcome::Chombo) named.add(h.offender);
  return named;
}

/// Refuses seats that leave out a player a recorded hand (live or voided) names.
void check_hands_keep_their_players(const GameLog& log, const std::array<RowId, 4>& seats) {
  const auto check = [&](const LiveHand& h) {
    for_each_seat([&](Seat s) {
      const PlayerRow& p = log.players[s.index];
      if (named_in(h.hand).contains(s) && std::find(seats.begin(), seats.end(), p.id) == seats.end())
        throw TournamentError{"players: hand " + std::to_string(h.number) + " names " + p.name +
                                  ", who would no longer be at the table",
                              naming_fields({{"field", "players"}, {"hand", h.number}}, {"players"})};
    });
  };
  std::for_each(log.hands.begin(), log.hands.end(), check);
  std::for_each(log.voided_hands.begin(), log.voided_hands.end(), check);
}

EntryRow correction(EntryKind kind, const EntryContext& context) {
  EntryRow entry{.kind = kind, .reason = context.reason, .entered_by = context.by, .expected = context.expect};
  return entry;
}

}  // namespace

EntryResult void_game(Tournament& t, const GameRef& ref, const EntryContext& context) {
  require_reason(context, "to void a game");
  TournamentWrite tx(t);
  GameLog log = load_game_log(t, ref);
  return commit_entry(t, tx, std::move(log), correction(EntryKind::VoidGame, context));
}

EntryResult restore_game(Tournament& t, const GameRef& ref, const EntryContext& context) {
  require_reason(context, "to restore a voided game");
  TournamentWrite tx(t);
  GameLog log = load_game_log(t, ref, GameChoice::Voided);
  const GamesInPlay games(games_in_play(t));
  if (games.table_taken(ref, log.game.id))
    throw TournamentError{"game " + ref.text() + ": another game is in play at that table (void it first, or "
                                                 "leave the voided game voided)",
                          {{"field", "game"}, {"value", ref.text()}}};
  check_free_in_round(t, games, ref.round, log.game.players, log.game.id);
  check_seated(t, read_participation(t), ref.round, log.game.players);
  return commit_entry(t, tx, std::move(log), correction(EntryKind::RestoreGame, context));
}

EntryResult reopen_game(Tournament& t, const GameRef& ref, const EntryContext& context) {
  require_reason(context, "to reopen a game");
  TournamentWrite tx(t);
  GameLog log = load_game_log(t, ref);
  if (!log.finished)
    throw TournamentError{"game " + ref.text() + " was not closed by a referee" +
                              (log.sheet.end == GameEnd::NotOver
                                   ? std::string(" (it is in progress)")
                                   : " (it ended by the rules: " + std::string(game_end_text(log.sheet.end)) +
                                         "; correct its hands with hand ron|tsumo|... amend N, or hand void)"),
                          naming_fields({{"field", "game"}, {"value", ref.text()}}, {"amend"})};
  const ScoreSheet open = replay_or_refuse(t, log, log.hands, false, 0);
  if (open.end != GameEnd::NotOver)
    throw TournamentError{"game " + ref.text() + " ended by the rules (" + std::string(game_end_text(open.end)) +
                              ") and cannot be reopened; correct its hands with hand ron|tsumo|... amend N, or "
                              "hand void",
                          naming_fields({{"field", "game"}, {"value", ref.text()}}, {"amend"})};
  return commit_entry(t, tx, std::move(log), correction(EntryKind::Reopen, context));
}

EntryResult correct_seats(Tournament& t, const GameRef& ref, const std::vector<std::string>& names,
                          const EntryContext& context) {
  if (names.size() != 4)
    throw TournamentError{"players needs four players, East, South, West, North (got " +
                              std::to_string(names.size()) + ")",
                          naming_fields({{"field", "players"}}, {"players"})};
  require_reason(context, "to correct the seats of a game");
  TournamentWrite tx(t);
  GameLog log = load_game_log(t, ref);
  std::array<RowId, 4> seats{};
  for (std::size_t i = 0; i < 4; ++i) {
    const PlayerRow& p = listed_player(t, "players", names[i]);
    if (std::find(seats.begin(), seats.begin() + static_cast<std::ptrdiff_t>(i), p.id) != seats.begin() + static_cast<std::ptrdiff_t>(i))
      throw TournamentError{"players names " + p.name + " twice", naming_fields({{"field", "players"}}, {"players"})};
    seats[i] = p.id;
  }
  if (seats == log.game.players)
    throw TournamentError{"players: game " + ref.text() + " is already seated so",
                          naming_fields({{"field", "players"}}, {"players"})};
  check_free_in_round(t, GamesInPlay(games_in_play(t)), ref.round, seats, log.game.id);
  check_seated(t, read_participation(t), ref.round, seats);
  check_hands_keep_their_players(log, seats);
  EntryRow entry = correction(EntryKind::Seats, context);
  entry.facts = seats_facts(seats);
  return commit_entry(t, tx, std::move(log), std::move(entry));
}

}  // namespace tenbou
