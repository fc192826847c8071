#include "report/xlsx_workbook.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>

#include "report/html_page.h"

namespace tenbou {
namespace {

std::uint32_t crc32(const std::string& data) {
  static const std::array<std::uint32_t, 256> table = [] {
    std::array<std::uint32_t, 256> t{};
    for (std::uint32_t i = 0; i < 256; ++i) {
      std::uint32_t c = i;
      for (int k = 0; k < 8; ++k) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[i] = c;
    }
    return t;
  }();
  std::uint32_t c = 0xFFFFFFFFu;
  for (unsigned char b : data) c = table[(c ^ b) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

void put16(std::string& out, unsigned v) {
  out += static_cast<char>(v & 0xFF);
  out += static_cast<char>((v >> 8) & 0xFF);
}
void put32(std::string& out, std::uint32_t v) {
  put16(out, v & 0xFFFF);
  put16(out, v >> 16);
}

/// A zip archive of `files` (name, content), stored without compression, dated 1980-01-01.
std::string zip(const std::vector<std::pair<std::string, std::string>>& files) {
  std::string out, directory;
  for (const auto& [name, content] : files) {
    const std::uint32_t offset = static_cast<std::uint32_t>(out.size()), crc = crc32(content);
    const auto size = static_cast<std::uint32_t>(content.size());
    // The fields both headers share: version needed, flags, method (stored), time, date, CRC, sizes, name length.
    std::string common;
    put16(common, 20), put16(common, 0), put16(common, 0), put16(common, 0), put16(common, 0x21);
    put32(common, crc), put32(common, size), put32(common, size), put16(common, static_cast<unsigned>(name.size()));
    put32(out, 0x04034b50), out += common, put16(out, 0), out += name, out += content;
    put32(directory, 0x02014b50), put16(directory, 20), directory += common;
    put16(directory, 0), put16(directory, 0), put16(directory, 0), put16(directory, 0), put32(directory, 0);
    put32(directory, offset), directory += name;
  }
  const auto at = static_cast<std::uint32_t>(out.size());
  out += directory;
  put32(out, 0x06054b50), put16(out, 0), put16(out, 0);
  put16(out, static_cast<unsigned>(files.size())), put16(out, static_cast<unsigned>(files.size()));
  put32(out, static_cast<std::uint32_t>(directory.size())), put32(out, at), put16(out, 0);
  return out;
}

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
  return zip({
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
