#pragma once
// The tournaments a ranking is computed from: tenbou tournament files, and the EMA results files of tournaments run
// with tenbou or with other tools (tenbou's CSV, the EMA results workbook, and a CSV holding the workbook's cells in
// their rows and columns).

#include <chrono>
#include <string>
#include <vector>

#include "base/error.h"

namespace tenbou {

/// A file the ranking cannot read, and why: nothing is ranked.
struct RankingError : Error {
  using Error::Error;
};

/// A ranked player's row in a tournament's results.
struct ResultsRow {
  int place = 0;
  std::string name;     ///< "First Last", as the ranking shows it
  std::string ema;      ///< 8 digits, or empty
  std::string country;
  std::string at;       ///< where the file gives it ("line 12", "C7"), for messages; "" for a tournament file
};

/// The largest MERS weight a results file may give: 3 days, more than 80 players, ten countries and a qualification
/// make 6 (RULES.md); the older fixed weights went to 5.
inline constexpr double kMaxMersWeight = 10;

/// A tournament's results as the ranking reads them.
struct TournamentResults {
  std::string source;   ///< the file it was read from
  std::string title;
  std::chrono::sys_days first_day{}, last_day{};
  double weight = 0;    ///< the MERS weight
  int players = 0;      ///< ranked players: the N of the base ranks
  std::vector<ResultsRow> rows;  ///< the ranked players, in place order
  std::vector<std::string> notes;  ///< what was read other than as written ("F: country "JAP" read as JPN ...")
};

/// Reads `path`: a tenbou tournament file (its EMA results, dates needed), tenbou's EMA results CSV, or the EMA
/// results workbook (.xlsx) or a CSV of its cells (either recognised by "Riichi" in P3). Throws RankingError: "F: not
/// a tournament file or an EMA results file", or naming what the file lacks, or the line or cell and the value of a
/// figure that cannot be (a place that is not 1 to the players ranked, a MERS weight that is not 0 to 10, fewer
/// players than places, one EMA number on two rows).
TournamentResults read_results_file(const std::string& path);

/// The same for the bytes of a results file other than a tournament file (a CSV, or a workbook), read from `path`.
TournamentResults read_results_text(const std::string& path, const std::string& text);

}  // namespace tenbou
