#pragma once
// Removing a registration made by mistake (a test entry, a player typed twice who never played), and bringing
// it back. A removal is an append-only fact with who, when and why, like every other correction; the player
// then appears in no list, page, report, team or export (`player list --removed` shows them).

#include <string>
#include <string_view>
#include <vector>

#include "tournament/entry/entry_context.h"
#include "tournament/tournament.h"

namespace tenbou {

/// A registration removed or restored, for the confirmation.
struct PlayerRemoval {
  PlayerRow player;
  std::vector<std::string> teams;  ///< the teams the player leaves (remove) or is back in (restore)
};

/// Removes the registration `who` names. Refused (TournamentError naming the field and the way out, nothing
/// written) without a reason, or when the player has a game (voided ones too), a penalty (a cancelled one too), a
/// round recorded missed, a seat in a round of the seating plan that has started, or a seat in a later round of it.
PlayerRemoval remove_player(Tournament& t, std::string_view who, const EntryContext& context);

/// Brings back the removed registration `who` names (among the removed: `player list --removed`); needs a reason.
/// Its name and EMA number stayed taken while it was removed (players.h), so nothing can clash with them.
PlayerRemoval restore_player(Tournament& t, std::string_view who, const EntryContext& context);

/// "registration removed", "registration restored": one removal fact, for a history.
std::string removal_text(const PlayerRemovalRow& row);

}  // namespace tenbou
