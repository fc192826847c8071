#pragma once
// A CSV file as an organiser saves it from a spreadsheet: in UTF-8 or a named encoding, with the delimiter
// of their locale (comma, semicolon or tab), a header first.

#include <string>
#include <string_view>
#include <vector>

#include "formats/csv.h"

namespace tenbou {

/// The rows of a CSV file (the header first) and its delimiter.
struct CsvInput {
  char delimiter = ',';
  std::vector<CsvRow> rows;
};

/// Reads `bytes` (from `source`, for messages): converted to UTF-8 from `encoding` when one is given, the
/// delimiter told from the header. Throws TournamentError naming the first line that is not UTF-8 (with
/// the option that converts it) or that cannot be read.
CsvInput read_csv_input(std::string_view bytes, const std::string& source, const std::string& encoding);

}  // namespace tenbou
