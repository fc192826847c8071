#pragma once
// Score sheets of replayed games, as text for people and JSON for programs.

#include <string>

#include "engine/replay.h"

namespace tenbou {

/// The score sheet as text: one line per hand (round, counters, sticks, what happened, each player's
/// change and running score), notes on how hands were paid, then the final result if the game is over.
std::string score_sheet_text(const Ruleset& rules, const Names& names, const ScoreSheet& sheet);

/// A printable page of the score sheet under `title`: seats, hands, notes, the final result (or where the
/// game stands) and a line for each player's signature.
std::string score_sheet_html(const std::string& title, const Ruleset& rules, const Names& names,
                             const ScoreSheet& sheet);

/// The score sheet in the documented JSON shape (players, hands, state, final: null while in progress),
/// on one line.
std::string score_sheet_json(const Ruleset& rules, const Names& names, const ScoreSheet& sheet);

}  // namespace tenbou
