#include "engine/replay.h"

namespace tenbou {

std::optional<ReplayError> replay(const Ruleset& rules, const Names& names, const TableState& start,
                                  std::span<const Hand> hands, bool finished, ScoreSheet& out) {
  if (MaybeProblem p = check_start(rules, start)) return ReplayError{0, p->message};
  Game game(rules, names, start);
  out.lines.clear();
  out.lines.reserve(hands.size());
  for (std::size_t i = 0; i < hands.size(); ++i) {
    SheetLine& line = out.lines.emplace_back();
    line.number = static_cast<int>(i + 1);
    line.before = game.table();
    line.hand = hands[i];
    if (MaybeProblem p = game.play(hands[i], line.settlement))
      return ReplayError{static_cast<int>(i + 1), std::move(p->message)};
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

}  // namespace tenbou
