#pragma once
// The EMA results file as CSV, and the pre-flight check in words.

#include <string>

#include "report/csv_writer.h"
#include "tournament/ema_results.h"

namespace tenbou {

/// A header block (tournament, city, country, dates, days, players, countries, MERS weight and its parts,
/// rules), an empty row, then one row per player: place, last name, first name, EMA number, country,
/// score, base rank.
std::string ema_results_csv(const EmaResults& results, const CsvStyle& style = {});

/// The pre-flight check: every issue, blocking ones first, and whether the file is ready to send.
std::string preflight_text(const EmaResults& results);

}  // namespace tenbou
