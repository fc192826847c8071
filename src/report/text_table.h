#pragma once
// Plain-text tables aligned by display width, and how points are printed.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/points_text.h"
#include "rules/ruleset.h"

namespace tenbou {

/// Columns a terminal shows for UTF-8 text: combining marks take none, East Asian wide characters two.
std::size_t display_width(std::string_view utf8);

/// `text` padded with spaces to `width` display columns, on the right (left-aligned) or on the left.
std::string pad(std::string_view text, std::size_t width, bool align_right);

/// `value` with `digits` decimals ("2.25").
std::string format_decimal(double value, int digits);

/// `text` cut to `width` display columns, ending in "…" when cut.
std::string shortened(std::string_view text, std::size_t width);

/// `text` in lines of at most `width` display columns, broken between words (a word longer than a line is cut);
/// each line after the first starts with `indent`. No line end after the last line.
std::string wrapped(std::string_view text, std::size_t width, std::string_view indent = "");

/// `text` with every line wider than `width` wrapped between words, its continuation lines indented as the line
/// was, two more: the free text around tables (captions, notes, summaries) fitted to a terminal.
std::string fitted_lines(std::string_view text, std::size_t width);

/// The display width of the widest line of `text`.
std::size_t widest_line(std::string_view text);

/// No limit to the width of a text: as wide as its content.
inline constexpr std::size_t kUnlimitedWidth = static_cast<std::size_t>(-1);

/// A table whose columns line up whatever the names contain. Columns are separated by two spaces. Given a
/// width (a terminal's), a table too wide for it drops to a narrower layout rather than wrapping mid-row: first
/// the columns a desktop page alone shows go, then those a phone leaves out; then names are shortened with an
/// ellipsis and long texts wrap between words within their column (full names stay in JSON, CSV and HTML).
class TextTable {
 public:
  /// How a column gives way when the table is too wide: numbers never, names are shortened, texts wrap.
  enum class Fit { Keep, Shorten, Wrap };
  struct Column {
    std::string title;
    bool align_right = false;
    bool optional = false;  ///< in HTML, left out on a phone's width (class "opt"); in text, dropped second
    std::string css;        ///< in HTML, more classes of its cells (e.g. "name", "total")
    bool roomy = false;     ///< in HTML, also left out below a desktop's width (class "roomy": an A4 page, a tablet);
                            ///< in text, dropped first
    std::optional<Fit> fit;  ///< default: Keep for right-aligned columns, Shorten for the others

    Fit fitting() const { return fit.value_or(align_right ? Fit::Keep : Fit::Shorten); }
  };

  explicit TextTable(std::vector<Column> columns) : columns_(std::move(columns)) {}
  void add_row(std::vector<std::string> cells) { rows_.push_back(std::move(cells)); }
  /// A row whose cells link in HTML: cell i to `links[i]` where that is not "" (text shows the cells alone).
  void add_row(std::vector<std::string> cells, std::vector<std::string> links) {
    links_.resize(rows_.size());
    links_.push_back(std::move(links));
    add_row(std::move(cells));
  }
  /// The header, a rule, then the rows; each line ends with a newline and has no trailing spaces. With a
  /// `width`, the table fits it as the class comment says (as far as the columns that keep their width allow).
  std::string render(std::size_t width = kUnlimitedWidth) const;
  /// The width of render() without a width, its widest line, found without rendering.
  std::size_t width() const;
  /// The same table as an HTML <table>, every cell escaped, right-aligned columns marked "num". With
  /// `group_rows` > 0, every that many rows form a group (a <tbody>, striped as one: a table's players). A table
  /// of class "stack" labels each cell with its column's title, so that a phone shows each row as a block.
  std::string render_html(const std::string& css_class = "", std::size_t group_rows = 0) const;

 private:
  /// The display width of each column's widest cell (`content`), and of that or its title (`natural`).
  void measure(std::vector<std::size_t>& content, std::vector<std::size_t>& natural) const;

  std::vector<Column> columns_;
  std::vector<std::vector<std::string>> rows_;
  std::vector<std::vector<std::string>> links_;  ///< per row, each cell's link ("" or missing: none)
};

}  // namespace tenbou
