#pragma once
// How wide the text tenbou prints may be: the terminal it is printed on, so that tables and long reasons fit
// it instead of wrapping mid-row.

#include <cstddef>

namespace tenbou::cli {

/// The width text output should fit: COLUMNS when it is set (a number from 20), else the width of the terminal
/// standard output is, else 100 (a file, a pipe).
std::size_t text_width();

/// The width a confirmation (one line to read aloud) is wrapped to: text_width() on a terminal; no limit for a
/// file or a pipe, where a script reads it as one line.
std::size_t confirmation_width();

}  // namespace tenbou::cli
