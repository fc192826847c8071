#pragma once
// The audit: replay every game from its entries and compare with the figures the file holds.

#include <string>
#include <vector>

#include "tournament/entry/game_log.h"

namespace tenbou {

/// One difference the audit found, in words, and the game it concerns.
struct AuditFinding {
  GameRef game;
  std::string message;
};

/// One correction made in the tournament: what it concerned, who made it, when and why.
struct AuditCorrection {
  RowId entry = 0;   ///< orders corrections of games made in the same second (0 for a player's)
  std::string what;  ///< "game 1/3, hand 5: voided", "game 2/1: seats corrected", ...
  std::string by;
  std::string at;
  std::string reason;
};

/// What the audit says of one game: whether its entries replay to the stored figures and, once it is
/// finished, whether its table is zero-sum before chombo penalties.
struct GameAudit {
  GameRef game;
  bool replays = false;            ///< the entries replay and every stored figure matches
  bool finished = false;
  bool voided = false;             ///< the game counts nowhere
  bool zero_sum = false;           ///< finished games: results minus chombo penalties add up to 0
  Points imbalance = 0;            ///< what they add up to instead
  int sticks_unawarded = 0;        ///< riichi sticks the ruleset leaves on the table at the end
};

/// What the audit checked and found.
struct AuditReport {
  std::vector<GameAudit> per_game;
  int games = 0;
  int hands = 0;
  int entries = 0;
  std::string integrity;  ///< the file's integrity check: "ok" or its complaints
  std::vector<AuditFinding> findings;
  std::vector<AuditCorrection> corrections;  ///< every correction, in the order they were made
  bool clean() const { return integrity == "ok" && findings.empty(); }
};

/// Replays every game of the tournament from its entries and compares scores, counters, sticks, the
/// round, the number of hands, the final result and the tallies with the stored figures; checks that
/// every finished table is zero-sum before chombo penalties and that a voided game counts nowhere; checks
/// the file's integrity; lists every correction.
AuditReport audit(const Tournament& t);

/// What rebuilding the stored figures did.
struct RebuildSummary {
  int games = 0;      ///< games whose entries replay
  int rewritten = 0;  ///< of them, those whose stored figures differed (or could not be read) and were rewritten
  std::vector<GameRef> unreplayable;  ///< games whose entries do not replay: left as they were
};

/// Rewrites the stored figures (scores, counters, final results, tallies) of every game from its entries, in
/// one write: how a file whose cached figures were damaged is repaired. The entries are never changed.
RebuildSummary rebuild_figures(Tournament& t);

}  // namespace tenbou
