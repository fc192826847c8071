#pragma once
// The audit: replay every game from its entries and compare with the figures the file holds.

#include <string>
#include <vector>

#include "tournament/game_log.h"

namespace tenbou {

/// One difference the audit found, in words, and the game it concerns.
struct AuditFinding {
  GameRef game;
  std::string message;
};

/// What the audit checked and found.
struct AuditReport {
  int games = 0;
  int hands = 0;
  int entries = 0;
  std::string integrity;  ///< SQLite's integrity check: "ok" or its complaints
  std::vector<AuditFinding> findings;
  bool clean() const { return integrity == "ok" && findings.empty(); }
};

/// Replays every game of the tournament from its entries and compares scores, counters, sticks, the
/// round, the number of hands and the final result with the stored figures; runs SQLite's integrity check.
AuditReport audit(Tournament& t);

}  // namespace tenbou
