#pragma once
// What every write to a game shares: loading the game, replaying it as it would stand (refusing a change that
// makes a hand impossible), and appending the entry with the re-derived figures in one transaction. The guards
// against entering a hand twice are in tournament/entry/double_entry_guard.h.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tournament/entry/entry_context.h"
#include "tournament/entry/game_log.h"

namespace tenbou {

/// The game in play at `ref`, loaded once for a write, which `context.admit` (if any) has let through. Throws
/// NoSuchGame when there is none, TournamentError when its entries no longer replay.
GameLog load_for_entry(const Tournament& t, const GameRef& ref, const EntryContext& context);

/// What a write did: the game after it and the hand it concerned (0 for a write about the whole game).
struct EntryResult {
  EntryKind kind = EntryKind::Hand;
  int hand = 0;
  GameLog log;
  bool started = false;  ///< the write started the game
  bool undo = false;     ///< the void removed the last hand entered (`hand undo`)
  /// An undo in a game that was over: how it had ended (it is open again unless the referee had closed it), and the
  /// places that moved in the standings ("Anna 1 -> 2, Bo 2 -> 1"; "" when none moved).
  std::optional<GameEnd> was_over;
  std::string places_moved;
  std::optional<std::string> cut_changed;  ///< how the write moved a stage's cut (cut_watch.h), to say beside it
};

/// The position of live hand `number` in `log.hands`. Throws TournamentError saying which hands there are
/// (or that it was voided).
std::size_t live_index(const GameLog& log, int number);

/// Replays `hands` with `finished` as the game's new content. Throws TournamentError naming the hand that
/// became impossible (`changed` is the hand the write concerns, 0 for the whole game); nothing is written.
ScoreSheet replay_or_refuse(const Tournament& t, const GameLog& log, const std::vector<LiveHand>& hands,
                            bool finished, int changed);

/// The game of `log` with `hands` as its live hands, replayed into `sheet` (by replay_or_refuse): what a new or
/// amended hand leaves, the wins entered with tiles valued where they now stand.
GameLog with_hands(GameLog log, std::vector<LiveHand> hands, ScoreSheet sheet);

/// Whether the log a write hands over already holds what its entry does (with_hands), or is the game before the
/// entry, to be rebuilt from all its entries once the entry is appended (seats, results, closing, voiding).
enum class LogState { Before, After };

/// Appends `entry` to the game, stores the re-derived figures and commits `tx`. With LogState::Before the log is
/// rebuilt from its entries, as any later read will; with LogState::After the hands are stored as they were parsed
/// and replayed, without reading the stored facts again. Throws TournamentError if the game would no longer
/// replay (nothing is written then).
EntryResult commit_entry(Tournament& t, TournamentWrite& tx, GameLog log, EntryRow entry,
                         LogState state = LogState::Before);

/// What commit_entry does, inside a write the caller commits (to write several games all or none).
EntryResult append_entry(Tournament& t, GameLog log, EntryRow entry, LogState state = LogState::Before);

/// Appends `entries` to the game of `log` (a game imported whole: its hands, its result, its closing) and stores
/// the figures they leave, replayed once, inside a write the caller commits; the players' names are read from
/// `players` (with those the write registered). Throws TournamentError as append_entry does, "hand N: ..." for
/// an appended hand that does not replay.
EntryResult append_entries(Tournament& t, GameLog log, std::vector<EntryRow> entries, const PlayerDirectory& players);

/// What commit_entry would make of the game, without writing anything: for a preview.
EntryResult preview_entry(const Tournament& t, GameLog log, EntryRow entry, LogState state = LogState::Before);

}  // namespace tenbou
