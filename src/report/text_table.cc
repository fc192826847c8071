#include "report/text_table.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>

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
  // Printable ASCII is one column a byte: the common case, counted without decoding, eight bytes at a time (a
  // byte below 0x20 borrows in the subtraction and sets its top bit, a byte from 0x80 has it set).
  std::size_t ascii = 0;
  for (std::uint64_t eight; ascii + 8 <= s.size(); ascii += 8) {
    std::memcpy(&eight, s.data() + ascii, 8);
    if (((eight - 0x2020202020202020ULL) | eight) & 0x8080808080808080ULL) break;
  }
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

/// Whether `text` takes at most `width` columns. No character takes more columns than it has bytes, so a text no
/// longer in bytes is not measured.
bool fits_width(std::string_view text, std::size_t width) { return text.size() <= width || display_width(text) <= width; }

}  // namespace

std::string pad(std::string_view text, std::size_t width, bool align_right) {
  const std::size_t text_width = display_width(text);
  const std::size_t fill = text_width < width ? width - text_width : 0;
  std::string out;
  if (align_right) out.append(fill, ' ');
  out += text;
  if (!align_right) out.append(fill, ' ');
  return out;
}

std::string format_decimal(double value, int digits) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", digits, value);
  return buffer;
}

std::string fitted_lines(std::string_view text, std::size_t width) {
  if (width == kUnlimitedWidth) return std::string(text);
  std::string out;
  out.reserve(text.size());
  for (std::size_t from = 0; from < text.size();) {
    const std::size_t end = text.find('\n', from);
    const std::string_view line = text.substr(from, end == std::string_view::npos ? std::string_view::npos : end - from);
    if (fits_width(line, width)) {
      out += line;
    } else {
      const std::size_t indent = std::min(line.find_first_not_of(' '), width / 2);
      out += std::string(indent, ' ') +
             wrapped(line.substr(indent), std::max<std::size_t>(width - indent - 2, 12), std::string(indent + 2, ' '));
    }
    if (end == std::string_view::npos) break;
    out += '\n';
    from = end + 1;
  }
  return out;
}

std::size_t widest_line(std::string_view text) {
  std::size_t widest = 0;
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    widest = std::max(widest, display_width(text.substr(start, end - start)));
    start = end + 1;
  }
  return widest;
}

std::string shortened(std::string_view text, std::size_t width) {
  if (fits_width(text, width)) return std::string(text);
  if (width == 0) return "";
  std::string out;
  std::size_t used = 0;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t next = i + 1;
    while (next < text.size() && (static_cast<unsigned char>(text[next]) & 0xC0) == 0x80) ++next;
    const std::size_t w = display_width(text.substr(i, next - i));
    if (used + w + 1 > width) break;  // room for the ellipsis
    out += text.substr(i, next - i);
    used += w;
    i = next;
  }
  return out + "…";
}

std::string wrapped(std::string_view text, std::size_t width, std::string_view indent) {
  if (width == 0 || fits_width(text, width)) return std::string(text);
  std::string out, line;
  std::size_t line_width = 0;
  const auto flush = [&] {
    if (!out.empty()) {
      out += '\n';
      out += indent;
    }
    out += line;
    line.clear();
    line_width = 0;
  };
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t start = text.find_first_not_of(' ', i);
    if (start == std::string_view::npos) break;
    const std::size_t stop = std::min(text.find(' ', start), text.size());
    std::string_view word = text.substr(start, stop - start);
    i = stop;
    std::size_t w = display_width(word);
    if (line_width > 0 && line_width + 1 + w > width) flush();
    while (w > width) {  // a word wider than a line: broken after a hyphen or slash that fits, else where it ends
      if (line_width > 0) flush();
      const std::string head = shortened(word, width + 1);
      std::size_t bytes = head.size() - std::string_view("…").size();
      if (const std::size_t mark = word.substr(0, bytes).find_last_of("-/"); mark != std::string_view::npos && mark > 0)
        bytes = mark + 1;
      line = std::string(word.substr(0, bytes));
      flush();
      word.remove_prefix(bytes);
      w = display_width(word);
    }
    if (line_width > 0) {
      line += ' ';
      ++line_width;
    }
    line += word;
    line_width += w;
  }
  if (line_width > 0 || out.empty()) flush();
  return out;
}

