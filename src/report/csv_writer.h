#pragma once
// Writing CSV that spreadsheets open safely: RFC 4180 quoting, and no cell that a spreadsheet would run
// as a formula, whatever a player's name contains.

#include <cstdint>
#include <string>
#include <string_view>

namespace tenbou {

/// How a CSV is written for the spreadsheet that opens it: the delimiter (a comma; a semicolon for Excel in
/// much of Europe, which then also reads decimals with a comma; a tab) and whether a UTF-8 byte-order mark
/// comes first (Excel reads UTF-8 without one as its own code page).
struct CsvStyle {
  char delimiter = ',';
  bool bom = false;
};

/// `text` as one CSV cell: a cell starting with =, +, -, @, tab or CR gets a leading apostrophe (so it
/// stays text), and a cell holding a comma, the delimiter, a quote, a line break or outer space is quoted,
/// quotes doubled.
std::string csv_cell(std::string_view text, char delimiter = ',');

/// Builds a CSV text row by row, CRLF line ends. Text goes through csv_cell; numbers are written as is.
class CsvWriter {
 public:
  explicit CsvWriter(CsvStyle style = {});
  CsvWriter& text(std::string_view cell);
  CsvWriter& number(std::int64_t value);
  /// A number with `digits` decimals ("2.25").
  CsvWriter& decimal(double value, int digits);
  CsvWriter& empty();
  void end_row();
  const std::string& str() const { return out_; }

 private:
  void separate();
  CsvStyle style_;
  std::string out_;
  bool row_started_ = false;
};

}  // namespace tenbou
