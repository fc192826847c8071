// Fuzzes player lists as spreadsheets write them: the encoding check, the delimiter, the CSV reader, and the
// checks every stored text gets.

#include "base/unicode.h"
#include "formats/csv.h"
#include "formats/text_encoding.h"
#include "fuzz/fuzz_input.h"
#include "tournament/people/players.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tenbou;
  const std::string_view text = fuzz::text_of(data, size);
  first_line_not_utf8(text);
  fuzz::refusals_allowed([&] {
    for (const CsvRow& row : parse_csv(text, guess_delimiter(text))) {
      tenbou::PlayerRow p;
      if (!row.fields.empty()) p.name = row.fields[0];
      if (row.fields.size() > 1) p.ema = row.fields[1];
      if (row.fields.size() > 2) p.country = row.fields[2];
      if (row.fields.size() > 3) p.club = row.fields[3];
      tidy_player(p);
    }
  });
  fuzz::refusals_allowed([&] { to_utf8(text, "windows-1252"); });
  return 0;
}
