#pragma once
// An online game's log replayed by tenbou's engine: each hand entered as a referee's would be (who won, from whom,
// pao, the log's han and fu, the riichi sticks placed, who was tenpai) and paid under a ruleset, each seat's change
// checked against the log's, and the game's end and final scores too. Where they differ, the refusal names the
// hand, both figures of each seat and the parameter of the ruleset that would explain it, where one does.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/final_result.h"
#include "engine/game.h"
#include "record/online/online_log.h"

namespace tenbou {

/// A log whose every payment tenbou's engine reproduced: the hands as tenbou enters them, and how its end compares
/// with the platform's.
struct LogReplay {
  TableState start;
  std::vector<Hand> hands;
  GameEnd end = GameEnd::NotOver;
  FinalResult result;                                ///< under the ruleset replayed with
  int sticks_left = 0;                               ///< riichi sticks on the table at the end
  /// The platform's points as tenbou works them out (its preset, or the ruleset replayed with where that gives the
  /// log's), beside the log's; `points_agree` where they are the same (with Tenhou's old rounding to thousands).
  std::optional<std::array<double, 4>> log_points;
  std::array<double, 4> points{};
  bool points_agree = true;
};

/// The preset of the platform a log comes from: "tenhou" or "majsoul".
std::string platform_preset(const OnlineLog& log);

/// How much of a game a log must hold: the whole game (an import), or some of its hands (a test of payments).
enum class LogExtent { WholeGame, Hands };

/// Replays `log` under `rules` (`names` word the refusals). Throws LogError naming the first hand that differs.
LogReplay replay_log(const OnlineLog& log, const Ruleset& rules, const Names& names,
                     LogExtent extent = LogExtent::WholeGame);

}  // namespace tenbou
