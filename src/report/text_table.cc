#include "report/text_table.h"

#include <algorithm>
#include <cstdio>

#include "report/html_page.h"

namespace tenbou {
namespace {

bool is_combining(char32_t c) {
  return (c >= 0x0300 && c <= 0x036F) || (c >= 0x1AB0 && c <= 0x1AFF) || (c >= 0x1DC0 && c <= 0x1DFF) ||
         (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE20 && c <= 0xFE2F) || c == 0x200B || c == 0x200C ||
         c == 0x200D || (c >= 0xFE00 && c <= 0xFE0F);
}

bool is_wide(char32_t c) {
  return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF) ||
         (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
         (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) ||
         (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1F64F) ||
         (c >= 0x1F900 && c <= 0x1F9FF) || (c >= 0x20000 && c <= 0x3FFFD);
}

}  // namespace

std::size_t display_width(std::string_view s) {
  std::size_t ascii = 0;  // printable ASCII is one column a byte: the common case, counted without decoding
  while (ascii < s.size() && static_cast<unsigned char>(s[ascii]) >= 0x20 && static_cast<unsigned char>(s[ascii]) < 0x80)
    ++ascii;
  if (ascii == s.size()) return ascii;
  std::size_t width = ascii;
  for (std::size_t i = ascii; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    const int len = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 1;
    char32_t c = len == 1 ? b : b & (0x7F >> len);
    for (int k = 1; k < len && i + k < s.size(); ++k) c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    i += static_cast<std::size_t>(len);
    if (c < 0x20 || is_combining(c)) continue;
    width += is_wide(c) ? 2 : 1;
  }
  return width;
}

namespace {

void append_padded(std::string& out, std::string_view text, std::size_t text_width, std::size_t width,
                   bool align_right) {
  const std::size_t fill = text_width < width ? width - text_width : 0;
  if (align_right) out.append(fill, ' ');
  out += text;
  if (!align_right) out.append(fill, ' ');
}

}  // namespace

std::string pad(std::string_view text, std::size_t width, bool align_right) {
  std::string out;
  append_padded(out, text, display_width(text), width, align_right);
  return out;
}

std::string format_decimal(double value, int digits) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", digits, value);
  return buffer;
}

std::string TextTable::render() const {
  std::vector<std::size_t> widths;
  for (const Column& c : columns_) widths.push_back(display_width(c.title));
  std::vector<std::vector<std::size_t>> cell_widths;
  cell_widths.reserve(rows_.size());
  for (const auto& row : rows_) {
    auto& ws = cell_widths.emplace_back(row.size());
    for (std::size_t i = 0; i < row.size(); ++i) {
      ws[i] = display_width(row[i]);
      if (i < widths.size()) widths[i] = std::max(widths[i], ws[i]);
    }
  }
  std::string out;
  auto line = [&](auto cell, auto cell_width) {
    const std::size_t start = out.size();
    for (std::size_t i = 0; i < columns_.size(); ++i) {
      if (i > 0) out += "  ";
      append_padded(out, cell(i), cell_width(i), widths[i], columns_[i].align_right);
    }
    while (out.size() > start && out.back() == ' ') out.pop_back();
    out += '\n';
  };
  line([&](std::size_t i) { return std::string_view(columns_[i].title); },
       [&](std::size_t i) { return display_width(columns_[i].title); });
  std::size_t total = 0;
  for (std::size_t w : widths) total += w;
  out.append(total + 2 * (widths.empty() ? 0 : widths.size() - 1), '-');
  out += '\n';
  for (std::size_t r = 0; r < rows_.size(); ++r) {
    const auto& row = rows_[r];
    line([&](std::size_t i) { return i < row.size() ? std::string_view(row[i]) : std::string_view(); },
         [&](std::size_t i) { return i < row.size() ? cell_widths[r][i] : 0; });
  }
  return out;
}

std::string TextTable::render_html(const std::string& css_class, std::size_t group_rows) const {
  const bool labelled = (" " + css_class + " ").find(" stack ") != std::string::npos;
  auto cell = [&](const char* tag, std::size_t i, std::string_view text) {
    const Column& c = columns_[i];
    std::string classes = c.align_right ? "num" : "";
    if (c.optional) classes += classes.empty() ? "opt" : " opt";
    if (c.roomy) classes += classes.empty() ? "roomy" : " roomy";
    if (!c.css.empty()) classes += (classes.empty() ? "" : " ") + c.css;
    const std::string label = labelled && tag[0] == 't' && tag[1] == 'd' && !c.title.empty()
                                  ? " data-label=\"" + html_escape(c.title) + "\""
                                  : "";
    return std::string("<") + tag + (classes.empty() ? "" : " class=\"" + classes + "\"") + label + ">" +
           html_escape(text) + "</" + tag + ">";
  };
  std::string out = css_class.empty() ? "<table>\n" : "<table class=\"" + css_class + "\">\n";
  out += "<thead><tr>";
  for (std::size_t i = 0; i < columns_.size(); ++i) out += cell("th", i, columns_[i].title);
  out += "</tr></thead>\n<tbody>\n";
  for (std::size_t r = 0; r < rows_.size(); ++r) {
    if (group_rows > 0 && r > 0 && r % group_rows == 0) out += "</tbody>\n<tbody>\n";
    out += "<tr>";
    for (std::size_t i = 0; i < columns_.size(); ++i) out += cell("td", i, i < rows_[r].size() ? rows_[r][i] : "");
    out += "</tr>\n";
  }
  return out + "</tbody>\n</table>\n";
}

}  // namespace tenbou
