#pragma once
// The standings for people (text, HTML for a projector) and for programs and spreadsheets (JSON, CSV).

#include <optional>
#include <string>

#include "base/local_time.h"
#include "report/csv_writer.h"
#include "report/html_page.h"
#include "report/text_table.h"
#include "report/words.h"
#include "tournament/standings/standings.h"

namespace tenbou {

/// "2=" for a shared place, "2" otherwise.
std::string place_text(int place, bool shared);

/// "substitute; withdrew after round 3; absent from rounds 2 and 4": what sets a player's line apart, or "", in
/// the language of `words`.
std::string standing_marks(const Standing& r, const Words& words);

/// A stage's rule in the words of `words`: "top 16 from round 7, points halved".
std::string stage_rule(const StageInForce& rule, const Words& words);

/// The player's name with the marks of their line in brackets: "Zoë Lefèvre (substitute)".
std::string marked_name(const Standing& r, const Words& words);

/// The games a player's line counts: "5", "4*" (provisional), "4 +1 open".
std::string games_text(const Standing& r, const Words& words);

/// An aligned table with the tie-break columns, after the caption.
std::string standings_text(const std::string& tournament, const Standings& s, std::size_t width = kUnlimitedWidth);

/// A self-contained page in the language of `words`; `refresh_seconds` > 0 reloads it for a live display; `frame`
/// gives it a language switch and links (html_page.h): each name links to its player's page. With `by_round` (the
/// standings after each round up to these), a chart of the leaders' places over the rounds follows the table.
std::string standings_html(const std::string& tournament, const Standings& s, int refresh_seconds, const Words& words,
                           PageOptions frame = {}, const std::vector<Standings>& by_round = {});

/// The standings for the room's projector: place, name, country, games, total and the places gained or lost
/// in the latest round, "as of round N, HH:MM", in pages that follow each other when they are many, in the
/// language of `words`.
std::string standings_projector_html(const std::string& tournament, const Standings& s, int refresh_seconds,
                                    const LocalTime& zone, const Words& words);

/// The array standings_json writes.
nlohmann::json standings_array(const Standings& s);

/// The projector's page of the leaders' places over the rounds (`by_round`: the standings after each one); "" before
/// round 2.
std::string rounds_projector_html(const std::string& tournament, const std::vector<Standings>& by_round, const Words& words);

/// One object per player in standings order, with every column. Deductions are negative: "chombo" and
/// "penalties" (-2000).
std::string standings_json(const Standings& s);

/// The format of `export results --format json`: 2 since penalties are written negative (they were positive).
inline constexpr int kResultsExportFormat = 2;

/// `export results --format json`: {"format": kResultsExportFormat, "standings": [what standings_json lists]}.
std::string results_export_json(const Standings& s);

/// A header row and one row per player, with every column.
std::string standings_csv(const Standings& s, const CsvStyle& style = {});

}  // namespace tenbou
