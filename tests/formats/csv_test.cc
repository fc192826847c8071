// RFC 4180 CSV: quoted fields with commas, quotes and line breaks; line numbers for messages.

#include "formats/csv.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

TEST_CASE("CSV fields, quotes, blank lines and CRLF") {
  const std::vector<CsvRow> rows = parse_csv("\xEF\xBB\xBFname,ema\r\n\"Smith, John\",\"say \"\"hi\"\"\"\r\n\r\n\"two\nlines\",x\nlast,");
  REQUIRE(rows.size() == 4);
  CHECK(rows[0].fields == std::vector<std::string>{"name", "ema"});
  CHECK(rows[1].fields == std::vector<std::string>{"Smith, John", "say \"hi\""});
  CHECK(rows[2].line == 4);
  CHECK(rows[2].fields == std::vector<std::string>{"two\nlines", "x"});
  CHECK(rows[3].line == 6);
  CHECK(rows[3].fields == std::vector<std::string>{"last", ""});
}

TEST_CASE("a row of empty cells, as a spreadsheet leaves after the last row, is skipped like a blank line") {
  const std::vector<CsvRow> rows = parse_csv("name;ema\r\nEva Novák;123\r\n;;\r\n\"\";\r\n", ';');
  REQUIRE(rows.size() == 2);
  CHECK(rows[1].fields == std::vector<std::string>{"Eva Novák", "123"});
}

TEST_CASE("CSV errors name the line") {
  try {
    parse_csv("a,b\n\"open,c\n");
    FAIL("expected an error");
  } catch (const CsvError& e) {
    CHECK(e.line == 2);
    CHECK(e.message.find("never closed") != std::string::npos);
  }
  CHECK_THROWS_AS(parse_csv("\"a\"b,c\n"), CsvError);
}

}  // namespace
}  // namespace tenbou::test
