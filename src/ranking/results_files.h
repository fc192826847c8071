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
};

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
/// results workbook (.xlsx) or a CSV of its cells (either recognised by "Riichi" in P3). Throws RankingError: "F: not a tournament file or an EMA results
/// file", or naming what the file lacks.
TournamentResults read_results_file(const std::string& path);

/// The same for the bytes of a results file other than a tournament file (a CSV, or a workbook), read from `path`.
TournamentResults read_results_text(const std::string& path, const std::string& text);

}  // namespace tenbou
