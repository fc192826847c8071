#pragma once
// A one-sheet Excel workbook (.xlsx: Office Open XML in a zip), as the EMA's ranking officer reads results: text and
// number cells at given places, nothing else (no styles, no formulas). Written here rather than with a library: one
// sheet of plain cells is a few hundred bytes of XML in an uncompressed zip.

#include <string>
#include <variant>
#include <vector>

namespace tenbou {

/// One cell: its row and column (both from 1: A1 is row 1, column 1) and a text or a number.
struct XlsxCell {
  int row = 0;
  int column = 0;
  std::variant<std::string, double> value;
};

/// The bytes of a workbook whose one sheet, `sheet`, holds `cells` (any order; one value per place).
std::string xlsx_workbook(const std::string& sheet, std::vector<XlsxCell> cells);

/// "A1", "P3", "AA12": a cell's reference.
std::string cell_reference(int row, int column);

}  // namespace tenbou
