#pragma once
// Who may write to the tournament over the network (tenbou serve): one key per game, made when the game is
// started, which writes only to that game, and the organiser's key, which writes anywhere. Keys live in the
// file, so a renewed key holds at once for every process serving it.

#include <optional>
#include <string>
#include <vector>

#include "tournament/entry/game_log.h"

namespace tenbou {

/// The key of one game in play.
struct GameKey {
  GameRef game;
  std::string key;
};

/// The keys that hold: the organiser's and those of the games in play (voided games have none).
struct AccessKeys {
  std::string organiser;
  std::vector<GameKey> games;  ///< in round and table order
};

/// The keys of the games of `round` (every round when not given) and the organiser's.
AccessKeys access_keys(const Tournament& t, std::optional<int> round);

/// Replaces the keys of the games of `round` (without a round: of every game, and the organiser's) by new
/// random ones, at once for every server of the file. Returns the keys as access_keys lists them.
AccessKeys renew_access_keys(Tournament& t, std::optional<int> round);

/// The holder of a key that holds: the organiser, or the phone of one game.
struct KeyHolder {
  bool organiser = false;
  RowId game = 0;  ///< the game whose key it is (0 for the organiser)
  GameRef ref;     ///< that game's round and table
  /// Who wrote, as entries record it: "organiser" or "table 1/3 phone".
  std::string author() const;
  /// Whether an entry's author (`entered_by`) is a table's phone, as author() writes it.
  static bool is_table_phone(std::string_view author);
  /// Whether this key may write to `game` (the game in play at a round and table).
  bool may_write(const GameRow& game) const { return organiser || game.id == this->game; }
};

/// The holder of `key`, or nothing when no key that holds is `key` (an old key, a typo, a voided game's).
std::optional<KeyHolder> key_holder(const Tournament& t, const std::string& key);

}  // namespace tenbou
