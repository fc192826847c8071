#pragma once
// The standings of nations (and teams): the groups with their place, total and members, for people (text, an HTML
// page) and for programs and spreadsheets (JSON, CSV).

#include <string>
#include <vector>

#include "base/local_time.h"
#include "report/csv_writer.h"
#include "report/html_page.h"
#include "report/text_table.h"
#include "report/words.h"
#include "tournament/standings/group_standings.h"

namespace tenbou {

/// What the groups are, as the reports name them: "country" (nations) or "team".
struct GroupKind {
  std::string key;    ///< the JSON key and CSV column of a group's name
  int best = 0;       ///< the members counted (0: all)
};

/// "Nations (best 3 of each count)": the caption of a group table.
std::string group_caption(const GroupKind& kind);

/// An aligned table: place, group, total, then each member with their total (those not counted in brackets).
std::string group_standings_text(const std::string& tournament, const std::vector<GroupStanding>& groups,
                                 const GroupKind& kind, std::size_t width = kUnlimitedWidth);

/// A self-contained page with the same table in the language of `words`; `refresh_seconds` > 0 reloads it for a live
/// display; `frame`: a published site's (html_page.h).
std::string group_standings_html(const std::string& tournament, const std::vector<GroupStanding>& groups,
                                 const GroupKind& kind, int refresh_seconds, const Words& words = words_in(Language::En),
                                 PageOptions frame = {});

/// The same for the room's projector: place, group and total in large type ("as of round N, HH:MM"), long lists in
/// pages that follow each other; the members are on the other pages.
std::string group_standings_projector_html(const std::string& tournament, const std::vector<GroupStanding>& groups,
                                           const GroupKind& kind, int round, int refresh_seconds, const LocalTime& zone,
                                           const Words& words);

/// [{"place", "shared", KEY, "total", "members": [{"name", "total", "counted"}]}], KEY "country" or "team".
std::string group_standings_json(const std::vector<GroupStanding>& groups, const GroupKind& kind);

/// One row per member: place, group, group total, name, member total, counted.
std::string group_standings_csv(const std::vector<GroupStanding>& groups, const GroupKind& kind, const CsvStyle& style = {});

}  // namespace tenbou