namespace {

/// The widths of the columns shown at `width` (0 for a column dropped), from their natural `widths` and the
/// widths of their cells alone, `content`. In order, until the table fits: a desktop's columns go; names and texts
/// narrow to a comfortable width; a tablet's columns go; names and texts narrow further; a column that keeps its
/// width shortens a title longer than its cells; names and texts narrow to a bare minimum.
std::vector<std::size_t> fitted_widths(const std::vector<TextTable::Column>& columns, std::vector<std::size_t> widths,
                                       const std::vector<std::size_t>& content, std::size_t width) {
  const auto flexible = [&](std::size_t i) { return widths[i] > 0 && columns[i].fitting() != TextTable::Fit::Keep; };
  const auto shown_total = [&](std::size_t comfortable_name, std::size_t comfortable_text) {
    std::size_t sum = 0, shown = 0;
    for (std::size_t i = 0; i < columns.size(); ++i) {
      if (widths[i] == 0) continue;
      ++shown;
      const std::size_t least = columns[i].fitting() == TextTable::Fit::Wrap ? comfortable_text : comfortable_name;
      sum += flexible(i) ? std::min(widths[i], least) : widths[i];
    }
    return sum + (shown > 0 ? 2 * (shown - 1) : 0);
  };
  const std::size_t unlimited = kUnlimitedWidth / 4;
  const auto drop = [&](bool roomy) {
    for (std::size_t i = columns.size(); i-- > 0 && shown_total(unlimited, unlimited) > width;)
      if (roomy ? columns[i].roomy : columns[i].optional) widths[i] = 0;
  };
  drop(true);
  if (shown_total(unlimited, unlimited) <= width) return widths;
  std::size_t name_least = 20, text_least = 24;
  if (shown_total(name_least, text_least) > width) {
    for (std::size_t i = columns.size(); i-- > 0 && shown_total(name_least, text_least) > width;)
      if (columns[i].optional) widths[i] = 0;
    name_least = 8;
    text_least = 12;
  }
  if (shown_total(name_least, text_least) > width)
    for (std::size_t i = 0; i < columns.size(); ++i)
      if (widths[i] > 0 && !flexible(i)) widths[i] = std::max<std::size_t>(content[i], 3);
  if (shown_total(name_least, text_least) > width) name_least = text_least = 4;
  // Each name and text gets its least width, then what is left is shared out evenly, a column that needs less than
  // its share passing the rest on.
  std::size_t used = shown_total(name_least, text_least);
  std::size_t budget = width > used ? width - used : 0;
  std::vector<std::size_t> order, wanted(columns.size(), 0);
  for (std::size_t i = 0; i < columns.size(); ++i) {
    if (!flexible(i)) continue;
    const std::size_t least = std::min(widths[i], columns[i].fitting() == TextTable::Fit::Wrap ? text_least : name_least);
    wanted[i] = widths[i] - least;
    widths[i] = least;
    order.push_back(i);
  }
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return wanted[a] < wanted[b]; });
  for (std::size_t k = 0; k < order.size(); ++k) {
    const std::size_t extra = std::min(wanted[order[k]], budget / (order.size() - k));
    widths[order[k]] += extra;
    budget -= extra;
  }
  return widths;
}

}  // namespace

void TextTable::measure(std::vector<std::size_t>& content, std::vector<std::size_t>& natural) const {
  content.assign(columns_.size(), 1);  // an empty column still takes a column
  for (const auto& row : rows_)
    for (std::size_t i = 0; i < row.size() && i < content.size(); ++i) content[i] = std::max(content[i], display_width(row[i]));
  for (std::size_t i = 0; i < columns_.size(); ++i) natural.push_back(std::max(content[i], display_width(columns_[i].title)));
}

std::size_t TextTable::width() const {
  std::vector<std::size_t> content, natural;
  measure(content, natural);
  std::size_t total = 0;
  for (std::size_t w : natural) total += w;
  return total + 2 * (natural.empty() ? 0 : natural.size() - 1);
}

