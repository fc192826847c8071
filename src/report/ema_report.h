#pragma once
// The EMA results file as CSV, and the pre-flight check in words.

#include <string>

#include "report/csv_writer.h"
#include "tournament/exchange/ema_results.h"

namespace tenbou {

/// A header block (tournament, city, country, dates, days, players, countries, MERS weight and its parts,
/// rules), an empty row, then one row per player: place, last name, first name, EMA number, country,
/// score, base rank.
std::string ema_results_csv(const EmaResults& results, const CsvStyle& style = {});

/// The EMA's results workbook (.xlsx) as the ranking officer's tools read it: row 1 headings; from row 2 one row per
/// player in place order (C place, D first name, E last name, F EMA number as text, 0 without one, G table points,
/// H score, I EMA member 1/0, J country), substitutes last without a place; row 3 also A title, B ranked players,
/// L host country, M city, N MERS weight, P Riichi, Q the dates (YYYY-MM-DD[..YYYY-MM-DD]), R days.
std::string ema_results_xlsx(const EmaResults& results);

/// The pre-flight check: every issue, blocking ones first, and whether the file is ready to send.
std::string preflight_text(const EmaResults& results);

}  // namespace tenbou
