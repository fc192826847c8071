#pragma once
// How players take part beyond their games: substitutes who only fill seats, players who withdraw after a
// round (and come back), rounds a player misses (a late arrival). Each change is a fact with who, when and
// why (schema table player_status); the standings, the EMA results file and the seating read them here.

#include <array>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "tournament/entry/entry_context.h"
#include "tournament/tournament.h"

namespace tenbou {

/// One player's part as the facts stand.
struct PlayerParticipation {
  bool substitute = false;   ///< fills seats only (ranked or not as the tournament's setting says)
  int withdrawn_after = -1;  ///< the last round played before withdrawing (0: before the first); -1: playing
  std::set<int> absent_rounds;  ///< rounds recorded missed

  bool withdrawn() const { return withdrawn_after >= 0; }
  /// Whether the player is there for `round`: not withdrawn before it, not recorded absent from it.
  bool takes_part(int round) const { return !(withdrawn() && withdrawn_after < round) && !absent_rounds.contains(round); }
  /// The rounds missed that count: a round after a withdrawal is not missed, the player has left.
  std::vector<int> counted_absences() const;
};

/// Every player's part, by id (merged duplicates' facts count for the kept player); players without any
/// fact are absent from the map and take part in every round.
class Participation {
 public:
  Participation() = default;
  explicit Participation(std::unordered_map<RowId, PlayerParticipation> by_player) : by_player_(std::move(by_player)) {}
  const PlayerParticipation& of(RowId player) const;

 private:
  std::unordered_map<RowId, PlayerParticipation> by_player_;
};

/// The participation facts of `t` as they stand.
Participation read_participation(const Tournament& t);

/// Refuses to seat `player` in `round` when `all` says the player is not there (withdrawn before it, or
/// recorded absent from it), naming the way back. Throws TournamentError.
void check_takes_part(const Participation& all, const PlayerRow& player, int round);

/// check_takes_part for the four players of a game of `round` (starting, importing, reseating, restoring), and
/// check_in_stage (stages.h): a round of a stage seats its players only.
void check_seated(const Tournament& t, const Participation& all, int round, const std::array<RowId, 4>& players);

/// A change of a player's part, for the confirmation.
struct ParticipationChange {
  PlayerRow player;
  std::string text;  ///< "Dmitri Volkov withdrew after round 3: ..."
  nlohmann::json fields = nlohmann::json::array();  ///< the fields `text` names, for the door to word (named_fields.h)
  std::optional<std::string> cut_changed;  ///< how the change moved a stage's cut (cut_watch.h)
};

/// Records, within the caller's write, that `player` is a substitute (or, `substitute` false, an entrant
/// again). Refused when the player is so already, or (to become one) has rounds recorded missed. Returns
/// "substitute: no -> yes" for the confirmation.
std::string record_substitute(Tournament& t, const PlayerRow& player, bool substitute, const EntryContext& context);

/// Records that the player withdrew after `after_round` (0: before the first round). Refused when the
/// player has a game in a later round, or has withdrawn already. Needs a reason.
ParticipationChange withdraw_player(Tournament& t, std::string_view who, int after_round, const EntryContext& context);

/// Cancels the player's withdrawal: the player is seated in later rounds again. Needs a reason.
ParticipationChange return_player(Tournament& t, std::string_view who, const EntryContext& context);

/// Records that the player missed `round` (`absent` true), which gets the tournament's absent-result, or
/// cancels that record (`absent` false). Refused when the player has a game in that round, is a substitute,
/// or withdrew before it. Needs a reason.
ParticipationChange mark_absent(Tournament& t, std::string_view who, int round, bool absent, const EntryContext& context);

/// "withdrew after round 3", or "withdrew before round 1" for a withdrawal after round 0.
std::string withdrawal_text(int after_round);

/// "marked a substitute", "withdrew after round 3", "absent from round 2": one status fact, for a history.
std::string status_text(const PlayerStatusRow& row);

}  // namespace tenbou
