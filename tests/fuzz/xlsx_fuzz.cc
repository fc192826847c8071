// Fuzzes results workbooks as the ranking reads them: the zip archive (its central directory, stored and deflated
// members, sizes and CRCs) and the first sheet's XML (shared strings, cells, references).

#include "formats/xlsx_sheet.h"
#include "fuzz/fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tenbou;
  fuzz::refusals_allowed([&] { xlsx_first_sheet_rows(fuzz::text_of(data, size)); });
  return 0;
}
