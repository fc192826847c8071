#pragma once
// The game-record JSON format: one game's ruleset, players, start and hands, as documented in README.md. Its
// reader is record/record_reader.h, its writers record/record_writer.h.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "engine/hand.h"
#include "engine/problem.h"
#include "engine/replay.h"
#include "engine/settle.h"
#include "record/win_at_table.h"
#include "rules/ruleset.h"

namespace tenbou {

/// One game as entered: the facts a score sheet is replayed from.
struct GameRecord {
  std::string ruleset_name = "ema2016";
  std::string rules;                                ///< overrides of the preset as written (a JSON object), "" for none
  std::shared_ptr<const Ruleset> ruleset;
  Names players;                                    ///< by starting seat: East, South, West, North
  TableState start;
  std::vector<Hand> hands;
  std::optional<SheetResult> final_scores;          ///< a game recorded by its final scores: then no hands
  std::vector<std::string> notes;                   ///< an optional note per hand ("" if none)
  std::vector<HandTiles> tiles;                     ///< the tiles of each hand's wins; empty when no hand has tiles
  bool finished = false;                            ///< the referee closed the game after these hands
  bool ruleset_given = false;                       ///< the record names its ruleset (else ema2016 is assumed)
  int round = 0;                                    ///< tournament round, if the record carries one (else 0)
  int table = 0;                                    ///< table number, if the record carries one (else 0)

  /// The tiles of hand `index`'s wins (none where no tiles were entered).
  const HandTiles& tiles_of(std::size_t index) const {
    static const HandTiles kNone{};
    return index < tiles.size() ? tiles[index] : kNone;
  }
};

/// Names players at a table are known by other than their names now (a renamed player's earlier name, a
/// duplicate merged into the player), with the seat each stands for.
using FormerNames = std::vector<std::pair<std::string, Seat>>;

/// The players at a table as stored facts may name them: by their names now, or by an earlier name. A view:
/// `current` and `former` must remain live while it is in use.
struct TableNames {
  TableNames(const Names& current, const FormerNames* former = nullptr) : current(current), former(former) {}
  const std::string& operator[](Seat s) const { return current[s]; }
  const Names& current;
  const FormerNames* former;
};

/// Why a record cannot be read: the hand it concerns (1-based; 0 = the record as a whole) and the reason.
struct RecordError : Error {
  /// `field` names the JSON key at fault, where one is ("discarder"), for a door that words it its own way.
  RecordError(int hand, std::string message, std::string_view field = {});
  int hand = 0;
};

}  // namespace tenbou
