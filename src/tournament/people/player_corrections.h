#pragma once
// Corrections of registered players: an edit of their details (a misspelt name, a late EMA number) and the
// merge of a player registered twice. Each is a new row with who, when and why; the players as they stand
// are the registrations with every correction applied, and the history shows the old and the new.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tournament/entry/entry_context.h"
#include "tournament/tournament.h"

namespace tenbou {

/// The details an edit sets: a field left out stays as it is; "" clears it (the name cannot be cleared).
struct PlayerChanges {
  std::optional<std::string> name, given, family, ema, country, club;
  std::optional<std::vector<std::string>> online_names;  ///< replaces them all ({""} clears them)
  std::optional<bool> substitute;  ///< a substitute, or an entrant again (a participation fact, not a detail)
  bool empty() const {
    return !name && !given && !family && !ema && !country && !club && !online_names && !substitute;
  }
};

/// What a correction of a player did, for its confirmation.
struct PlayerCorrection {
  PlayerRow before;                 ///< the player (the one kept, for a merge) before it
  PlayerRow after;                  ///< and after it
  std::vector<std::string> changes;  ///< "name: Alce Martin -> Alice Martin", one per field changed
  std::optional<PlayerRow> duplicate;  ///< for a merge: the player merged away
  int games_moved = 0;                 ///< for a merge: the duplicate's games, now the kept player's
  std::optional<std::string> cut_changed;  ///< how a merge or a change of substitute moved a stage's cut (cut_watch.h)
};

/// Edits the player `who` names (as everywhere: a name, a unique start, an EMA number). Refused (nothing
/// written) without a change, without a reason, with a detail that is not valid, or with a name or EMA
/// number another player has. Facts that name the player by an earlier name keep reading as this player.
PlayerCorrection edit_player(Tournament& t, std::string_view who, const PlayerChanges& changes,
                             const EntryContext& context);

/// Merges `duplicate` into `kept`: every game, penalty and seat of the duplicate counts as the kept player's
/// and the duplicate is no longer listed. Refused if both sat in one game, played in one round, or are
/// seated in one round of the seating plan.
PlayerCorrection merge_players(Tournament& t, std::string_view kept, std::string_view duplicate,
                               const EntryContext& context);

/// One event of a player's history: the registration, an edit, a merge.
struct PlayerEvent {
  std::string at;    ///< when (UTC)
  std::string by;    ///< who made it ("" when not given)
  std::string what;  ///< "registered as Alce Martin (FRA)", "name: Alce Martin -> Alice Martin", ...
  std::string reason;
};

/// A player and every change to the player, oldest first.
struct PlayerHistory {
  PlayerRow player;
  std::vector<PlayerEvent> events;
};

/// The history of `player` (a registered player of `t`), with the duplicates merged into it.
PlayerHistory player_history(const Tournament& t, const PlayerRow& player);

/// The history of every player's corrections (edits and merges, not registrations), oldest first, each
/// event's `what` naming the player.
std::vector<PlayerEvent> player_corrections(const Tournament& t);

}  // namespace tenbou
