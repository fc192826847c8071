#include "report/tile_breakdown.h"

#include <algorithm>

namespace tenbou {

std::vector<TileBreakdown> tile_breakdowns(const Ruleset& rules, const GameLog& log, int number) {
  std::vector<TileBreakdown> out;
  const std::size_t index = log.index_of(number);
  if (index >= log.hands.size() || index >= log.sheet.lines.size()) return out;
  const SheetLine& line = log.sheet.lines[index];
  for (int i = 0; i < line.hand.win_count; ++i) {
    const std::optional<WinAtTable>& tiled = log.hands[index].tiles[static_cast<std::size_t>(i)];
    if (!tiled) continue;
    const Seat winner = line.hand.wins[i].winner;
    out.push_back({winner, &*tiled,
                   score_at_table(rules, tiled->tiles, line.before, winner, line.hand.outcome == Outcome::Tsumo,
                                  line.hand.riichi.contains(winner))});
  }
  return out;
}

std::string tiles_text(const WrittenTiles& t) {
  std::string out = t.concealed;
  for (const std::string& m : t.melds) out += ", " + m;
  out += ", won on " + t.win_tile;
  for (const std::string& flag : flag_names(t.flags)) out += ", " + flag;
  if (!t.dora_indicators.empty()) out += "; dora indicators " + t.dora_indicators;
  if (!t.ura_indicators.empty()) out += "; ura dora indicators " + t.ura_indicators;
  return out;
}

}  // namespace tenbou
