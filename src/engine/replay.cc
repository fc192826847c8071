#include "engine/replay.h"

#include <nlohmann/json.hpp>

#include "rules/points_text.h"

namespace tenbou {

std::optional<ReplayError> replay(const Ruleset& rules, const Names& names, const TableState& start,
                                  std::span<const Hand> hands, bool finished, ScoreSheet& out,
                                  const HandCompletion& complete) {
  if (MaybeProblem p = check_start(rules, start)) return ReplayError{0, p->message, *p};
  Game game(rules, names, start);
  out.lines.clear();
  out.lines.reserve(hands.size());
  for (std::size_t i = 0; i < hands.size(); ++i) {
    SheetLine& line = out.lines.emplace_back();
    line.number = static_cast<int>(i + 1);
    line.before = game.table();
    line.hand = hands[i];
    MaybeProblem p = complete ? complete(i, line.before, line.hand) : std::nullopt;
    if (!p) p = game.play(line.hand, line.settlement);
    if (p)
      return ReplayError{static_cast<int>(i + 1), p->message, *p};
    line.scores_after = game.table().scores;
  }
  if (finished) game.close();
  out.state = game.table();
  out.end = game.end();
  out.chombos = game.chombos();
  out.final_result.reset();
  if (game.over()) out.final_result = game.final_result();
  return std::nullopt;
}

MaybeProblem check_sheet(const TableState& start, const SheetResult& sheet) {
  Points total = 0, began = 1000 * static_cast<Points>(start.riichi_sticks);
  if (sheet.riichi_sticks > kMaxSticks)
    return Problem{"sticks: " + std::to_string(sheet.riichi_sticks) + " is not valid (at most " +
                   std::to_string(kMaxSticks) + " riichi sticks)"};
  for (int i = 0; i < kSeats; ++i) {
    const Seat s(i);
    if (sheet.scores[s] < -kMaxScore || sheet.scores[s] > kMaxScore)
      return Problem{"score " + std::to_string(i + 1) + " (" + std::string(wind_name(i)) + "): " +
                     format_points(sheet.scores[s]) + " is out of range (at most " + format_points(kMaxScore) +
                     " points either way)"};
    if (sheet.chombos[s] > kMaxChombos) return Problem{"more than " + std::to_string(kMaxChombos) + " chombos for one player"};
    if (sheet.scores[s] % 100 != 0)
      return Problem{"score " + std::to_string(i + 1) + " (" + std::string(wind_name(i)) + "): " +
                         format_points(sheet.scores[s]) + " is not a multiple of 100",
                     "problem.score_hundreds", {{"seat", std::to_string(i)}, {"score", std::to_string(sheet.scores[s])}}};
    if (sheet.chombos[s] < 0) return Problem{"chombos cannot be negative"};
    total += sheet.scores[s];
    began += start.scores[s];
  }
  if (sheet.riichi_sticks < 0)
    return Problem{"sticks: " + std::to_string(sheet.riichi_sticks) +
                   " is not valid (the riichi sticks left on the table: 0 or more)"};
  const Points expected = began - 1000 * static_cast<Points>(sheet.riichi_sticks);
  if (total == expected) return std::nullopt;
  const std::string sticks = sheet.riichi_sticks == 0   ? "with no sticks on the table"
                             : sheet.riichi_sticks == 1 ? "with 1 stick on the table"
                                                        : "with " + std::to_string(sheet.riichi_sticks) + " sticks on the table";
  return Problem{"the scores add up to " + format_points(total) + "; " + sticks + " they should add up to " +
                     format_points(expected) + ": " + format_points(total < expected ? expected - total : total - expected) +
                     (total < expected ? " short" : " too many"),
                 total < expected ? "problem.scores_short" : "problem.scores_over",
                 {{"total", std::to_string(total)},
                  {"expected", std::to_string(expected)},
                  {"difference", std::to_string(total < expected ? expected - total : total - expected)},
                  {"sticks", std::to_string(sheet.riichi_sticks)}}};
}

std::optional<ReplayError> replay_sheet(const Ruleset& rules, const TableState& start, const SheetResult& sheet,
                                        ScoreSheet& out) {
  if (MaybeProblem p = check_start(rules, start)) return ReplayError{0, p->message, *p};
  if (MaybeProblem p = check_sheet(start, sheet)) return ReplayError{0, p->message, *p};
  out.lines.clear();
  out.state = start;
  out.state.scores = sheet.scores;
  out.state.riichi_sticks = sheet.riichi_sticks;
  out.chombos = sheet.chombos;
  bool below_zero = false;
  for_each_seat([&](Seat s) { below_zero = below_zero || sheet.scores[s] < 0; });
  out.end = rules.bankruptcy && below_zero ? GameEnd::Bankruptcy : GameEnd::ScoreSheet;
  out.final_result = settle_game(rules, sheet.scores, sheet.riichi_sticks, sheet.chombos);
  return std::nullopt;
}

}  // namespace tenbou
