#pragma once
// Finding registered players by what a referee types: a name, a unique prefix of one, an EMA number.

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "store/tournament_store.h"

namespace tenbou {

/// The registered players, searchable the way a referee names them at the table. A value: references and
/// pointers it hands out stay valid while this directory lives (the tournament replaces its directory after
/// a write that registered players, so keep copies of rows, not pointers, beyond one command).
class PlayerDirectory {
 public:
  explicit PlayerDirectory(std::vector<PlayerRow> players);

  const std::vector<PlayerRow>& all() const { return players_; }
  const PlayerRow& by_id(RowId id) const;

  /// The players `text` names: the one whose EMA number or whole name (ignoring case) it is, otherwise
  /// every player whose name starts with it. Only `among` are searched when it is not empty.
  std::vector<const PlayerRow*> matches(std::string_view text, const std::vector<RowId>& among = {}) const;

  /// The one player `text` names. Throws TournamentError naming `field`, the text and the candidates
  /// (or how to register a player) when it names none or several.
  const PlayerRow& find(std::string_view field, std::string_view text) const;

 private:
  std::vector<PlayerRow> players_;
  std::unordered_map<RowId, std::size_t> by_id_;
};

/// The names of `players`, joined with ", ".
std::string name_list(const std::vector<const PlayerRow*>& players);

}  // namespace tenbou
