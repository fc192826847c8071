#pragma once
// One stage's own table (`standings --stage NAME`): its players in stage order with what the cut carried over, the
// stage's games and the stage total, for people (text, an HTML page) and for programs and spreadsheets.

#include <string>

#include "report/csv_writer.h"
#include "report/html_page.h"
#include "report/text_table.h"
#include "report/words.h"
#include "tournament/standings/stage_standings.h"

namespace tenbou {

/// "Stage Final: top 4 from round 8, points halved; after round 9": the caption of a stage's table.
std::string stage_caption(const StageStandings& s);

/// An aligned table: place, name, country, carried, games, stage results and penalties, total.
std::string stage_standings_text(const std::string& tournament, const StageStandings& s, std::size_t width = kUnlimitedWidth);

/// A self-contained page with the same table in the language of `words`; `refresh_seconds` > 0 reloads it for a live
/// display; `frame`: a published site's (html_page.h).
std::string stage_standings_html(const std::string& tournament, const StageStandings& s, int refresh_seconds,
                                 const Words& words = words_in(Language::En), PageOptions frame = {});

/// [{"place", "shared", "name", "country", "carried", "total", "games"}]: `total` is the stage total.
std::string stage_standings_json(const StageStandings& s);

/// The same columns as CSV.
std::string stage_standings_csv(const StageStandings& s, const CsvStyle& style);

}  // namespace tenbou
