#pragma once
// The EMA ranking for people (a text table, an HTML page) and for programs and spreadsheets (JSON, CSV), one player's
// ranking worked out result by result (`ranking explain`), and the nations' ranking.

#include <string>
#include <vector>

#include "ranking/ranking.h"
#include "report/csv_writer.h"
#include "report/text_table.h"

namespace tenbou {

/// The players, best first: place, name, EMA number, country, ranking, part A, part B, counting results.
std::string ranking_text(const Ranking& r, std::size_t width = kUnlimitedWidth);
std::string ranking_html(const Ranking& r);
/// [{"place", "name", "ema", "country", "ranking", "part_a", "part_b", "results", "matched_by_name"}]
std::string ranking_json(const Ranking& r);
std::string ranking_csv(const Ranking& r, const CsvStyle& style);

/// One player's ranking, result by result: each tournament's date, place, base rank, weight and age factor, and
/// whether it is among part A's and part B's results.
std::string ranking_explain_text(const RankedPlayer& p, std::size_t width = kUnlimitedWidth);
/// {"name", "ema", "ranking", "part_a", "part_b", "results": [{"tournament", "date", "place", "players", "base_rank",
/// "weight", "age_factor", "part_a", "part_b"}]}
std::string ranking_explain_json(const RankedPlayer& p);

/// The nations: place, country, ranking (the three best players' sum / 3), listed players.
std::string nations_ranking_text(const std::vector<RankedNation>& nations, std::size_t width = kUnlimitedWidth);
/// [{"place", "country", "ranking", "players"}]
std::string nations_ranking_json(const std::vector<RankedNation>& nations);

}  // namespace tenbou
