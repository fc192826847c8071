#pragma once
// Finding registered players by what a referee types: a name, a unique prefix of one, an EMA number. The
// players as they stand: registrations with every edit applied, duplicates merged into the kept player, removed
// registrations kept apart (player_removal.h).

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "store/rows.h"

namespace tenbou {

class Tournament;

class TournamentStore;

/// The registered players, searchable the way a referee names them at the table. A value: references and
/// pointers it hands out stay valid while this directory lives (the tournament replaces its directory after
/// a write that registered, edited or merged players, so keep copies of rows, not pointers, beyond one
/// command).
class PlayerDirectory {
 public:
  /// The players of `registered` with `edits` applied in order, `merges` folding each duplicate into the
  /// player it was merged into, and the registrations `removals` leave removed set apart.
  explicit PlayerDirectory(std::vector<PlayerRow> registered, const std::vector<PlayerEditRow>& edits = {},
                           const std::vector<PlayerMergeRow>& merges = {},
                           const std::vector<PlayerRemovalRow>& removals = {});

  /// Every player as they stand, merged duplicates and removed registrations left out, in registration order.
  const std::vector<PlayerRow>& all() const { return players_; }
  /// The removed registrations, in registration order (`player list --removed`).
  const std::vector<PlayerRow>& removed() const { return removed_; }
  /// Whether `id` (or the player a merge kept for it) is a removed registration.
  bool is_removed(RowId id) const { return removed_by_id_.contains(resolve(id)); }
  /// The player `id` stands for now (a merged duplicate is its kept player; a removed registration itself). Throws
  /// TournamentError for an id the file does not hold (a damaged file).
  const PlayerRow& by_id(RowId id) const;
  /// Whether the file holds player `id` (registered, merged or removed).
  bool knows(RowId id) const { return by_id_.contains(resolve(id)) || removed_by_id_.contains(resolve(id)); }
  /// The id that counts for `id`: the kept player's for a merged duplicate, else `id`.
  RowId resolve(RowId id) const;
  /// The names player `id` was known by before: earlier names, and those of duplicates merged into it.
  const std::vector<std::string>& former_names(RowId id) const;

  /// Registers a new player in this directory only (for a write that has not committed yet).
  void add(PlayerRow player);

  /// The players `text` names: the one whose EMA number it is; else those whose whole name it is, ignoring
  /// case, then also accents; else (`text` one word) those with a word of their name that it is ("weiss" for
  /// Anja Weiß), the same two ways; else those whose name starts with it; else (one word) those with a word that
  /// starts with it. The first reading that finds anyone decides. Only `among` are searched when it is not empty.
  std::vector<const PlayerRow*> matches(std::string_view text, const std::vector<RowId>& among = {}) const;

  /// The one player `text` names. Throws TournamentError naming `field`, the text and the candidates
  /// (or how to register a player, or to restore a removed one) when it names none or several.
  const PlayerRow& find(std::string_view field, std::string_view text) const;
  /// The one removed registration `text` names, as find does among the removed (`player restore`).
  const PlayerRow& find_removed(std::string_view field, std::string_view text) const;
  /// As find, or the one removed registration `text` names when it names no registered player (`player history`).
  const PlayerRow& find_even_removed(std::string_view field, std::string_view text) const;

 private:
  std::vector<PlayerRow> players_;
  std::unordered_map<RowId, std::size_t> by_id_;
  std::vector<PlayerRow> removed_;
  std::unordered_map<RowId, std::size_t> removed_by_id_;
  std::unordered_map<RowId, RowId> merged_into_;
  std::unordered_map<RowId, std::vector<std::string>> former_;
};

/// `player`'s name in double quotes, as a command that names them is written ("tenbou player return "Ana"").
std::string quoted_name(const PlayerRow& player);

/// The names of `players` as a choice: "Anja Weiß or Bernd Weiss", "A, B or C".
std::string name_list(const std::vector<const PlayerRow*>& players);

/// Reads the players of a tournament file as they stand.
PlayerDirectory read_players(const TournamentStore& store);

/// The registered player `text` names for `field`, a list of players given as input ("players", "chombo"): as
/// PlayerDirectory::find, the field named for the door to word. Throws TournamentError.
const PlayerRow& listed_player(const Tournament& t, std::string_view field, std::string_view text);

/// Applies one edit's changes (a JSON object of fields; "" clears one) to `player`. Throws TournamentError for
/// changes that cannot be read.
void apply_player_changes(PlayerRow& player, const std::string& changes_json);

}  // namespace tenbou
