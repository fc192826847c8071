#include "report/xlsx_workbook.h"

#include <algorithm>
#include <cstdio>

#include "formats/zip_archive.h"
#include "report/html_page.h"

namespace tenbou {
namespace {

constexpr const char* kHead = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n";
constexpr const char* kMain = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
constexpr const char* kRelations = "http://schemas.openxmlformats.org/package/2006/relationships";
constexpr const char* kDocument = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

std::string number_text(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.15g", v);
  return text;
}

}  // namespace

std::string cell_reference(int row, int column) {
  std::string letters;
  for (int c = column; c > 0; c = (c - 1) / 26) letters.insert(letters.begin(), static_cast<char>('A' + (c - 1) % 26));
  return letters + std::to_string(row);
}

std::string xlsx_workbook(const std::string& sheet, std::vector<XlsxCell> cells) {
  std::stable_sort(cells.begin(), cells.end(), [](const XlsxCell& a, const XlsxCell& b) {
    return a.row != b.row ? a.row < b.row : a.column < b.column;
  });
  std::string data;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const XlsxCell& c = cells[i];
    if (i == 0 || cells[i - 1].row != c.row) data += (i ? "</row>" : "") + std::string("<row r=\"") + std::to_string(c.row) + "\">";
    const std::string at = cell_reference(c.row, c.column);
    if (const auto* text = std::get_if<std::string>(&c.value))
      data += "<c r=\"" + at + "\" t=\"inlineStr\"><is><t xml:space=\"preserve\">" + html_escape(*text) + "</t></is></c>";
    else
      data += "<c r=\"" + at + "\"><v>" + number_text(std::get<double>(c.value)) + "</v></c>";
  }
  if (!cells.empty()) data += "</row>";
  const std::string type = "application/vnd.openxmlformats-officedocument.spreadsheetml.";
  return zip_archive({
      {"[Content_Types].xml",
       kHead + std::string("<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
                           "<Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/>"
                           "<Default Extension=\"xml\" ContentType=\"application/xml\"/>"
                           "<Override PartName=\"/xl/workbook.xml\" ContentType=\"") +
           type + "sheet.main+xml\"/><Override PartName=\"/xl/worksheets/sheet1.xml\" ContentType=\"" + type +
           "worksheet+xml\"/></Types>"},
      {"_rels/.rels", kHead + std::string("<Relationships xmlns=\"") + kRelations + "\"><Relationship Id=\"rId1\" Type=\"" +
                          kDocument + "/officeDocument\" Target=\"xl/workbook.xml\"/></Relationships>"},
      {"xl/workbook.xml", kHead + std::string("<workbook xmlns=\"") + kMain + "\" xmlns:r=\"" + kDocument +
                              "\"><sheets><sheet name=\"" + html_escape(sheet) + "\" sheetId=\"1\" r:id=\"rId1\"/></sheets></workbook>"},
      {"xl/_rels/workbook.xml.rels", kHead + std::string("<Relationships xmlns=\"") + kRelations +
                                         "\"><Relationship Id=\"rId1\" Type=\"" + kDocument +
                                         "/worksheet\" Target=\"worksheets/sheet1.xml\"/></Relationships>"},
      {"xl/worksheets/sheet1.xml", kHead + std::string("<worksheet xmlns=\"") + kMain + "\"><sheetData>" + data +
                                       "</sheetData></worksheet>"},
  });
}

}  // namespace tenbou
