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
  };

  explicit TextTable(std::vector<Column> columns) : columns_(std::move(columns)) {}
  void add_row(std::vector<std::string> cells) { rows_.push_back(std::move(cells)); }
  /// The header, a rule, then the rows; each line ends with a newline and has no trailing spaces.
  std::string render() const;
  /// The same table as an HTML <table>, every cell escaped, right-aligned columns marked "num".
  std::string render_html() const;

 private:
  std::vector<Column> columns_;
  std::vector<std::vector<std::string>> rows_;
};

}  // namespace tenbou
