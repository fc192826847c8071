#pragma once
// What `tenbou seating standings` says: the round as seated, each player with the place that put them there, the
// equal totals split by a bracket's edge, and how many meetings repeat.

#include <cstddef>
#include <string>

#include "report/text_table.h"
#include "tournament/seats/standings_seating.h"

namespace tenbou {

/// The confirmation: the tables (table, wind, player, place, total), then the ties at bracket edges and the figures.
std::string standings_seating_text(const StandingsSeating& s, std::size_t width = kUnlimitedWidth);

/// The same as JSON: {"round", "after_round", "groups", "plan", "tables": [{"table", "players": [{"name",
/// "wind", "place", "shared", "total"}]}], "ties": [{"after_place", "total", "above", "below"}],
/// "repeated_meetings", "wind_imbalance", "complete"}.
std::string standings_seating_json(const StandingsSeating& s);

}  // namespace tenbou
