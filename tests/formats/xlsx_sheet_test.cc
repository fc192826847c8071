// The first sheet of a workbook read as CSV rows: Excel's shared strings (rich text, phonetic guides, character
// references), numbers and dates as written, and the workbooks tenbou writes itself.

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "formats/xlsx_sheet.h"
#include "report/xlsx_workbook.h"
#include "test_support.h"

namespace tenbou::test {
namespace {

std::string fixture(const std::string& name) {
  std::ifstream in(std::string(TENBOU_SOURCE_DIR) + "/tests/data/" + name, std::ios::binary);
  REQUIRE(in);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

TEST_CASE("a results workbook as Excel writes it: shared strings, rich text, numbers and a date cell") {
  const std::string bytes = fixture("ema-workbook/results.xlsx");
  REQUIRE(looks_like_zip(bytes));
  const std::vector<CsvRow> rows = xlsx_first_sheet_rows(bytes);
  REQUIRE(rows.size() == 6);
  CHECK(rows[0].line == 1);
  CHECK(rows[0].fields[0] == "Tournament");
  const std::vector<std::string>& row3 = rows[2].fields;
  REQUIRE(row3.size() == 18);
  CHECK(row3[0] == "Gamma Riichi Open");
  CHECK(row3[1] == "5");
  CHECK(row3[3] == "Zoë");            // &#235;
  CHECK(row3[4] == "Lefèvre & Co");   // two runs; the phonetic guide left out
  CHECK(row3[5] == "0");
  CHECK(row3[10] == "");              // K3 not written
  CHECK(row3[12] == "Köln");
  CHECK(row3[13] == "1.5");
  CHECK(row3[15] == "Riichi");
  CHECK(row3[16] == "46298");         // 2026-10-03 as a date serial
  CHECK(rows[3].fields[3] == "Eva");
  CHECK(rows[3].fields[5] == "9050018");  // a number: its leading zero is gone
  CHECK(rows[4].fields[3] == "美咲");
  CHECK(rows[4].fields[4] == "佐藤");
  CHECK(rows[5].fields[2] == "5");
}

TEST_CASE("a workbook tenbou writes reads back cell by cell") {
  const std::string bytes = xlsx_workbook("Ergebnisse", {{3, 1, std::string("Coupe <d'Automne> & Co")},
                                                         {2, 3, 1.0},
                                                         {2, 4, std::string("עדי")},
                                                         {3, 14, 1.25},
                                                         {5, 28, std::string("AB")}});
  const std::vector<CsvRow> rows = xlsx_first_sheet_rows(bytes);
  REQUIRE(rows.size() == 3);
  CHECK(rows[0].line == 2);
  CHECK(rows[0].fields == std::vector<std::string>{"", "", "1", "עדי"});
  CHECK(rows[1].fields[0] == "Coupe <d'Automne> & Co");
  CHECK(rows[1].fields[13] == "1.25");
  CHECK(rows[2].line == 5);
  CHECK(rows[2].fields.size() == 28);
  CHECK(rows[2].fields[27] == "AB");
}

TEST_CASE("what is not a workbook is refused") {
  CHECK_FALSE(looks_like_zip("Tournament,Beta"));
  const std::string no_sheet = zip_archive({{"word/document.xml", "<document/>"}});
  CHECK_THROWS_WITH_AS(xlsx_first_sheet_rows(no_sheet), "not an Excel workbook: it has no xl/workbook.xml", ZipError);
  const std::string no_relation = zip_archive({{"xl/workbook.xml", "<workbook><sheets><sheet r:id=\"rId9\"/></sheets></workbook>"},
                                               {"xl/_rels/workbook.xml.rels", "<Relationships/>"}});
  CHECK_THROWS_WITH_AS(xlsx_first_sheet_rows(no_relation), "not an Excel workbook: it names no first sheet", ZipError);
  // A sheet cut short, with references out of range and a shared string that is not there: what can be read is.
  const std::string broken = zip_archive(
      {{"xl/workbook.xml", "<workbook><sheets><sheet name=\"x\" r:id=\"rId1\"/></sheets></workbook>"},
       {"xl/_rels/workbook.xml.rels", "<Relationships><Relationship Id=\"rId1\" Target=\"/xl/s.xml\"/></Relationships>"},
       {"xl/s.xml", "<worksheet><sheetData><row r=\"1\"><c r=\"A1\" t=\"s\"><v>7</v></c><c r=\"ZZZZZ1\"><v>1</v></c>"
                    "<c r=\"B1\"><v>2&#xFFFFFF;</v></c><c r=\"C1\" t=\"inlineStr\"><is><t>cut"}});
  const std::vector<CsvRow> rows = xlsx_first_sheet_rows(broken);
  REQUIRE(rows.size() == 1);
  CHECK(rows[0].fields == std::vector<std::string>{"", "2\xEF\xBF\xBD"});
}

/// A workbook whose first sheet is `sheet` (its XML) and whose shared strings are `strings`.
std::string workbook_of(const std::string& sheet, const std::string& strings = "") {
  return zip_archive({{"xl/workbook.xml", "<workbook><sheets><sheet name=\"x\" r:id=\"rId1\"/></sheets></workbook>"},
                      {"xl/_rels/workbook.xml.rels", "<Relationships><Relationship Id=\"rId1\" Target=\"s.xml\"/></Relationships>"},
                      {"xl/s.xml", sheet},
                      {"xl/sharedStrings.xml", strings}});
}

TEST_CASE("a formula's value is read; prefixed tags too") {
  const std::vector<CsvRow> rows = xlsx_first_sheet_rows(workbook_of(
      "<x:worksheet><x:sheetData><x:row r=\"3\"><x:c r=\"C3\"><x:f>RANK(H3,H:H)</x:f><x:v>2</x:v></x:c>"
      "<x:c r=\"A3\" t=\"str\"><x:f>\"Gamma\"&amp;\" Open\"</x:f><x:v>Gamma Open</x:v></x:c></x:row></x:sheetData></x:worksheet>"));
  REQUIRE(rows.size() == 1);
  CHECK(rows[0].fields[0] == "Gamma Open");
  CHECK(rows[0].fields[2] == "2");
}

TEST_CASE("a hostile sheet is refused before it fills the memory, and read in linear time") {
  std::string far;  // every row names the last column: 16,384 cells a row
  for (int r = 1; r <= 5000; ++r) far += "<row r=\"" + std::to_string(r) + "\"><c r=\"XFD" + std::to_string(r) + "\" t=\"b\"><v>1</v></c></row>";
  CHECK_THROWS_WITH_AS(xlsx_first_sheet_rows(workbook_of("<worksheet><sheetData>" + far + "</sheetData></worksheet>")),
                       "not a results workbook: its first sheet holds more than 64 MB of cells", ZipError);
  // Unclosed texts and values: each is read up to the next tag, not to the end of the part.
  std::string open(200000, ' ');
  for (std::size_t i = 0; i < open.size(); i += 4) open.replace(i, 3, "<t>");
  const std::vector<CsvRow> rows = xlsx_first_sheet_rows(
      workbook_of("<worksheet><sheetData><row r=\"1\"><c r=\"A1\" t=\"s\"><v>0</v></c>" + std::string(100000, '&') +
                      "</row></sheetData></worksheet>",
                  "<sst><si>" + open + "</si></sst>"));
  CHECK(rows.empty());
  // Shared strings have a budget too: a million empty strings (5 MB of <si/>) are refused, not kept.
  std::string empty_strings;
  for (int i = 0; i < 1'000'000; ++i) empty_strings += "<si/>";
  CHECK_THROWS_WITH_AS(xlsx_first_sheet_rows(workbook_of("<worksheet><sheetData></sheetData></worksheet>",
                                                         "<sst>" + empty_strings + "</sst>")),
                       "not a results workbook: its shared strings hold more than 16 MB", ZipError);
  // A row number past the sheet's last (1,048,576) is not read, nor overflows the next row's.
  CHECK(xlsx_first_sheet_rows(workbook_of("<worksheet><sheetData><row r=\"99999999999\"><c r=\"A1\"><v>1</v></c></row>"
                                          "<row><c r=\"A2\"><v>2</v></c></row></sheetData></worksheet>"))
            .size() == 1);
}

}  // namespace
}  // namespace tenbou::test
