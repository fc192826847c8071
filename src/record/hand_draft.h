#pragma once
// A hand as a person or a file gives it, before its players are found at the table: what every front door makes
// (the hand verbs, `tenbou table` lines, the API's JSON, game records read on import and replay) and the one
// statement of what a hand needs for its result (who won, how much, from whom). Each door finds players its own
// way (SeatFinder) and words what is wrong its own way (DraftWords).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/hand.h"
#include "record/win_at_table.h"
#include "record/written_tiles.h"

namespace tenbou {

/// One win as given; the winner and pao are named as given. With `tiles` the han, fu, yakuman and dora may be
/// left out: the tiles give them, and what is given must agree.
struct WinDraft {
  std::string winner;
  std::optional<int> han;
  std::optional<int> fu;
  std::optional<int> yakuman;
  std::optional<int> dora;
  std::string pao;
  std::optional<WrittenTiles> tiles;
};

/// A hand as given: players by name (or however the door's SeatFinder finds them).
struct HandDraft {
  Outcome outcome = Outcome::Draw;
  std::vector<WinDraft> wins;
  std::string discarder;
  std::vector<std::string> riichi;
  std::vector<std::string> tenpai;
  std::vector<std::string> nagashi;
  std::string offender;
  std::string note;
};

/// Whether the draft names a player by a seat wind (E, S, W or N: this hand's winds, not the starting seats), so
/// that a door shows whom each wind names.
bool names_a_wind(const HandDraft& draft);

/// Where in a draft something is: the field ("winner", "han", "fu", "pao", "discarder", "winners" of a nagashi,
/// "offender", "tenpai", "riichi") and, for a win's fields, the win (0-based; -1 for the hand's own fields).
struct DraftPlace {
  std::string_view field;
  int win = -1;
};

/// What is wrong with a draft for its result, as data for the door to word.
struct DraftFault {
  enum class Kind {
    Missing,   ///< the result needs `at` (a han below 5 needs its fu: `at` is fu)
    TooMany,   ///< more winners than the result has (`count` given)
    NotHere,   ///< the result takes no `at` (a winner for a draw)
    Twice,     ///< the list `at` names the player at `seat` twice
  };
  Kind kind;
  DraftPlace at;
  std::size_t count = 0;
  Seat seat{};
};

/// The most winners a result has: three for a ron, one for a tsumo, none otherwise.
std::size_t most_winners(Outcome outcome);

/// Finds the players a draft names, as its door lets people name them; refuses, in the door's words, a name
/// that finds nobody at the table.
class SeatFinder {
 public:
  virtual ~SeatFinder() = default;
  virtual Seat seat(DraftPlace at, const std::string& text) const = 0;
  /// The name of the player at `seat`, as the door shows it.
  virtual const std::string& name(Seat seat) const = 0;
};

/// Words a DraftFault as its door does and throws it.
class DraftWords {
 public:
  virtual ~DraftWords() = default;
  [[noreturn]] virtual void refuse(const DraftFault& fault, const HandDraft& draft, const SeatFinder& at) const = 0;
};

/// The hand `draft` describes, its players found by `at`; `tiles` receives the tiles of its wins. A draft that
/// lacks what its result needs is refused through `words`. The tiles give a tiled win's value later, when the hand
/// is replayed (see tiles_completion).
Hand draft_to_hand(const HandDraft& draft, const SeatFinder& at, const DraftWords& words, HandTiles& tiles);

}  // namespace tenbou
