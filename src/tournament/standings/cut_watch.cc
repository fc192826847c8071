#include "tournament/standings/cut_watch.h"

#include "base/plural.h"

namespace tenbou {

CutWatch::CutWatch(const Tournament& t, int round) {
  stages_ = read_stages(t);
  for (std::size_t i = 0; i < stages_.size(); ++i)
    if (round == 0 || round < stages_[i].rule.from_round) before_.emplace_back(i, cut_change(t, stages_, stages_[i]));
}

std::optional<std::string> CutWatch::changed(const Tournament& t) const {
  std::string out;
  for (const auto& [index, before] : before_) {
    const Stage* stage = &stages_[index];
    const std::optional<CutChange> now = cut_change(t, stages_, *stage);
    if (now == before) continue;
    out += (out.empty() ? "" : "; ") + std::string("this changes the cut of stage ") + stage->rule.name + ": ";
    if (!now) {
      out += "its players are the top " + std::to_string(stage->rule.top) + " again, as the cut made it";
      continue;
    }
    if (!now->in.empty()) out += listed(now->in) + " would now be in" + (now->out.empty() ? "" : ", ");
    if (!now->out.empty()) out += listed(now->out) + " out";
    out += stage_games(t, *stage).empty() ? "; the stage keeps its players until tenbou stage remove and stage add"
                                          : "; the stage keeps its players (its games have begun)";
  }
  if (out.empty()) return std::nullopt;
  return out;
}

}  // namespace tenbou
