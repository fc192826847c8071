#include "formats/csv.h"
#include "formats/text_encoding.h"

#include <algorithm>
#include <utility>

#include <nlohmann/json.hpp>

namespace tenbou {

CsvError::CsvError(int line, std::string message) : Error(std::move(message), {{"line", line}}), line(line) {}

std::vector<CsvRow> parse_csv(std::string_view text, char delimiter) {
  text = without_byte_order_mark(text);
  std::vector<CsvRow> rows;
  CsvRow row{1, {}};
  std::string field;
  int line = 1;
  bool row_has_content = false;
  std::size_t i = 0;
  auto end_row = [&] {
    if (row_has_content) {
      row.fields.push_back(std::move(field));
      // A row of empty cells (";;;", as a spreadsheet leaves after the last row) is as blank as a blank line.
      if (std::any_of(row.fields.begin(), row.fields.end(), [](const std::string& f) { return !f.empty(); }))
        rows.push_back(std::move(row));
    }
    field.clear();
    row = CsvRow{line, {}};
    row_has_content = false;
  };
  while (i < text.size()) {
    const char c = text[i];
    if (c == '"' && field.empty()) {
      const int opened = line;
      row_has_content = true;
      ++i;
      for (;;) {
        if (i >= text.size()) throw CsvError{opened, "a quoted field is never closed (a \" is missing)"};
        if (text[i] == '"') {
          if (i + 1 < text.size() && text[i + 1] == '"') {
            field += '"';
            i += 2;
            continue;
          }
          ++i;
          break;
        }
        if (text[i] == '\n') ++line;
        field += text[i++];
      }
      if (i < text.size() && text[i] != delimiter && text[i] != '\n' && text[i] != '\r')
        throw CsvError{line, "text after a closing quote (write \"\" for a quote inside a quoted field)"};
      continue;
    }
    if (c == delimiter) {
      row.fields.push_back(std::move(field));
      field.clear();
      row_has_content = true;
    } else if (c == '\n' || c == '\r') {
      if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
      ++line;
      end_row();
    } else {
      field += c;
      row_has_content = true;
    }
    ++i;
  }
  end_row();
  return rows;
}

char guess_delimiter(std::string_view text) {
  int commas = 0, semicolons = 0, tabs = 0;
  bool quoted = false;
  for (char c : text) {
    if (c == '"') quoted = !quoted;
    if (quoted) continue;
    if (c == '\n' || c == '\r') break;
    commas += c == ',';
    semicolons += c == ';';
    tabs += c == '\t';
  }
  if (semicolons > commas && semicolons >= tabs) return ';';
  if (tabs > commas && tabs > semicolons) return '\t';
  return ',';
}

const char* delimiter_name(char delimiter) {
  return delimiter == ';' ? "semicolon" : delimiter == '\t' ? "tab" : "comma";
}

}  // namespace tenbou
