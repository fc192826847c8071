#pragma once
// Player statistics and the tournament's biggest hands, for `tenbou stats` and `tenbou player show`.

#include <optional>
#include <string>

#include "base/local_time.h"
#include "report/csv_writer.h"
#include "report/html_page.h"
#include "report/text_table.h"
#include "report/words.h"
#include "tournament/standings/player_report.h"

namespace tenbou {

/// `tenbou stats`: one row per player (by name) and the biggest hands.
std::string stats_text(const Ruleset& rules, const TournamentStats& stats, std::size_t width = kUnlimitedWidth);
std::string stats_json(const Ruleset& rules, const TournamentStats& stats);
std::string stats_csv(const TournamentStats& stats, const CsvStyle& style = {});
/// The page in the language of `words`, framed as html_page.h says; names link to the players, games to their sheets.
/// The chart of how results spread is over the finished games of `outcomes` (those of `stats`).
std::string stats_html(const std::string& tournament, const Ruleset& rules, const TournamentStats& stats,
                       const std::vector<GameOutcome>& outcomes, int refresh_seconds, const Words& words = words_in(Language::En), PageOptions frame = {});

/// `tenbou player show`: heading, place, games, statistics, penalties.
std::string player_text(const PlayerDirectory& players, const PlayerReport& report, const LocalTime& zone, std::size_t width = kUnlimitedWidth);
std::string player_json(const PlayerDirectory& players, const PlayerReport& report);
std::string player_html(const std::string& tournament, const PlayerDirectory& players, const PlayerReport& report,
                        const Words& words, PageOptions frame = {});

}  // namespace tenbou
