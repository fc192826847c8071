#pragma once
// The verbs that enter a hand (ron, tsumo, draw, abortive, nagashi, chombo) and the options they take: one
// definition, used by `tenbou hand VERB` and by the lines of `tenbou table`.

#include <functional>
#include <optional>

#include "cli/entry_options.h"

namespace tenbou::cli {

/// Who makes an entry, why, and which hand it concerns, as parsed from the options.
EntryContext context_of(const EntryOptions& o);

/// Adds --by and --format, --game (unless `with_game` is false: the table mode has its game) and --expect.
/// --game defaults to $TENBOU_GAME.
void add_game_and_expect(CLI::App& cmd, EntryOptions& o, bool with_game = true);

/// A hand as typed on a command line: the draft, the hand it amends, and the entry options.
struct HandCommand {
  HandDraft draft;
  std::optional<int> amend;
  EntryOptions entry;
};

/// Runs `write` (a hand's entry or preview); when it is refused and `winds` is given (a hand that names players by
/// seat wind), what it returns (hand_winds_text) is added to the refusal as its detail "winds", which its words end
/// with: a wind meant as a starting seat shows at once. `winds` runs only then: the game is read again only for a
/// refusal.
void refused_with_winds(const std::function<std::string()>& winds, const std::function<void()>& write);

/// Adds the six verbs to `noun`. When one runs, its options are read into a HandCommand and given to `act`.
/// With `with_game` the verbs take --game and errors end the command as every command's do (on_run);
/// without, errors propagate to the caller (the table mode reports them per line).
void add_hand_verbs(CLI::App& noun, bool with_game, const std::function<void(const HandCommand&)>& act);

}  // namespace tenbou::cli
