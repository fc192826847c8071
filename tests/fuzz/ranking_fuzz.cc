// Fuzzes the results files the EMA ranking reads besides tournament files: tenbou's results CSV (its Tournament,
// Dates and MERS weight lines, a decimal comma, the rows), a CSV of the workbook's cells (A3 to R3, the rows), and
// the dates in every form they take (results_dates.h).

#include "fuzz/fuzz_input.h"
#include "ranking/results_dates.h"
#include "ranking/results_files.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tenbou;
  const std::string text(fuzz::text_of(data, size));
  fuzz::refusals_allowed([&] { read_results_text("fuzz.csv", text); });
  if (size < 200) tournament_dates(text, 3);
  return 0;
}
