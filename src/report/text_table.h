#pragma once
// Plain-text tables aligned by display width, and how points are printed.

#include <cstddef>
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

/// A table whose columns line up whatever the names contain. Columns are separated by two spaces.
class TextTable {
 public:
  struct Column {
    std::string title;
    bool align_right = false;
    bool optional = false;  ///< in HTML, left out on a phone's width (class "opt")
    std::string css;        ///< in HTML, more classes of its cells (e.g. "name", "total")
    bool roomy = false;     ///< in HTML, also left out below a desktop's width (class "roomy": an A4 page, a tablet)
  };

  explicit TextTable(std::vector<Column> columns) : columns_(std::move(columns)) {}
  void add_row(std::vector<std::string> cells) { rows_.push_back(std::move(cells)); }
  /// The header, a rule, then the rows; each line ends with a newline and has no trailing spaces.
  std::string render() const;
  /// The same table as an HTML <table>, every cell escaped, right-aligned columns marked "num". With
  /// `group_rows` > 0, every that many rows form a group (a <tbody>, striped as one: a table's players). A table
  /// of class "stack" labels each cell with its column's title, so that a phone shows each row as a block.
  std::string render_html(const std::string& css_class = "", std::size_t group_rows = 0) const;

 private:
  std::vector<Column> columns_;
  std::vector<std::vector<std::string>> rows_;
};

}  // namespace tenbou
