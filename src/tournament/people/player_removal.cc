#include "tournament/people/player_removal.h"

#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include "base/named_fields.h"
#include "tournament/entry/game_log.h"
#include "tournament/entry/game_ref.h"
#include "tournament/people/participation.h"
#include "tournament/people/teams.h"
#include "tournament/seats/seating_plan.h"
#include "tournament/standings/penalties.h"
#include "tournament/store_access.h"

namespace tenbou {
namespace {

/// A refusal to remove `p`: why, then the way out, whose words from `fields` on name fields (named_fields.h).
TournamentError removal_refusal(const PlayerRow& p, const std::string& why, const std::string& way_out,
                        std::initializer_list<std::string_view> fields) {
  const std::string head = "player: " + p.name + " " + why;
  nlohmann::json detail = naming_fields({{"field", "player"}, {"value", p.name}}, fields);
  detail["fields_from"] = head.size();
  return TournamentError{head + way_out, std::move(detail)};
}

/// Refuses to remove `p` while anything entered names them: a game (voided ones too, and seats they were corrected
/// out of: restoring the game or voiding the correction would bring them back), a penalty (a cancelled one too), a
/// round recorded missed. A merged duplicate's entries are the kept player's.
void check_nothing_entered(const Tournament& t, const PlayerRow& p) {
  const auto names = [&](RowId id) { return t.players().resolve(id) == p.id; };
  int last_round = 0;
  std::string first_game;
  const auto found = [&](const GameRow& g) {
    if (first_game.empty()) first_game = GameRef{g.round, g.table}.text();
    last_round = std::max(last_round, g.round);
  };
  std::map<RowId, const GameRow*> by_id;
  const std::vector<GameRow> started = t.store().games();  // as started, before any seat correction
  for (const GameRow& g : started) {
    by_id[g.id] = &g;
    if (std::any_of(g.players.begin(), g.players.end(), names)) found(g);
  }
  for (const EntryRow& e : t.store().entries_of_kind(EntryKind::Seats)) {
    const nlohmann::json seats = nlohmann::json::parse(e.facts, nullptr, false);
    if (seats.is_array() && std::any_of(seats.begin(), seats.end(), [&](const nlohmann::json& id) {
          return id.is_number_integer() && names(id.get<RowId>());
        }))
      if (const auto it = by_id.find(e.game); it != by_id.end()) found(*it->second);
  }
  if (!first_game.empty())
    throw removal_refusal(p, "has played (game " + first_game + "): their games stay, so withdraw them instead",
                  ": tenbou player withdraw " + quoted_name(p) + " after-round " + std::to_string(last_round) + " reason ...",
                  {"after-round", "reason"});
  for (const PenaltyView& view : list_penalties(t))
    if (names(view.penalty.player))
      throw removal_refusal(p, "has a penalty (penalty " + std::to_string(view.penalty.id) +
                           "), which stays in the history",
                    ": withdraw them instead: tenbou player withdraw " + quoted_name(p) + " after-round 0 reason ...",
                    {"after-round", "reason"});
  const PlayerParticipation part = read_participation(t).of(p.id);
  if (!part.absent_rounds.empty()) {
    const std::string round = std::to_string(*part.absent_rounds.begin());
    throw removal_refusal(p, "is recorded absent from round " + round,
                  " (cancel it first: tenbou player absent " + quoted_name(p) + " round " + round + " cancel reason ...)",
                  {"round", "cancel", "reason"});
  }
}

/// Refuses to remove `p` while the seating plan seats them: in a round that has started, or in a later one.
void check_not_seated(const Tournament& t, const PlayerRow& p) {
  const std::optional<StoredSeating> plan = current_seating(t);
  if (!plan) return;
  const auto it = std::find(plan->players.begin(), plan->players.end(), p.id);
  if (it == plan->players.end()) return;
  const int index = static_cast<int>(it - plan->players.begin());
  std::vector<int> started;
  for (const GameRow& g : games_in_play(t)) started.push_back(g.round);
  for (int r = 1; r <= plan->plan.rounds; ++r)
    for (const seating::Table& table : plan->schedule.rounds[static_cast<std::size_t>(r - 1)]) {
      if (std::find(table.begin(), table.end(), index) == table.end()) continue;
      const std::string round = std::to_string(r);
      if (std::find(started.begin(), started.end(), r) != started.end())
        throw removal_refusal(p, "has a seat in round " + round + " of the seating plan, which has started",
                      ": withdraw them instead: tenbou player withdraw " + quoted_name(p) + " after-round " +
                          std::to_string(r - 1) + " reason ...",
                      {"after-round", "reason"});
      if (r == 1)
        throw removal_refusal(p, "is seated in round 1 of the seating plan",
                      ": then seat the others again (tenbou player withdraw " + quoted_name(p) +
                          " after-round 0 reason ..., then tenbou seating generate rounds " +
                          std::to_string(plan->plan.rounds) + " reason ...), and remove them",
                      {"after-round", "reason", "rounds", "reason"});
      throw removal_refusal(p, "is seated in round " + round + " of the seating plan",
                    ": take them out of it first, then remove them (tenbou seating regenerate from-round " + round +
                        " drop " + quoted_name(p) + " reason ..., or tenbou seating replace " + quoted_name(p) +
                        " SUBSTITUTE from-round " + round + " reason ...)",
                    {"from-round", "drop", "reason", "from-round", "reason"});
    }
}

std::vector<std::string> teams_of(const Tournament& t, RowId player) {
  std::vector<std::string> out;
  for (const Team& team : read_teams(t))
    if (std::any_of(team.members.begin(), team.members.end(), [&](const PlayerRow& m) { return m.id == player; }))
      out.push_back(team.name);
  return out;
}

}  // namespace

PlayerRemoval remove_player(Tournament& t, std::string_view who, const EntryContext& context) {
  require_reason(context, "to remove a registration");
  TournamentWrite tx(t);
  PlayerRemoval out{t.players().find("player", who), {}};
  check_nothing_entered(t, out.player);
  check_not_seated(t, out.player);
  out.teams = teams_of(t, out.player.id);
  t.store().insert_player_removal({.player = out.player.id, .kind = "remove", .reason = context.reason, .entered_by = context.by});
  tx.commit();
  return out;
}

PlayerRemoval restore_player(Tournament& t, std::string_view who, const EntryContext& context) {
  require_reason(context, "to restore a registration");
  TournamentWrite tx(t);
  PlayerRemoval out{t.players().find_removed("player", who), {}};
  t.store().insert_player_removal({.player = out.player.id, .kind = "restore", .reason = context.reason, .entered_by = context.by});
  tx.commit();
  out.teams = teams_of(t, out.player.id);  // as committed: the players are read again
  return out;
}

std::string removal_text(const PlayerRemovalRow& row) {
  return row.kind == "remove" ? "registration removed" : "registration restored";
}

}  // namespace tenbou
