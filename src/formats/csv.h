#pragma once
// Comma-separated values as RFC 4180 defines them (quoted fields may hold delimiters, quotes and newlines),
// with the delimiter spreadsheets use in the user's locale: a comma, a semicolon or a tab.

#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"

namespace tenbou {

/// One record of a CSV file and the line it starts on (1-based), for messages.
struct CsvRow {
  int line = 0;
  std::vector<std::string> fields;
};

/// Why a CSV text cannot be read: the line and the reason.
struct CsvError : Error {
  CsvError(int line, std::string message);
  int line = 0;
};

/// The records of `text`, fields split at `delimiter`, blank lines and rows of empty cells (";;;") skipped. Accepts LF or CRLF line ends and
/// a UTF-8 byte-order mark. Throws CsvError for a quote that is never closed or text after a closing quote.
std::vector<CsvRow> parse_csv(std::string_view text, char delimiter = ',');

/// The delimiter of a CSV text, told from its first line (a header): the one of comma, semicolon and tab
/// it holds most often outside quotes; a comma when it holds none.
char guess_delimiter(std::string_view text);

/// "comma", "semicolon" or "tab", for messages.
const char* delimiter_name(char delimiter);

}  // namespace tenbou
