#pragma once
// The guards against a hand entered twice: --expect (the hand a referee believes an entry concerns, checked
// against the one the game is at) and the repeat guard (a new hand that is the last one again, moments later).

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "tournament/entry/entry_context.h"
#include "tournament/entry/game_log.h"
#include "tournament/tournament_error.h"

namespace tenbou {

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
  ExpectMismatch(std::string message, nlohmann::json detail, std::string finding);
  /// What the guard found, without naming the --expect that was given ("hand 7 (S2) is already recorded: ...;
  /// the next hand is ..."), for a door whose guard is the hand number it shows.
  std::string finding;
};

/// A new hand refused because it looks like the last hand entered again: the same result, entered moments ago
/// (most often a second referee entering what the first already did). The door says how to enter it anyway.
struct LikelyRepeat : TournamentError {
  LikelyRepeat(std::string message, nlohmann::json detail, int next);
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

}  // namespace tenbou
