#pragma once
// The cells of an Excel workbook's first sheet (.xlsx, as Excel, LibreOffice or tenbou write it), read as the rows
// of a CSV holding the same cells, so that one reader takes a results workbook and its CSV alike. Only values are
// read: shared and inline strings, numbers as written, booleans; styles, formulas and other sheets are ignored.

#include <string_view>
#include <vector>

#include "formats/csv.h"
#include "formats/zip_archive.h"

namespace tenbou {

/// The first sheet's rows, each with its row number as `line` and its cells by column (A is fields[0]); cells not
/// written are empty, empty rows are left out. Throws ZipError when `bytes` is not a readable workbook.
std::vector<CsvRow> xlsx_first_sheet_rows(std::string_view bytes);

/// Whether `bytes` start as a zip archive does (an .xlsx file, whatever its name).
bool looks_like_zip(std::string_view bytes);

}  // namespace tenbou
