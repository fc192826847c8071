#pragma once
// A list for the room's projector (the standings, where to sit): large type, and a list too long for one
// screen cut into pages that follow each other by themselves (a CSS animation: no script), each page in as
// many columns as the screen is wide enough for. Printed, the pages simply follow each other.

#include <string>
#include <vector>

#include "base/local_time.h"
#include "report/html_page.h"
#include "report/text_table.h"
#include "report/words.h"

namespace tenbou {

/// The pages of `rows` under `columns`: `rows_per_column` rows per column, `columns_per_page` columns per
/// page, each page shown `seconds_per_page`.
struct ProjectorList {
  std::vector<TextTable::Column> columns;
  std::vector<std::vector<std::string>> rows;
  std::size_t rows_per_column = 20;
  std::size_t columns_per_page = 2;
  int seconds_per_page = 10;
};

/// The page body (after `intro`, already HTML) and its options: the cycle's style, and the refresh rounded
/// up to whole cycles so every page is shown before the page reloads (`refresh_seconds` 0: no reload); in the
/// language of `words`, which the columns' titles and the intro are already in.
std::string projector_page(const std::string& title, const std::string& intro, const ProjectorList& list,
                           int refresh_seconds, const Words& words);

/// The time of day in `zone`, "14:30 CET": when a page was made, so a room can tell a stale screen.
std::string clock_now(const LocalTime& zone);

}  // namespace tenbou
