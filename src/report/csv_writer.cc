#include "report/csv_writer.h"

#include <algorithm>

#include "report/text_table.h"

namespace tenbou {

std::string csv_cell(std::string_view text, char delimiter) {
  std::string cell;
  if (!text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string_view::npos) cell = "'";
  cell += text;
  const bool quote = cell.find_first_of(",\"\r\n") != std::string::npos || cell.find(delimiter) != std::string::npos ||
                     (!cell.empty() && (cell.front() == ' ' || cell.back() == ' '));
  if (!quote) return cell;
  std::string out = "\"";
  for (char c : cell) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

CsvWriter::CsvWriter(CsvStyle style) : style_(style) {
  if (style_.bom) out_ = "\xEF\xBB\xBF";
}

void CsvWriter::separate() {
  if (row_started_) out_ += style_.delimiter;
  row_started_ = true;
}

CsvWriter& CsvWriter::text(std::string_view cell) {
  separate();
  out_ += csv_cell(cell, style_.delimiter);
  return *this;
}

CsvWriter& CsvWriter::number(std::int64_t value) {
  separate();
  out_ += std::to_string(value);
  return *this;
}

CsvWriter& CsvWriter::decimal(double value, int digits) {
  separate();
  std::string number = format_decimal(value, digits);
  if (style_.delimiter == ';') std::replace(number.begin(), number.end(), '.', ',');  // 2,25 beside semicolons
  out_ += number;
  return *this;
}

CsvWriter& CsvWriter::empty() {
  separate();
  return *this;
}

void CsvWriter::end_row() {
  out_ += "\r\n";
  row_started_ = false;
}

}  // namespace tenbou
