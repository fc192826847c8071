#pragma once
// A win at its table: the tiles as written (record/written_tiles.h) placed in the hand where they were won, so
// that its han, fu, yakuman and dora follow from them valued there (the winner's seat wind, the round wind, ron
// or tsumo, riichi from the hand), and a value entered beside the tiles must agree with them.

#include <array>
#include <optional>
#include <vector>

#include "engine/replay.h"
#include "hand/hand_score.h"
#include "record/written_tiles.h"

namespace tenbou {

/// A win's tiles and the value entered with them, where one was (each part may be left out).
struct WinAtTable {
  WrittenTiles tiles;
  std::optional<int> han, fu, yakuman, dora;

  bool operator==(const WinAtTable&) const = default;
};

/// The tiles of each win of a hand, in the order of its wins; none for a win entered by han and fu alone.
using HandTiles = std::array<std::optional<WinAtTable>, 3>;

/// How the tiles of recorded hands are taken. `Derive`: the tiles are the truth and a win's value follows from
/// them wherever the game puts the hand (a tournament's stored hands: amending an earlier hand may move the
/// dealer, and with it the winds). `Match`: a value given with the tiles must agree (a record read from a file).
enum class TilesCheck { Derive, Match };

/// The score of `tiles` won by `winner` at the table `before` (ron unless `tsumo`; `riichi`: the hand lists the
/// winner's riichi). Throws hand::HandError or hand::NotationError; riichi in the tiles' flags without the
/// winner's riichi in the hand is refused.
hand::HandScore score_at_table(const Ruleset& rules, const WrittenTiles& tiles, const TableState& before, Seat winner,
                               bool tsumo, bool riichi);

/// Sets `win`'s han, fu, yakuman and dora from `score`.
void take_score(const hand::HandScore& score, Win& win);

/// Why the value entered in `tiled` is not `score`'s: "entered 2 han 50 fu; the tiles give 3 han 40 fu (Riichi 1,
/// ...; fu: ...)". None when every part given agrees.
MaybeProblem check_entered(const WinAtTable& tiled, const hand::HandScore& score);

/// "3 han 40 fu (Riichi 1, Dora 1; fu: base 20, closed ron 10, ..., 34 rounded up to 40)", or "yakuman (...)":
/// the breakdown a referee compares with what was entered.
std::string score_summary(const hand::HandScore& score);

/// A completion for replay that values the wins recorded with tiles (`tiles` by hand, as `hands` are
/// replayed) and sets their han, fu, yakuman and dora; `names` word the problems. Under `Match` a value given
/// with the tiles must agree. `rules`, `names` and `tiles` must outlive the completion.
HandCompletion tiles_completion(const Ruleset& rules, const Names& names, const std::vector<HandTiles>& tiles,
                                TilesCheck check);

}  // namespace tenbou
