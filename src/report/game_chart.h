#pragma once
// A game's scores hand by hand as a chart: one line per player over the hands, wins, riichi and chombo marked. On the
// score sheet (printed, served and published) under its hands.

#include <string>

#include "report/words.h"
#include "tournament/entry/game_log.h"

namespace tenbou {

/// The chart and its legend in the language of `words`; "" for a game without hands (none yet, or from its paper sheet).
std::string game_chart_html(const GameLog& log, const Words& words);

}  // namespace tenbou
