#pragma once
// What every write to a game shares: the double-entry guard, replaying the game as it would stand (refusing
// a change that makes a hand impossible), and appending the entry with the re-derived figures in one
// transaction.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tournament/entry_context.h"
#include "tournament/game_log.h"

namespace tenbou {

/// The registered player `text` names for `field`, a list of players given as input ("players", "chombo"): as
/// PlayerDirectory::find, the field named for the door to word. Throws TournamentError.
const PlayerRow& listed_player(const Tournament& t, std::string_view field, std::string_view text);

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
  std::optional<std::string> cut_changed;  ///< how the write moved a stage's cut (cut_watch.h), to say beside it
};

/// The hand a referee believes an entry concerns, from --expect: "S2.1" (round S2, 1 counter), "S2" (any
/// counters), "7" (hand number 7), or both, "S2.1#7".
struct ExpectedHand {
  std::optional<int> round;
  std::optional<int> honba;
  std::optional<int> number;
};

/// An entry refused by the double-entry guard: the hand it was meant for is not the one the game is at
/// (typically recorded a moment earlier by someone else, whom the message names).
struct ExpectMismatch : TournamentError {
  ExpectMismatch(std::string message, nlohmann::json detail, std::string finding)
      : TournamentError(std::move(message), std::move(detail)), finding(std::move(finding)) {}
  /// What the guard found, without naming the --expect that was given ("hand 7 (S2) is already recorded: ...;
  /// the next hand is ..."), for a door whose guard is the hand number it shows.
  std::string finding;
};

/// A new hand refused because it looks like the last hand entered again: the same result, entered moments ago
/// (most often a second referee entering what the first already did). The door says how to enter it anyway.
struct LikelyRepeat : TournamentError {
  LikelyRepeat(std::string message, nlohmann::json detail, int next)
      : TournamentError(std::move(message), std::move(detail)), next(next) {}
  int next;  ///< the number the new hand would get, which a door's hand-number guard accepts it with
};

/// How recent the last hand must be for an identical new one to count as a likely double entry.
inline constexpr int kRepeatWindowSeconds = 10 * 60;

/// Refuses (LikelyRepeat) the new last hand of `sheet` when it is the same result (outcome, players, values,
/// riichi, tenpai; notes and tiles aside) as the hand before it, recorded less than kRepeatWindowSeconds ago.
void check_repeat(const GameLog& log, const ScoreSheet& sheet);

/// Reads --expect. Throws TournamentError saying the forms it takes.
ExpectedHand parse_expect(std::string_view text);

/// The hand an entry concerns, to check --expect against: its number and the table before it (no table for
/// a voided hand being restored).
struct ExpectTarget {
  int number = 0;
  const TableState* before = nullptr;
  bool new_hand = false;  ///< the entry records a new hand (rather than correcting one)
};

/// Refuses the entry (ExpectMismatch) when `context.expect` does not match `target`. A referee whose hand was recorded a
/// moment earlier by someone else is told who recorded it, when, and what.
void check_expect(const Tournament& t, const GameLog& log, const EntryContext& context, const ExpectTarget& target);

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

/// What commit_entry would make of the game, without writing anything: for a preview.
EntryResult preview_entry(const Tournament& t, GameLog log, EntryRow entry, LogState state = LogState::Before);

}  // namespace tenbou