std::string TextTable::render(std::size_t width) const {
  std::vector<std::size_t> content, natural;
  measure(content, natural);
  const std::vector<std::size_t> widths = fitted_widths(columns_, natural, content, width);

  std::string out;
  // Writes one line: in each column shown, the text `cell(i)` gives with its display width. Spaces are written only
  // before more text, so that a line ends with none.
  const auto write_line = [&](const auto& cell) {
    const std::size_t start = out.size();
    std::size_t spaces = 0;  // owed before the next text
    bool first = true;
    for (std::size_t i = 0; i < columns_.size(); ++i) {
      if (widths[i] == 0) continue;
      if (!first) spaces += 2;
      first = false;
      const auto [text, text_width] = cell(i);
      const std::size_t fill = text_width < widths[i] ? widths[i] - text_width : 0;
      if (columns_[i].align_right) spaces += fill;
      if (!text.empty()) {
        out.append(spaces, ' ');
        out += text;
        spaces = 0;
      }
      if (!columns_[i].align_right) spaces += fill;
    }
    while (out.size() > start && out.back() == ' ') out.pop_back();  // a text's own spaces at the end
    out += '\n';
  };
  // Of the row being written, kept from row to row: its cells' widths, the cells wrapped or shortened, and their lines.
  std::vector<std::size_t> cell_widths(columns_.size());
  std::vector<std::string> fitted(columns_.size());
  std::vector<std::vector<std::string_view>> lines(columns_.size());
  // One row of cells, over as many lines as its wrapped cells need.
  auto row_lines = [&](const std::vector<std::string>& cells) {
    const auto cell_text = [&](std::size_t i) { return i < cells.size() ? std::string_view(cells[i]) : std::string_view(); };
    bool fits = true;  // the common case: every cell fits its column, so the row is one line of the cells as they are
    for (std::size_t i = 0; i < columns_.size() && fits; ++i)
      if (widths[i] > 0) fits = (cell_widths[i] = display_width(cell_text(i))) <= widths[i];
    if (fits) return write_line([&](std::size_t i) { return std::pair(cell_text(i), cell_widths[i]); });
    std::size_t height = 1;
    for (std::size_t i = 0; i < columns_.size(); ++i) {
      lines[i].clear();
      if (widths[i] == 0) continue;
      const std::string_view text = cell_text(i);
      if (fits_width(text, widths[i])) {
        lines[i].push_back(text);
      } else if (columns_[i].fitting() == Fit::Wrap) {
        fitted[i] = wrapped(text, widths[i]);
        const std::string_view all = fitted[i];
        for (std::size_t from = 0; from <= all.size();) {
          const std::size_t to = std::min(all.find('\n', from), all.size());
          lines[i].push_back(all.substr(from, to - from));
          from = to + 1;
        }
      } else {
        fitted[i] = shortened(text, widths[i]);
        lines[i].push_back(fitted[i]);
      }
      height = std::max(height, lines[i].size());
    }
    for (std::size_t l = 0; l < height; ++l)
      write_line([&](std::size_t i) {
        const std::string_view text = l < lines[i].size() ? lines[i][l] : std::string_view();
        return std::pair(text, display_width(text));
      });
  };
  std::vector<std::string> titles;
  for (const Column& c : columns_) titles.push_back(c.title);
  // Titles are never wrapped: a narrowed column shortens its title.
  for (std::size_t i = 0; i < titles.size(); ++i)
    if (widths[i] > 0 && display_width(titles[i]) > widths[i]) titles[i] = shortened(titles[i], widths[i]);
  row_lines(titles);
  std::size_t total = 0, shown = 0;
  for (std::size_t w : widths)
    if (w > 0) total += w, ++shown;
  out.append(total + 2 * (shown > 0 ? shown - 1 : 0), '-');
  out += '\n';
  for (const auto& row : rows_) row_lines(row);
  return out;
}

std::string TextTable::render_html(const std::string& css_class, std::size_t group_rows) const {
  const bool labelled = (" " + css_class + " ").find(" stack ") != std::string::npos;
  auto cell = [&](const char* tag, std::size_t i, std::string_view text, std::string_view link = "") {
    const Column& c = columns_[i];
    std::string classes = c.align_right ? "num" : "";
    if (c.optional) classes += classes.empty() ? "opt" : " opt";
    if (c.roomy) classes += classes.empty() ? "roomy" : " roomy";
    if (!c.css.empty()) classes += (classes.empty() ? "" : " ") + c.css;
    const std::string label = labelled && tag[0] == 't' && tag[1] == 'd' && !c.title.empty()
                                  ? " data-label=\"" + html_escape(c.title) + "\""
                                  : "";
    // A name in any script (Hebrew, Arabic, CJK) keeps its own direction inside the page's, in <bdi>, and so do the
    // marks after it ("ليلى حداد (withdrew after round 3)": the figures stay in the marks' order).
    const bool name = tag[1] == 'd' && (" " + c.css + " ").find(" name ") != std::string::npos;
    std::string content = html_escape(text);
    if (name && !text.empty()) {
      const std::size_t marks = text.ends_with(")") ? text.rfind(" (") : std::string_view::npos;
      content = marks == std::string_view::npos || marks == 0
                    ? "<bdi>" + content + "</bdi>"
                    : "<bdi>" + html_escape(text.substr(0, marks)) + "</bdi>" + html_escape(text.substr(marks));
    }
    if (!link.empty()) content = "<a href=\"" + html_escape(link) + "\">" + content + "</a>";
    return std::string("<") + tag + (classes.empty() ? "" : " class=\"" + classes + "\"") + label + ">" + content + "</" +
           tag + ">";
  };
  std::string out = css_class.empty() ? "<table>\n" : "<table class=\"" + css_class + "\">\n";
  out += "<thead><tr>";
  for (std::size_t i = 0; i < columns_.size(); ++i) out += cell("th", i, columns_[i].title);
  out += "</tr></thead>\n<tbody>\n";
  for (std::size_t r = 0; r < rows_.size(); ++r) {
    if (group_rows > 0 && r > 0 && r % group_rows == 0) out += "</tbody>\n<tbody>\n";
    out += "<tr>";
    for (std::size_t i = 0; i < columns_.size(); ++i)
      out += cell("td", i, i < rows_[r].size() ? rows_[r][i] : "",
                  r < links_.size() && i < links_[r].size() ? std::string_view(links_[r][i]) : std::string_view());
    out += "</tr>\n";
  }
  return out + "</tbody>\n</table>\n";
}

}  // namespace tenbou
