#include "tournament/people/participation.h"

#include <nlohmann/json.hpp>

#include "base/named_fields.h"

#include <algorithm>

#include "tournament/entry/game_log.h"
#include "tournament/standings/cut_watch.h"
#include "tournament/standings/stages.h"
#include "tournament/store_access.h"

namespace tenbou {
namespace {

/// The participation of every player, the facts applied in the order entered. A merged duplicate's facts
/// are left out: a merge needs the duplicate's part to be plain (see player_corrections), and the kept
/// player's part is their own.
std::unordered_map<RowId, PlayerParticipation> participation_of(const Tournament& t) {
  std::unordered_map<RowId, PlayerParticipation> out;
  for (const PlayerStatusRow& row : t.store().player_statuses()) {
    if (t.players().resolve(row.player) != row.player) continue;
    PlayerParticipation& p = out[row.player];
    if (row.kind == "substitute") p.substitute = true;
    if (row.kind == "entrant") p.substitute = false;
    if (row.kind == "withdraw") p.withdrawn_after = row.round;
    if (row.kind == "return") p.withdrawn_after = -1;
    if (row.kind == "absent") p.absent_rounds.insert(row.round);
    if (row.kind == "present") p.absent_rounds.erase(row.round);
  }
  return out;
}

/// The player's earliest game (voided games do not count) in a round from `first` to `last`, if any.
std::optional<GameRow> game_in_rounds(const Tournament& t, RowId player, int first, int last) {
  std::optional<GameRow> found;
  for (const GameRow& g : games_in_play(t))
    if (g.round >= first && g.round <= last && std::count(g.players.begin(), g.players.end(), player) > 0 &&
        (!found || g.round < found->round))
      found = g;
  return found;
}

/// Refuses a change to `p`'s participation for `why`; the way out, `remedy`, names `fields` (its options at the
/// command line).
TournamentError participation_refusal(const PlayerRow& p, const std::string& why, const std::string& remedy = "",
                        std::initializer_list<std::string_view> fields = {}) {
  nlohmann::json detail = naming_fields({{"field", "player"}, {"value", p.name}}, fields);
  detail["fields_from"] = p.name.size() + 1 + why.size();  // the fields are the remedy's, after the player and why
  return TournamentError{p.name + " " + why + remedy, std::move(detail)};
}

void check_round(std::string_view field, int round, int lowest) {
  if (round < lowest || round > kMaxRound)
    throw TournamentError{std::string(field) + ": " + std::to_string(round) + " is not valid (a round from " +
                              std::to_string(lowest) + " to " + std::to_string(kMaxRound) + ")",
                          naming_fields({{"field", field}, {"value", round}}, {field})};
}

/// What a change says once made: its text, and the fields the text names (the way on at the command line).
struct Told {
  Told(std::string text, std::initializer_list<std::string_view> fields = {})
      : text(std::move(text)), fields(naming_fields({}, fields)["fields"]) {}
  std::string text;
  nlohmann::json fields;
};

/// Stores one fact about the player `who` names, after `check` has found nothing against it.
template <class Check>
ParticipationChange record_status(Tournament& t, std::string_view who, const char* kind, int round,
                                  const EntryContext& context, std::string_view why, Check check) {
  require_reason(context, why);
  TournamentWrite tx(t);
  const PlayerRow player = t.players().find("player", who);
  const Participation all = read_participation(t);
  Told told = check(player, all.of(player.id));
  const CutWatch cuts(t, 0);  // who may go on, and the absent-results before a cut
  t.store().insert_player_status(
      {.player = player.id, .kind = kind, .round = round, .reason = context.reason, .entered_by = context.by});
  ParticipationChange out{player, std::move(told.text), std::move(told.fields), cuts.changed(t)};
  tx.commit();
  return out;
}

}  // namespace

std::vector<int> PlayerParticipation::counted_absences() const {
  std::vector<int> out;
  for (int round : absent_rounds)
    if (!withdrawn() || round <= withdrawn_after) out.push_back(round);
  return out;
}

const PlayerParticipation& Participation::of(RowId player) const {
  static const PlayerParticipation none;
  const auto it = by_player_.find(player);
  return it == by_player_.end() ? none : it->second;
}

Participation read_participation(const Tournament& t) { return Participation(participation_of(t)); }

void check_takes_part(const Participation& all, const PlayerRow& player, int round) {
  const PlayerParticipation& p = all.of(player.id);
  if (p.withdrawn() && round > p.withdrawn_after)
    throw participation_refusal(player, withdrawal_text(p.withdrawn_after),
                  ": seat a substitute instead, or if the player is back: tenbou player return " + quoted_name(player) +
                      " reason ...",
                  {"reason"});
  if (p.absent_rounds.contains(round))
    throw participation_refusal(player, "is recorded absent from round " + std::to_string(round),
                  ": seat a substitute instead, or if the player is there after all: tenbou player absent " +
                      quoted_name(player) + " round " + std::to_string(round) + " cancel reason ...",
                  {"round", "cancel", "reason"});
}

void check_seated(const Tournament& t, const Participation& all, int round, const std::array<RowId, 4>& players) {
  for (RowId id : players)  // only a player with facts is looked up (an import seats players it registers)
    if (!all.of(id).takes_part(round)) check_takes_part(all, t.players().by_id(id), round);
  check_in_stage(t, all, round, players);
}

std::string record_substitute(Tournament& t, const PlayerRow& player, bool substitute, const EntryContext& context) {
  const PlayerParticipation p = read_participation(t).of(player.id);
  if (p.substitute == substitute) throw participation_refusal(player, substitute ? "is a substitute already" : "is not a substitute");
  if (substitute && !p.absent_rounds.empty())
    throw participation_refusal(player, "is recorded absent from round " + std::to_string(*p.absent_rounds.begin()) +
                              ", and a substitute misses no rounds",
                  " (cancel it first: tenbou player absent " + quoted_name(player) + " round " +
                      std::to_string(*p.absent_rounds.begin()) + " cancel reason ...)",
                  {"round", "cancel", "reason"});
  t.store().insert_player_status({.player = player.id,
                                  .kind = substitute ? "substitute" : "entrant",
                                  .reason = context.reason,
                                  .entered_by = context.by});
  return substitute ? "substitute: no -> yes" : "substitute: yes -> no";
}

ParticipationChange withdraw_player(Tournament& t, std::string_view who, int after_round, const EntryContext& context) {
  check_round("after-round", after_round, 0);
  return record_status(t, who, "withdraw", after_round, context, "to withdraw a player",
                       [&](const PlayerRow& player, const PlayerParticipation& p) -> Told {
                         if (p.withdrawn())
                           throw participation_refusal(player, withdrawal_text(p.withdrawn_after) + " already",
                                         " (to change the round: tenbou player return " + quoted_name(player) +
                                             " reason ..., then withdraw again)",
                                         {"reason"});
                         if (const auto g = game_in_rounds(t, player.id, after_round + 1, kMaxRound))
                           throw participation_refusal(player, "has game " + GameRef{g->round, g->table}.text() + " in round " +
                                                     std::to_string(g->round) + ", after round " +
                                                     std::to_string(after_round) + ": withdraw after round " +
                                                     std::to_string(g->round) + ", or void that game first");
                         return {player.name + " " + withdrawal_text(after_round) +
                                (after_round == 0 ? "" : ": the games played so far stay") +
                                "; a seating plan seats them no more once regenerated "
                                "(tenbou seating regenerate from-round " +
                                std::to_string(after_round + 1) + " reason ..., with add for a substitute)",
                                {"from-round", "reason", "add"}};
                       });
}

ParticipationChange return_player(Tournament& t, std::string_view who, const EntryContext& context) {
  return record_status(t, who, "return", 0, context, "to record a player's return",
                       [&](const PlayerRow& player, const PlayerParticipation& p) -> Told {
                         if (!p.withdrawn()) throw participation_refusal(player, "has not withdrawn (nothing to return from)");
                         std::string missed;  // rounds recorded missed before the withdrawal count again
                         for (int round : p.absent_rounds)
                           if (round > p.withdrawn_after) missed += (missed.empty() ? "" : ", ") + std::to_string(round);
                         return {player.name + " is back after withdrawing after round " +
                                std::to_string(p.withdrawn_after) +
                                (missed.empty() ? "" : " (recorded absent from round " + missed + " again)") +
                                    ": seat them in the rounds to come (tenbou seating regenerate from-round ... add " +
                                    quoted_name(player) + " reason ...)",
                                {"from-round", "add", "reason"}};
                       });
}

ParticipationChange mark_absent(Tournament& t, std::string_view who, int round, bool absent, const EntryContext& context) {
  check_round("round", round, 1);
  return record_status(t, who, absent ? "absent" : "present", round, context,
                       absent ? "to record a missed round" : "to cancel a missed round",
                       [&](const PlayerRow& player, const PlayerParticipation& p) -> Told {
                         const std::string in_round = "round " + std::to_string(round);
                         if (!absent) {
                           if (!p.absent_rounds.contains(round)) throw participation_refusal(player, "is not recorded absent from " + in_round);
                           return player.name + " is no longer recorded absent from " + in_round;
                         }
                         if (p.substitute) throw participation_refusal(player, "is a substitute: a substitute misses no rounds");
                         if (p.withdrawn() && round > p.withdrawn_after)
                           throw participation_refusal(player, withdrawal_text(p.withdrawn_after) +
                                                     ": the rounds after it are not missed ones");
                         if (p.absent_rounds.contains(round)) throw participation_refusal(player, "is recorded absent from " + in_round + " already");
                         if (const auto g = game_in_rounds(t, player.id, round, round))
                           throw participation_refusal(player, "plays game " + GameRef{g->round, g->table}.text() + " in " + in_round +
                                                     " (if a substitute played it, correct its seats: tenbou game seats " +
                                                     GameRef{g->round, g->table}.text() + " ...)");
                         return player.name + " missed " + in_round + ": it counts with the tournament's absent-result";
                       });
}

std::string withdrawal_text(int after_round) {
  return after_round == 0 ? "withdrew before round 1" : "withdrew after round " + std::to_string(after_round);
}

std::string status_text(const PlayerStatusRow& row) {
  const std::string round = std::to_string(row.round);
  if (row.kind == "substitute") return "marked a substitute";
  if (row.kind == "entrant") return "marked an entrant (no longer a substitute)";
  if (row.kind == "withdraw") return withdrawal_text(row.round);
  if (row.kind == "return") return "returned after withdrawing";
  if (row.kind == "absent") return "absent from round " + round;
  if (row.kind == "present") return "no longer absent from round " + round;
  return row.kind;
}

}  // namespace tenbou
