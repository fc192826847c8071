#include "report/csv_writer.h"

#include "report/text_table.h"

namespace tenbou {

std::string csv_cell(std::string_view text) {
  std::string cell;
  if (!text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string_view::npos) cell = "'";
  cell += text;
  const bool quote = cell.find_first_of(",\"\r\n") != std::string::npos ||
                     (!cell.empty() && (cell.front() == ' ' || cell.back() == ' '));
  if (!quote) return cell;
  std::string out = "\"";
  for (char c : cell) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

void CsvWriter::separate() {
  if (row_started_) out_ += ',';
  row_started_ = true;
}

CsvWriter& CsvWriter::text(std::string_view cell) {
  separate();
  out_ += csv_cell(cell);
  return *this;
}

CsvWriter& CsvWriter::number(std::int64_t value) {
  separate();
  out_ += std::to_string(value);
  return *this;
}

CsvWriter& CsvWriter::decimal(double value, int digits) {
  separate();
  out_ += format_decimal(value, digits);
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
